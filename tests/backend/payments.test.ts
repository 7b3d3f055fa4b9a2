// The simulated card provider and the feedback call (issue 10, decision 024): the page a buy sends the
// shopper to, its field errors, the three test cards, the signed way back to the shop, and a feedback
// call that believes only a genuine, unchanged result of the customer's own payment, as often as asked.
import { and, eq } from 'drizzle-orm';
import { orderSchema } from '~/ebsn/orders.server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { cart, cartItem, customerOrder, orderItem, payment, timeslotDay } from '../../backend/db/schema';
import { cancelUnpaidOrders } from '../../backend/orders/unpaid';
import { TEST_CARDS } from '../../backend/payments/provider';
import { type Client, errorCodes, okData, quickConfig } from './helpers/accounts';
import { call, formPost } from './helpers/app';
import { bindCart, cartIds, twoCustomerShop } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const SHOP = 'https://shop.example';
const PROVIDER = 'https://pay.example';

describe.each(backendKinds)('card provider (%s)', (kind) => {
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
      paymentProviderSecret: 'test-only-provider-key',
    }));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(cartItem);
    await database.db.delete(payment);
    await database.db.delete(orderItem);
    await database.db.delete(customerOrder);
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
  });

  /** Mario buys 3 baskets by card: the order and where the shop sends him to pay */
  async function bought() {
    await bindCart(database.db, mario.userId);
    okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 3 }] }));
    const order = okData(
      await mario.client.postJson('/ebsn/api/checkout/buy', { checkout_key: `payment-test-key-${++keys}`, payment_type_id: 12 }),
    );
    const path = new URL(order.paymentUrl).pathname;
    return { order, path, secret: order.paymentParameters.params.client_secret as string };
  }

  const pay = (path: string, secret: string, card: Record<string, string>) =>
    call(app, path, formPost({ client_secret: secret, step: 'card', ...card }));
  const validCard = (number: string) => ({ number, expiry: '12/34', cvc: '123' });
  const feedback = (c: Client, location: string) => c.get(`/ebsn/api/payment-feedback-recurrent${new URL(location).search}`);
  const orderStatus = async (orderId: number) =>
    (await database.db.select().from(customerOrder).where(eq(customerOrder.id, orderId)))[0].orderStatusId;

  it('sends the shopper to the provider by a posted form, and its page asks for the card in Italian', async () => {
    const { order, path, secret } = await bought();
    // the storefront reads the answer with its own schema (app/ebsn/orders.server.ts)
    expect(orderSchema.parse(order)).toMatchObject({ orderId: order.orderId, paymentParameters: { mode: 'post' } });
    expect(order.paymentUrl).toBe(`${PROVIDER}${path}`);
    expect(order.paymentParameters).toEqual({ mode: 'post', params: { client_secret: secret } });
    const page = await call(app, path, formPost({ client_secret: secret }));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${SHOP}`);
    expect(page.text).toContain('<html lang="it">');
    expect(page.text).toContain('Paga 126,90 €');
    expect(page.text).toMatch(/<label for="card-number">Numero della carta<\/label>\s*<input id="card-number" name="number"/);
    expect((await call(app, `${path}?client_secret=${secret}`)).status).toBe(200);
    // the same page for anyone else: none
    for (const wrong of ['', 'x'.repeat(32), `${secret}x`])
      expect((await call(app, path, formPost({ client_secret: wrong }))).status).toBe(404);
    expect((await call(app, '/pay/session/abc', formPost({ client_secret: secret }))).status).toBe(404);
  });

  it('shows each problem next to its field, keeping what was typed but the security code', async () => {
    const { path, secret } = await bought();
    const page = await pay(path, secret, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' });
    expect(page.status).toBe(422);
    expect(page.text).toContain('aria-describedby="card-number-error"');
    expect(page.text).toContain('Il numero della carta non è valido.');
    expect(page.text).toContain('La carta è scaduta.');
    expect(page.text).toContain('Il codice di sicurezza ha 3 o 4 cifre.');
    expect(page.text).toContain('value="4242 4242 4242 4241"');
    expect(page.text).not.toContain('value="12"');
    const hostile = await pay(path, secret, { number: '"><script>alert(1)</script>', expiry: 'x', cvc: 'y' });
    expect(hostile.text).not.toContain('<script>alert(1)');
    expect(hostile.text).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('an approved card: back to the shop with a signed result; the order is ordered; the feedback reads it, again and again', async () => {
    const { order, path, secret } = await bought();
    const paid = await pay(path, secret, validCard(TEST_CARDS.approved));
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location')!;
    expect(location.startsWith(`${SHOP}/cart/payment-completed/${order.orderId}?redirect_status=succeeded&payment_id=`)).toBe(true);
    expect(await orderStatus(order.orderId)).toBe(3);

    const first = okData(await feedback(mario.client, location));
    expect(orderSchema.parse(first.order).orderStatusId).toBe(3);
    expect(first.payment).toEqual({ paymentId: expect.any(Number), status: 'succeeded', purpose: 'order' });
    expect(first.order).toMatchObject({ orderId: order.orderId, orderStatusId: 3, orderStatusDescr: 'Ordinato', isPayable: false });
    expect(okData(await feedback(mario.client, location))).toEqual(first);
    const [row] = await database.db.select().from(payment).where(eq(payment.orderId, order.orderId));
    expect(row).toMatchObject({ status: 'succeeded', cardLast4: '4242', cardBrand: 'visa' });

    // the page again: settled, so straight back to the shop; the card is not charged twice
    const replay = await pay(path, secret, validCard(TEST_CARDS.declined));
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe(location);
    expect((await database.db.select().from(payment).where(eq(payment.orderId, order.orderId)))[0].status).toBe('succeeded');
  });

  it('believes no forged, changed or foreign result', async () => {
    const { path, secret } = await bought();
    const location = (await pay(path, secret, validCard(TEST_CARDS.declined))).headers.get('location')!;
    expect(location).toContain('/cart/payment-error/');
    okData(await feedback(mario.client, location));
    const url = new URL(location);
    const tampered = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return copy.href;
    };
    for (const forged of [
      tampered('redirect_status', 'succeeded'),
      tampered('signature', 'A'.repeat(43)),
      tampered('payment_intent_client_secret', 'B'.repeat(32)),
      tampered('payment_id', '999999'),
    ]) {
      const answer = await feedback(mario.client, forged);
      expect(answer.status).toBe(200);
      expect(errorCodes(answer)).toEqual(['error.payment.invalidResult']);
    }
    expect(errorCodes(await feedback(giulia.client, location))).toEqual(['error.payment.invalidResult']);
    expect((await feedback(mario.client, tampered('payment_id', 'abc'))).status).toBe(400);
  });

  it('a declined card leaves the order waiting for a payment; a card with a second step pays once confirmed', async () => {
    const declined = await bought();
    const back = await pay(declined.path, declined.secret, validCard(TEST_CARDS.declined));
    expect(back.headers.get('location')).toContain(`${SHOP}/cart/payment-error/${declined.order.orderId}?redirect_status=failed`);
    expect(await orderStatus(declined.order.orderId)).toBe(2);
    expect(okData(await mario.client.get(`/ebsn/api/order/view?order_id=${declined.order.orderId}`)).isPayable).toBe(true);

    const stepped = await bought();
    const step = await pay(stepped.path, stepped.secret, validCard(TEST_CARDS.confirm));
    expect(step.status).toBe(200);
    expect(step.text).toContain('Conferma il pagamento');
    expect(step.text).toContain('termina con 3184');
    const confirmed = await call(app, stepped.path, formPost({ client_secret: stepped.secret, step: 'confirm' }));
    expect(confirmed.headers.get('location')).toContain(`/cart/payment-completed/${stepped.order.orderId}?redirect_status=succeeded`);
    expect(await orderStatus(stepped.order.orderId)).toBe(3);
  });

  it('a double submit of the card settles the payment once', async () => {
    const { order, path, secret } = await bought();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(path, secret, validCard(TEST_CARDS.approved))));
    expect(new Set(answers.map((a) => a.headers.get('location'))).size).toBe(1);
    const rows = await database.db.select().from(payment).where(eq(payment.orderId, order.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('succeeded');
  });

  it('pays a failed order again with a new attempt; a paid or foreign order cannot be', async () => {
    const { order, path, secret } = await bought();
    await pay(path, secret, validCard(TEST_CARDS.declined));
    const again = okData(await mario.client.postJson('/ebsn/api/order/payment', { order_id: order.orderId }));
    expect(again.orderId).toBe(order.orderId);
    expect(again.paymentUrl).not.toBe(order.paymentUrl);
    expect(errorCodes(await giulia.client.postJson('/ebsn/api/order/payment', { order_id: order.orderId }))).toEqual([
      'error.order.notFound',
    ]);
    // asked twice before paying: the same attempt
    expect(okData(await mario.client.postForm('/ebsn/api/order/payment', { order_id: String(order.orderId) })).paymentUrl).toBe(
      again.paymentUrl,
    );
    const back = await pay(
      new URL(again.paymentUrl).pathname,
      again.paymentParameters.params.client_secret,
      validCard(TEST_CARDS.approved),
    );
    expect(back.headers.get('location')).toContain(`/cart/payment-completed/${order.orderId}?redirect_status=succeeded`);
    expect(await orderStatus(order.orderId)).toBe(3);
    expect(errorCodes(await mario.client.postJson('/ebsn/api/order/payment', { order_id: order.orderId }))).toEqual([
      'error.order.notPayable',
    ]);
    expect((await mario.client.postJson('/ebsn/api/order/payment', { order_id: 'uno' })).status).toBe(400);
  });

  it('cancels an order still unpaid after the delay, gives its slot unit back, and charges no late card', async () => {
    const paid = await bought();
    await pay(paid.path, paid.secret, validCard(TEST_CARDS.approved));
    const { order, path, secret } = await bought();
    const [made] = await database.db.select().from(customerOrder).where(eq(customerOrder.id, order.orderId));
    const unit = and(eq(timeslotDay.timeslotId, made.timeslotId), eq(timeslotDay.slotDate, made.timeslotDate));
    const [before] = await database.db.select().from(timeslotDay).where(unit);

    expect(await cancelUnpaidOrders(database.db, 30, { shopUrl: 'http://shop.test' }, new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await cancelUnpaidOrders(database.db, 30, { shopUrl: 'http://shop.test' }, new Date(Date.now() + 31 * 60_000))).toBe(1);
    expect(await orderStatus(order.orderId)).toBe(10);
    expect(await orderStatus(paid.order.orderId)).toBe(3);
    const [after] = await database.db.select().from(timeslotDay).where(unit);
    expect(after.taken).toBe(before.taken - 1);

    const late = await pay(path, secret, validCard(TEST_CARDS.approved));
    expect(late.headers.get('location')).toContain(`/cart/payment-error/${order.orderId}?redirect_status=failed`);
    expect(errorCodes(await mario.client.postJson('/ebsn/api/order/payment', { order_id: order.orderId }))).toEqual([
      'error.order.notPayable',
    ]);
  });

  it('answers a repeated buy with the same payment to finish', async () => {
    const { order } = await bought();
    const again = okData(await mario.client.postJson('/ebsn/api/checkout/buy', { checkout_key: `payment-test-key-${keys}` }));
    expect(again.orderId).toBe(order.orderId);
    expect(again.paymentUrl).toBe(order.paymentUrl);
  });
});
