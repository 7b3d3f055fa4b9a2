// order/reserve (account.md §3 "Parking reservation", §4, §7): the customer of a Drive or locker order
// on its way to being collected says how far they are and how to recognise them; the reservation is
// stored, replaced by the next one, and shown on the order. Another customer's order reads as no
// order at all, and bad input answers 400 (413, 415 for bodies that cannot be read), never 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { customerOrder, parkingReservation } from '../../backend/db/schema';
import { hashToken } from '../../backend/ebsn/session';
import { client, type Client, DEMO_USERS, errorCodes, okData, quickConfig, refused } from './helpers/accounts';
import { call, testApp } from './helpers/app';
import { insertOrder } from './helpers/orders';
import { cartDatabase, customer, slotDate } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const RESERVE = '/ebsn/api/order/reserve';
const NOT_FOUND = 'Ordine non trovato.';

describe.each(backendKinds)('parking reservation (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, quickConfig);
    mario = await customer(app, database.db, DEMO_USERS.mario);
    giulia = await customer(app, database.db, DEMO_USERS.giulia);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(parkingReservation);
    await database.db.delete(customerOrder);
  });

  /** an order of Mario's as checkout/buy leaves it, written directly: the checkout has tests of its own */
  const orderOf = (userId: number, options: { service?: number; status?: number } = {}) =>
    insertOrder(database.db, {
      userId,
      orderStatusId: options.status ?? 3,
      deliveryServiceId: options.service ?? 1,
      timeslotDate: slotDate(),
      goodsCents: 8000,
      grossCents: 8000,
      preAuthorisedCents: 8000,
    });

  const reservations = () => database.db.select().from(parkingReservation);

  it('stores the reservation of a Drive order, answers an info and shows it on the order', async () => {
    const orderId = await orderOf(mario.userId);
    const answer = await mario.client.postJson(RESERVE, {
      order_id: orderId,
      distance: 1234.6,
      reservation_info: '  Fiat Panda rossa AB123CD ',
    });
    const order = okData(answer);
    expect(answer.body.response.infos).toEqual([
      { code: 'info.order.parkingReserved', info: 'Parcheggio prenotato: ti aspettiamo al punto di ritiro.' },
    ]);
    expect(answer.body.response.infosMessage).toEqual(['Parcheggio prenotato: ti aspettiamo al punto di ritiro.']);
    expect(order).toMatchObject({
      orderId,
      parkingReservation: { distance: 1235, reservationInfo: 'Fiat Panda rossa AB123CD', reservedAt: expect.any(String) },
    });
    expect(await reservations()).toEqual([
      expect.objectContaining({ orderId, userId: mario.userId, distanceMetres: 1235, reservationInfo: 'Fiat Panda rossa AB123CD' }),
    ]);
    expect(okData(await mario.client.get(`/ebsn/api/order/view?order_id=${orderId}`)).parkingReservation).toEqual(order.parkingReservation);
    // the list has no use for it
    expect(okData(await mario.client.get('/ebsn/api/order/list')).orders[0].parkingReservation).toBeUndefined();
  });

  it('takes a newer reservation in place of the last one, from JSON or a plain form', async () => {
    const orderId = await orderOf(mario.userId);
    okData(await mario.client.postJson(RESERVE, { order_id: orderId, distance: 5000, reservation_info: 'Fiat Panda rossa' }));
    const [first] = await reservations();
    const again = await mario.client.postForm(RESERVE, {
      order_id: String(orderId),
      distance: '0',
      reservation_info: 'Fiat Panda rossa, posto 3',
    });
    expect(okData(again).parkingReservation).toMatchObject({ distance: 0, reservationInfo: 'Fiat Panda rossa, posto 3' });
    expect(again.body.response.infos).toEqual([{ code: 'info.order.parkingUpdated', info: 'Prenotazione del parcheggio aggiornata.' }]);
    const rows = await reservations();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderId, distanceMetres: 0, reservationInfo: 'Fiat Panda rossa, posto 3', createdAt: first.createdAt });
    expect(rows[0].updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
  });

  it('keeps one reservation, the last written, when many arrive at once', async () => {
    const orderId = await orderOf(mario.userId, { service: 4 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mario.client.postJson(RESERVE, { order_id: orderId, distance: 100 * i, reservation_info: `Auto numero ${i}` }),
      ),
    );
    for (const answer of answers) okData(answer);
    const infos = answers.map((a) => a.body.response.infos[0].code);
    expect(infos.filter((code: string) => code === 'info.order.parkingReserved')).toHaveLength(1);
    const rows = await reservations();
    expect(rows).toHaveLength(1);
    const shown = okData(await mario.client.get(`/ebsn/api/order/view?order_id=${orderId}`)).parkingReservation;
    expect(shown).toMatchObject({ distance: rows[0].distanceMetres, reservationInfo: rows[0].reservationInfo });
  });

  it("treats another customer's order as no order at all, and leaves it untouched", async () => {
    const orderId = await orderOf(mario.userId);
    okData(await mario.client.postJson(RESERVE, { order_id: orderId, distance: 800, reservation_info: 'Fiat Panda rossa' }));
    const theirs = await giulia.client.postJson(RESERVE, { order_id: orderId, distance: 10, reservation_info: 'Ladro' });
    refused(theirs, 'error.order.notFound', NOT_FOUND);
    expect(theirs.body.data).toBeNull();
    // the same answer as an order that does not exist
    refused(
      await giulia.client.postJson(RESERVE, { order_id: 999_999, distance: 10, reservation_info: 'Ladro' }),
      'error.order.notFound',
      NOT_FOUND,
    );
    expect(await reservations()).toEqual([expect.objectContaining({ distanceMetres: 800, reservationInfo: 'Fiat Panda rossa' })]);
    refused(await giulia.client.get(`/ebsn/api/order/view?order_id=${orderId}`), 'error.order.notFound');
    // a guest is asked to log in, whatever the body
    refused(await client(app).postJson(RESERVE, { order_id: orderId, distance: 10, reservation_info: 'x' }), 'error.cart.notLogged');
    refused(await client(app).postJson(RESERVE, { order_id: 'x' }), 'error.cart.notLogged');
  });

  it('takes only pickup orders (Drive 1, locker 4), while they can still be collected', async () => {
    const body = (orderId: number) => ({ order_id: orderId, distance: 300, reservation_info: 'Fiat Panda rossa' });
    refused(
      await mario.client.postJson(RESERVE, body(await orderOf(mario.userId, { service: 2 }))),
      'error.order.parkingService',
      'La prenotazione del parcheggio è possibile solo per gli ordini da ritirare in negozio o al locker.',
    );
    refused(
      await mario.client.postJson(RESERVE, body(await orderOf(mario.userId, { status: 2 }))),
      'error.order.parkingUnpaid',
      "Completa il pagamento dell'ordine prima di prenotare il parcheggio.",
    );
    // delivered, partly delivered, cancelled, invalidated, not collected, failed
    for (const status of [8, 9, 10, 11, 12, 13]) {
      refused(
        await mario.client.postJson(RESERVE, body(await orderOf(mario.userId, { status }))),
        'error.order.parkingClosed',
        'Questo ordine non è in attesa di ritiro: non è possibile prenotare il parcheggio.',
      );
    }
    expect(await reservations()).toEqual([]);
    // placed, being prepared, almost ready, ready: at the store or at a locker
    for (const status of [1, 3, 4, 5, 6, 7, 18]) {
      for (const service of [1, 4]) okData(await mario.client.postJson(RESERVE, body(await orderOf(mario.userId, { status, service }))));
    }
    expect(await reservations()).toHaveLength(14);
  });

  it('answers bad input with 400 and the parameter named, never 500, and stores nothing', async () => {
    const orderId = await orderOf(mario.userId);
    const good = { order_id: orderId, distance: 300, reservation_info: 'Fiat Panda rossa' };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ distance: 300, reservation_info: 'x' }, /"order_id"/],
      [{ ...good, order_id: 'abc' }, /"order_id"/],
      [{ ...good, order_id: 0 }, /"order_id"/],
      [{ ...good, order_id: 1.5 }, /"order_id"/],
      [{ ...good, order_id: 99_999_999_999 }, /"order_id"/],
      [{ order_id: orderId, reservation_info: 'x' }, /"distance" è obbligatorio/],
      [{ ...good, distance: -1 }, /"distance" deve essere almeno 0/],
      [{ ...good, distance: '-5' }, /"distance" deve essere almeno 0/],
      [{ ...good, distance: 100_001 }, /"distance" deve essere al massimo 100000/],
      [{ ...good, distance: 'tanti' }, /"distance" deve essere un numero/],
      [{ ...good, distance: '1e9' }, /"distance" deve essere un numero/],
      [{ ...good, distance: true }, /"distance" deve essere un numero/],
      [{ ...good, distance: null }, /"distance"/],
      [{ ...good, distance: [300] }, /"distance"/],
      [{ order_id: orderId, distance: 300 }, /"reservation_info" è obbligatorio/],
      [{ ...good, reservation_info: '   ' }, /"reservation_info" è obbligatorio/],
      [{ ...good, reservation_info: 'x'.repeat(201) }, /"reservation_info" può contenere al massimo 200 caratteri/],
      [{ ...good, reservation_info: 'x'.repeat(50_000) }, /"reservation_info" può contenere al massimo 200 caratteri/],
      [{ ...good, reservation_info: 'AB\u0000123' }, /"reservation_info" contiene caratteri non validi/],
      [{ ...good, reservation_info: 'AB\u001b[31m123' }, /"reservation_info" contiene caratteri non validi/],
      [{ ...good, reservation_info: 123 }, /"reservation_info"/],
      [{ ...good, reservation_info: { plate: 'AB123CD' } }, /"reservation_info"/],
    ];
    for (const [body, message] of cases) {
      const answer = await mario.client.postJson(RESERVE, body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(answer.body.response.status).not.toBe(0);
      expect(errorCodes(answer)).toContain('error.validation');
      expect(answer.body.response.errorsMessage.join(' '), JSON.stringify(body).slice(0, 200)).toMatch(message);
    }
    // the same rules for a plain form (an empty field is no field)
    const form = await mario.client.postForm(RESERVE, { order_id: String(orderId), distance: '', reservation_info: 'x' });
    expect(form.status).toBe(400);
    expect(form.body.response.errorsMessage.join(' ')).toMatch(/"distance" è obbligatorio/);

    const raw = (body: string, type: string) =>
      call(app, RESERVE, { method: 'POST', body, headers: { 'Content-Type': type, 'X-Ebsn-Account': mario.client.token! } });
    expect((await raw('{"order_id": ', 'application/json')).status).toBe(400);
    expect((await raw('[1, 2]', 'application/json')).status).toBe(400);
    expect((await raw('order_id=1', 'text/plain')).status).toBe(415);
    expect((await raw(JSON.stringify({ ...good, reservation_info: 'x'.repeat(100_000) }), 'application/json')).status).toBe(413);
    expect(await reservations()).toEqual([]);
    // and the order is still there to reserve
    okData(await mario.client.postJson(RESERVE, good));
  });

  it("keeps the customer's plate out of the guest view by the e-mail's token", async () => {
    const orderId = await orderOf(mario.userId);
    const token = 'parking-guest-token-0123456789';
    await database.db
      .update(customerOrder)
      .set({ accessTokenHash: hashToken(token) })
      .where(eq(customerOrder.id, orderId));
    okData(await mario.client.postJson(RESERVE, { order_id: orderId, distance: 40, reservation_info: 'Fiat Panda rossa AB123CD' }));
    const guest = okData(await client(app).get(`/ebsn/api/token-order/view?order_id=${orderId}&access_token=${token}`));
    expect(guest.orderId).toBe(orderId);
    expect(guest).not.toHaveProperty('parkingReservation');
    expect(JSON.stringify(guest)).not.toContain('AB123CD');
    expect(okData(await mario.client.get(`/ebsn/api/order/view?order_id=${orderId}`)).parkingReservation).toBeDefined();
  });

  it('leaves the order untouched: its status and totals do not change with a reservation', async () => {
    const orderId = await orderOf(mario.userId);
    const [before] = await database.db.select().from(customerOrder).where(eq(customerOrder.id, orderId));
    okData(await mario.client.postJson(RESERVE, { order_id: orderId, distance: 40, reservation_info: 'Fiat Panda rossa' }));
    const [after] = await database.db.select().from(customerOrder).where(eq(customerOrder.id, orderId));
    expect(after).toEqual(before);
  });
});
