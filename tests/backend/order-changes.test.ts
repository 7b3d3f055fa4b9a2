// What a customer does with an order once it is made (issue 10; account.md §2 and §7 Orders): cancel
// it while the shop has not started preparing it (order/delete), find it again with the list's
// filters, see which orders still wait for a payment, and get the e-mails that say so. Every call is by
// owner: another customer's order reads and cancels as no order at all.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { cart, cartItem, customerOrder, emailOutbox, orderItem, payment, timeslotDay } from '../../backend/db/schema';
import { TEST_CARDS } from '../../backend/payments/provider';
import { client, type Client, DEMO_USERS, errorCodes, okData, quickConfig, refused } from './helpers/accounts';
import { payOnPage } from './helpers/app';
import { bindCart, cartIds, customer, slotDate, twoCustomerShop } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const SHOP = 'https://shop.example';
const DELETE = '/ebsn/api/order/delete';

describe.each(backendKinds)('order changes (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };
  let keys = 0;

  beforeAll(async () => {
    ({ database, app, mario, giulia } = await twoCustomerShop(kind, {
      ...quickConfig,
      shopUrl: SHOP,
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
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
  });

  /** Mario buys `hampers` baskets of 40 € (by card unless told), at home unless told */
  async function bought(options: { hampers?: number; paymentTypeId?: number; service?: 1 | 2 } = {}) {
    await bindCart(database.db, mario.userId, { service: options.service ?? 2 });
    okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: options.hampers ?? 3 }] }));
    return okData(
      await mario.client.postJson('/ebsn/api/checkout/buy', {
        checkout_key: `order-changes-key-${++keys}`,
        payment_type_id: options.paymentTypeId ?? 12,
      }),
    );
  }

  async function paid(card: string = TEST_CARDS.approved) {
    const order = await bought();
    await payOnPage(app, order, card);
    return order;
  }

  const rowOf = async (orderId: number) => (await database.db.select().from(customerOrder).where(eq(customerOrder.id, orderId)))[0];
  const takenOf = async (orderId: number) => {
    const order = await rowOf(orderId);
    const [day] = await database.db
      .select({ taken: timeslotDay.taken })
      .from(timeslotDay)
      .where(and(eq(timeslotDay.timeslotId, order.timeslotId), eq(timeslotDay.slotDate, order.timeslotDate)));
    return day.taken;
  };
  const mails = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
  const ids = (list: { orders: Array<{ orderId: number }> }) => list.orders.map((o) => o.orderId);

  it('cancels a paid order: status 10, the card authorisation released, the slot unit back, an e-mail', async () => {
    const order = await paid();
    expect((await rowOf(order.orderId)).orderStatusId).toBe(3);
    const before = await takenOf(order.orderId);

    const cancelled = okData(await mario.client.postJson(DELETE, { order_id: order.orderId }));
    expect(cancelled).toMatchObject({ orderId: order.orderId, orderStatusId: 10, orderStatusDescr: 'Annullato', isDeletable: false });
    expect(await takenOf(order.orderId)).toBe(before - 1);
    const payments = await database.db.select().from(payment).where(eq(payment.orderId, order.orderId));
    expect(payments.map((p) => p.status)).toEqual(['refunded']);
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([
      `Il tuo ordine n. ${order.orderId} è confermato`,
      `Il tuo ordine n. ${order.orderId} è stato annullato`,
    ]);
    expect(sent[1].to).toBe(DEMO_USERS.mario);

    // once is enough: a second cancel (a double submit) changes nothing and says why
    refused(await mario.client.postForm(DELETE, { order_id: String(order.orderId) }), 'error.order.notCancellable');
    expect(await takenOf(order.orderId)).toBe(before - 1);
  });

  it('cancels an order waiting for its payment, and then no card is charged for it', async () => {
    const order = await bought();
    okData(await mario.client.postJson(DELETE, { order_id: order.orderId }));
    const [open] = await database.db.select().from(payment).where(eq(payment.orderId, order.orderId));
    expect(open.status).toBe('failed');
    const late = await payOnPage(app, order, TEST_CARDS.approved);
    expect(late.status).not.toBe(500);
    expect((await rowOf(order.orderId)).orderStatusId).toBe(10);
  });

  it('refuses to cancel an order being prepared, another customer’s order, and a guest', async () => {
    const order = await paid();
    refused(await giulia.client.postJson(DELETE, { order_id: order.orderId }), 'error.order.notFound', 'Ordine non trovato.');
    await database.db.update(customerOrder).set({ orderStatusId: 4 }).where(eq(customerOrder.id, order.orderId));
    refused(
      await mario.client.postJson(DELETE, { order_id: order.orderId }),
      'error.order.notCancellable',
      'Questo ordine non può più essere annullato: la preparazione è già iniziata oppure è già stato annullato.',
    );
    expect(okData(await mario.client.get(`/ebsn/api/order/view?order_id=${order.orderId}`))).toMatchObject({
      isDeletable: false,
      isEditable: false,
    });
    refused(
      await (await customer(app, database.db, DEMO_USERS.paolo)).client.postJson(DELETE, { order_id: order.orderId }),
      'error.order.notFound',
    );
    expect((await rowOf(order.orderId)).orderStatusId).toBe(4);
    for (const body of [{}, { order_id: 'uno' }, { order_id: -1 }, { order_id: 99_999_999_999 }]) {
      expect((await mario.client.postJson(DELETE, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('sends the confirmation when the order is placed: after the card is approved, or at once when paid on delivery', async () => {
    const declined = await paid(TEST_CARDS.declined);
    expect(await mails()).toEqual([]);
    const approved = await paid();
    const [confirmation] = await mails();
    expect(confirmation).toMatchObject({ to: DEMO_USERS.mario, subject: `Il tuo ordine n. ${approved.orderId} è confermato` });
    expect(confirmation.text).toContain(`${SHOP}/profile/orders/${approved.orderId}`);
    // the guest view: the mail's link opens the order without logging in, and only that order
    const link = new URL(/https:\/\/shop\.example\/order\/\d+\?token=[\w-]+/.exec(confirmation.text)![0]);
    expect(link.pathname).toBe(`/order/${approved.orderId}`);
    const token = link.searchParams.get('token')!;
    const guest = client(app);
    const viewed = okData(await guest.get(`/ebsn/api/token-order/view?order_id=${approved.orderId}&access_token=${token}`));
    expect(viewed).toMatchObject({ orderId: approved.orderId, orderStatusId: 3, isDeletable: false, isPayable: false });
    expect(viewed.orderItems).toHaveLength(1);
    refused(
      await guest.get(`/ebsn/api/token-order/view?order_id=${approved.orderId}&access_token=${token.slice(1)}x`),
      'error.order.notFound',
    );
    refused(await guest.get(`/ebsn/api/token-order/view?order_id=${declined.orderId}&access_token=${token}`), 'error.order.notFound');
    for (const query of ['order_id=1', `order_id=x&access_token=${token}`, `order_id=${approved.orderId}&access_token=%3Cscript%3E`]) {
      expect((await guest.get(`/ebsn/api/token-order/view?${query}`)).status, query).toBe(400);
    }
    expect(confirmation.text).toContain('Cesto Natalizio × 3: 120,00 €');
    expect(confirmation.text).toContain('Totale ordine: 126,90 €');
    expect(declined.orderId).not.toBe(approved.orderId);

    await database.db.delete(emailOutbox);
    const atPickup = await bought({ paymentTypeId: 10, service: 1, hampers: 2 });
    expect(atPickup.orderStatusId).toBe(3);
    expect(atPickup.paymentUrl ?? null).toBeNull();
    expect((await mails()).map((m) => m.subject)).toEqual([`Il tuo ordine n. ${atPickup.orderId} è confermato`]);
  });

  it('offers each service its own ways to pay, and takes no other', async () => {
    const offered = async (service: 1 | 2) => {
      await bindCart(database.db, mario.userId, { service });
      return okData(await mario.client.get('/ebsn/api/cart/view')).paymentTypeList.map((p: { paymentTypeId: number }) => p.paymentTypeId);
    };
    expect(await offered(1)).toEqual([12, 10]);
    expect(await offered(2)).toEqual([12, 1]);

    // cash to the driver is not a way to pay at the store's counter, nor the other way round
    await bindCart(database.db, mario.userId, { service: 1 });
    okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 3 }] }));
    const buy = (paymentTypeId: number) =>
      mario.client.postJson('/ebsn/api/checkout/buy', { checkout_key: `order-changes-key-${++keys}`, payment_type_id: paymentTypeId });
    refused(await buy(1), 'error.checkout.paymentType');
    await bindCart(database.db, mario.userId, { service: 2 });
    refused(await buy(10), 'error.checkout.paymentType');
    const cash = okData(await buy(1));
    expect(cash.orderStatusId).toBe(3);
    expect((await rowOf(cash.orderId)).paymentTypeId).toBe(1);
  });

  it('lists orders by every filter, pages them, and tells the ones still to pay', async () => {
    const first = await paid();
    const second = await bought({ hampers: 4 });
    const third = await bought({ paymentTypeId: 10, service: 1, hampers: 2 });
    // the first was made and delivered last week (made at midday: order dates count in the shop's
    // time zone, where late evening UTC is already the next day)
    await database.db
      .update(customerOrder)
      .set({ orderStatusId: 8, createdAt: new Date(`${slotDate(-7)}T11:00:00Z`), timeslotDate: slotDate(-6) })
      .where(eq(customerOrder.id, first.orderId));
    const list = async (query: string) => okData(await mario.client.get(`/ebsn/api/order/list?${query}`));

    expect(ids(await list(''))).toEqual([third.orderId, second.orderId, first.orderId]);
    expect(ids(await list('show_pending=true'))).toEqual([third.orderId, second.orderId]);
    expect(ids(await list('show_pending=false'))).toEqual([first.orderId]);
    const today = new Date().toISOString().slice(0, 10);
    const lastWeek = slotDate(-7);
    expect(ids(await list(`from_date=${lastWeek}&to_date=${lastWeek}`))).toEqual([first.orderId]);
    expect(ids(await list(`from_date=${slotDate(-1)}`))).toEqual([third.orderId, second.orderId]);
    expect(ids(await list('from_gross_total=100&to_gross_total=130'))).toEqual([first.orderId]);
    expect(ids(await list('from_gross_total=150'))).toEqual([second.orderId]);
    expect(ids(await list('order_type=1'))).toEqual([third.orderId]);
    expect(ids(await list(`order_id=${second.orderId}`))).toEqual([second.orderId]);
    expect(ids(await list('warehouse_id=1'))).toHaveLength(3);
    expect(ids(await list('warehouse_id=2'))).toEqual([]);
    expect(ids(await list(`from_delivery_date=${today}`))).toEqual([third.orderId, second.orderId]);
    expect(ids(await list(`to_delivery_date=${slotDate(-6)}`))).toEqual([first.orderId]);
    const address = (await rowOf(third.orderId)).addressId;
    expect(ids(await list(`shipping_address_id=${address}`))).toEqual([third.orderId]);

    const paged = await list('page_size=2&page=2');
    expect(ids(paged)).toEqual([first.orderId]);
    expect(paged.page).toEqual({ selPage: 2, itemsPerPage: 2, totPages: 2, totItems: 3 });
    // a page size beyond the largest is the largest, as the product lists do
    expect((await list('page_size=5000')).page.itemsPerPage).toBe(50);
    expect((await list('')).orders[0].orderItems).toBeUndefined();
    expect((await list('fetch_detail=true')).orders[0].orderItems).toEqual([
      expect.objectContaining({ productId: cartIds.hamper, quantity: 2 }),
    ]);
    expect(ids(await giulia.client.get('/ebsn/api/order/list?warehouse_id=1').then(okData))).toEqual([]);

    expect(ids(okData(await mario.client.get('/ebsn/api/order/list-retry-payment')))).toEqual([second.orderId]);
    expect(ids(okData(await giulia.client.get('/ebsn/api/order/list-retry-payment')))).toEqual([]);
  });

  it('takes a rating note of an order once it has arrived, one per order, changed later, by its customer only', async () => {
    const order = await paid();
    const note = (c: Client, path: string, body: Record<string, unknown>) => c.postJson(`/ebsn/api/note/order/${path}`, body);
    refused(
      await note(mario.client, 'add', { order_id: order.orderId, rating: 5 }),
      'error.note.notRateable',
      "Potrai valutare l'ordine dopo averlo ricevuto.",
    );
    await database.db.update(customerOrder).set({ orderStatusId: 8 }).where(eq(customerOrder.id, order.orderId));
    refused(await note(giulia.client, 'add', { order_id: order.orderId, rating: 1 }), 'error.order.notFound');
    const added = okData(await note(mario.client, 'add', { order_id: order.orderId, rating: 4, body: '  Tutto fresco  ' }));
    expect(added).toMatchObject({ noteId: expect.any(Number), orderId: order.orderId, rating: 4, body: 'Tutto fresco' });
    refused(await note(mario.client, 'add', { order_id: order.orderId, rating: 3 }), 'error.note.exists');
    refused(await note(giulia.client, 'update', { noteId: added.noteId, rating: 1 }), 'error.note.notFound');
    const changed = okData(
      await mario.client.postForm('/ebsn/api/note/order/update', { noteId: String(added.noteId), rating: '5', body: '' }),
    );
    expect(changed).toMatchObject({ noteId: added.noteId, rating: 5, body: '' });
    expect(okData(await mario.client.postJson('/ebsn/api/note/list', {})).notes).toEqual([
      expect.objectContaining({ noteId: added.noteId, rating: 5 }),
    ]);
    expect(okData(await mario.client.postJson('/ebsn/api/note/list', { order_id: 1 })).notes).toEqual([]);
    expect(okData(await giulia.client.postJson('/ebsn/api/note/list', {})).notes).toEqual([]);
    for (const body of [
      { order_id: order.orderId, rating: 0 },
      { order_id: order.orderId, rating: 6 },
      { order_id: order.orderId, rating: 'tanto' },
      { order_id: order.orderId, rating: 3, body: 'x'.repeat(1001) },
      { rating: 3 },
    ]) {
      expect((await note(mario.client, 'add', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers bad filters with 400 and an Italian message', async () => {
    for (const query of [
      'from_date=2026-02-30',
      'to_date=ieri',
      'from_gross_total=abc',
      'to_gross_total=-1',
      'order_id=0',
      'warehouse_id=x',
      'page_size=tanti',
      'from_delivery_date=2026-13-01',
    ]) {
      const answer = await mario.client.get(`/ebsn/api/order/list?${query}`);
      expect(answer.status, query).toBe(400);
      expect(errorCodes(answer).length, query).toBeGreaterThan(0);
    }
    refused(await client(app).get('/ebsn/api/order/list-retry-payment'), 'error.cart.notLogged');
    refused(await client(app).postJson(DELETE, { order_id: 1 }), 'error.cart.notLogged');
  });
});
