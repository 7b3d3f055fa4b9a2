// The suite's races on PostgreSQL through two backend processes at once (issue 29 §2, decision 063):
// the requests alternate between the processes as nginx spreads them, so two pools of connections
// race on the same rows. What each outcome relies on:
// - slot capacity: the slot's day row locked (SELECT … FOR UPDATE) before its holds are counted
//   (backend/slots/holds.ts);
// - one order per cart: the cart row locked FOR UPDATE by checkout/buy and its status read again
//   under the lock (backend/orders/checkout.ts);
// - a code used once: it is used inside that same transaction, under the same cart lock, and the
//   use is a unique (user, code) row;
// - one payment: the payment row locked FOR UPDATE and its status read again before it is settled (backend/payments/provider.ts);
//   the confirmation is written in that transaction, so it is written once.
// All run at READ COMMITTED, PostgreSQL's default: the locks, not the isolation level, serialise them.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import {
  cart,
  emailOutbox,
  giftCertificate,
  orderAdjustment,
  customerOrder,
  payment,
  slotHold,
  timeslot,
  timeslotDay,
  userGiftCertificate,
} from '../../backend/db/schema';
import { TEST_CARDS } from '../../backend/payments/provider';
import { type Client, DEMO_USERS, errorCodes, okData } from './helpers/accounts';
import { call, formPost } from './helpers/app';
import { bindCart, cartDatabase, cartIds, customer, slotDate } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';
import { startBackends, type Backends } from './helpers/processes';
import { crowd, select } from './helpers/slots';

const PROCESSES = 2;
const RACED_SLOT = 900;
const onPostgres = backendKinds.includes('postgres');

