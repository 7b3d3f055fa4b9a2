// The cart's chosen slot held to its products' restrictions (issue 24, shopping.md §4, §8): cart/add
// refuses a product the chosen slot cannot have, cart/view marks a line whose cutoff passed after it
// was added, and checkout/prepare and buy refuse such a cart with the reason, whatever was sent.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../backend/app';
import { defaultConfig } from '../../backend/config';
import { cart, cartItem, customerOrder, product, slotHold, timeslotDay } from '../../backend/db/schema';
import { selectSlot } from '../../backend/slots/select';
import { DEMO_USERS, errorTexts, okData, quickConfig, refused, type Client } from './helpers/accounts';
import { testApp } from './helpers/app';
import { bindCart, cartDatabase, cartIds, customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

/** Monday 23 November 2026, 10:30 in Rome */
const MONDAY = new Date('2026-11-23T09:30:00Z');
/** bindCart's home-delivery slot: every day 18:00-20:00 */
const SLOT = 102;

describe.each(backendKinds)("the chosen slot and the cart's products (%s)", (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let keys = 0;

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, quickConfig);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MONDAY);
    mario = await customer(app, database.db, DEMO_USERS.mario);
    await database.db.delete(cartItem);
    await database.db.delete(customerOrder);
    await database.db.delete(slotHold);
    await database.db.delete(timeslotDay);
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
    await database.db
      .update(product)
      .set({ infos: { QTY_MULT: '1', MAXACQ: '10' } })
      .where(eq(product.id, cartIds.hamper));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const add = (productId: number, quantity: number) => mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId, quantity }] });
  const infos = (productId: number, value: Record<string, string>) =>
    database.db.update(product).set({ infos: value }).where(eq(product.id, productId));
  /** Mario's cart, home delivery, with the 18:00 slot of `date` chosen */
  async function cartWithSlot(date: string) {
    const cartId = await bindCart(database.db, mario.userId);
    const chosen = await selectSlot(database.db, cartId, { date, timeslotId: SLOT }, defaultConfig);
    expect(chosen.ok).toBe(true);
    return cartId;
  }
  const lines = (cartId: number) => database.db.select().from(cartItem).where(eq(cartItem.cartId, cartId));

  it('cart/add refuses a product whose lead time the chosen slot is within, and adds nothing', async () => {
    await infos(cartIds.hamper, { QTY_MULT: '1', MAXACQ: '10', LEAD_TIME: '48' });
    const cartId = await cartWithSlot('2026-11-24'); // Tuesday 18:00: 31.5 hours away
    const answer = await add(cartIds.hamper, 3);
    refused(answer, 'error.timeslot.leadTime');
    expect(errorTexts(answer)[0]).toMatch(/^Cesto Natalizio.*: Da ordinare con almeno 48 ore di anticipo: non può arrivare nella fascia/);
    expect(errorTexts(answer)[0]).toMatch(/Scegli un'altra fascia oraria per aggiungerlo al carrello\.$/);
    expect(await lines(cartId)).toEqual([]);

    // Wednesday 18:00 is 55.5 hours away: the same product comes in
    expect((await selectSlot(database.db, cartId, { date: '2026-11-25', timeslotId: SLOT }, defaultConfig)).ok).toBe(true);
    okData(await add(cartIds.hamper, 3));
    expect(await lines(cartId)).toHaveLength(1);
  });

  it('cart/add refuses a product locked on the chosen day, or whose cutoff for it has passed, and adds nothing', async () => {
    const cartId = await cartWithSlot('2026-11-25'); // Wednesday (4) 18:00
    await infos(cartIds.hamper, { QTY_MULT: '1', MAXACQ: '10', DAY_LOCK: '4' });
    const locked = await add(cartIds.hamper, 1);
    refused(locked, 'error.timeslot.lockDay');
    expect(errorTexts(locked)[0]).toMatch(/^Cesto Natalizio.*: Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato/);
    expect(await lines(cartId)).toEqual([]);

    // Wednesday's slots close at 10:00 on Tuesday: it is Tuesday 10:30, the slot chosen again
    await infos(cartIds.hamper, { QTY_MULT: '1', MAXACQ: '10', PRODUCT_LOCK_CUTOFF: '4-10:00' });
    vi.setSystemTime(new Date('2026-11-24T09:30:00Z'));
    mario = await customer(app, database.db, DEMO_USERS.mario); // a day later: a new session
    await cartWithSlot('2026-11-25');
    const late = await add(cartIds.hamper, 1);
    refused(late, 'error.timeslot.lockCutoff');
    expect(errorTexts(late)[0]).toMatch(
      /^Cesto Natalizio.*: Per la fascia oraria scelta andava ordinato entro le 10:00 del giorno prima\./,
    );
    expect(await lines(cartId)).toEqual([]);
    // on Monday, before the cutoff, it comes in
    vi.setSystemTime(MONDAY);
    mario = await customer(app, database.db, DEMO_USERS.mario);
    await cartWithSlot('2026-11-25');
    okData(await add(cartIds.hamper, 1));
    expect(await lines(cartId)).toHaveLength(1);
  });

  it('a line whose cutoff passes is marked in the cart, and prepare and buy refuse the cart with the reason', async () => {
    // Tuesday's (3) slots close at 12:00 on Monday
    await infos(cartIds.hamper, { QTY_MULT: '1', MAXACQ: '10', PRODUCT_LOCK_CUTOFF: '3-12:00' });
    await cartWithSlot('2026-11-24');
    const before = okData(await add(cartIds.hamper, 3));
    expect(before.cartItems[0].slotRestriction).toBeUndefined();

    vi.setSystemTime(new Date('2026-11-23T11:30:00Z')); // Monday 12:30
    const view = okData(await mario.client.get('/ebsn/api/cart/view'));
    expect(view.cartItems[0].slotRestriction).toEqual({
      reason: 'lockCutoff',
      code: 'error.timeslot.lockCutoff',
      message: 'Per la fascia oraria scelta andava ordinato entro le 12:00 del giorno prima.',
    });
    const prepared = await mario.client.postJson('/ebsn/api/checkout/prepare', {});
    refused(prepared, 'error.checkout.timeslotRestriction');
    expect(errorTexts(prepared)[0]).toMatch(
      /Cesto Natalizio.*: Per la fascia oraria scelta andava ordinato entro le 12:00 del giorno prima\./,
    );
    const bought = await mario.client.postJson('/ebsn/api/checkout/buy', { checkout_key: `slot-restriction-key-${++keys}` });
    refused(bought, 'error.checkout.timeslotRestriction');
    expect(errorTexts(bought)).toEqual(errorTexts(prepared));
    expect(await database.db.select().from(customerOrder)).toEqual([]);
  });

  it('buy refuses a cart whose product became locked for the chosen day after it was added', async () => {
    await cartWithSlot('2026-11-25');
    okData(await add(cartIds.hamper, 3));
    await infos(cartIds.hamper, { QTY_MULT: '1', MAXACQ: '10', DAY_LOCK: '4' }); // Wednesdays
    const bought = await mario.client.postJson('/ebsn/api/checkout/buy', { checkout_key: `slot-restriction-key-${++keys}` });
    refused(bought, 'error.checkout.timeslotRestriction');
    expect(errorTexts(bought)[0]).toMatch(/Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato/);
    expect(await database.db.select().from(customerOrder)).toEqual([]);
  });
});
