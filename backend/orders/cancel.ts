// Cancelling an order (account.md §2 Orders: "modified or cancelled until picked up for
// preparation"): order/delete by its customer, and the sweep of orders whose payment never came
// (./unpaid.ts). Both run the same steps under the order's row lock: status 10, the payments still
// open closed as failed, an authorised amount released (the provider's hold is voided, recorded as
// 'refunded'), its gift codes usable again, its meal tickets back to their account, and the order's unit of its slot given back under the
// slot's row lock.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { giveBackGiftCodes } from '../cart/gift-codes';
import { giveBackTickets } from '../meal-tickets/tickets';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { customerOrder, payment, timeslotDay } from '../db/schema';
import { isChangeable, ORDER_STATUS } from '../../domain/orders';
import { pastCutoff } from './cutoff';
import { sendOrderCancelled } from './mails';
import { shopNow } from '../clock';
import { refuse } from '../ebsn/refusal';
import { ORDER_REFUSALS } from './messages';

export type OrderRow = typeof customerOrder.$inferSelect;

/** The order's cancellation, inside a transaction that holds the order's row lock. */
export async function closeOrder(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  await tx.update(customerOrder).set({ orderStatusId: ORDER_STATUS.cancelled, updatedAt: now }).where(eq(customerOrder.id, order.id));
  await tx
    .update(payment)
    .set({ status: 'failed', settledAt: now })
    .where(and(eq(payment.orderId, order.id), sql`${payment.status} in ('requires_action', 'requires_confirmation')`));
  await tx
    .update(payment)
    .set({ status: 'refunded', settledAt: now })
    .where(and(eq(payment.orderId, order.id), eq(payment.status, 'succeeded')));
  await giveBackGiftCodes(tx, order.id);
  await giveBackTickets(tx, order.id, now);
  const slotDay = and(eq(timeslotDay.timeslotId, order.timeslotId), eq(timeslotDay.slotDate, order.timeslotDate));
  await tx.select().from(timeslotDay).where(slotDay).for('update');
  await tx
    .update(timeslotDay)
    .set({ taken: sql`greatest(${timeslotDay.taken} - 1, 0)` })
    .where(slotDay);
}

/** The customer's own order, under its row lock (another customer's reads as none). */
export async function lockOwnOrder(tx: Tx, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(customerOrder)
    .where(and(eq(customerOrder.id, orderId), eq(customerOrder.userId, userId)))
    .for('update')
    .limit(1);
  return order;
}

export type CancelOutcome = { ok: true; order: OrderRow };

/** order/delete: the customer's own order, cancelled while the shop has not started preparing it. */
export async function cancelOrder(
  db: Database,
  userId: number,
  orderId: number,
  config: Pick<AppConfig, 'shopUrl'>,
  now: Date = shopNow(),
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) refuse(ORDER_REFUSALS.notFound);
    // past its slot's cutoff the shop is preparing it, whether or not the cutoff job has run yet
    if (!isChangeable(order.orderStatusId) || (await pastCutoff(tx, order, now))) refuse(ORDER_REFUSALS.notCancellable);
    await closeOrder(tx, order, now);
    await sendOrderCancelled(tx, config, order, false);
    return { ok: true, order: { ...order, orderStatusId: ORDER_STATUS.cancelled } };
  });
}