describe.skipIf(!onPostgres)('races through two backend processes on PostgreSQL', () => {
  const SHOP = 'https://shop.example';
  const BUY = '/ebsn/api/checkout/buy';
  const AT_ONCE = 20;
  let database: TestDatabase;
  let backends: Backends;
  let mario: { client: Client; userId: number };
  let keys = 0;

  beforeAll(async () => {
    // the checkout suites' shop
    database = await cartDatabase('postgres');
    backends = await startBackends(database.url!, PROCESSES, {
      LOGIN_SLOWDOWN_MS: '0',
      MAIL_COOLDOWN_SECONDS: '0',
      SHOP_URL: SHOP,
      PAYMENT_PROVIDER_URL: 'https://pay.example',
      PAYMENT_PROVIDER_SECRET: 'test-only-provider-key',
    });
    mario = await customer(backends.app, database.db, DEMO_USERS.mario);
  }, 120_000);
  afterAll(async () => {
    await backends?.stop();
    await database?.dispose();
  });

  /** Mario's cart at home delivery with a slot and 3 baskets of 40 € */
  async function fullCart() {
    const cartId = await bindCart(database.db, mario.userId);
    okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 3 }] }));
    return cartId;
  }
  const ordersOf = (userId: number) => database.db.select().from(customerOrder).where(eq(customerOrder.userId, userId));
  /** the units sold of the slot the cart is bound to now, read again after the buy emptied it */
  const soldOf = async (cartId: number) => {
    const [bound] = await database.db.select().from(cart).where(eq(cart.id, cartId));
    const slotDay = and(eq(timeslotDay.timeslotId, bound.timeslotId!), eq(timeslotDay.slotDate, bound.timeslotDate!));
    const read = async () => (await database.db.select({ taken: timeslotDay.taken }).from(timeslotDay).where(slotDay))[0]?.taken ?? 0;
    return { before: await read(), now: read };
  };
  /** `n` checkouts of the cart at once, each with a key of its own (n clicks in n tabs) */
  const buys = (n: number, body: Record<string, unknown> = {}) =>
    Promise.all(
      Array.from({ length: n }, () =>
        mario.client.postJson(BUY, { checkout_key: `race-checkout-${String(++keys).padStart(4, '0')}`, ...body }),
      ),
    );

  it(`${AT_ONCE} checkouts of one cart at once: one order, one unit of the slot`, async () => {
    const before = (await ordersOf(mario.userId)).length;
    const cartId = await fullCart();
    const sold = await soldOf(cartId);
    const answers = await buys(AT_ONCE);
    const made = answers.filter((a) => a.body?.response?.status === 0);
    expect(made).toHaveLength(1);
    for (const a of answers.filter((x) => x !== made[0])) expect(errorCodes(a)).toEqual(['error.checkout.emptyCart']);
    expect(await ordersOf(mario.userId)).toHaveLength(before + 1);
    expect(await sold.now()).toBe(sold.before + 1);
  }, 60_000);

  it(`a single-use code in ${AT_ONCE} checkouts at once: used once, on the one order`, async () => {
    const [code] = await database.db
      .insert(giftCertificate)
      .values({ code: 'UNAVOLTA', name: 'Regalo', kind: 'amount', value: 1500, minimumSpendCents: 0 })
      .returning({ id: giftCertificate.id });
    // given to Mario alone: his to use once
    await database.db.insert(userGiftCertificate).values({ userId: mario.userId, giftCertificateId: code.id, manual: true });
    await fullCart();
    okData(await mario.client.postJson('/ebsn/api/cart-giftcertificate/add_code', { code: 'UNAVOLTA' }));
    const answers = await buys(AT_ONCE);
    const made = answers.filter((a) => a.body?.response?.status === 0);
    expect(made).toHaveLength(1);
    const orderId = okData(made[0]).orderId;
    const adjustments = await database.db.select().from(orderAdjustment).where(eq(orderAdjustment.giftCertificateId, code.id));
    expect(adjustments.map((a) => [a.orderId, a.amountCents])).toEqual([[orderId, 1500]]);
    const uses = await database.db.select().from(userGiftCertificate).where(eq(userGiftCertificate.giftCertificateId, code.id));
    expect(uses.map((u) => [u.userId, u.orderId, u.usedAt !== null])).toEqual([[mario.userId, orderId, true]]);
    // and it is spent: the next cart cannot carry it
    await fullCart();
    expect(errorCodes(await mario.client.postJson('/ebsn/api/cart-giftcertificate/add_code', { code: 'UNAVOLTA' }))).toEqual([
      'error.giftCertificate.invalid',
    ]);
  }, 60_000);

  it('a card result delivered to both processes at once, then replayed: one payment, one confirmation e-mail', async () => {
    await database.db.delete(emailOutbox);
    await fullCart();
    const [order] = (await buys(1, { payment_type_id: 12 })).map(okData);
    const path = new URL(order.paymentUrl).pathname;
    const card = formPost({
      client_secret: order.paymentParameters.params.client_secret,
      step: 'card',
      number: TEST_CARDS.approved,
      expiry: '12/34',
      cvc: '123',
    });
    const deliver = (app: App) => call(app, path, card);
    const results = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => deliver(backends.each[i % PROCESSES])));
    const locations = new Set(results.map((r) => r.headers.get('location')));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 303));
    expect(locations.size).toBe(1);
    const [location] = [...locations];
    expect(location).toContain(`${SHOP}/cart/payment-completed/${order.orderId}?redirect_status=succeeded`);
    // replayed later, to each process, and read back by the shop's feedback call on each
    for (const app of backends.each) {
      expect((await deliver(app)).headers.get('location')).toBe(location);
      const feedback = await call(app, `/ebsn/api/payment-feedback-recurrent${new URL(location!).search}`, {
        headers: { 'X-Ebsn-Account': mario.client.token! },
      });
      expect(okData(feedback).payment).toMatchObject({ status: 'succeeded', purpose: 'order' });
    }
    const payments = await database.db.select().from(payment).where(eq(payment.orderId, order.orderId));
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);
    const [{ status }] = await database.db
      .select({ status: customerOrder.orderStatusId })
      .from(customerOrder)
      .where(eq(customerOrder.id, order.orderId));
    expect(status).toBe(3);
    const mails = await database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, DEMO_USERS.mario), sql`${emailOutbox.subject} like ${`%${order.orderId}%`}`));
    expect(mails.map((m) => m.subject)).toEqual([`Il tuo ordine n. ${order.orderId} è confermato`]);
  }, 60_000);

  it('200 slot selections at once, half through each process, of a slot of capacity 10: exactly 10 holds', async () => {
    const [SHOPPERS, CAPACITY] = [200, 10];
    // the day after tomorrow on the shop's real clock: inside the calendar's 7 days
    const date = slotDate(2);
    // a slot of its own in the calendar bindCart made for warehouse 1's home delivery (calendar 102),
    // where the crowd's carts are bound
    await database.db.insert(timeslot).values({
      id: RACED_SLOT,
      calendarId: 102,
      weekDays: [1, 2, 3, 4, 5, 6, 7],
      beginTime: '14:00',
      endTime: '16:00',
      deliveryDayPeriodId: 5,
      capacity: CAPACITY,
    });
    const shoppers = await crowd(database.db, SHOPPERS);
    const answers = await Promise.all(shoppers.map((who) => select(backends.app, who, date, RACED_SLOT)));
    expect(answers.map((a) => a.status)).toEqual(shoppers.map(() => 200));
    const won = answers.filter((a) => a.body.response.status === 0);
    expect(won).toHaveLength(CAPACITY);
    for (const a of answers.filter((x) => x.body.response.status !== 0)) expect(errorCodes(a)).toEqual(['error.timeslot.full']);
    const holds = await database.db
      .select({ cartId: slotHold.cartId })
      .from(slotHold)
      .where(and(eq(slotHold.slotDate, date), eq(slotHold.timeslotId, RACED_SLOT)));
    expect(holds.map((h) => h.cartId).sort((a, b) => a - b)).toEqual(won.map((a) => a.body.data.cartId).sort((a, b) => a - b));
  }, 120_000);
});
