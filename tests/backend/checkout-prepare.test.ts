// checkout/prepare (shopping.md §7, §8 "Buy and prepare"): buy's checks on the caller's cart, with
// nothing bought. A cart buy would refuse is refused by prepare with the same code and text; a cart
// buy would take answers status 0 and the cart, and stays as it was (no order, no slot unit taken,
// its hold renewed). Bad input answers 400 (415 for a body of the wrong type), never 500.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { appUser, cart, cartItem, customerOrder, orderItem, product, slotHold, timeslotDay } from '../../backend/db/schema';
import { fillSlot } from '../../backend/slots/holds';
import { client, type Client, errorCodes, errorTexts, okData, quickConfig, refused, type Answer } from './helpers/accounts';
import { call } from './helpers/app';
import { bindCart, cartIds, twoCustomerShop } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const PREPARE = '/ebsn/api/checkout/prepare';
const BUY = '/ebsn/api/checkout/buy';

describe.each(backendKinds)('checkout/prepare (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };
  let keys = 0;

  beforeAll(async () => {
    ({ database, app, mario, giulia } = await twoCustomerShop(kind, quickConfig));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(cartItem);
    await database.db.delete(orderItem);
    await database.db.delete(customerOrder);
    await database.db.delete(slotHold);
    await database.db.delete(timeslotDay);
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
  });

  const add = (c: Client, productId: number, quantity: number) => c.postJson('/ebsn/api/cart/add', { items: [{ productId, quantity }] });
  const orders = async () => (await database.db.select({ n: count() }).from(customerOrder))[0].n;

  /** Mario's cart bound to a service, an address and a slot, with `hampers` baskets of 40 € */
  async function marioCart(hampers = 3, service: 1 | 2 | 4 = 2) {
    const cartId = await bindCart(database.db, mario.userId, { service });
    if (hampers) okData(await add(mario.client, cartIds.hamper, hampers));
    return cartId;
  }

  /** prepare refuses with this code (and text), and buy refuses the same cart with the same words */
  async function bothRefuse(code: string, body: Record<string, unknown> = {}, text?: string) {
    const prepared = await mario.client.postJson(PREPARE, body);
    refused(prepared, code, text);
    const bought = await mario.client.postJson(BUY, { ...body, checkout_key: `prepare-parity-key-${++keys}` });
    refused(bought, code);
    expect(errorTexts(bought)).toEqual(errorTexts(prepared));
    expect(await orders()).toBe(0);
    return prepared;
  }

  it('asks a guest to log in, and answers an empty cart as buy does', async () => {
    refused(await client(app).postJson(PREPARE, {}), 'error.cart.notLogged', "E' necessario autenticarsi per visualizzare il carrello");
    await bindCart(database.db, mario.userId);
    await bothRefuse('error.checkout.emptyCart', {}, 'Il carrello è vuoto: aggiungi dei prodotti per concludere l’ordine.');
  });

  it('answers the first refusal of buy, with its text, check by check', async () => {
    const cartId = await marioCart(1);
    await bothRefuse('error.checkout.minimumSpend', {}, "Non hai raggiunto l'ordine minimo di 90,00 € per questo servizio.");
    okData(await add(mario.client, cartIds.hamper, 3));

    await database.db.update(appUser).set({ confirmedAt: null }).where(eq(appUser.id, mario.userId));
    try {
      await bothRefuse('error.checkout.emailNotConfirmed');
    } finally {
      await database.db.update(appUser).set({ confirmedAt: new Date() }).where(eq(appUser.id, mario.userId));
    }

    okData(await mario.client.postJson('/ebsn/api/cart/update-cart-info', { property: 'need_invoice', value: 'true' }));
    await bothRefuse('error.checkout.invoiceData');
    okData(await mario.client.postJson('/ebsn/api/cart/update-cart-info', { property: 'need_invoice', value: 'false' }));

    await database.db.update(product).set({ available: false }).where(eq(product.id, cartIds.hamper));
    try {
      const answer = await bothRefuse('error.checkout.unavailable');
      expect(errorTexts(answer)[0]).toContain('Cesto Natalizio');
    } finally {
      await database.db.update(product).set({ available: true }).where(eq(product.id, cartIds.hamper));
    }

    await bothRefuse('error.checkout.paymentType', { payment_type_id: 99 });
    await bothRefuse('error.checkout.paymentAuth', { user_payment_auth_id: 424_242 });

    await database.db.delete(slotHold).where(eq(slotHold.cartId, cartId));
    await database.db.update(cart).set({ timeslotDate: null, timeslotId: null }).where(eq(cart.id, cartId));
    await bothRefuse('error.checkout.noTimeslot');
    await database.db.update(cart).set({ addressId: null, deliveryServiceId: null, warehouseId: null }).where(eq(cart.id, cartId));
    await bothRefuse('error.checkout.noAddress');
  });

  it('refuses a way of paying the service does not take: paying at the store is no way to pay a locker', async () => {
    await marioCart(1, 4);
    await bothRefuse('error.checkout.paymentType', { payment_type_id: 10 });
    // the card is
    okData(await mario.client.postJson(PREPARE, { payment_type_id: 12 }));
  });

  it('answers the cart buy would take, and leaves it as it was: no order, no unit of the slot, the hold renewed', async () => {
    const cartId = await marioCart(3);
    const [bound] = await database.db.select().from(cart).where(eq(cart.id, cartId));
    await database.db
      .update(slotHold)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(slotHold.cartId, cartId));
    const slotDay = and(eq(timeslotDay.timeslotId, bound.timeslotId!), eq(timeslotDay.slotDate, bound.timeslotDate!));
    const takenBefore = (await database.db.select().from(timeslotDay).where(slotDay))[0]?.taken ?? 0;

    const answer = await mario.client.postJson(PREPARE, {});
    const prepared = okData(answer);
    expect(answer.body.response.errors).toEqual([]);
    expect(prepared.cartItems).toEqual([
      expect.objectContaining({ quantity: 3, product: expect.objectContaining({ productId: cartIds.hamper }) }),
    ]);
    expect(prepared.timeslot).toMatchObject({ date: bound.timeslotDate, timeslotId: bound.timeslotId });
    expect(prepared.shippingAddress).toMatchObject({ addressName: 'Casa' });
    expect(prepared.grossTotal).toBe(okData(await mario.client.get('/ebsn/api/cart/view')).grossTotal);

    expect(await orders()).toBe(0);
    expect(await database.db.select().from(cartItem).where(eq(cartItem.cartId, cartId))).toHaveLength(1);
    expect((await database.db.select().from(timeslotDay).where(slotDay))[0]?.taken ?? 0).toBe(takenBefore);
    const [hold] = await database.db.select().from(slotHold).where(eq(slotHold.cartId, cartId));
    expect(hold.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);

    // the same again, by a bare POST (the spec's call has no parameters) and by a plain form
    okData(await call(app, PREPARE, { method: 'POST', headers: { 'X-Ebsn-Account': mario.client.token! } }));
    okData(await mario.client.postForm(PREPARE, { payment_type_id: '12', user_payment_auth_id: '' }));
    expect(await orders()).toBe(0);
    // and buy takes it
    okData(await mario.client.postJson(BUY, { checkout_key: `prepare-parity-key-${++keys}` }));
    expect(await orders()).toBe(1);
  });

  it('says when the slot was lost, and clears it from the cart so the shopper chooses again', async () => {
    const cartId = await marioCart(3);
    const [bound] = await database.db.select().from(cart).where(eq(cart.id, cartId));
    // the hold lapsed and other customers took every unit meanwhile
    await database.db
      .update(slotHold)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(slotHold.cartId, cartId));
    expect(await fillSlot(database.db, bound.timeslotId!, bound.timeslotDate!)).toBe(true);
    refused(
      await mario.client.postJson(PREPARE, {}),
      'error.checkout.timeslotFull',
      "La fascia oraria scelta non è più disponibile, scegline un'altra.",
    );
    const [after] = await database.db.select().from(cart).where(eq(cart.id, cartId));
    expect(after).toMatchObject({ timeslotDate: null, timeslotId: null });
    await bothRefuse('error.checkout.noTimeslot');
  });

  it("checks the caller's own cart only", async () => {
    await marioCart(3);
    await bindCart(database.db, giulia.userId);
    refused(await giulia.client.postJson(PREPARE, {}), 'error.checkout.emptyCart');
    okData(await mario.client.postJson(PREPARE, {}));
  });

  it('answers bad input with 400 and the parameter named, never 500', async () => {
    await marioCart(3);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ payment_type_id: 'dodici' }, /"payment_type_id"/],
      [{ payment_type_id: -12 }, /"payment_type_id"/],
      [{ payment_type_id: 1.5 }, /"payment_type_id"/],
      [{ payment_type_id: 'x'.repeat(50_000) }, /"payment_type_id"/],
      [{ user_payment_auth_id: -1 }, /"user_payment_auth_id"/],
      [{ user_payment_auth_id: 99_999_999_999 }, /"user_payment_auth_id"/],
      [{ user_payment_auth_id: { id: 1 } }, /"user_payment_auth_id"/],
      [{ user_payment_auth_id: null }, /"user_payment_auth_id"/],
    ];
    for (const [body, message] of cases) {
      const answer: Answer = await mario.client.postJson(PREPARE, body);
      expect(answer.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(answer.body.response.status).not.toBe(0);
      expect(errorCodes(answer)).toContain('error.validation');
      expect(errorTexts(answer).join(' ')).toMatch(message);
    }
    const raw = (body: string, type: string) =>
      call(app, PREPARE, { method: 'POST', body, headers: { 'Content-Type': type, 'X-Ebsn-Account': mario.client.token! } });
    expect((await raw('{"payment_type_id": ', 'application/json')).status).toBe(400);
    expect((await raw('"testo"', 'application/json')).status).toBe(400);
    expect((await raw('payment_type_id=12', 'text/plain')).status).toBe(415);
    expect((await raw(JSON.stringify({ payment_type_id: 'x'.repeat(100_000) }), 'application/json')).status).toBe(413);
    // unknown fields are ignored, as everywhere
    okData(await mario.client.postJson(PREPARE, { checkout_key: 'anything', foo: 'bar' }));
    expect(await orders()).toBe(0);
  });
});
