// Logout: a POST form (intent logout) from the profile. The backend session ends (auth/logout), the
// cookie session is replaced by a fresh one that only says goodbye, and the shopper lands on Home.
import { redirect } from '@remix-run/node';
import { logout } from '~/ebsn/account.server';
import { EbsnError, SessionExpiredError } from '~/ebsn/errors';
import { INTENT } from '~/lib/account-intents';
import { log } from '~/lib/log.server';
import { defineAction, intent } from '~/lib/action.server';
import { flashMessage, goTo, replaceSession } from '~/lib/shopper.server';
import { logoutSchema } from './forms';
import { tAccount as t } from '~/i18n/account';
import { secured } from '~/lib/response-headers.server';

// GET /logout changes nothing: logging out is a POST
export const loader = secured(function loader() {
  return redirect('/');
});

export const action = defineAction({
  resource: true,
  intents: {
    [INTENT.logout]: intent({
      schema: logoutSchema,
      run: async ({ shopper }) => {
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
      },
    }),
  },
});
