// Logout: a POST form (intent logout) from the profile. The backend session ends (auth/logout), the
// cookie session is replaced by a fresh one that only says goodbye, and the shopper lands on Home.
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { logout } from '~/ebsn/account.server';
import { EbsnError, SessionExpiredError } from '~/ebsn/errors';
import { INTENT } from '~/lib/account-intents';
import { log } from '~/lib/log.server';
import { checkForm } from '~/lib/security.server';
import { readForm } from '~/lib/form-body.server';
import { flashMessage, getShopper, goTo, replaceSession } from '~/lib/shopper.server';
import { tAccount as t } from '~/i18n/account';
import { secured } from '~/lib/response-headers.server';

// GET /logout changes nothing: logging out is a POST
export const loader = secured(function loader() {
  return redirect('/');
});

export const action = secured(async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  if (formData.get('intent') !== INTENT.logout) throw new Response('Bad Request', { status: 400 });
  const shopper = await getShopper(request, context);
  try {
    await logout(shopper.api);
  } catch (error) {
    // an expired or refused backend session is as logged out as it gets; and a backend that does not
    // answer must not keep the shopper logged in on this device: the storefront's session goes anyway
    if (error instanceof SessionExpiredError || error instanceof EbsnError)
      log.info({ err: error.message }, 'logout: backend session already gone');
    else log.warn({ err: (error as Error).message }, 'logout: backend did not answer');
  }
  // a fresh cookie session; the answer keeps the guest token the backend gave, when it gave one
  await replaceSession(shopper);
  flashMessage(shopper, { level: 'success', text: t('logout.done') });
  return goTo(shopper, '/');
});
