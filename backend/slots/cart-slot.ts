// The cart's chosen slot as the wire answers it (cart.timeslot, docs/decisions/014-shopping-loop.md).
// Owned by the slots area: it knows the calendars that give a slot its times.
import type { Tx, CartRow } from '../cart/carts';
import type { SlotAt } from '../../domain/timeslots';
import { slotName } from './calendar';
import { shopNow } from '../clock';
import { ensureCartHold } from './holds';

export type CartTimeslot = {
  date: string;
  timeslotId: number;
  beginTime: string;
  endTime: string;
  name: string;
  autoAssigned: false;
  holdExpiresAt?: string;
};

/**
 * The slot a cart has chosen, or undefined: `timeslot` as the wire answers it (holdExpiresAt while
 * the cart holds a unit of it), and `at`, the slot as the products' restrictions read it
 * (restrictions.ts chosenSlot). A cart whose hold has lapsed keeps its slot while it has room (no
 * unit is taken on a read); when the slot has filled up meanwhile (or its orders have closed) the
 * cart loses it and this answers undefined: the shopper sees no slot and chooses again. `row` is not
 * changed: callers that go on using the cart's slot columns read the cart again.
 */
export async function cartSlot(
  db: Tx,
  row: CartRow,
  options: { now?: Date } = {},
): Promise<{ timeslot: CartTimeslot; at: SlotAt } | undefined> {
  if (!row.timeslotDate || row.timeslotId === null) return undefined;
  const now = options.now ?? shopNow();
  // the slot's row comes with the hold, in one statement
  const { cart: current, hold, slot } = await ensureCartHold(db, row, now);
  if (!current.timeslotDate || current.timeslotId === null || !slot) return undefined;
  return {
    timeslot: {
      date: current.timeslotDate,
      timeslotId: current.timeslotId,
      beginTime: slot.beginTime,
      endTime: slot.endTime,
      name: slotName(slot),
      autoAssigned: false,
      ...(hold && hold.expiresAt > now ? { holdExpiresAt: hold.expiresAt.toISOString() } : {}),
    },
    at: { date: current.timeslotDate, beginTime: slot.beginTime, deliveryDayPeriodId: slot.deliveryDayPeriodId },
  };
}
