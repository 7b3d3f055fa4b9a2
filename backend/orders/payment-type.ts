// Changing how a placed order is paid (account.md §2 Orders "change payment type", §7
// order/modify-payment-type; decision 025): until the shop starts preparing it, the customer may pay
// by card instead of at handover, or the other way round, or with a saved card. Under the order's row
// lock, the old way is let go (an authorised amount released, a payment still open closed) and the
// new one asked: a saved card is charged at once, a card on the provider's page makes the order wait
// for it (status 2, cancelled if it never comes), paying at handover places it (status 3).
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { customerOrder, orderItem, payment } from '../db/schema';
import { isChangeable, ORDER_STATUS } from '../../domain/orders';
import { paidOnline, payableWith, preAuthorisedCents } from '../../domain/payments';
import { openPayment } from '../payments/provider';
import { orderTicketCents } from '../meal-tickets/tickets';
import { chargeableAuth, chargeSavedCard } from '../payments/saved-cards';
import { lockOwnOrder } from './cancel';
import { pastCutoff } from './cutoff';
import { sendOrderPlaced } from './mails';
import { shopNow } from '../clock';
import { refuse } from '../ebsn/refusal';
import { CHECKOUT_REFUSALS, ORDER_REFUSALS } from './messages';

export type PaymentTypeChange = { paymentTypeId: number; userPaymentAuthId?: number };
export type PaymentTypeOutcome = { ok: true };

/** The margin the new type keeps on the order's lines (spec §9), as buy computed it for the cart. */
async function heldFor(tx: Tx, order: { id: number; grossCents: number }, paymentTypeId: number) {
  const lines = await tx.select().from(orderItem).where(eq(orderItem.orderId, order.id));
  // the meal tickets the order took pay their part whatever the type (decision 060)
  const ticketCents = await orderTicketCents(tx, order.id);
  return preAuthorisedCents({
    paymentTypeId,
    totalCents: order.grossCents - ticketCents,
    lines: lines.map((l) => ({
      grossCents: l.grossCents,
      variableWeight: l.kind === 'Sfuso',
      acceptAlternatives: l.infos.accept_alternatives === 'true',
    })),
  });
}

export async function changePaymentType(
  db: Database,
  userId: number,
  orderId: number,
  change: PaymentTypeChange,
  config: Pick<AppConfig, 'shopUrl'>,
  now: Date = shopNow(),
): Promise<PaymentTypeOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) refuse(ORDER_REFUSALS.notFound);
    if (!isChangeable(order.orderStatusId) || (await pastCutoff(tx, order, now))) refuse(ORDER_REFUSALS.notModifiable);
    const auth = change.userPaymentAuthId === undefined ? undefined : await chargeableAuth(tx, userId, change.userPaymentAuthId, now);
    if (change.userPaymentAuthId !== undefined && !auth) refuse(CHECKOUT_REFUSALS.paymentAuth);
    const paymentTypeId = auth?.paymentTypeId ?? change.paymentTypeId;
    if (!payableWith(order.deliveryServiceId, paymentTypeId)) refuse(CHECKOUT_REFUSALS.paymentType);
    // the same way of paying, asked again: nothing changes (a card still to pay keeps its open payment)
    const sameAuth = auth ? auth.id === order.userPaymentAuthId : true;
    if (paymentTypeId === order.paymentTypeId && sameAuth) return { ok: true };

    await tx
      .update(payment)
      .set({ status: 'refunded', settledAt: now })
      .where(and(eq(payment.orderId, order.id), eq(payment.status, 'succeeded')));
    await tx
      .update(payment)
      .set({ status: 'failed', settledAt: now })
      .where(and(eq(payment.orderId, order.id), sql`${payment.status} in ('requires_action', 'requires_confirmation')`));

    const heldCents = await heldFor(tx, order, paymentTypeId);
    if (auth) await chargeSavedCard(tx, { id: order.id, userId, amountCents: heldCents }, auth);
    else if (paidOnline(paymentTypeId)) await openPayment(tx, { id: order.id, userId, amountCents: heldCents });
    const orderStatusId = paidOnline(paymentTypeId) && !auth ? ORDER_STATUS.validatingPayment : ORDER_STATUS.ordered;
    const [changed] = await tx
      .update(customerOrder)
      .set({ paymentTypeId, userPaymentAuthId: auth?.id ?? null, preAuthorisedCents: heldCents, orderStatusId, updatedAt: now })
      .where(eq(customerOrder.id, order.id))
      .returning();
    // an order that waited for its payment is placed now: its confirmation goes
    if (order.orderStatusId === ORDER_STATUS.validatingPayment && orderStatusId === ORDER_STATUS.ordered) {
      await sendOrderPlaced(tx, config, changed);
    }
    return { ok: true };
  });
}
