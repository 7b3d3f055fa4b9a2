// What happens to an order paid online whose payment did not succeed (shopping.md §4: "the order is
// auto-cancelled soon unless retried; a retry option is offered"): order/payment opens a new attempt
// for it, and a sweep cancels the orders still unpaid PAYMENT_RETRY_MINUTES after they were made,
// giving their slot's unit back. Each runs under the order's row lock, so a payment settling while
// the sweep looks at its order is seen by one or the other, never half.
import { and, eq, lt } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { customerOrder } from '../db/schema';
import type { Deps } from '../ebsn/context';
import { ORDER_STATUS } from '../../domain/orders';
import { openPayment, openPaymentOf, type PaymentRow } from '../payments/provider';
import { closeOrder, lockOwnOrder } from './cancel';
import { sendOrderCancelled } from './mails';
import { shopNow } from '../clock';
import { refuse } from '../ebsn/refusal';
import { ORDER_REFUSALS } from './messages';

export type PayAgainOutcome = { ok: true; payment: PaymentRow };

/** order/payment: the customer's unpaid order gets a payment to finish (the one still open, or a new one). */
export async function payAgain(db: Database, userId: number, orderId: number): Promise<PayAgainOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) refuse(ORDER_REFUSALS.notFound);
    if (order.orderStatusId !== ORDER_STATUS.validatingPayment) refuse(ORDER_REFUSALS.notPayable);
    const open = await openPaymentOf(tx, order.id);
    return { ok: true, payment: open ?? (await openPayment(tx, { id: order.id, userId, amountCents: order.preAuthorisedCents })) };
  });
}

/**
 * Cancels the orders waiting for their payment for more than `minutes` (made, or modified and asking
 * for a new payment, that long ago): status 10, the slot's unit given back, any payment still open
 * closed as failed. Answers how many.
 */
export async function cancelUnpaidOrders(
  db: Database,
  minutes: number,
  config: Pick<AppConfig, 'shopUrl'>,
  now: Date = shopNow(),
): Promise<number> {
  const before = new Date(now.getTime() - minutes * 60_000);
  const due = await db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(and(eq(customerOrder.orderStatusId, ORDER_STATUS.validatingPayment), lt(customerOrder.updatedAt, before)));
  let cancelled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(customerOrder).where(eq(customerOrder.id, id)).for('update').limit(1);
      // paid (or cancelled) while we looked: nothing to do
      if (!order || order.orderStatusId !== ORDER_STATUS.validatingPayment) return false;
      await closeOrder(tx, order, now);
      await sendOrderCancelled(tx, config, order, true);
      return true;
    });
    if (done) cancelled++;
  }
  return cancelled;
}

/** The backend's periodic sweep of unpaid orders (every minute); returns its stop. */
export function startUnpaidOrderSweep(
  deps: Deps & { config: Pick<AppConfig, 'paymentRetryMinutes' | 'shopUrl'> },
  everyMs = 60_000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cancelUnpaidOrders(deps.db, deps.config.paymentRetryMinutes, deps.config)
      .then((n) => n && deps.log.info({ orders: n }, 'unpaid orders cancelled'))
      .catch((err) => deps.log.warn({ err }, 'unpaid order sweep failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
