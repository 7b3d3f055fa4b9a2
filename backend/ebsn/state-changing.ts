// The commerce API's GET calls that change something (the spec makes them GETs: live clients call
// them so). A browser sends the cookie with any site's GET (an <img>, a link), so the session
// middleware holds these to the same rule as every POST (session.ts, crossSiteCookieCall): with a
// token from the cookie they must come from a page of ours. A GET that writes goes in this list
// when it is written; tests/backend/cross-site-gets.test.ts checks each is a route and is refused.
//
// Not listed, on purpose: the callbacks another site sends the shopper to by design (Google's
// social-redir/google, the card provider's payment-feedback-recurrent), which carry their own
// proof (the state, the signature) and reach us through the storefront, token in the header.

/** paths under /ebsn/api */
export const STATE_CHANGING_GETS = [
  // the customer's own data
  '/user-address/delete',
  '/user-person-fiscal/delete-person-fiscal',
  '/shopatwork/subscribe',
  // the cart's store and slot
  '/store-proximity/select',
  '/timeslot/select',
  // the account
  '/registration/anonymize_token_request',
  '/registration/user_anonymize',
  '/registration/update_password',
  '/registration/update_email_request',
  '/registration/update_email',
  '/registration/registration_confirm',
  '/registration/registration_resend_email',
  '/registration/password_reset_token_request',
  '/registration/password_reset',
  // meal-ticket logins on the customer's cart (decision 060)
  '/meal-ticket/upday/login',
  '/meal-ticket/upday/discard-login',
  '/meal-ticket/upday/logout',
  '/meal-ticket/edenred/detail',
  '/meal-ticket/edenred/mobile-callback',
  '/meal-ticket/edenred/mobile-callback-tc',
  '/meal-ticket/edenred/mobile-logout',
  '/meal-ticket/edenred/mobile-logout-tc',
  '/meal-ticket/pellegrini/login',
  '/meal-ticket/pellegrini/logout',
] as const;

const EBSN = '/ebsn/api';
const listed = new Set<string>(STATE_CHANGING_GETS);

/** whether a GET (or HEAD, which Hono answers with the GET's handler) of this path changes state */
export function getChangesState(path: string): boolean {
  if (!path.startsWith(`${EBSN}/`)) return false;
  return listed.has(path.slice(EBSN.length).replace(/\/+$/, ''));
}
