// The cart's chosen slot as the wire answers it (cart.timeslot, docs/decisions/014-shopping-loop.md).
// Owned by the slots area: it knows the calendars that give a slot its times.
import { eq } from 'drizzle-orm';
import type { Tx, CartRow } from '../cart/carts';
import { slotHold } from '../db/schema';

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
 * The slot a cart has chosen, or undefined. Until the calendars exist (backend/slots, issue 8) no
 * slot can be chosen, so a cart without timeslot columns is the only case; the slots area replaces
 * the times below with its calendar's.
 */
export async function cartTimeslot(db: Tx, row: CartRow): Promise<CartTimeslot | undefined> {
  if (!row.timeslotDate || row.timeslotId === null) return undefined;
  const [hold] = await db.select({ expiresAt: slotHold.expiresAt }).from(slotHold).where(eq(slotHold.cartId, row.id)).limit(1);
  return {
    date: row.timeslotDate,
    timeslotId: row.timeslotId,
    beginTime: '',
    endTime: '',
    name: '',
    autoAssigned: false,
    ...(hold ? { holdExpiresAt: hold.expiresAt.toISOString() } : {}),
  };
}
