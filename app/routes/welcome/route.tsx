// Closing the first-shop welcome (account.md §4; decision 059): a POST form (intent close), from the
// dialog with JS and the notice without. The date goes into the `spesa_welcome` cookie, which keeps
// the welcome away for 30 days on this browser; the shopper goes back to the page they were on.
import { redirect } from '@remix-run/node';
import { defineAction, intent } from '~/lib/action.server';
import { secured } from '~/lib/response-headers.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { goTo } from '~/lib/shopper.server';
import { WELCOME_INTENT } from '~/lib/welcome';
import { welcomeClosedCookie } from '~/lib/welcome.server';
import { closeWelcomeSchema } from './forms';

// GET /welcome shows nothing: closing is a POST
export const loader = secured(function loader() {
  return redirect('/');
});

export const action = defineAction({
  resource: true,
  intents: {
    [WELCOME_INTENT.close]: intent({
      schema: closeWelcomeSchema,
      run: async ({ shopper, value }) => {
        shopper.cookies.push(await welcomeClosedCookie());
        return goTo(shopper, safeRedirect(value.redirectTo, '/'));
      },
    }),
  },
});
