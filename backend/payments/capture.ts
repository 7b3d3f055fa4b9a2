// What becomes of an order's hold on the card once the shop is done with it (decision 053): the
// provider charges the final amount of what was authorised, never more, and lets the rest go; an
// order that hands nothing over has the whole hold released. Settled once: only an authorisation
// still standing ('succeeded') is touched, inside the transaction that holds the order's row lock.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { payment } from '../db/schema';
import { captureOf } from '../../domain/fulfilment';
import type { PaymentRow } from './provider';
import { orderTicketCents } from '../meal-tickets/tickets';

async function standingHold(tx: Tx, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payment)
    .where(and(eq(payment.orderId, orderId), eq(payment.purpose, 'order'), eq(payment.status, 'succeeded')))
    .for('update')
    .limit(1);
  return row;
}

/** The order handed over: its hold charged for `finalCents` at most, the difference released. */
export async function captureHold(tx: Tx, orderId: number, finalCents: number, now: Date): Promise<PaymentRow | undefined> {
  const held = await standingHold(tx, orderId);
  if (!held) return undefined;
  // the meal tickets the order took paid their part already (decision 060): the card owes the rest
  const cardCents = Math.max(0, finalCents - (await orderTicketCents(tx, orderId)));
  const { capturedCents, releasedCents } = captureOf(held.amountCents, cardCents);
  const [row] = await tx
    .update(payment)
    .set({ status: 'captured', capturedCents, releasedCents, capturedAt: now })
    .where(eq(payment.id, held.id))
    .returning();
  return row;
}

/** Nothing handed over: the whole hold released, nothing charged. */
export async function releaseHold(tx: Tx, orderId: number, now: Date): Promise<PaymentRow | undefined> {
  const held = await standingHold(tx, orderId);
  if (!held) return undefined;
  const [row] = await tx
    .update(payment)
    .set({ status: 'refunded', capturedCents: 0, releasedCents: held.amountCents, settledAt: now, capturedAt: now })
    .where(eq(payment.id, held.id))
    .returning();
  return row;
}
