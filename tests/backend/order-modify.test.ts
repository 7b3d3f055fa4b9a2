// Modifying an order (issue 10; account.md §2 Orders, §7 order/modify; decision 025): the order comes
// back as the cart, stays as it was until the cart is confirmed again, and the confirmation rewrites
// the same order: its lines and totals, its slot unit moved when the slot changed, its payment asked
// again only for more than was authorised. Emptying the cart gives the modification up.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { defaultConfig } from '../../backend/config';
import {
  cart,
  cartItem,
  customerOrder,
  emailOutbox,
  giftCertificate,
  orderItem,
  payment,
  timeslot,
  timeslotDay,
  userGiftCertificate,
} from '../../backend/db/schema';
import { TEST_CARDS } from '../../backend/payments/provider';
import { selectSlot } from '../../backend/slots/select';
import { type Client, okData, quickConfig, refused } from './helpers/accounts';
import { payOnPage } from './helpers/app';
import { bindCart, cartIds, slotDate, twoCustomerShop } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const MODIFY = '/ebsn/api/order/modify';
const BUY = '/ebsn/api/checkout/buy';

describe.each(backendKinds)('order modify (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };
  let keys = 0;

  beforeAll(async () => {
    ({ database, app, mario, giulia } = await twoCustomerShop(kind, {
      ...quickConfig,
      shopUrl: 'https://shop.example',
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
    await database.db.delete(emailOutbox);
    await database.db.delete(timeslotDay);
    await database.db.update(cart).set({ cartStatusId: 1, infos: {}, editingOrderId: null });
  });

  const buy = (who = mario) => who.client.postJson(BUY, { checkout_key: `order-modify-key-${++keys}`, payment_type_id: 12 });

  /** Mario's order of `hampers` baskets of 40 € at home, paid by card on the provider's page */
  async function paidOrder(hampers = 3) {
    await bindCart(database.db, mario.userId, { service: 2 });
    okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: hampers }] }));
    okData(await mario.client.postJson('/ebsn/api/cart/update-cart-info', { property: 'order_comment', value: 'Citofono Rossi' }));
    const order = okData(await buy());
    await pay(order);
    return order as { orderId: number };
  }

  async function pay(order: { paymentUrl: string; paymentParameters: { params: { client_secret: string } } }) {
    await payOnPage(app, order, TEST_CARDS.approved);
  }

  const rowOf = async (orderId: number) => (await database.db.select().from(customerOrder).where(eq(customerOrder.id, orderId)))[0];
  const linesOf = async (orderId: number) =>
    (await database.db.select().from(orderItem).where(eq(orderItem.orderId, orderId))).map((l) => [l.productId, Number(l.quantity)]);
  const paymentsOf = async (orderId: number) =>
    (await database.db.select().from(payment).where(eq(payment.orderId, orderId)).orderBy(payment.id)).map((p) => [
      p.status,
      p.amountCents,
    ]);
  const takenOn = async (timeslotId: number, date: string) => {
    const [day] = await database.db
      .select({ taken: timeslotDay.taken })
      .from(timeslotDay)
      .where(and(eq(timeslotDay.timeslotId, timeslotId), eq(timeslotDay.slotDate, date)));
    return day?.taken ?? 0;
  };
  const cartView = async () => okData(await mario.client.get('/ebsn/api/cart/view'));
  const setQuantity = async (quantity: number) => {
    const [line] = (await cartView()).cartItems;
    okData(await mario.client.postJson('/ebsn/api/cart/update', { items: [{ itemId: line.itemId, quantity }] }));
  };

  it('brings the order back as the cart and leaves the order as it was', async () => {
    const order = await paidOrder(3);
    const before = await rowOf(order.orderId);

    const answer = okData(await mario.client.postJson(MODIFY, { order_id: order.orderId }));
    expect(answer).toMatchObject({ editingOrderId: order.orderId, totalItems: 1 });
    expect(answer.cartItems.map((l: { product: { productId: number }; quantity: number }) => [l.product.productId, l.quantity])).toEqual([
      [cartIds.hamper, 3],
    ]);
    expect(answer.timeslot).toMatchObject({ date: before.timeslotDate, timeslotId: before.timeslotId });
    expect(answer.cartInfos.order_comment).toBe('Citofono Rossi');
    // a second press is the same modification
    expect(okData(await mario.client.postJson(MODIFY, { order_id: order.orderId })).editingOrderId).toBe(order.orderId);
    // the order is untouched until the cart is confirmed
    expect(await rowOf(order.orderId)).toEqual(before);
    expect(await linesOf(order.orderId)).toEqual([[cartIds.hamper, 3]]);
  });

  it('keeps the order’s gift code: applied to the cart that modifies it, and used once by the order confirmed again', async () => {
    await database.db
      .insert(giftCertificate)
      .values({ code: 'DIECI', name: '10%', kind: 'percent', value: 10, minimumSpendCents: 5000 })
      .onConflictDoNothing();
    await database.db.delete(userGiftCertificate);
    await bindCart(database.db, mario.userId, { service: 2 });
    okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 3 }] }));
    okData(await mario.client.postJson('/ebsn/api/cart-giftcertificate/add_code', { code: 'DIECI' }));
    const order = okData(await buy());
    await pay(order);
    expect((await rowOf(order.orderId)).adjustmentsCents).toBe(1200);

    const cartNow = okData(await mario.client.postJson(MODIFY, { order_id: order.orderId }));
    expect(cartNow.orderAdjustmentSummary.orderAdjustments).toEqual([
      expect.objectContaining({ giftCertificate: expect.objectContaining({ code: 'DIECI' }), amount: 12, applied: true }),
    ]);
    await setQuantity(4);
    okData(await buy());
    expect((await rowOf(order.orderId)).adjustmentsCents).toBe(1600);
    const uses = await database.db.select().from(userGiftCertificate).where(eq(userGiftCertificate.userId, mario.userId));
    expect(uses.map((u) => [u.orderId, u.usedAt !== null])).toEqual([[order.orderId, true]]);
    // still once per customer: another cart cannot take it
    await bindCart(database.db, mario.userId, { service: 2 });
    refused(await mario.client.postJson('/ebsn/api/cart-giftcertificate/add_code', { code: 'DIECI' }), 'error.giftCertificate.invalid');
  });

  it('refuses another customer’s order, an order being prepared, and a cart that holds other shopping', async () => {
    const order = await paidOrder(3);
    refused(await giulia.client.postJson(MODIFY, { order_id: order.orderId }), 'error.order.notFound');
    refused(await mario.client.postJson(MODIFY, { order_id: 999_999 }), 'error.order.notFound');
    for (const bad of [{}, { order_id: 'uno' }, { order_id: -1 }, { order_id: 1e20 }]) {
      expect((await mario.client.postJson(MODIFY, bad)).status, JSON.stringify(bad)).toBe(400);
    }

    await bindCart(database.db, mario.userId, { service: 2 });
    okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 1 }] }));
    refused(await mario.client.postJson(MODIFY, { order_id: order.orderId }), 'error.order.cartNotEmpty');
    okData(await mario.client.postJson('/ebsn/api/cart/empty', {}));

    await database.db.update(customerOrder).set({ orderStatusId: 4 }).where(eq(customerOrder.id, order.orderId));
    refused(await mario.client.postJson(MODIFY, { order_id: order.orderId }), 'error.order.notModifiable');
  });

  it('confirmed with less: the same order rewritten, its card authorisation kept, its slot unit kept', async () => {
    const order = await paidOrder(4);
    const before = await rowOf(order.orderId);
    const taken = await takenOn(before.timeslotId, before.timeslotDate);
    okData(await mario.client.postJson(MODIFY, { order_id: order.orderId }));
    // back on its own slot the cart holds nothing more of it
    expect((await cartView()).timeslot.holdExpiresAt).toBeUndefined();
    expect(await takenOn(before.timeslotId, before.timeslotDate)).toBe(taken);
    await setQuantity(3);

    const confirmed = okData(await buy());
    expect(confirmed.orderId).toBe(order.orderId);
    expect(confirmed.paymentUrl ?? null).toBeNull();
    const after = await rowOf(order.orderId);
    expect(after).toMatchObject({ orderStatusId: 3, goodsCents: 12000, timeslotId: before.timeslotId, timeslotDate: before.timeslotDate });
    expect(await linesOf(order.orderId)).toEqual([[cartIds.hamper, 3]]);
    expect(await paymentsOf(order.orderId)).toEqual([['succeeded', before.preAuthorisedCents]]);
    expect(await takenOn(before.timeslotId, before.timeslotDate)).toBe(taken);
    // the cart is a new one, no longer modifying anything
    const fresh = await cartView();
    expect(fresh.totalItems).toBe(0);
    expect(fresh.editingOrderId).toBeUndefined();
    expect((await database.db.select().from(customerOrder).where(eq(customerOrder.userId, mario.userId))).length).toBe(1);
  });

  it('confirmed with more: the old authorisation released and the new amount asked on the provider’s page', async () => {
    const order = await paidOrder(3);
    const before = await rowOf(order.orderId);
    okData(await mario.client.postJson(MODIFY, { order_id: order.orderId }));
    await setQuantity(5);
    const key = `order-modify-key-${++keys}`;
    const confirmed = okData(await mario.client.postJson(BUY, { checkout_key: key, payment_type_id: 12 }));
    expect(confirmed.orderId).toBe(order.orderId);
    expect(confirmed.paymentUrl).toMatch(/\/pay\/session\/\d+$/);
    expect((await rowOf(order.orderId)).orderStatusId).toBe(2);
    // the same confirmation again (a double submit) answers the same order and asks nothing more
    expect(okData(await mario.client.postJson(BUY, { checkout_key: key, payment_type_id: 12 })).orderId).toBe(order.orderId);
    expect(await paymentsOf(order.orderId)).toEqual([
      ['refunded', before.preAuthorisedCents],
      ['requires_action', 20000],
    ]);
    await pay(confirmed);
    expect((await rowOf(order.orderId)).orderStatusId).toBe(3);
  });

  it('moves the order’s slot unit when the slot changes, even from a full slot', async () => {
    const order = await paidOrder(3);
    const before = await rowOf(order.orderId);
    // the order's slot fills up: the order's own unit is still the cart's
    await database.db
      .update(timeslotDay)
      .set({ capacity: await takenOn(before.timeslotId, before.timeslotDate) })
      .where(and(eq(timeslotDay.timeslotId, before.timeslotId), eq(timeslotDay.slotDate, before.timeslotDate)));
    const cartId = (await cartView()).cartId;
    okData(await mario.client.postJson(MODIFY, { order_id: order.orderId }));
    expect((await cartView()).timeslot).toMatchObject({ timeslotId: before.timeslotId, date: before.timeslotDate });

    // another slot of the same calendar, later that day
    const later = before.timeslotId + 100;
    await database.db
      .insert(timeslot)
      .values({
        id: later,
        calendarId: before.timeslotId,
        weekDays: [1, 2, 3, 4, 5, 6, 7],
        beginTime: '20:00',
        endTime: '22:00',
        deliveryDayPeriodId: 3,
        capacity: 10,
      })
      .onConflictDoNothing();
    const oldTaken = await takenOn(before.timeslotId, before.timeslotDate);
    const date = slotDate(3);
    expect(await selectSlot(database.db, cartId, { date, timeslotId: later }, defaultConfig)).toEqual({ ok: true });
    okData(await buy());
    expect(await rowOf(order.orderId)).toMatchObject({ timeslotId: later, timeslotDate: date, orderStatusId: 3 });
    expect(await takenOn(before.timeslotId, before.timeslotDate)).toBe(oldTaken - 1);
    expect(await takenOn(later, date)).toBe(1);
  });

  it('is given up by emptying the cart: the order stays as it was', async () => {
    const order = await paidOrder(3);
    const before = await rowOf(order.orderId);
    okData(await mario.client.postJson(MODIFY, { order_id: order.orderId }));
    await setQuantity(1);
    const emptied = okData(await mario.client.postJson('/ebsn/api/cart/empty', {}));
    expect(emptied.editingOrderId).toBeUndefined();
    expect(emptied.timeslot).toBeUndefined();
    expect(emptied.cartInfos.order_comment).toBe('');
    expect(await rowOf(order.orderId)).toEqual(before);
    expect(await linesOf(order.orderId)).toEqual([[cartIds.hamper, 3]]);
  });

  it('lets go of an order the shop started preparing meanwhile: the cart is bought as a new order', async () => {
    const order = await paidOrder(3);
    okData(await mario.client.postJson(MODIFY, { order_id: order.orderId }));
    await database.db.update(customerOrder).set({ orderStatusId: 4 }).where(eq(customerOrder.id, order.orderId));
    expect((await cartView()).editingOrderId).toBeUndefined();
    const bought = okData(await buy());
    expect(bought.orderId).not.toBe(order.orderId);
    expect(await linesOf(order.orderId)).toEqual([[cartIds.hamper, 3]]);
    expect((await rowOf(order.orderId)).orderStatusId).toBe(4);
  });

  describe('order/modify-payment-type', () => {
    const CHANGE = '/ebsn/api/order/modify-payment-type';

    it('pays a card order at handover instead: the authorisation released, the order placed', async () => {
      const order = await paidOrder(3);
      const before = await rowOf(order.orderId);
      const changed = okData(await mario.client.postJson(CHANGE, { order_id: order.orderId, payment_type_id: 1 }));
      expect(changed).toMatchObject({ orderId: order.orderId, orderStatusId: 3, paymentTypeId: 1 });
      expect(changed.paymentUrl ?? null).toBeNull();
      expect(await paymentsOf(order.orderId)).toEqual([['refunded', before.preAuthorisedCents]]);
      // the same again changes nothing
      okData(await mario.client.postJson(CHANGE, { order_id: order.orderId, payment_type_id: 1 }));
      expect(await paymentsOf(order.orderId)).toEqual([['refunded', before.preAuthorisedCents]]);

      // and back to the card: paid on the provider's page, the order waiting for it
      const card = okData(await mario.client.postForm(CHANGE, { order_id: String(order.orderId), payment_type_id: '12' }));
      expect(card).toMatchObject({ orderStatusId: 2, paymentTypeId: 12 });
      expect(card.paymentUrl).toMatch(/\/pay\/session\/\d+$/);
      await pay(card);
      expect((await rowOf(order.orderId)).orderStatusId).toBe(3);
    });

    it('refuses a type the service does not take, another customer’s order, an order being prepared, and bad input', async () => {
      const order = await paidOrder(3);
      // paying at the store's counter is not a way to pay a home delivery
      refused(await mario.client.postJson(CHANGE, { order_id: order.orderId, payment_type_id: 10 }), 'error.checkout.paymentType');
      refused(await mario.client.postJson(CHANGE, { order_id: order.orderId, payment_type_id: 99 }), 'error.checkout.paymentType');
      refused(await giulia.client.postJson(CHANGE, { order_id: order.orderId, payment_type_id: 1 }), 'error.order.notFound');
      refused(
        await mario.client.postJson(CHANGE, { order_id: order.orderId, payment_type_id: 12, user_payment_auth_id: 999_999 }),
        'error.checkout.paymentAuth',
      );
      for (const bad of [
        {},
        { order_id: order.orderId },
        { order_id: order.orderId, payment_type_id: 'uno' },
        { order_id: 'x', payment_type_id: 1 },
      ]) {
        expect((await mario.client.postJson(CHANGE, bad)).status, JSON.stringify(bad)).toBe(400);
      }
      expect((await mario.client.postJson(CHANGE, { order_id: order.orderId, payment_type_id: 1, payment_data: '{not json' })).status).toBe(
        400,
      );
      await database.db.update(customerOrder).set({ orderStatusId: 4 }).where(eq(customerOrder.id, order.orderId));
      refused(await mario.client.postJson(CHANGE, { order_id: order.orderId, payment_type_id: 1 }), 'error.order.notModifiable');
      expect((await rowOf(order.orderId)).paymentTypeId).toBe(12);
    });
  });
});
