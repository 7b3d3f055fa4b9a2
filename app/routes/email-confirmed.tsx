// The link of the e-mail-change confirmation: /email-confirmed?token=.. (update_email); success
// shows login (account.md §2). The link may be opened anywhere: a visitor (another browser, another
// device) sees this page; the customer whose address it is, logged in here, lands on
// /profile/email-updated, the profile's own page of the change.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { Messages } from '~/components/Messages';
import { confirmEmailChange } from '~/ebsn/account.server';
import { EbsnError } from '~/ebsn/errors';
import { pageMeta } from '~/lib/seo';
import { isLoggedIn } from '~/lib/session.server';
import { PROFILE_PAGES } from '~/lib/account-intents';
import { failure } from '~/lib/failures.server';
import { getShopper, goTo, respond } from '~/lib/shopper.server';
import { secretUrlHeaders } from '~/lib/headers';

export const headers = secretUrlHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.emailConfirmed') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = (new URL(request.url).searchParams.get('token') ?? '').trim().slice(0, 500);
  const shopper = await getShopper(request, context);
  const loggedIn = isLoggedIn(shopper.session);
  if (!token) return respond(shopper, { confirmed: false, email: null, loggedIn });
  try {
    const { email, sessionLogin } = await confirmEmailChange(shopper.api, token);
    // this session is the account's: the backend logs it in with the new address already
    if (loggedIn && email && sessionLogin === email) return goTo(shopper, PROFILE_PAGES.emailUpdated);
    return respond(shopper, { confirmed: true, email: email ?? null, loggedIn });
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    return respond(shopper, { confirmed: false, email: null, loggedIn });
  }
}

export default function EmailConfirmedPage() {
  const { confirmed, email, loggedIn } = useLoaderData<typeof loader>();
  const next = loggedIn ? (
    <Link to="/profile/dashboard" className="btn-primary">
      {t('emailConfirmed.profile')}
    </Link>
  ) : (
    <Link to="/login" className="btn-primary">
      {t('emailConfirmed.login')}
    </Link>
  );
  if (!confirmed) {
    return (
      <AccountPage title={t('emailConfirmed.invalidTitle')}>
        <Messages messages={[{ level: 'error', text: t('emailConfirmed.invalid') }]} />
        <Actions>{next}</Actions>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('emailConfirmed.title')}>
      <p className="text-lg">{email ? t('emailConfirmed.textTo', { email }) : t('emailConfirmed.text')}</p>
      <Actions>{next}</Actions>
    </AccountPage>
  );
}
