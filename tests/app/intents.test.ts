// Every action dispatches on a named intent from its area's form module and answers 400 to any
// other value: an unknown intent never falls back to another action.
import { describe, expect, it } from 'vitest';
import { INTENT as ACCOUNT } from '~/lib/account-forms';
import { CART_INTENT as CART } from '~/routes/cart/forms';
import { INTENT as CONSENTS } from '~/lib/consent-forms';
import { LISTS_INTENT } from '~/routes/profile.lists._index/forms';
import { LIST_INTENT } from '~/routes/profile.lists.$listId/forms';
import { SELECTOR_INTENT } from '~/routes/profile.lists.add/links';
import { ADDRESS_BOOK_INTENT as ADDRESS_BOOK } from '~/routes/profile.addresses/forms';
import { INVOICE_DATA_INTENT } from '~/lib/invoice-forms';
import { ORDER_INTENT as ORDERS } from '~/routes/profile.orders.$orderId/forms';
import { CHECKOUT_INTENT } from '~/routes/checkout/forms';
import { METHOD_INTENT } from '~/routes/profile.payment-method/forms';
import { ADDRESS_INTENT, SLOT_INTENT } from '~/lib/place-forms';
import { action as cartAction } from '~/routes/cart/route';
import { action as addressAction } from '~/routes/cart_.address/route';
import { action as timeslotAction } from '~/routes/cart_.timeslot/route';
import { action as consentsAction } from '~/routes/consents/route';
import { action as loginAction } from '~/routes/login/route';
import { action as logoutAction } from '~/routes/logout/route';
import { action as listAction } from '~/routes/profile.lists.$listId/route';
import { action as listsAction } from '~/routes/profile.lists._index/route';
import { action as invoiceDataAction } from '~/routes/profile.invoice-data/route';
import { action as profileUpdateAction } from '~/routes/profile.profile-update/route';
import { action as securityAction } from '~/routes/profile.security/route';
import { action as anonymizeAction } from '~/routes/profile.anonymize/route';
import { action as profileConsentsAction } from '~/routes/profile.consents/route';
import { action as addressesAction } from '~/routes/profile.addresses/route';
import { action as manageAddressAction } from '~/routes/profile.addresses.manage.($addressId)/route';
import { action as selectorAction } from '~/routes/profile.lists.add/route';
import { action as orderAction } from '~/routes/profile.orders.$orderId/route';
import { action as methodsAction } from '~/routes/profile.payment-method/route';
import { action as passwordAction } from '~/routes/profile.update-password';
import { action as paymentAction } from '~/routes/payment/route';
import { action as checkoutAction } from '~/routes/checkout/route';
import { action as registrationCompletedAction } from '~/routes/registration-completed';
import { action as registrationConfirmedAction } from '~/routes/registration-confirmed';
import { action as registrationAction } from '~/routes/registration-user/route';
import { action as resetAction } from '~/routes/reset-password';
import { action as resetRequestAction } from '~/routes/reset-password-request';
import { MARIO } from '../mocks/account';
import { args, isRedirect, post, sessionCookie, settle, statusOf } from './account-helpers';
import { useMsw } from './msw';

useMsw();

type Action = (a: ReturnType<typeof args>) => Promise<unknown>;

const actions: [string, string, Action][] = [
  ['/login', 'login', loginAction as Action],
  ['/logout', 'logout', logoutAction as Action],
  ['/registration-user', 'registration', registrationAction as Action],
  ['/registration-completed', 'resend', registrationCompletedAction as Action],
  ['/registration-confirmed', 'confirm', registrationConfirmedAction as Action],
  ['/reset-password-request', 'reset request', resetRequestAction as Action],
  ['/reset-password', 'reset', resetAction as Action],
  ['/consents', 'consents', consentsAction as Action],
  ['/cart', 'add to cart', cartAction as Action],
  ['/cart/address', 'service and address', addressAction as Action],
  ['/cart/timeslot', 'time slot', timeslotAction as Action],
  ['/profile/payment-method', 'payment methods', methodsAction as Action],
  ['/checkout', 'checkout', checkoutAction as Action],
  ['/profile/update-password', 'password change', passwordAction as Action],
  ['/payment?order=100001', 'order payment', paymentAction as Action],
  ['/profile/orders/100001', 'order', ((a: ReturnType<typeof args>) => orderAction({ ...a, params: { orderId: '100001' } })) as Action],
  ['/profile/lists', 'wish lists', listsAction as Action],
  ['/profile/lists/add?product=1', 'list selector', selectorAction as Action],
  ['/profile/addresses', 'address book', addressesAction as Action],
  ['/profile/invoice-data', 'invoice data', invoiceDataAction as Action],
  ['/profile/profile-update', 'personal data', profileUpdateAction as Action],
  ['/profile/security', 'login pin', securityAction as Action],
  ['/profile/anonymize', 'anonymisation', anonymizeAction as Action],
  ['/profile/consents', 'consents review', profileConsentsAction as Action],
  ['/profile/addresses/manage', 'address form', manageAddressAction as Action],
  ['/profile/lists/1', 'wish list', ((a: ReturnType<typeof args>) => listAction({ ...a, params: { listId: '1' } })) as Action],
];

describe('unknown intents', () => {
  for (const [path, name, action] of actions) {
    it(`${name}: an unknown or missing intent answers 400`, async () => {
      const cookie = await sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId, firstName: 'Mario' });
      for (const intent of ['nope', undefined]) {
        const fields: Record<string, string> = {
          login: MARIO.email,
          password: MARIO.password,
          e_mail: MARIO.email,
          productId: '1',
          quantity: '1',
        };
        if (intent) fields.intent = intent;
        const result = await settle(action(args(await post(path, fields, { cookies: [cookie] }))));
        expect(isRedirect(result), `${path} intent=${intent}`).toBe(false);
        expect(statusOf(result), `${path} intent=${intent}`).toBe(400);
      }
    });
  }

  it('the intents of one area are distinct names', () => {
    for (const intents of [
      ACCOUNT,
      CART,
      CONSENTS,
      ADDRESS_INTENT,
      SLOT_INTENT,
      ORDERS,
      LISTS_INTENT,
      LIST_INTENT,
      SELECTOR_INTENT,
      ADDRESS_BOOK,
      INVOICE_DATA_INTENT,
      CHECKOUT_INTENT,
      METHOD_INTENT,
    ]) {
      const values = Object.values(intents);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('a login with its own intent still logs in', async () => {
    const result = await settle(
      loginAction(args(await post('/login', { intent: ACCOUNT.login, login: MARIO.email, password: MARIO.password, remember: 'on' }))),
    );
    expect(isRedirect(result)).toBe(true);
  });
});
