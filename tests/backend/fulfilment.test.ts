// An order after its cutoff (decision 053): picked line by line (a weighed ham, a substitute the
// customer accepted, a missing line), moved through the statuses of account.md §2 Orders, its final
// amount worked out and the card's hold charged for it, never more, the rest released; the customer
// reads it all in order/view and order/list and gets an e-mail at each move that concerns them.
import { generateTOTP } from '@epic-web/totp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { cart, cartItem, customerOrder, emailOutbox, orderItem, payment, product, staffAudit, staffUser } from '../../backend/db/schema';
import { DEMO_STAFF, seedStaff, STAFF_PASSWORD } from '../../backend/seed/staff';
import { Refused } from '../../backend/ebsn/refusal';
import { moveOrder, recordPicking, storeOrder, storeOrders, type PickInput } from '../../backend/orders/fulfilment';
import { TEST_CARDS } from '../../backend/payments/provider';
import { client, type Client, DEMO_USERS, errorCodes, okData, quickConfig, refused } from './helpers/accounts';
import { payOnPage, testApp } from './helpers/app';
import { bindCart, cartDatabase, cartIds, customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const SHOP = 'https://shop.example';
const config = { shopUrl: SHOP };

/** the refusal's code a call was refused with */
async function refusedWith(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refused) return error.refusals.map((r) => r.code);
    throw error;
  }
  throw new Error('not refused');
}

