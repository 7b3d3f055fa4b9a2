// GET /ebsn/api/timeslot/list and /timeslot/select (shopping.md §7; decision 014 "Time slots").
// The session decides the cart: a shopper only ever reads and changes the slot of their own.
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { cartOfSession, type CartRow } from '../cart/carts';
import { cartView } from '../cart/view';
import { slotHold } from '../db/schema';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, ok, type Message } from '../ebsn/envelope';
import { intParam, lenientFlagParam, single, validQuery } from '../ebsn/validation';
import { MAX_ID } from '../limits';
import { timeslotDays, type TimeslotDayWire } from '../slots/calendar';
import { selectSlot, SLOT_REFUSALS, type SlotRefusal } from '../slots/select';
import { vouchedClientAddress } from '../accounts/client-address';
import { requestOrigin } from '../ebsn/origin';
import { isIsoDate, shopDate } from '../../domain/timeslots';
import { shopNow } from '../clock';

// flags as live clients send them; an unknown value is the default, as for the catalogue's flags
const listQuery = z.object({
  'show-closed': lenientFlagParam,
  // our lockers' capacity is their compartments per slot, counted like any slot's: accepted, no effect
  'check-locker': lenientFlagParam,
});

const selectQuery = z.object({
  sel_date: single(z.string().trim().refine(isIsoDate, 'deve essere una data nel formato AAAA-MM-GG')).pipe(z.string()),
  timeslot_id: intParam(1, MAX_ID).pipe(z.number()),
});

/** Warnings above the grid when the cart's products restrict some slots (spec §8). */
const RESTRICTION_WARNINGS: Array<{ flag: 'underLeadTime' | 'underLockCutoff' | 'underLockDay'; message: Message }> = [
  {
    flag: 'underLeadTime',
    message: {
      code: 'warning.timeslot.leadTime',
      warning: 'Alcuni prodotti nel carrello richiedono un tempo di preparazione: le fasce orarie più vicine non sono disponibili.',
    },
  },
  {
    flag: 'underLockCutoff',
    message: {
      code: 'warning.timeslot.lockCutoff',
      warning: 'Alcuni prodotti nel carrello vanno ordinati entro il giorno precedente: alcune fasce orarie non sono più disponibili.',
    },
  },
  {
    flag: 'underLockDay',
    message: {
      code: 'warning.timeslot.lockDay',
      warning: 'Alcuni prodotti nel carrello non sono disponibili in alcuni giorni o fasce orarie.',
    },
  },
];

function warningsOf(days: TimeslotDayWire[]): Message[] {
  return RESTRICTION_WARNINGS.filter(({ flag }) => days.some((d) => d.timeslots.some((t) => t[flag]))).map((w) => w.message);
}

export function slotRoutes(deps: Deps) {
  const { db, config } = deps;

  /** the session's cart, or the refusal a shopper without one gets */
  async function sessionCart(c: Context<AppEnv>): Promise<CartRow | SlotRefusal> {
    const row = await cartOfSession(db, c.get('session'), { anonymousCart: config.anonymousCart, create: false });
    if (!row) return SLOT_REFUSALS.notLogged;
    if (row.warehouseId === null || row.deliveryServiceId === null) return SLOT_REFUSALS.noAddress;
    return row;
  }

  return new Hono<AppEnv>()
    .get('/timeslot/list', validQuery(listQuery), async (c) => {
      const query = c.req.valid('query');
      const found = await sessionCart(c);
      if ('code' in found) return fail(c, found);
      const now = shopNow();
      // a read: looking at slots does not renew the hold (slots/holds.ts HOLD_MOVES)
      const row = found;
      const days = await timeslotDays(db, row, { now, showClosed: query['show-closed'] ?? false });
      const [hold] = row.timeslotDate
        ? await db.select({ expiresAt: slotHold.expiresAt }).from(slotHold).where(eq(slotHold.cartId, row.id)).limit(1)
        : [];
      // today: the shop's day, as its clock says (decision 042), for the storefront's "OGGI"
      return ok(
        c,
        { days, today: shopDate(now), ...(hold && hold.expiresAt > now ? { holdExpiresAt: hold.expiresAt.toISOString() } : {}) },
        { warnings: warningsOf(days) },
      );
    })
    .get('/timeslot/select', validQuery(selectQuery), async (c) => {
      const { sel_date: date, timeslot_id: timeslotId } = c.req.valid('query');
      const found = await sessionCart(c);
      if ('code' in found) return fail(c, found);
      const outcome = await selectSlot(
        db,
        found.id,
        { date, timeslotId },
        { ...config, clientAddress: vouchedClientAddress(requestOrigin(c), config) },
      );
      if (!outcome.ok) return fail(c, outcome.refusal);
      const row = (await cartOfSession(db, c.get('session'), { anonymousCart: config.anonymousCart, create: false }))!;
      return ok(c, await cartView(db, row, { config }));
    });
}
