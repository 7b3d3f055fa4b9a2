// The identity provider's redirect target for Google sign-in from the web (account.md §7: "a
// browser redirect to the identity provider with redirect target /ebsn/api/social-redir/google").
// A resource route: it forwards the provider's answer (code, state...) to the backend with the
// shopper's session, keeps the rotated token it answers, and goes on to the registration form
// after a first social login, to the profile otherwise (account.md §2).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { socialLoginCallback } from '~/ebsn/account.server';
import { EbsnError } from '~/ebsn/errors';
import { DEFAULT_AFTER_LOGIN, startUserSession } from '~/lib/auth.server';
import { log } from '~/lib/log.server';
import { failure } from '~/lib/failures.server';
import { flashMessage, getShopper, goTo } from '~/lib/shopper.server';
import { tAccount as t } from '~/i18n/account';
import { secured } from '~/lib/response-headers.server';

// what an OAuth 2 / OIDC provider sends back to its redirect URI
const FORWARDED = ['code', 'state', 'scope', 'authuser', 'prompt', 'hd', 'session_state', 'iss', 'error', 'error_description'];

export const loader = secured(async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = Object.fromEntries(
    FORWARDED.flatMap((key) => (url.searchParams.has(key) ? [[key, url.searchParams.get(key)!.slice(0, 2000)]] : [])),
  );
  const shopper = await getShopper(request, context);
  try {
    const answer = await socialLoginCallback(shopper.api, 'google', query);
    if (answer.firstLogin) {
      // no account yet: the registration form, prefilled from the provider, completes it
      return goTo(shopper, '/registration-user?social_login=google');
    }
    const user = answer.user ?? (answer.envelopeUser ? { userId: answer.envelopeUser.userId, login: answer.envelopeUser.login } : null);
    await startUserSession(shopper, user, { remember: true });
    return goTo(shopper, DEFAULT_AFTER_LOGIN);
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    log.warn({ err: error.message }, 'social login refused');
    flashMessage(shopper, { level: 'error', text: t('login.socialFailed') });
    return goTo(shopper, '/login');
  }
});
