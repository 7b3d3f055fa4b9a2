// checkout/buy, order/view and order/list (issue 10, decision 024): the checks of shopping.md §8 with
// their messages, an order made of the cart with its slot unit, the cart emptied, and above all one
// order per checkout: the same key again, or many buys at once, make exactly one order and take one
// unit of the slot. On PostgreSQL the concurrent buys run over a pool, so their transactions overlap.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { appUser, cart, cartItem, customerOrder, orderItem, slotHold, timeslotDay } from '../../backend/db/schema';
import { client, type Client, DEMO_USERS, errorCodes, errorTexts, okData, quickConfig, refused } from './helpers/accounts';
import { testApp } from './helpers/app';
import { bindCart, cartDatabase, cartIds, customer, slotDate } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const BUY = '/ebsn/api/checkout/buy';
const KEY = 'chk_0123456789abcdef';

const add = (c: Client, productId: number, quantity: number) => c.postJson('/ebsn/api/cart/add', { items: [{ productId, quantity }] });

describe.each(backendKinds)('checkout and orders (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };
  const previousPoolMax = process.env.DB_POOL_MAX;

  beforeAll(async () => {
    process.env.DB_POOL_MAX = process.env.DB_POOL_MAX ?? '10';
    database = await cartDatabase(kind);
    app = testApp(database.db, quickConfig);
    mario = await customer(app, database.db, DEMO_USERS.mario);
    giulia = await customer(app, database.db, DEMO_USERS.giulia);
  });
  afterAll(async () => {
    if (previousPoolMax === undefined) delete process.env.DB_POOL_MAX;
    else process.env.DB_POOL_MAX = previousPoolMax;
    await database?.dispose();
  });

  beforeEach(async () => {
    await database.db.delete(cartItem);
    await database.db.delete(orderItem);
    await database.db.delete(customerOrder);
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
  });

  /** Mario's cart at home delivery with a slot and `hampers` baskets of 40 € */
  async function fullCart(hampers = 3) {
    const cartId = await bindCart(database.db, mario.userId);
    okData(await add(mario.client, cartIds.hamper, hampers));
    return cartId;
  }

  const orders = async () => (await database.db.select({ n: count() }).from(customerOrder))[0].n;
  const takenOf = async (date: string, timeslotId: number) => {
    const [day] = await database.db
      .select({ taken: timeslotDay.taken })
      .from(timeslotDay)
      .where(and(eq(timeslotDay.timeslotId, timeslotId), eq(timeslotDay.slotDate, date)));
    return day?.taken ?? 0;
  };

  it('refuses a guest, and a customer without a cart to buy, never with a 500', async () => {
    refused(await client(app).postJson(BUY, { checkout_key: KEY }), 'error.cart.notLogged');
    refused(await client(app).get('/ebsn/api/order/list'), 'error.cart.notLogged');
    await bindCart(database.db, mario.userId);
    refused(
      await mario.client.postJson(BUY, { checkout_key: KEY }),
      'error.checkout.emptyCart',
      'Il carrello è vuoto: aggiungi dei prodotti per concludere l’ordine.',
    );
  });

  it('asks for the minimum spend of the service, the slot and a confirmed e-mail, with their messages', async () => {
    const cartId = await fullCart(1);
    refused(
      await mario.client.postJson(BUY, { checkout_key: KEY }),
      'error.checkout.minimumSpend',
      "Non hai raggiunto l'ordine minimo di 90,00 € per questo servizio.",
    );
    okData(await add(mario.client, cartIds.hamper, 3));

    await database.db.update(appUser).set({ confirmedAt: null }).where(eq(appUser.id, mario.userId));
    try {
      refused(await mario.client.postJson(BUY, { checkout_key: KEY }), 'error.checkout.emailNotConfirmed');
    } finally {
      await database.db.update(appUser).set({ confirmedAt: new Date() }).where(eq(appUser.id, mario.userId));
    }

    await database.db.delete(slotHold).where(eq(slotHold.cartId, cartId));
    await database.db.update(cart).set({ timeslotDate: null, timeslotId: null }).where(eq(cart.id, cartId));
    refused(await mario.client.postJson(BUY, { checkout_key: KEY }), 'error.checkout.noTimeslot');
    expect(await orders()).toBe(0);
  });

  it('makes the order of the cart: its lines, totals and slot; the slot unit taken, the cart emptied', async () => {
    const cartId = await fullCart(3);
    const [bound] = await database.db.select().from(cart).where(eq(cart.id, cartId));
    const before = await takenOf(bound.timeslotDate!, bound.timeslotId!);

    const order = okData(await mario.client.postJson(BUY, { checkout_key: KEY, payment_type_id: 12 }));
    expect(order.orderId).toBeGreaterThan(100_000);
    expect(order).toMatchObject({
      // paid by card on the provider's page: waiting for its result
      orderStatusId: 2,
      orderStatusDescr: 'In validazione',
      deliveryServiceId: 2,
      paymentTypeId: 12,
      totalPrice: 120,
      deliveryFee: 6.9,
      grossTotal: 126.9,
      // no line whose price may still change: nothing held beyond the total (spec §9)
      preAuthorizedAmount: 126.9,
      timeslot: { date: slotDate(), timeslotId: bound.timeslotId, beginTime: '18:00', endTime: '20:00' },
      isDeletable: true,
      isPayable: true,
    });
    expect(order.shippingAddress).toMatchObject({ addressName: 'Casa', city: 'Padova' });
    expect(order.orderItems).toEqual([
      expect.objectContaining({ productId: cartIds.hamper, name: 'Cesto Natalizio', quantity: 3, unitPrice: 40, grossTotal: 120 }),
    ]);

    expect(await takenOf(bound.timeslotDate!, bound.timeslotId!)).toBe(before + 1);
    expect(await database.db.select().from(slotHold).where(eq(slotHold.cartId, cartId))).toEqual([]);
    const view = okData(await mario.client.get('/ebsn/api/cart/view'));
    expect(view.cartItems).toEqual([]);
    expect(view.timeslot).toBeUndefined();
    // the address stays for the next shopping
    expect(view.shippingAddress).toMatchObject({ addressName: 'Casa' });

    expect(order.paymentUrl).toMatch(/\/pay\/session\/\d+$/);
    const { paymentUrl: _url, paymentParameters: _parameters, ...stored } = order;
    expect(okData(await mario.client.get(`/ebsn/api/order/view?order_id=${order.orderId}`))).toEqual(stored);
    const list = okData(await mario.client.get('/ebsn/api/order/list'));
    expect(list.orders.map((o: { orderId: number }) => o.orderId)).toEqual([order.orderId]);
    expect(list.page).toEqual({ selPage: 1, itemsPerPage: 12, totPages: 1, totItems: 1 });
  });

  it("never shows a customer another's order", async () => {
    await fullCart(3);
    const order = okData(await mario.client.postJson(BUY, { checkout_key: KEY }));
    refused(await giulia.client.get(`/ebsn/api/order/view?order_id=${order.orderId}`), 'error.order.notFound', 'Ordine non trovato.');
    expect(okData(await giulia.client.get('/ebsn/api/order/list')).orders).toEqual([]);
  });

  it('answers the same order to the same checkout again, by body or Idempotency-Key, and takes no second unit', async () => {
    const cartId = await fullCart(3);
    const [bound] = await database.db.select().from(cart).where(eq(cart.id, cartId));
    const before = await takenOf(bound.timeslotDate!, bound.timeslotId!);
    const first = okData(await mario.client.postJson(BUY, {}, { 'Idempotency-Key': KEY }));
    const again = okData(await mario.client.postForm(BUY, { checkout_key: KEY }));
    expect(again.orderId).toBe(first.orderId);
    expect(await orders()).toBe(1);
    expect(await takenOf(bound.timeslotDate!, bound.timeslotId!)).toBe(before + 1);
    // a new checkout of the (now empty) cart is a new attempt, refused for what it is
    refused(await mario.client.postJson(BUY, { checkout_key: `${KEY}-2` }), 'error.checkout.emptyCart');
  });

  it('makes exactly one order of 50 buys at once, with one key or with fifty', async () => {
    const cartId = await fullCart(3);
    const [bound] = await database.db.select().from(cart).where(eq(cart.id, cartId));
    const before = await takenOf(bound.timeslotDate!, bound.timeslotId!);
    const same = await Promise.all(Array.from({ length: 50 }, () => mario.client.postJson(BUY, { checkout_key: KEY })));
    const ids = new Set(same.map((a) => okData(a).orderId));
    expect(ids.size).toBe(1);
    expect(await orders()).toBe(1);

    await bindCart(database.db, mario.userId);
    okData(await add(mario.client, cartIds.hamper, 3));
    const keys = await Promise.all(Array.from({ length: 50 }, (_, i) => mario.client.postJson(BUY, { checkout_key: `${KEY}-${i}` })));
    const made = keys.filter((a) => a.body.response.status === 0);
    expect(made).toHaveLength(1);
    for (const a of keys.filter((k) => k.body.response.status !== 0)) expect(errorCodes(a)).toEqual(['error.checkout.emptyCart']);
    expect(await orders()).toBe(2);
    expect(await takenOf(bound.timeslotDate!, bound.timeslotId!)).toBe(before + 2);
  }, 60_000);

  it("counts the day's orders towards the daily maximum (MAXACQ_DAY 6), in the cart and its restrictions", async () => {
    await bindCart(database.db, mario.userId);
    okData(await add(mario.client, cartIds.oil, 5));
    okData(await add(mario.client, cartIds.hamper, 2));
    okData(await mario.client.postJson(BUY, { checkout_key: KEY }));

    // a new cart for the same delivery day: 5 already ordered, 1 left
    await bindCart(database.db, mario.userId);
    refused(
      await add(mario.client, cartIds.oil, 2),
      'error.cart.dailyMax',
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    );
    okData(await add(mario.client, cartIds.oil, 1));
    const restrictions = okData(await mario.client.get('/ebsn/api/cart/purchase-restriction'));
    expect(restrictions.products).toEqual([expect.objectContaining({ productId: cartIds.oil, maxAcqDay: 6, remainingForDay: 0 })]);
    // another customer's orders are theirs
    await bindCart(database.db, giulia.userId);
    okData(await add(giulia.client, cartIds.oil, 6));
  });

  it('asks for complete invoice data when an invoice is wanted, checks it by the form rules, and keeps it with the order', async () => {
    await fullCart(3);
    const info = (property: string, value: string) => mario.client.postJson('/ebsn/api/cart/update-cart-info', { property, value });
    okData(await info('need_invoice', 'true'));
    refused(
      await mario.client.postJson(BUY, { checkout_key: KEY }),
      'error.checkout.invoiceData',
      'Completa i dati per la fattura, oppure togli la richiesta di fattura, per concludere l’ordine.',
    );
    const invoice = {
      personType: 'company',
      companyName: 'Rossi Alimentari S.r.l.',
      vatNumber: '01234567890',
      fiscalCode: '01234567890',
      sdi: 'AB12',
      address1: 'Via Roma',
      addressNumber: '12',
      city: 'Padova',
      postalcode: '35122',
      province: 'pd',
    };
    const bad = await info('invoice_data', JSON.stringify(invoice));
    expect(bad.status).toBe(400);
    expect((bad.body as { response: { errors: Array<{ field: string; error: string }> } }).response.errors).toEqual([
      expect.objectContaining({ field: 'sdi', error: 'Codice SDI non valido' }),
    ]);
    for (const value of ['{not json', '[]', '"testo"']) expect((await info('invoice_data', value)).status, value).toBe(400);
    okData(await info('invoice_data', JSON.stringify({ ...invoice, sdi: 'm5uxcr1' })));
    const order = okData(await mario.client.postJson(BUY, { checkout_key: KEY }));
    expect(order.orderInfos.need_invoice).toBe('true');
    expect(JSON.parse(order.orderInfos.invoice_data)).toMatchObject({ personType: 'company', sdi: 'M5UXCR1', province: 'PD' });
  });

  it('answers bad input with 400 and an Italian message', async () => {
    await fullCart(3);
    for (const body of [
      { checkout_key: '<script>alert(1)</script>' },
      { checkout_key: KEY, payment_type_id: 'dodici' },
      { checkout_key: KEY, payment_data: '{not json' },
      { checkout_key: KEY, user_payment_auth_id: -1 },
    ]) {
      const answer = await mario.client.postJson(BUY, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorTexts(answer).join(' ')).toMatch(/[a-zà-ù]/);
    }
    refused(await mario.client.postJson(BUY, { checkout_key: KEY, payment_type_id: 99 }), 'error.checkout.paymentType');
    for (const query of ['order_id=abc', 'order_id=', 'order_id=99999999999', '']) {
      expect((await mario.client.get(`/ebsn/api/order/view?${query}`)).status, query).toBe(400);
    }
    expect((await mario.client.get('/ebsn/api/order/list?page=0')).status).toBe(400);
    expect(await orders()).toBe(0);
  });
});
