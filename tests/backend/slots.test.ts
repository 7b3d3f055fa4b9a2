// timeslot/list and timeslot/select (decision 014 "Time slots"): days and statuses, holds taken,
// moved, renewed and expired, restrictions of the cart's products, isolation and bad input.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../backend/app';
import { cart, cartItem, product, slotHold, timeslotDay } from '../../backend/db/schema';
import { cartSlot } from '../../backend/slots/cart-slot';
import { MAX_SLOT_HOLDS_PER_CLIENT_ADDRESS, renewSlotHold } from '../../backend/slots/holds';
import { testApp } from './helpers/app';
import { insertOrder } from './helpers/orders';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { ids, insertFixtures } from './helpers/fixtures';
import {
  cartRow,
  customer,
  get,
  holdsOn,
  insertCalendar,
  NOW,
  select,
  slotDay,
  slotIds,
  STOREFRONT_KEY,
  type Customer,
} from './helpers/slots';
import { ORDER_STATUS } from '../../domain/orders';

const MINUTE = 60_000;
const codes = (a: { body: any }): string[] => (a.body?.response?.errors ?? []).map((e: { code: string }) => e.code);
const texts = (a: { body: any }): string[] => a.body?.response?.errorsMessage ?? [];

describe.each(backendKinds)('time slots (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let n = 0;
  const fresh = (bound = true) => customer(database.db, `cliente${++n}@example.com`, bound);
  const holdsOf = (cartId: number) => database.db.select().from(slotHold).where(eq(slotHold.cartId, cartId));
  const list = (who: Customer, query = '') => get(app, `/ebsn/api/timeslot/list${query}`, who.token);
  const slotOf = (body: any, date: string, id: number) =>
    body.data.days.find((d: any) => d.dateIso === date)?.timeslots.find((t: any) => t.timeslotId === id);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    await insertCalendar(database.db);
    app = testApp(database.db, { slotHoldMinutes: 30 });
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('timeslot/list', () => {
    it('answers the days from today (Rome) with their slots, the closed day and past slots left out', async () => {
      const who = await fresh();
      const { status, body } = await list(who);
      expect(status).toBe(200);
      expect(body.response.status).toBe(0);
      expect(body.user.userId).toBe(who.userId);
      const dates = body.data.days.map((d: any) => d.dateIso);
      // 7 days from Monday 23, Thursday 26 closed
      expect(dates).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-28', '2026-11-29']);
      // today at 10:30: the 09-11 slot has begun and is left out
      expect(body.data.days[0].timeslots.map((t: any) => t.timeslotId)).toEqual([slotIds.afternoon, slotIds.evening]);
      // Sunday 29: no evening slot
      expect(body.data.days[5].timeslots.map((t: any) => t.timeslotId)).toEqual([slotIds.morning, slotIds.afternoon]);
      expect(body.data.days[1]).toEqual({
        dateIso: '2026-11-24',
        selected: false,
        timeslots: [
          {
            timeslotId: slotIds.morning,
            name: '09:00 - 11:00',
            beginTime: '09:00',
            endTime: '11:00',
            status: 'empty',
            active: 1,
            selected: false,
            deliveryDayPeriodId: 4,
            underLeadTime: false,
            underLockDay: false,
            underLockCutoff: false,
          },
          expect.objectContaining({ timeslotId: slotIds.afternoon, name: '14:00 - 16:00', deliveryDayPeriodId: 5, active: 1 }),
          expect.objectContaining({ timeslotId: slotIds.evening, name: '18:00 - 20:00', deliveryDayPeriodId: 3, active: 1 }),
        ],
      });
      expect(body.data.holdExpiresAt).toBeUndefined();
      expect(body.response.warnings).toEqual([]);
    });

    it('with show-closed lists the closed day and the past slots, not selectable', async () => {
      const who = await fresh();
      const { body } = await list(who, '?show-closed=true&check-locker=false');
      expect(body.data.days.map((d: any) => d.dateIso)).toContain('2026-11-26');
      const thursday = body.data.days.find((d: any) => d.dateIso === '2026-11-26');
      expect(thursday.timeslots.length).toBe(3);
      expect(thursday.timeslots.every((t: any) => t.active === 0)).toBe(true);
      const pastMorning = slotOf(body, '2026-11-23', slotIds.morning);
      expect(pastMorning).toMatchObject({ active: 0 });
    });

    it("shows orders and other carts' holds as almost full and full", async () => {
      await database.db.insert(timeslotDay).values([
        { timeslotId: slotIds.morning, slotDate: '2026-11-25', taken: 7 }, // 3 of 10 left: almost full
        { timeslotId: slotIds.afternoon, slotDate: '2026-11-25', taken: 6 }, // 4 left
      ]);
      const other = await fresh();
      expect((await select(app, other, '2026-11-25', slotIds.evening)).body.response.status).toBe(0);
      const who = await fresh();
      expect((await select(app, who, '2026-11-25', slotIds.evening)).body.response.status).toBe(0);
      const third = await fresh();
      const { body } = await list(third);
      expect(slotOf(body, '2026-11-25', slotIds.morning)).toMatchObject({ status: 'intermediate', active: 1 });
      expect(slotOf(body, '2026-11-25', slotIds.afternoon)).toMatchObject({ status: 'empty', active: 1 });
      expect(slotOf(body, '2026-11-25', slotIds.evening)).toMatchObject({ status: 'full', active: 0 });
      // the cart holding the evening slot sees it as its own: selected, and not full for it
      const mine = (await list(who)).body;
      expect(slotOf(mine, '2026-11-25', slotIds.evening)).toMatchObject({ selected: true, active: 1, status: 'empty' }); // 1 of 2 taken by others
      expect(mine.data.days.find((d: any) => d.dateIso === '2026-11-25').selected).toBe(true);
      expect(mine.data.holdExpiresAt).toBe(new Date(NOW.getTime() + 30 * MINUTE).toISOString());
    });

    it('answers a guest with user -1 and a cart without an address with error.cart.noAddress', async () => {
      const guest = await get(app, '/ebsn/api/timeslot/list');
      expect(guest.body.user.userId).toBe(-1);
      expect(codes(guest)).toEqual(['error.cart.notLogged']);
      const unbound = await fresh(false);
      const answer = await list(unbound);
      expect(answer.status).toBe(200);
      expect(answer.body.response.status).toBe(1);
      expect(codes(answer)).toEqual(['error.cart.noAddress']);
      expect(texts(answer)[0]).toMatch(/indirizzo/);
      expect(codes(await select(app, unbound, '2026-11-24', slotIds.morning))).toEqual(['error.cart.noAddress']);
    });
  });

  describe('timeslot/select', () => {
    it('takes a unit for the cart and answers the cart with its slot and the hold expiry', async () => {
      const who = await fresh();
      const { status, body } = await select(app, who, '2026-11-24', slotIds.afternoon);
      expect(status).toBe(200);
      expect(body.response.status).toBe(0);
      expect(body.data.cartId).toBe(who.cartId);
      expect(body.data.timeslot).toEqual({
        date: '2026-11-24',
        timeslotId: slotIds.afternoon,
        beginTime: '14:00',
        endTime: '16:00',
        name: '14:00 - 16:00',
        autoAssigned: false,
        holdExpiresAt: new Date(NOW.getTime() + 30 * MINUTE).toISOString(),
      });
      const row = await cartRow(database.db, who.cartId);
      expect([row.timeslotDate, row.timeslotId]).toEqual(['2026-11-24', slotIds.afternoon]);
      expect(await holdsOf(who.cartId)).toHaveLength(1);
    });

    it('moves the hold on a new choice: the previous unit is given back', async () => {
      const who = await fresh();
      await select(app, who, '2026-11-27', slotIds.evening);
      expect((await select(app, who, '2026-11-28', slotIds.morning)).body.response.status).toBe(0);
      const holds = await holdsOf(who.cartId);
      expect(holds.map((h) => [h.slotDate, h.timeslotId])).toEqual([['2026-11-28', slotIds.morning]]);
      const left = await database.db
        .select()
        .from(slotHold)
        .where(and(eq(slotHold.slotDate, '2026-11-27'), eq(slotHold.timeslotId, slotIds.evening)));
      expect(left).toEqual([]);
      // the same slot again keeps one hold
      await select(app, who, '2026-11-28', slotIds.morning);
      expect(await holdsOf(who.cartId)).toHaveLength(1);
    });

    it('refuses a full slot with the spec-style message', async () => {
      const [a, b, c] = [await fresh(), await fresh(), await fresh()];
      expect((await select(app, a, '2026-11-28', slotIds.evening)).body.response.status).toBe(0);
      expect((await select(app, b, '2026-11-28', slotIds.evening)).body.response.status).toBe(0);
      const refused = await select(app, c, '2026-11-28', slotIds.evening);
      expect(refused.status).toBe(200);
      expect(codes(refused)).toEqual(['error.timeslot.full']);
      expect(texts(refused)).toEqual(["La fascia oraria scelta non è più disponibile, scegline un'altra."]);
      expect(refused.body.data).toBeNull();
      expect((await cartRow(database.db, c.cartId)).timeslotId).toBeNull();
      expect(await holdsOf(c.cartId)).toEqual([]);
    });

    it('POST /dev/timeslot/fill books a slot out as orders would: listed full, refused; 400 on a bad body, 404 in production', async () => {
      const who = await fresh();
      const fill = (target: App, body: unknown) =>
        target.request('/dev/timeslot/fill', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect(slotOf((await list(who)).body, '2026-11-29', slotIds.afternoon)).toMatchObject({ active: 1 });
      expect((await fill(app, { timeslotId: slotIds.afternoon, date: '2026-11-29' })).status).toBe(200);
      expect(slotOf((await list(who)).body, '2026-11-29', slotIds.afternoon)).toMatchObject({ status: 'full', active: 0 });
      expect(codes(await select(app, who, '2026-11-29', slotIds.afternoon))).toEqual(['error.timeslot.full']);
      expect((await fill(app, { timeslotId: 999_999, date: '2026-11-29' })).status).toBe(404);
      for (const bad of [{}, { timeslotId: 'x', date: '2026-11-29' }, { timeslotId: slotIds.morning, date: 'domani' }]) {
        expect((await fill(app, bad)).status, JSON.stringify(bad)).toBe(400);
      }
      const production = testApp(database.db, { production: true });
      expect((await fill(production, { timeslotId: slotIds.morning, date: '2026-11-29' })).status).toBe(404);
      expect(slotOf((await list(who)).body, '2026-11-29', slotIds.morning)).toMatchObject({ active: 1 });
    });

    it('refuses past, closed, unknown and out-of-calendar slots', async () => {
      const who = await fresh();
      expect(codes(await select(app, who, '2026-11-23', slotIds.morning))).toEqual(['error.timeslot.past']);
      expect(codes(await select(app, who, '2026-11-22', slotIds.afternoon))).toEqual(['error.timeslot.past']);
      expect(codes(await select(app, who, '2026-11-26', slotIds.afternoon))).toEqual(['error.timeslot.closed']);
      expect(codes(await select(app, who, '2026-11-29', slotIds.evening))).toEqual(['error.timeslot.closed']); // no Sunday evening
      expect(codes(await select(app, who, '2026-11-30', slotIds.afternoon))).toEqual(['error.timeslot.closed']); // day 8
      expect(codes(await select(app, who, '2026-11-24', 999))).toEqual(['error.timeslot.closed']);
      expect(await holdsOf(who.cartId)).toEqual([]);
    });

    it('refuses a cart locked for payment (status 7)', async () => {
      const who = await fresh();
      await database.db.update(cart).set({ cartStatusId: 7 }).where(eq(cart.id, who.cartId));
      expect(codes(await select(app, who, '2026-11-24', slotIds.morning))).toEqual(['error.cart.locked']);
    });

    it("refuses slots the cart's products restrict, and the list flags them with a warning", async () => {
      await database.db
        .update(product)
        .set({ infos: { LEAD_TIME: '48' } })
        .where(eq(product.id, ids.fiordilatte));
      await database.db
        .update(product)
        .set({ infos: { DAY_LOCK: '3, 5_4' } })
        .where(eq(product.id, ids.mozzLight)); // Tuesday; Thursday morning
      await database.db
        .update(product)
        .set({ infos: { PRODUCT_LOCK_CUTOFF: '4-10:00' } })
        .where(eq(product.id, ids.latteBio)); // Wednesday by Tuesday 10:00

      const lead = await fresh();
      await database.db.insert(cartItem).values({ cartId: lead.cartId, productId: ids.fiordilatte, quantity: 1 });
      const refused = await select(app, lead, '2026-11-25', slotIds.morning); // Wednesday 09:00: 46.5 h away
      expect(codes(refused)).toEqual(['error.timeslot.leadTime']);
      expect(texts(refused)[0]).toMatch(/^Alcuni prodotti nel carrello/);
      expect((await select(app, lead, '2026-11-25', slotIds.afternoon)).body.response.status).toBe(0); // 51.5 h
      const leadList = (await list(lead)).body;
      expect(slotOf(leadList, '2026-11-25', slotIds.morning)).toMatchObject({ underLeadTime: true, active: 0 });
      expect(slotOf(leadList, '2026-11-25', slotIds.afternoon)).toMatchObject({ underLeadTime: false, active: 1, selected: true });
      expect(leadList.response.warnings.map((w: any) => w.code)).toEqual(['warning.timeslot.leadTime']);

      const locked = await fresh();
      await database.db.insert(cartItem).values({ cartId: locked.cartId, productId: ids.mozzLight, quantity: 2 });
      const tuesday = await select(app, locked, '2026-11-24', slotIds.afternoon);
      expect(codes(tuesday)).toEqual(['error.timeslot.lockDay']);
      expect(texts(tuesday)).toEqual(['Alcuni prodotti nel carrello non sono disponibili per la fascia oraria scelta']);
      expect(codes(await select(app, locked, '2026-11-27', slotIds.morning))).toEqual([]); // Friday
      const lockedList = (await list(locked)).body;
      expect(slotOf(lockedList, '2026-11-24', slotIds.morning)).toMatchObject({ underLockDay: true, active: 0 });
      expect(slotOf(lockedList, '2026-11-25', slotIds.morning)).toMatchObject({ underLockDay: false, active: 1 });

      const cutoff = await fresh();
      await database.db.insert(cartItem).values({ cartId: cutoff.cartId, productId: ids.latteBio, quantity: 1 });
      // Monday 10:30: Wednesday's slots are open until Tuesday 10:00
      expect((await select(app, cutoff, '2026-11-25', slotIds.morning)).body.response.status).toBe(0);
      vi.setSystemTime(new Date('2026-11-24T09:00:00Z')); // Tuesday 10:00
      expect(codes(await select(app, cutoff, '2026-11-25', slotIds.afternoon))).toEqual(['error.timeslot.lockCutoff']);
      const cutoffList = (await list(cutoff)).body;
      expect(slotOf(cutoffList, '2026-11-25', slotIds.afternoon)).toMatchObject({ underLockCutoff: true, active: 0 });
      expect(slotOf(cutoffList, '2026-11-27', slotIds.afternoon)).toMatchObject({ underLockCutoff: false, active: 1 });
    });

    it('answers 400 with an Italian message to bad input', async () => {
      const who = await fresh();
      for (const query of [
        'sel_date=domani&timeslot_id=1',
        'sel_date=2026-02-30&timeslot_id=1',
        'sel_date=2026-11-24',
        'sel_date=2026-11-24&timeslot_id=abc',
        'sel_date=2026-11-24&timeslot_id=0',
        'timeslot_id=1',
        '',
      ]) {
        const answer = await get(app, `/ebsn/api/timeslot/select?${query}`, who.token);
        expect(answer.status, query).toBe(400);
        expect(answer.body.response.status, query).toBe(1);
        expect(texts(answer)[0], query).toMatch(/^Il parametro "(sel_date|timeslot_id)"/);
        expect(codes(answer), query).toContain('error.validation');
      }
      // an unknown flag value is the default (ebsn-wire.md: only what cannot be understood is refused)
      const oddFlag = await get(app, '/ebsn/api/timeslot/list?show-closed=forse', who.token);
      expect(oddFlag.status).toBe(200);
      expect(oddFlag.body.data.days.map((d: any) => d.dateIso)).not.toContain('2026-11-26');
    });
  });

  describe('holds over time', () => {
    it('renews a hold on a move toward a checkout only: a look at the slots or the cart leaves it', async () => {
      const who = await fresh();
      await select(app, who, '2026-11-27', slotIds.afternoon);
      const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE).toISOString();
      vi.setSystemTime(new Date(NOW.getTime() + 20 * MINUTE));
      expect((await list(who)).body.data.holdExpiresAt).toBe(at(30));
      expect((await get(app, '/ebsn/api/cart/view', who.token)).body.data.timeslot.holdExpiresAt).toBe(at(30));
      expect(await renewSlotHold(database.db, who.cartId, { slotHoldMinutes: 30 })).toBe('renewed');
      expect((await holdsOf(who.cartId))[0]!.expiresAt.toISOString()).toBe(at(50));
      // nobody moved it since: past its time the place is free, the cart keeps its choice without it
      vi.setSystemTime(new Date(NOW.getTime() + 51 * MINUTE));
      const view = await get(app, '/ebsn/api/cart/view', who.token);
      expect(view.body.data.timeslot).toMatchObject({ date: '2026-11-27', timeslotId: slotIds.afternoon });
      expect(view.body.data.timeslot.holdExpiresAt).toBeUndefined();
      expect((await list(who)).body.data.holdExpiresAt).toBeUndefined();
      expect((await holdsOf(who.cartId))[0]!.expiresAt.toISOString()).toBe(at(50));
      // the next move takes a unit again
      expect(await renewSlotHold(database.db, who.cartId, { slotHoldMinutes: 30 })).toBe('retaken');
      expect((await holdsOf(who.cartId))[0]!.expiresAt.toISOString()).toBe(at(81));
    });

    it('leaves a hold renewed under a minute ago as it is, unless the cart was emptied', async () => {
      const who = await fresh();
      await select(app, who, '2026-11-27', slotIds.afternoon);
      const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();
      const expiry = async () => (await holdsOf(who.cartId))[0]?.expiresAt.toISOString();
      expect(await expiry()).toBe(at(30 * 60));
      // the next add a few seconds later: the hold stays as the choice left it
      vi.setSystemTime(new Date(NOW.getTime() + 50_000));
      expect(await renewSlotHold(database.db, who.cartId, { slotHoldMinutes: 30 })).toBe('renewed');
      expect(await expiry()).toBe(at(30 * 60));
      // over a minute since it was renewed: renewed in full, from now
      vi.setSystemTime(new Date(NOW.getTime() + 61_000));
      expect(await renewSlotHold(database.db, who.cartId, { slotHoldMinutes: 30 })).toBe('renewed');
      expect(await expiry()).toBe(at(61 + 30 * 60));
      // emptied a moment later: the unit is given back at once, minute or not
      vi.setSystemTime(new Date(NOW.getTime() + 70_000));
      await database.db.delete(cartItem).where(eq(cartItem.cartId, who.cartId));
      await renewSlotHold(database.db, who.cartId, { slotHoldMinutes: 30 });
      expect(await holdsOf(who.cartId)).toEqual([]);
    });

    it('an expired hold no longer counts; its cart takes the unit again on its next move, or loses the slot when it is gone', async () => {
      const [a, b, c] = [await fresh(), await fresh(), await fresh()];
      expect((await select(app, a, '2026-11-24', slotIds.evening)).body.response.status).toBe(0);
      expect((await select(app, b, '2026-11-24', slotIds.evening)).body.response.status).toBe(0);
      // full for c while both holds live
      expect(codes(await select(app, c, '2026-11-24', slotIds.evening))).toEqual(['error.timeslot.full']);

      vi.setSystemTime(new Date(NOW.getTime() + 31 * MINUTE));
      // a's and b's holds have expired: c gets a unit
      expect((await select(app, c, '2026-11-24', slotIds.evening)).body.response.status).toBe(0);
      // a looks at the cart: one unit is left, a keeps the slot, holding nothing until it moves
      const seen = (await cartSlot(database.db, await cartRow(database.db, a.cartId)))?.timeslot;
      expect(seen).toMatchObject({ date: '2026-11-24', timeslotId: slotIds.evening, beginTime: '18:00' });
      expect(seen?.holdExpiresAt).toBeUndefined();
      // a moves first: it takes the last unit again
      const later = new Date(NOW.getTime() + 31 * MINUTE);
      expect(await renewSlotHold(database.db, a.cartId, { slotHoldMinutes: 30 })).toBe('retaken');
      const again = (await cartSlot(database.db, await cartRow(database.db, a.cartId)))?.timeslot;
      expect(again?.holdExpiresAt).toBe(new Date(later.getTime() + 30 * MINUTE).toISOString());
      // b comes back to a full slot: the cart's slot is cleared, the shopper chooses again
      expect(await cartSlot(database.db, await cartRow(database.db, b.cartId))).toBeUndefined();
      const row = await cartRow(database.db, b.cartId);
      expect([row.timeslotDate, row.timeslotId]).toEqual([null, null]);
      const live = await database.db
        .select()
        .from(slotHold)
        .where(and(eq(slotHold.slotDate, '2026-11-24'), eq(slotHold.timeslotId, slotIds.evening), gt(slotHold.expiresAt, later)));
      expect(live.map((h) => h.cartId).sort()).toEqual([a.cartId, c.cartId].sort());
    });

    it('six new accounts can no longer fill a six-place slot (issue 26)', async () => {
      const date = '2026-11-28';
      await slotDay(database.db, slotIds.afternoon, date, { capacity: 6 });
      const onSlot = () => holdsOn(database.db, slotIds.afternoon, date);
      // six fresh accounts, not confirmed, empty carts: each may choose the slot, none holds a place
      for (let i = 0; i < 6; i++) {
        const throwaway = await customer(database.db, `usa-e-getta${i}@example.com`, true, false);
        expect((await select(app, throwaway, date, slotIds.afternoon)).body.response.status).toBe(0);
      }
      expect(await onSlot()).toEqual([]);
      // confirmed accounts with something in the cart, all from one address: a few hold, the rest do not
      const fromOne = testApp(database.db, { slotHoldMinutes: 30, storefrontKey: STOREFRONT_KEY });
      for (let i = 0; i < 6; i++) {
        const scripted = await fresh();
        expect((await select(fromOne, scripted, date, slotIds.afternoon, '203.0.113.9')).body.response.status).toBe(0);
      }
      expect(await onSlot()).toHaveLength(MAX_SLOT_HOLDS_PER_CLIENT_ADDRESS);
      // a real customer elsewhere still gets the slot and a place in it
      const real = await fresh();
      expect((await select(app, real, date, slotIds.afternoon)).body.data.timeslot.holdExpiresAt).toBeDefined();
      expect(await onSlot()).toHaveLength(MAX_SLOT_HOLDS_PER_CLIENT_ADDRESS + 1);
    });

    it("behind one shared address (a carrier's NAT), customers who received an order hold places beyond its share and are not counted in it", async () => {
      const date = '2026-11-29';
      await slotDay(database.db, slotIds.afternoon, date, { capacity: 20 });
      const shared = testApp(database.db, { slotHoldMinutes: 30, storefrontKey: STOREFRONT_KEY });
      const choose = (who: Customer) => select(shared, who, date, slotIds.afternoon, '198.51.100.7');
      const received = async (status: number) => {
        const who = await fresh();
        await insertOrder(database.db, { userId: who.userId, orderStatusId: status, timeslotDate: '2026-11-10' });
        return who;
      };
      // two customers whose orders were delivered (all, and in part) hold first, from the address
      const known = [await received(ORDER_STATUS.delivered), await received(ORDER_STATUS.partlyDelivered)];
      for (const who of known) expect((await choose(who)).body.response.status).toBe(0);
      // new accounts from the same address still have the address's whole share, and no more
      const newcomers = [await fresh(), await fresh(), await fresh(), await fresh()];
      for (const who of newcomers) expect((await choose(who)).body.response.status).toBe(0);
      // a cancelled order proves nothing: that account is a newcomer, beyond the share
      const cancelledOnly = await received(ORDER_STATUS.cancelled);
      expect((await choose(cancelledOnly)).body.response.status).toBe(0);
      // one more delivered customer, after the share is used up, still holds a place
      const third = await received(ORDER_STATUS.delivered);
      expect((await choose(third)).body.response.status).toBe(0);
      expect((await holdsOn(database.db, slotIds.afternoon, date)).map((h) => h.cartId).sort()).toEqual(
        [...known, ...newcomers.slice(0, MAX_SLOT_HOLDS_PER_CLIENT_ADDRESS), third].map((who) => who.cartId).sort(),
      );
    });

    it('renewSlotHold clears the slot of a cart whose expired unit was taken', async () => {
      const [a, b] = [await fresh(), await fresh()];
      await slotDay(database.db, slotIds.evening, '2026-11-27', { taken: 1 }); // one unit sold to an order
      expect((await select(app, a, '2026-11-27', slotIds.evening)).body.response.status).toBe(0);
      vi.setSystemTime(new Date(NOW.getTime() + 45 * MINUTE));
      expect((await select(app, b, '2026-11-27', slotIds.evening)).body.response.status).toBe(0);
      expect(await renewSlotHold(database.db, a.cartId, { slotHoldMinutes: 30 })).toBe('cleared');
      expect((await cartRow(database.db, a.cartId)).timeslotId).toBeNull();
      expect(await renewSlotHold(database.db, a.cartId, { slotHoldMinutes: 30 })).toBe('none');
    });

    it("a day's own capacity rules over its slot's: one place on a two-place evening", async () => {
      const [a, b] = [await fresh(), await fresh()];
      await slotDay(database.db, slotIds.evening, '2026-11-23', { capacity: 1 });
      expect((await select(app, a, '2026-11-23', slotIds.evening)).body.response.status).toBe(0);
      // a's hold lapses, b takes the day's one place: the slot's two would leave room for a, the day's one does not
      vi.setSystemTime(new Date(NOW.getTime() + 45 * MINUTE));
      expect((await select(app, b, '2026-11-23', slotIds.evening)).body.response.status).toBe(0);
      expect(await renewSlotHold(database.db, a.cartId, { slotHoldMinutes: 30 })).toBe('cleared');
      expect((await holdsOn(database.db, slotIds.evening, '2026-11-23')).map((h) => h.cartId)).toEqual([b.cartId]);
    });
  });

  describe('isolation', () => {
    it("a customer's calls read and change only the cart of their own session", async () => {
      const [mario, giulia] = [await fresh(), await fresh()];
      await select(app, mario, '2026-11-27', slotIds.morning);
      // a cart id in the query is not a way into someone else's cart
      const answer = await get(
        app,
        `/ebsn/api/timeslot/select?sel_date=2026-11-28&timeslot_id=${slotIds.afternoon}&cart_id=${mario.cartId}`,
        giulia.token,
      );
      expect(answer.body.data.cartId).toBe(giulia.cartId);
      expect((await holdsOf(mario.cartId)).map((h) => [h.slotDate, h.timeslotId])).toEqual([['2026-11-27', slotIds.morning]]);
      const marioRow = await cartRow(database.db, mario.cartId);
      expect([marioRow.timeslotDate, marioRow.timeslotId]).toEqual(['2026-11-27', slotIds.morning]);
      // each sees only their own choice as selected
      const giuliaList = (await list(giulia)).body;
      expect(slotOf(giuliaList, '2026-11-27', slotIds.morning).selected).toBe(false);
      expect(slotOf(giuliaList, '2026-11-28', slotIds.afternoon).selected).toBe(true);
      const marioList = (await list(mario)).body;
      expect(slotOf(marioList, '2026-11-28', slotIds.afternoon).selected).toBe(false);
      expect(marioList.data.holdExpiresAt).toBeDefined();
    });
  });
});
