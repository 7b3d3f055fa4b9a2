// Saved cards (issue 10; shopping.md §3 Payment authorisation, §9): saving one on the provider's page
// charges the test amount and gives it back, leaves an authorisation with masked number, brand and
// expiry, and that authorisation pays an order at once ('Cassa veloce'). Only the owner lists, uses
// or deletes it; a customer whose e-mail is not confirmed cannot add one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { appUser, cart, cartItem, customerOrder, emailOutbox, orderItem, payment, userPaymentAuth } from '../../backend/db/schema';
import { TEST_CARDS } from '../../backend/payments/provider';
import { client, type Client, okData, quickConfig, refused } from './helpers/accounts';
import { call, formPost } from './helpers/app';
import { bindCart, cartIds, twoCustomerShop } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const SHOP = 'https://shop.example';
const PROVIDER = 'https://pay.example';

describe.each(backendKinds)('saved cards (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };
  let keys = 0;

  beforeAll(async () => {
    ({ database, app, mario, giulia } = await twoCustomerShop(kind, {
      ...quickConfig,
      shopUrl: SHOP,
      paymentProviderUrl: PROVIDER,
      paymentProviderSecret: 'test-only',
    }));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    for (const table of [cartItem, payment, orderItem, customerOrder, emailOutbox, userPaymentAuth]) await database.db.delete(table);
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
  });

  /** Mario saves a card on the provider's page; answers where the page sent him back */
  async function saveCard(number: string = TEST_CARDS.approved) {
    const started = okData(await mario.client.postJson('/ebsn/api/payment-type/add-auth', { payment_type_id: 12 }));
    expect(started.prebilledAmount).toBe(1.01);
    const path = new URL(started.paymentUrl).pathname;
    const secret = started.paymentParameters.params.client_secret;
    const page = await call(app, path, formPost({ client_secret: secret }));
    const html = page.text;
    expect(html).toContain('<h1>Salva la carta</h1>');
    expect(html).toContain('1,01 €');
    const done = await call(app, path, formPost({ client_secret: secret, step: 'card', number, expiry: '12/34', cvc: '123' }));
    expect(done.status).toBe(303);
    return done.headers.get('location')!;
  }

  it('saves a card: 1.01 charged and given back, the authorisation listed masked with brand and expiry', async () => {
    const back = await saveCard();
    expect(back).toMatch(new RegExp(`^${SHOP}/profile/payment-method\\?redirect_status=succeeded&payment_id=\\d+&`));
    const { auths } = okData(await mario.client.get('/ebsn/api/payment-type/list-auth?payment_type_id=12'));
    expect(auths).toEqual([
      {
        userPaymentAuthId: expect.any(Number),
        paymentTypeId: 12,
        creditCard: '**** **** **** 4242',
        brand: 'visa',
        expireDate: '12/34',
        active: true,
      },
    ]);
    const [saving] = await database.db.select().from(payment);
    expect(saving).toMatchObject({
      purpose: 'card',
      amountCents: 101,
      status: 'succeeded',
      orderId: null,
      userPaymentAuthId: auths[0].userPaymentAuthId,
    });
    expect(saving.reversedAt).not.toBeNull();
    // the shop reads the result it was sent back with: the card it saved
    const feedback = okData(await mario.client.get(`/ebsn/api/payment-feedback-recurrent${new URL(back).search}`));
    expect(feedback).toMatchObject({
      payment: { status: 'succeeded', purpose: 'card' },
      userPaymentAuth: { userPaymentAuthId: auths[0].userPaymentAuthId },
    });
    refused(await giulia.client.get(`/ebsn/api/payment-feedback-recurrent${new URL(back).search}`), 'error.payment.invalidResult');
  });

  it('saves nothing for a declined card, and asks a confirmed e-mail first', async () => {
    expect(await saveCard(TEST_CARDS.declined)).toContain('redirect_status=failed');
    expect(okData(await mario.client.get('/ebsn/api/payment-type/list-auth')).auths).toEqual([]);
    await database.db.update(appUser).set({ confirmedAt: null }).where(eq(appUser.id, mario.userId));
    try {
      refused(
        await mario.client.postJson('/ebsn/api/payment-type/add-auth', {}),
        'error.payment.emailNotConfirmed',
        'Conferma il tuo indirizzo e-mail con il link che ti abbiamo inviato per salvare un metodo di pagamento.',
      );
    } finally {
      await database.db.update(appUser).set({ confirmedAt: new Date() }).where(eq(appUser.id, mario.userId));
    }
    refused(await mario.client.postJson('/ebsn/api/payment-type/add-auth', { payment_type_id: 10 }), 'error.payment.type');
    refused(await client(app).get('/ebsn/api/payment-type/list-auth'), 'auth.required');
  });

  it("pays an order at once with a saved card ('Cassa veloce'): placed, charged off-session, confirmed by e-mail", async () => {
    await saveCard();
    const [auth] = okData(await mario.client.get('/ebsn/api/payment-type/list-auth')).auths;
    await bindCart(database.db, mario.userId);
    okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 3 }] }));
    const order = okData(
      await mario.client.postJson('/ebsn/api/checkout/buy', {
        checkout_key: `fast-${++keys}-0123456789`,
        user_payment_auth_id: auth.userPaymentAuthId,
      }),
    );
    expect(order).toMatchObject({
      orderStatusId: 3,
      orderStatusDescr: 'Ordinato',
      paymentTypeId: 12,
      userPaymentAuthId: auth.userPaymentAuthId,
    });
    expect(order.paymentUrl).toBeUndefined();
    const [charged] = await database.db.select().from(payment).where(eq(payment.orderId, order.orderId));
    expect(charged).toMatchObject({
      status: 'succeeded',
      userPaymentAuthId: auth.userPaymentAuthId,
      cardLast4: '4242',
      amountCents: 12690,
    });
    const subjects = (await database.db.select().from(emailOutbox)).map((m) => m.subject);
    expect(subjects).toEqual([`Il tuo ordine n. ${order.orderId} è confermato`]);
  });

  it("never lists, uses or deletes another customer's card; a deleted card pays nothing", async () => {
    await saveCard();
    const [auth] = okData(await mario.client.get('/ebsn/api/payment-type/list-auth')).auths;
    expect(okData(await giulia.client.get('/ebsn/api/payment-type/list-auth')).auths).toEqual([]);
    refused(
      await giulia.client.postJson('/ebsn/api/payment-type/delete-auth', { user_payment_auth_id: auth.userPaymentAuthId }),
      'error.payment.authNotFound',
    );
    await bindCart(database.db, giulia.userId);
    okData(await giulia.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 3 }] }));
    refused(
      await giulia.client.postJson('/ebsn/api/checkout/buy', {
        checkout_key: `steal-${++keys}-0123456789`,
        user_payment_auth_id: auth.userPaymentAuthId,
      }),
      'error.checkout.paymentAuth',
    );

    expect(
      okData(await mario.client.postForm('/ebsn/api/payment-type/delete-auth', { user_payment_auth_id: String(auth.userPaymentAuthId) }))
        .auths,
    ).toEqual([]);
    refused(
      await mario.client.postJson('/ebsn/api/payment-type/delete-auth', { user_payment_auth_id: auth.userPaymentAuthId }),
      'error.payment.authNotFound',
    );
    await bindCart(database.db, mario.userId);
    okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 3 }] }));
    refused(
      await mario.client.postJson('/ebsn/api/checkout/buy', {
        checkout_key: `gone-${++keys}-0123456789`,
        user_payment_auth_id: auth.userPaymentAuthId,
      }),
      'error.checkout.paymentAuth',
      'La carta salvata scelta non è più utilizzabile: scegli un altro metodo di pagamento.',
    );
    expect(await database.db.select().from(customerOrder)).toEqual([]);
  });

  it('says what saving costs per type, and answers bad input with 400', async () => {
    expect(okData(await mario.client.get('/ebsn/api/checkout/prebilled-amount?payment_type_id=12')).prebilledAmount).toBe(1.01);
    expect(okData(await mario.client.get('/ebsn/api/checkout/prebilled-amount?payment_type_id=22')).prebilledAmount).toBe(0);
    for (const [path, body] of [
      ['/ebsn/api/payment-type/add-auth', { payment_type_id: 'dodici' }],
      ['/ebsn/api/payment-type/delete-auth', {}],
      ['/ebsn/api/payment-type/delete-auth', { user_payment_auth_id: -3 }],
    ] as const) {
      expect((await mario.client.postJson(path, body)).status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await mario.client.get('/ebsn/api/payment-type/list-auth?payment_type_id=x')).status).toBe(400);
  });
});