describe.each(backendKinds)('order fulfilment (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let keys = 0;

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, { ...quickConfig, shopUrl: SHOP, paymentProviderSecret: 'test-only-provider-key' });
    mario = await customer(app, database.db, DEMO_USERS.mario);
    await seedStaff(database.db);
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
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
    // each test may use the current pin once
    await database.db.update(staffUser).set({ totpLastStep: null });
  });

  /** a staff member signed on, working for these stores */
  async function staffOf(member: (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF], stores: number[]): Promise<Client> {
    await database.db.update(staffUser).set({ warehouseIds: stores }).where(eq(staffUser.username, member.username));
    const c = client(app);
    const otp = (await generateTOTP({ secret: member.totpSecret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;
    okData(await c.postForm('/ebsn/api/backoffice-access/sso-login', { backoffice_user: member.username, password: STAFF_PASSWORD, otp }));
    return c;
  }

  /**
   * Mario's order by card: 2 hampers (80 €), 500 g of ham at 29,90 €/kg (14,95 €, weighed), 2 burrate
   * he accepts a substitute for, 1 oil; paid on the provider's page, then taken into preparation (4).
   */
  async function preparing(options: { service?: 1 | 2; paymentTypeId?: number } = {}) {
    await bindCart(database.db, mario.userId, { service: options.service ?? 2 });
    okData(
      await mario.client.postJson('/ebsn/api/cart/add', {
        items: [
          { productId: cartIds.hamper, quantity: 2 },
          { productId: cartIds.ham, quantity: 0.5, infos: { AFFETTATO: 'sottile' } },
          { productId: cartIds.burrata, quantity: 2, infos: { accept_alternatives: 'true' } },
          { productId: cartIds.oil, quantity: 1 },
        ],
      }),
    );
    const order = okData(
      await mario.client.postJson('/ebsn/api/checkout/buy', {
        checkout_key: `fulfilment-key-${++keys}`,
        payment_type_id: options.paymentTypeId ?? 12,
      }),
    );
    if (order.paymentUrl) await payOnPage(app, order, TEST_CARDS.approved);
    await database.db.update(customerOrder).set({ orderStatusId: 4 }).where(eq(customerOrder.id, order.orderId));
    const [row] = await database.db.select().from(customerOrder).where(eq(customerOrder.id, order.orderId));
    const items = await database.db.select().from(orderItem).where(eq(orderItem.orderId, order.orderId)).orderBy(orderItem.id);
    const line = (productId: number) => items.find((i) => i.productId === productId)!;
    return { order: row, hamper: line(cartIds.hamper), ham: line(cartIds.ham), burrata: line(cartIds.burrata), oil: line(cartIds.oil) };
  }

  const view = async (orderId: number) => okData(await mario.client.get(`/ebsn/api/order/view?order_id=${orderId}`));
  const subjects = async () => (await database.db.select().from(emailOutbox).orderBy(emailOutbox.id)).map((m) => m.subject);

  it('picks a weighed line, a substitute and a missing line; the final amount follows; delivery captures it and releases the rest', async () => {
    const { order, hamper, ham, burrata, oil } = await preparing();
    const held = order.preAuthorisedCents;
    // the margin on the ham and the burrate, which picking may change
    expect(held).toBeGreaterThan(order.grossCents);

    const lines: PickInput[] = [
      { itemId: hamper.id, state: 'picked', quantity: 2 },
      { itemId: ham.id, state: 'picked', weightGrams: 540 },
      { itemId: burrata.id, state: 'substituted', substituteProductId: cartIds.yogurt, quantity: 2 },
    ];
    const picking = await recordPicking(database.db, { orderId: order.id, scope: [order.warehouseId], lines });
    // the first record starts the picking; a line still unrecorded: no final amount yet
    expect(picking.orderStatusId).toBe(5);
    expect(picking.finalGrossCents).toBeNull();
    expect(await refusedWith(moveOrder(database.db, { orderId: order.id, scope: 'all', to: 6 }, config))).toEqual([
      'error.fulfilment.unpicked',
    ]);
    const picked = await recordPicking(database.db, {
      orderId: order.id,
      scope: [order.warehouseId],
      lines: [{ itemId: oil.id, state: 'missing' }],
    });
    // 80,00 + 0,54 kg × 29,90 (16,15) + 2 yogurt × 0,60 (1,20) + oil missing
    expect(picked.finalGoodsCents).toBe(8000 + 1615 + 120);
    expect(picked.finalGrossCents).toBe(8000 + 1615 + 120 + order.deliveryFeeCents);

    await moveOrder(database.db, { orderId: order.id, scope: 'all', to: 6 }, config);
    // picking is over: the lines are what they are
    expect(
      await refusedWith(recordPicking(database.db, { orderId: order.id, scope: 'all', lines: [{ itemId: oil.id, state: 'missing' }] })),
    ).toEqual(['error.fulfilment.notPicking']);
    await moveOrder(database.db, { orderId: order.id, scope: 'all', to: 7 }, config);
    // a line is missing: delivered in part, not delivered
    expect(await refusedWith(moveOrder(database.db, { orderId: order.id, scope: 'all', to: 8 }, config))).toEqual([
      'error.fulfilment.hasMissing',
    ]);
    const delivered = await moveOrder(database.db, { orderId: order.id, scope: 'all', to: 9 }, config);
    expect(delivered.orderStatusId).toBe(9);

    const [hold] = await database.db.select().from(payment).where(eq(payment.orderId, order.id));
    expect(hold).toMatchObject({
      status: 'captured',
      capturedCents: picked.finalGrossCents,
      releasedCents: held - picked.finalGrossCents!,
    });

    const seen = await view(order.id);
    expect(seen).toMatchObject({
      orderStatusId: 9,
      orderStatusDescr: 'Consegnato parzialmente',
      finalGrossTotal: picked.finalGrossCents! / 100,
      capturedAmount: picked.finalGrossCents! / 100,
      releasedAmount: (held - picked.finalGrossCents!) / 100,
    });
    const wired = (id: number) => seen.orderItems.find((i: { itemId: number }) => i.itemId === id);
    expect(wired(ham.id)).toMatchObject({ pickingState: 'picked', pickedQuantity: 0.54, pickedWeight: 540, finalGrossTotal: 16.15 });
    expect(wired(burrata.id)).toMatchObject({
      pickingState: 'substituted',
      pickedQuantity: 2,
      substitute: { productId: cartIds.yogurt },
      finalGrossTotal: 1.2,
    });
    expect(wired(oil.id)).toMatchObject({ pickingState: 'missing', finalGrossTotal: 0 });
    const list = okData(await mario.client.get('/ebsn/api/order/list'));
    expect(list.orders[0]).toMatchObject({ orderId: order.id, finalGrossTotal: picked.finalGrossCents! / 100 });

    // the customer heard of each move that concerns them: ready, on the way, delivered in part (not of 4 to 5)
    expect((await subjects()).slice(1)).toEqual([
      `Il tuo ordine n. ${order.id} è quasi pronto`,
      `Il tuo ordine n. ${order.id} è in consegna`,
      `Il tuo ordine n. ${order.id} è stato consegnato in parte`,
    ]);
    const [last] = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id).limit(1).offset(3);
    expect(last.text).toContain(`Addebitato sulla tua carta: ${(picked.finalGrossCents! / 100).toFixed(2).replace('.', ',')} €`);
    // concluded: nothing moves it any more
    expect(await refusedWith(moveOrder(database.db, { orderId: order.id, scope: 'all', to: 8 }, config))).toEqual([
      'error.fulfilment.move',
    ]);
  });

  it('takes no more than was ordered and its margin, so what was held covers the final amount', async () => {
    const { order, hamper, ham, burrata, oil } = await preparing();
    const pick = (lines: PickInput[]) => recordPicking(database.db, { orderId: order.id, scope: 'all', lines });
    // 5 kg of ham for 500 g, three hampers for two, a burrata's substitute ten times dearer: a probe
    // once recorded a 91,498 € line on a 13 € order
    expect(await refusedWith(pick([{ itemId: ham.id, state: 'picked', weightGrams: 5000 }]))).toEqual([
      'error.fulfilment.heavierThanOrdered',
    ]);
    expect(await refusedWith(pick([{ itemId: hamper.id, state: 'picked', quantity: 3 }]))).toEqual(['error.fulfilment.moreThanOrdered']);
    expect(await refusedWith(pick([{ itemId: burrata.id, state: 'substituted', substituteProductId: cartIds.oil, quantity: 20 }]))).toEqual(
      ['error.fulfilment.dearerSubstitute'],
    );
    // the scale's 15 %: 575 g for 500 g
    const picked = await pick([
      { itemId: hamper.id, state: 'picked', quantity: 2 },
      { itemId: ham.id, state: 'picked', weightGrams: 575 },
      { itemId: burrata.id, state: 'picked', quantity: 2 },
      { itemId: oil.id, state: 'picked', quantity: 1 },
    ]);
    expect(picked.finalGrossCents).toBeGreaterThan(order.grossCents);
    expect(picked.finalGrossCents).toBeLessThanOrEqual(order.preAuthorisedCents);
    for (const to of [6, 18, 8]) await moveOrder(database.db, { orderId: order.id, scope: 'all', to }, config);
    const [hold] = await database.db.select().from(payment).where(eq(payment.orderId, order.id));
    expect(hold).toMatchObject({ status: 'captured', capturedCents: picked.finalGrossCents });
  });

  it('refuses what the picker may not do: a substitute not accepted, the product itself, bad amounts, another store, a line of another order', async () => {
    const { order, hamper, ham, burrata } = await preparing();
    const pick = (lines: PickInput[], scope: readonly number[] | 'all' = 'all') =>
      refusedWith(recordPicking(database.db, { orderId: order.id, scope, lines }));
    expect(await pick([{ itemId: hamper.id, state: 'substituted', substituteProductId: cartIds.oil, quantity: 1 }])).toEqual([
      'error.fulfilment.substituteNotAllowed',
    ]);
    expect(await pick([{ itemId: burrata.id, state: 'substituted', substituteProductId: cartIds.burrata, quantity: 1 }])).toEqual([
      'error.fulfilment.substituteUnknown',
    ]);
    expect(await pick([{ itemId: burrata.id, state: 'substituted', substituteProductId: 999_999, quantity: 1 }])).toEqual([
      'error.fulfilment.substituteUnknown',
    ]);
    expect(await pick([{ itemId: ham.id, state: 'picked', quantity: 1 }])).toEqual(['error.fulfilment.weight']);
    expect(await pick([{ itemId: hamper.id, state: 'picked', quantity: 0 }])).toEqual(['error.fulfilment.quantity']);
    expect(await pick([{ itemId: hamper.id, state: 'picked', quantity: 1.5 }])).toEqual(['error.fulfilment.quantity']);
    expect(await pick([{ itemId: hamper.id + 100_000, state: 'missing' }])).toEqual(['error.fulfilment.line']);
    expect(await pick([{ itemId: hamper.id, state: 'missing' }], [order.warehouseId + 1])).toEqual(['error.order.notFound']);
    expect(await storeOrder(database.db, { scope: [order.warehouseId + 1], orderId: order.id })).toBeUndefined();
    expect(
      await storeOrders(database.db, { scope: [order.warehouseId + 1], warehouseId: order.warehouseId, date: order.timeslotDate }),
    ).toEqual([]);
    expect(
      (await storeOrders(database.db, { scope: [order.warehouseId], warehouseId: order.warehouseId, date: order.timeslotDate })).map(
        (o) => o.id,
      ),
    ).toEqual([order.id]);
    // a refused record keeps nothing, not even the lines before the bad one
    expect(
      await pick([
        { itemId: hamper.id, state: 'picked', quantity: 2 },
        { itemId: ham.id, state: 'picked', quantity: 1 },
      ]),
    ).toEqual(['error.fulfilment.weight']);
    const [kept] = await database.db.select().from(orderItem).where(eq(orderItem.id, hamper.id));
    expect(kept.pickingState).toBeNull();
    // an order not yet taken into preparation is not picked, nor moved
    await database.db.update(customerOrder).set({ orderStatusId: 3 }).where(eq(customerOrder.id, order.id));
    expect(await pick([{ itemId: hamper.id, state: 'missing' }])).toEqual(['error.fulfilment.notPicking']);
    expect(await refusedWith(moveOrder(database.db, { orderId: order.id, scope: 'all', to: 6 }, config))).toEqual([
      'error.fulfilment.move',
    ]);
  });

  it('a Drive order not collected: never on the road, the whole hold released, the customer told', async () => {
    const { order, hamper, ham, burrata, oil } = await preparing({ service: 1 });
    await recordPicking(database.db, {
      orderId: order.id,
      scope: 'all',
      lines: [hamper, ham, burrata, oil].map((l) => ({ itemId: l.id, state: 'missing' as const })),
    });
    expect(await refusedWith(moveOrder(database.db, { orderId: order.id, scope: 'all', to: 6 }, config))).toEqual([
      'error.fulfilment.nothingPicked',
    ]);
    await recordPicking(database.db, { orderId: order.id, scope: 'all', lines: [{ itemId: hamper.id, state: 'picked', quantity: 2 }] });
    await moveOrder(database.db, { orderId: order.id, scope: 'all', to: 6 }, config);
    expect(await refusedWith(moveOrder(database.db, { orderId: order.id, scope: 'all', to: 7 }, config))).toEqual([
      'error.fulfilment.move',
    ]);
    await moveOrder(database.db, { orderId: order.id, scope: 'all', to: 12 }, config);
    const [hold] = await database.db.select().from(payment).where(eq(payment.orderId, order.id));
    expect(hold).toMatchObject({ status: 'refunded', capturedCents: 0, releasedCents: order.preAuthorisedCents });
    expect(await view(order.id)).toMatchObject({ orderStatusDescr: 'Non ritirato', capturedAmount: 0 });
    expect((await subjects()).slice(1)).toEqual([
      `Il tuo ordine n. ${order.id} è pronto per il ritiro`,
      `Il tuo ordine n. ${order.id} non è stato ritirato`,
    ]);
  });

  it('suggests, for a line accepting a substitute, only products of its category the record would take', async () => {
    const { order, burrata, hamper } = await preparing();
    const found = (await storeOrder(database.db, { scope: 'all', orderId: order.id }))!;
    expect(found.suggestions.has(hamper.id)).toBe(false);
    const suggested = found.suggestions.get(burrata.id)!;
    expect(suggested.length).toBeGreaterThan(0);
    const [line] = await database.db.select().from(orderItem).where(eq(orderItem.id, burrata.id));
    const rows = await database.db
      .select({ id: product.id, priceCents: product.priceCents, categoryId: product.categoryId })
      .from(product)
      .where(inArray(product.id, [cartIds.burrata, ...suggested.map((s) => s.productId)]));
    const category = rows.find((r) => r.id === cartIds.burrata)!.categoryId;
    for (const s of suggested) {
      const row = rows.find((r) => r.id === s.productId)!;
      expect(row.categoryId).toBe(category);
      // brought in the ordered quantity, within the line and its 15 %
      expect(row.priceCents * line.quantity).toBeLessThanOrEqual(Math.round(line.grossCents * 1.15));
    }
    // and the first one is recorded
    const picked = await recordPicking(database.db, {
      orderId: order.id,
      scope: 'all',
      lines: [{ itemId: burrata.id, state: 'substituted', substituteProductId: suggested[0]!.productId, quantity: line.quantity }],
    });
    expect(picked.id).toBe(order.id);
  });

  it('a failed order from preparation releases the hold; an order paid at handover has none to capture', async () => {
    const first = await preparing();
    await moveOrder(database.db, { orderId: first.order.id, scope: 'all', to: 13 }, config);
    const [hold] = await database.db.select().from(payment).where(eq(payment.orderId, first.order.id));
    expect(hold.status).toBe('refunded');

    const cash = await preparing({ paymentTypeId: 1 });
    const picked = await recordPicking(database.db, {
      orderId: cash.order.id,
      scope: 'all',
      lines: [
        { itemId: cash.hamper.id, state: 'picked', quantity: 2 },
        { itemId: cash.ham.id, state: 'picked', weightGrams: 575 },
        { itemId: cash.burrata.id, state: 'picked', quantity: 2 },
        { itemId: cash.oil.id, state: 'picked', quantity: 1 },
      ],
    });
    // no hold to stay under: the ham's 75 g over are paid at the door
    expect(picked.finalGrossCents).toBe(picked.finalGoodsCents! + picked.finalFeeCents!);
    expect(picked.finalGrossCents).toBeGreaterThan(cash.order.preAuthorisedCents);
    for (const to of [6, 7, 8]) await moveOrder(database.db, { orderId: cash.order.id, scope: 'all', to }, config);
    expect(await database.db.select().from(payment).where(eq(payment.orderId, cash.order.id))).toEqual([]);
    expect(await view(cash.order.id)).not.toHaveProperty('capturedAmount');
  });

  it('the picker calls: only staff with the role, only their stores, each change audited', async () => {
    const { order, hamper, ham, burrata, oil } = await preparing();
    const picker = await staffOf(DEMO_STAFF.picker, [order.warehouseId]);
    const listed = okData(await picker.get(`/ebsn/api/picking/orders?warehouse_id=${order.warehouseId}&date=${order.timeslotDate}`));
    expect(listed.orders.map((o: { orderId: number }) => o.orderId)).toEqual([order.id]);
    const seen = okData(await picker.get(`/ebsn/api/picking/order?order_id=${order.id}`));
    expect(seen.nextStatuses.map((s: { orderStatusId: number }) => s.orderStatusId)).toEqual([5, 6, 13]);
    expect(seen.orderItems.find((i: { itemId: number }) => i.itemId === burrata.id)).toMatchObject({ acceptAlternatives: true });
    // a line that accepts substitutes comes with products of its category to offer instead, the others with none
    type Line = { itemId: number; productId: number; acceptAlternatives: boolean; substituteSuggestions: Array<{ productId: number }> };
    const lines = seen.orderItems as Line[];
    const burrataLine = lines.find((i) => i.itemId === burrata.id)!;
    const suggested = burrataLine.substituteSuggestions.map((p) => p.productId);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(5);
    expect(suggested).not.toContain(burrataLine.productId);
    const categories = await database.db
      .select({ id: product.id, categoryId: product.categoryId, available: product.available })
      .from(product)
      .where(inArray(product.id, [burrataLine.productId, ...suggested]));
    const categoryOf = new Map(categories.map((p) => [p.id, p.categoryId]));
    expect(suggested.every((id) => categoryOf.get(id) === categoryOf.get(burrataLine.productId))).toBe(true);
    expect(categories.every((p) => p.available)).toBe(true);
    for (const line of lines.filter((i) => !i.acceptAlternatives)) expect(line.substituteSuggestions).toEqual([]);
    // a form, as the picking page posts it
    okData(
      await picker.postForm('/ebsn/api/picking/record', {
        order_id: String(order.id),
        item_id: String(ham.id),
        state: 'picked',
        weight: '480',
      }),
    );
    okData(await picker.postJson('/ebsn/api/picking/record', { order_id: order.id, item_id: hamper.id, state: 'picked', quantity: 2 }));
    okData(
      await picker.postJson('/ebsn/api/picking/record', {
        order_id: order.id,
        item_id: burrata.id,
        state: 'substituted',
        substitute_product_id: cartIds.yogurt,
        quantity: 2,
      }),
    );
    refused(
      await picker.postJson('/ebsn/api/picking/record', { order_id: order.id, item_id: oil.id, state: 'picked', weight: 100 }),
      'error.fulfilment.quantity',
    );
    okData(await picker.postJson('/ebsn/api/picking/record', { order_id: order.id, item_id: oil.id, state: 'missing' }));
    const moved = okData(await picker.postForm('/ebsn/api/picking/move', { order_id: String(order.id), status_id: '6' }));
    expect(moved).toMatchObject({ orderStatusId: 6, finalGrossTotal: (8000 + 1435 + 120 + order.deliveryFeeCents) / 100 });
    // each written before it was made, its outcome after: the refused weight too
    const rows = await database.db.select().from(staffAudit).where(eq(staffAudit.orderId, order.id)).orderBy(staffAudit.id);
    const audit = rows.filter((a) => a.attemptId === null);
    expect(audit.map((a) => [a.action, rows.find((o) => o.attemptId === a.id)?.outcome])).toEqual([
      ['picking/record', 'done'],
      ['picking/record', 'done'],
      ['picking/record', 'done'],
      ['picking/record', 'refused'],
      ['picking/record', 'done'],
      ['picking/move', 'done'],
    ]);
    expect(audit[5]).toMatchObject({ customerUserId: mario.userId, warehouseId: order.warehouseId, detail: { to: 6 } });
    expect(rows.find((o) => o.attemptId === audit[5]!.id)).toMatchObject({ detail: { statusId: 6 } });

    // bad bodies are 400s, never 500s
    for (const body of [
      {},
      { order_id: order.id, item_id: oil.id, state: 'eaten' },
      { order_id: 'x', status_id: 6 },
      { order_id: order.id, status_id: -1 },
    ]) {
      const answer = await picker.postJson('/ebsn/api/picking/record', body);
      expect(answer.status).toBe(400);
      expect((await picker.postJson('/ebsn/api/picking/move', body)).status).toBe(400);
    }
    expect((await picker.get('/ebsn/api/picking/order?order_id=abc')).status).toBe(400);

    // another store's picker sees no such order and changes nothing
    await database.db.update(staffUser).set({ totpLastStep: null });
    const elsewhere = await staffOf(DEMO_STAFF.manager, [order.warehouseId + 1]);
    refused(await elsewhere.get(`/ebsn/api/picking/order?order_id=${order.id}`), 'error.order.notFound');
    refused(await elsewhere.postJson('/ebsn/api/picking/move', { order_id: order.id, status_id: 7 }), 'error.order.notFound');
    expect(
      okData(await elsewhere.get(`/ebsn/api/picking/orders?warehouse_id=${order.warehouseId}&date=${order.timeslotDate}`)).orders,
    ).toEqual([]);
    // customer care and customers are not pickers
    await database.db.update(staffUser).set({ totpLastStep: null });
    const care = await staffOf(DEMO_STAFF.care, [order.warehouseId]);
    expect(errorCodes(await care.postJson('/ebsn/api/picking/move', { order_id: order.id, status_id: 7 }))).toEqual(['auth.sso.forbidden']);
    expect(errorCodes(await mario.client.get(`/ebsn/api/picking/order?order_id=${order.id}`))).toEqual(['auth.sso.required']);
    expect((await database.db.select().from(customerOrder).where(eq(customerOrder.id, order.id)))[0].orderStatusId).toBe(6);
  });
});
