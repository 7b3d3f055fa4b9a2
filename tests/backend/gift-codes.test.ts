// Gift codes (issue 10; shopping.md §5, §7 cart-giftcertificate): a code is checked, carried by the
// cart and worth its discount from its minimum spend; the order is discounted by it and the code is
// used once per customer; a cancelled order gives it back; a code out of its dates, unknown or used
// says the spec's message.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import {
  cart,
  cartGiftCode,
  cartItem,
  customerOrder,
  giftCertificate,
  orderItem,
  payment,
  userGiftCertificate,
} from '../../backend/db/schema';
import { type Client, DEMO_USERS, okData, outbox, quickConfig, refused } from './helpers/accounts';
import { testApp } from './helpers/app';
import { bindCart, cartDatabase, cartIds, customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const DAY = 86_400_000;
const invalid = (code: string) => `Il codice sconto "${code}" non è valido. Verifica di averlo scritto correttamente.`;

describe.each(backendKinds)('gift codes (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };
  let keys = 0;

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, quickConfig);
    mario = await customer(app, database.db, DEMO_USERS.mario);
    giulia = await customer(app, database.db, DEMO_USERS.giulia);
    const now = Date.now();
    await database.db.insert(giftCertificate).values([
      { code: 'SPESA5', name: '5 € di sconto', kind: 'amount', value: 500, minimumSpendCents: 3000, validTo: new Date(now + 30 * DAY) },
      { code: 'DIECI', name: '10%', kind: 'percent', value: 10, minimumSpendCents: 5000 },
      { code: 'SCADUTO', name: 'Scaduto', kind: 'amount', value: 1000, validTo: new Date(now - DAY) },
      { code: 'REGALO', name: 'Regalo', kind: 'amount', value: 1500, minimumSpendCents: 0 },
    ]);
    const [gift] = await database.db.select().from(giftCertificate).where(eq(giftCertificate.code, 'REGALO'));
    await database.db.insert(userGiftCertificate).values({ userId: mario.userId, giftCertificateId: gift.id, manual: true });
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    for (const table of [cartItem, cartGiftCode, payment, orderItem, customerOrder]) await database.db.delete(table);
    await database.db.update(userGiftCertificate).set({ usedAt: null, orderId: null });
    await database.db.delete(userGiftCertificate).where(eq(userGiftCertificate.manual, false));
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
  });

  async function cartOf(who: { client: Client; userId: number }, hampers: number) {
    await bindCart(database.db, who.userId);
    return okData(await who.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: hampers }] }));
  }
  const add = (who: { client: Client }, code: string) => who.client.postJson('/ebsn/api/cart-giftcertificate/add_code', { code });

  it("checks a code and says the spec's message for one that is unknown or out of its dates", async () => {
    expect(okData(await mario.client.get('/ebsn/api/cart-giftcertificate/check?code=spesa5')).giftCertificate).toMatchObject({
      code: 'SPESA5',
      amount: 5,
      minimumSpend: 30,
    });
    refused(
      await mario.client.get('/ebsn/api/cart-giftcertificate/check?code=NESSUNO'),
      'error.giftCertificate.invalid',
      invalid('NESSUNO'),
    );
    refused(
      await mario.client.get('/ebsn/api/cart-giftcertificate/check?code=SCADUTO'),
      'error.giftCertificate.invalid',
      invalid('SCADUTO'),
    );
    await cartOf(mario, 3);
    refused(await add(mario, 'SCADUTO'), 'error.giftCertificate.invalid', invalid('SCADUTO'));
    expect((await mario.client.get('/ebsn/api/cart-giftcertificate/check?code=%3Cscript%3E')).status).not.toBe(500);
  });

  it('takes the discount off the cart from the minimum spend, and off the order; the code used once per customer', async () => {
    await cartOf(mario, 1);
    const small = okData(await add(mario, 'DIECI'));
    // 40 € of goods: below the 50 € the percentage needs, so it takes nothing yet
    expect(small.orderAdjustmentSummary).toMatchObject({ totalAdjustment: 0, orderAdjustments: [{ amount: 0, applied: false }] });
    const view = okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 2 }] }));
    expect(view.totalPrice).toBe(120);
    expect(view.orderAdjustmentSummary.totalAdjustment).toBe(12);
    const both = okData(await add(mario, 'spesa5'));
    expect(both.orderAdjustmentSummary.totalAdjustment).toBe(17);
    expect(both.grossTotal).toBeCloseTo(120 + both.deliveryFee - 17, 2);

    const order = okData(await mario.client.postJson('/ebsn/api/checkout/buy', { checkout_key: `gift-${++keys}-0123456789` }));
    expect(order.grossTotal).toBeCloseTo(120 + order.deliveryFee - 17, 2);
    expect(order.orderAdjustmentSummary.totalAdjustment).toBe(17);
    // the next cart carries no code, and a used one is refused
    await cartOf(mario, 3);
    refused(await add(mario, 'SPESA5'), 'error.giftCertificate.invalid', invalid('SPESA5'));
    // another customer still has theirs
    await cartOf(giulia, 3);
    expect(okData(await add(giulia, 'SPESA5')).orderAdjustmentSummary.totalAdjustment).toBe(5);

    // a cancelled order gives its codes back
    okData(await mario.client.postJson('/ebsn/api/order/delete', { order_id: order.orderId }));
    expect(okData(await add(mario, 'SPESA5')).orderAdjustmentSummary.totalAdjustment).toBe(5);
    const removed = okData(await mario.client.postForm('/ebsn/api/cart-giftcertificate/remove_code', { code: 'SPESA5' }));
    expect(removed.orderAdjustmentSummary.orderAdjustments).toEqual([]);
  });

  /** goods − each code's line + fee = total, and the lines make the adjustment */
  function addsUp(money: {
    totalPrice: number;
    deliveryFee: number;
    grossTotal: number;
    orderAdjustmentSummary: { totalAdjustment: number; orderAdjustments: Array<{ amount: number }> };
  }) {
    const lines = money.orderAdjustmentSummary.orderAdjustments.reduce((sum, a) => sum + Math.round(a.amount * 100), 0);
    expect(lines).toBe(Math.round(money.orderAdjustmentSummary.totalAdjustment * 100));
    expect(Math.round(money.totalPrice * 100) - lines + Math.round(money.deliveryFee * 100)).toBe(Math.round(money.grossTotal * 100));
  }

  it("keeps each code's line on the order: its view, the list and the confirmation e-mail, and they add up", async () => {
    await cartOf(mario, 3);
    okData(await add(mario, 'DIECI'));
    const cartView = okData(await add(mario, 'SPESA5'));
    addsUp(cartView);
    const placed = okData(
      await mario.client.postJson('/ebsn/api/checkout/buy', { checkout_key: `gift-${++keys}-0123456789`, payment_type_id: 1 }),
    );
    const lines = [
      { giftCertificate: expect.objectContaining({ code: 'DIECI', name: '10%' }), amount: 12, applied: true },
      { giftCertificate: expect.objectContaining({ code: 'SPESA5', name: '5 € di sconto' }), amount: 5, applied: true },
    ];
    for (const order of [
      placed,
      okData(await mario.client.get(`/ebsn/api/order/view?order_id=${placed.orderId}`)),
      okData(await mario.client.get('/ebsn/api/order/list?page=1&page_size=12')).orders[0],
    ]) {
      expect(order.orderId).toBe(placed.orderId);
      expect(order.orderAdjustmentSummary).toEqual({ totalAdjustment: 17, orderAdjustments: lines });
      addsUp(order);
    }
    const [mail] = await outbox(app, DEMO_USERS.mario);
    expect(mail.subject).toContain(String(placed.orderId));
    const fee = `${placed.deliveryFee.toFixed(2).replace('.', ',')} €`;
    const total = `${placed.grossTotal.toFixed(2).replace('.', ',')} €`;
    expect(mail.text).toContain(
      [
        'Totale prodotti: 120,00 €',
        'Codice sconto DIECI (10%): −12,00 €',
        'Codice sconto SPESA5 (5 € di sconto): −5,00 €',
        `Spese di consegna: ${fee}`,
        `Totale ordine: ${total}`,
      ].join('\n\n'),
    );
    // a cancelled order keeps what it was discounted by (its codes given back all the same)
    okData(await mario.client.postJson('/ebsn/api/order/delete', { order_id: placed.orderId }));
    expect(
      okData(await mario.client.get(`/ebsn/api/order/view?order_id=${placed.orderId}`)).orderAdjustmentSummary.orderAdjustments,
    ).toEqual(lines);
  });

  it('never takes more than the goods: the later code gives way, and the lines still add up', async () => {
    await cartOf(mario, 1);
    okData(await add(mario, 'SPESA5'));
    await database.db.update(giftCertificate).set({ value: 3800 }).where(eq(giftCertificate.code, 'SPESA5'));
    try {
      const view = okData(await add(mario, 'REGALO'));
      expect(view.totalPrice).toBe(40);
      expect(view.orderAdjustmentSummary).toMatchObject({
        totalAdjustment: 40,
        orderAdjustments: [
          { giftCertificate: { code: 'SPESA5' }, amount: 38 },
          { giftCertificate: { code: 'REGALO' }, amount: 2 },
        ],
      });
      addsUp(view);
    } finally {
      await database.db.update(giftCertificate).set({ value: 500 }).where(eq(giftCertificate.code, 'SPESA5'));
    }
  });

  it('a code the shop gave to a customer is theirs alone: anyone else is told it is not valid, and a cart carrying it gets nothing', async () => {
    await cartOf(giulia, 3);
    refused(
      await giulia.client.get('/ebsn/api/cart-giftcertificate/check?code=regalo'),
      'error.giftCertificate.invalid',
      invalid('regalo'),
    );
    refused(await add(giulia, 'REGALO'), 'error.giftCertificate.invalid', invalid('REGALO'));
    // carried all the same (put there before the rule, or by hand): it takes nothing, and the order keeps no line for it
    const [gift] = await database.db.select().from(giftCertificate).where(eq(giftCertificate.code, 'REGALO'));
    const [giuliaCart] = await database.db.select().from(cart).where(eq(cart.userId, giulia.userId));
    await database.db.insert(cartGiftCode).values({ cartId: giuliaCart.id, giftCertificateId: gift.id });
    const carried = okData(await giulia.client.get('/ebsn/api/cart/view'));
    expect(carried.orderAdjustmentSummary).toMatchObject({ totalAdjustment: 0, orderAdjustments: [{ amount: 0, applied: false }] });
    // its owner may use it
    await cartOf(mario, 3);
    expect(okData(await add(mario, 'REGALO')).orderAdjustmentSummary.totalAdjustment).toBe(15);
  });

  it("lists a customer's codes: those the shop gave, and the used ones when asked", async () => {
    const manual = okData(await mario.client.get('/ebsn/api/giftcertificate/list-manual-assigned')).giftCertificates;
    expect(manual).toEqual([expect.objectContaining({ giftCertificate: expect.objectContaining({ code: 'REGALO', amount: 15 }) })]);
    await cartOf(mario, 3);
    okData(await add(mario, 'SPESA5'));
    okData(await mario.client.postJson('/ebsn/api/checkout/buy', { checkout_key: `gift-${++keys}-0123456789` }));
    const codes = (path: string) =>
      mario.client
        .get(path)
        .then((a) => okData(a).giftCertificates.map((g: { giftCertificate: { code: string } }) => g.giftCertificate.code));
    expect(await codes('/ebsn/api/giftcertificate/list')).toEqual(['REGALO']);
    expect(await codes('/ebsn/api/giftcertificate/list?show_history=true')).toEqual(['REGALO', 'SPESA5']);
    expect(okData(await giulia.client.get('/ebsn/api/giftcertificate/list?show_history=true')).giftCertificates).toEqual([]);
  });

  it('answers bad input with 400, never 500', async () => {
    for (const body of [{}, { code: '' }, { code: 5 }, { code: 'x'.repeat(61) }]) {
      expect((await add(mario, body.code as string)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await mario.client.get('/ebsn/api/cart-giftcertificate/check')).status).toBe(400);
  });
});
