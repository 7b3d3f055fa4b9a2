// Modifying an order (account.md §2 Orders "modified or cancelled until picked up for preparation",
// §7 order/modify; decision 025). order/modify brings the order back as the customer's cart: its
// lines, service, address, slot, comment, invoice request and gift codes. The order itself stays as
// it was, its slot unit and its payment too, so a shopper who never confirms loses nothing. The cart
// confirmed at the checkout (checkout/buy) rewrites the same order: new lines and totals, its slot
// unit moved if the slot changed, and its payment asked again only when the new amount is more than
// the one already authorised.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { lockCart, type CartRow, type Tx } from '../cart/carts';
import type { Database } from '../db/client';
import { cart, cartGiftCode, cartItem, orderItem, payment, slotHold, timeslotDay, userGiftCertificate } from '../db/schema';
import { isChangeable, ORDER_STATUS } from '../../domain/orders';
import { paidOnline } from '../../domain/payments';
import { openPayment } from '../payments/provider';
import { chargeableAuth, chargeSavedCard } from '../payments/saved-cards';
import { lockOwnOrder, type OrderRow } from './cancel';
import { pastCutoff } from './cutoff';
import { shopNow } from '../clock';
import { refuse } from '../ebsn/refusal';
import { ORDER_REFUSALS } from './messages';

/** refuses (ebsn/refusal) an order that is not the customer's, no longer changeable, or a cart already in use */
export type ModifyOutcome = { ok: true };

/** order/modify: the customer's order, still changeable, becomes the cart (an empty one, or the same order's again). */
export async function modifyOrder(
  db: Database,
  userId: number,
  cartId: number,
  orderId: number,
  now: Date = shopNow(),
): Promise<ModifyOutcome> {
  return db.transaction(async (tx) => {
    // the cart's lock first, then the order's: the order buy() takes them in
    const row = await lockCart(tx, cartId);
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!row || row.userId !== userId || !order) refuse(ORDER_REFUSALS.notFound);
    // past its slot's cutoff the shop is preparing it, whether or not the cutoff job has run yet
    if (!isChangeable(order.orderStatusId) || (await pastCutoff(tx, order, now))) refuse(ORDER_REFUSALS.notModifiable);
    if (row.editingOrderId === order.id) return { ok: true };
    // the shopper's other shopping is not thrown away for this: they finish or empty it first
    const [held] = await tx.select({ id: cartItem.id }).from(cartItem).where(eq(cartItem.cartId, row.id)).limit(1);
    if (held) refuse(ORDER_REFUSALS.cartNotEmpty);

    const lines = await tx.select().from(orderItem).where(eq(orderItem.orderId, order.id)).orderBy(orderItem.id);
    if (lines.length) {
      await tx
        .insert(cartItem)
        .values(
          lines.map((l) => ({ cartId: row.id, productId: l.productId, quantity: Number(l.quantity), infos: l.infos, useWpid: l.useWpid })),
        );
    }
    // the order's codes come back to the cart (they stay used by the order until it is confirmed again)
    const codes = await tx
      .select({ id: userGiftCertificate.giftCertificateId })
      .from(userGiftCertificate)
      .where(and(eq(userGiftCertificate.orderId, order.id), isNotNull(userGiftCertificate.usedAt)));
    await tx.delete(cartGiftCode).where(eq(cartGiftCode.cartId, row.id));
    if (codes.length) await tx.insert(cartGiftCode).values(codes.map((c) => ({ cartId: row.id, giftCertificateId: c.id })));
    // the order's slot unit is the cart's while it is modified: no hold of its own
    await tx.delete(slotHold).where(eq(slotHold.cartId, row.id));
    await tx
      .update(cart)
      .set({
        deliveryServiceId: order.deliveryServiceId,
        warehouseId: order.warehouseId,
        addressId: order.addressId,
        timeslotDate: order.timeslotDate,
        timeslotId: order.timeslotId,
        infos: order.infos,
        cartStatusId: 1,
        editingOrderId: order.id,
        updatedAt: now,
      })
      .where(eq(cart.id, row.id));
    return { ok: true };
  });
}

/**
 * The order the cart is modifying, locked, when it can still be changed; otherwise the cart stops
 * modifying it (prepared meanwhile, or cancelled) and becomes a cart like any other.
 */
export async function lockEditedOrder(tx: Tx, row: CartRow): Promise<OrderRow | undefined> {
  if (row.editingOrderId === null || row.userId === null) return undefined;
  const order = await lockOwnOrder(tx, row.userId, row.editingOrderId);
  if (order && isChangeable(order.orderStatusId)) return order;
  await tx.update(cart).set({ editingOrderId: null }).where(eq(cart.id, row.id));
  return undefined;
}

/** Inside buy's transaction, the slot already taken for the cart: the order's old unit given back when the slot changed. */
export async function moveOrderSlot(tx: Tx, order: OrderRow, now: { timeslotId: number; timeslotDate: string }): Promise<void> {
  if (order.timeslotId === now.timeslotId && order.timeslotDate === now.timeslotDate) return;
  const oldDay = and(eq(timeslotDay.timeslotId, order.timeslotId), eq(timeslotDay.slotDate, order.timeslotDate));
  await tx.select().from(timeslotDay).where(oldDay).for('update');
  await tx
    .update(timeslotDay)
    .set({ taken: sql`greatest(${timeslotDay.taken} - 1, 0)` })
    .where(oldDay);
}

/**
 * Inside buy's transaction, the order rewritten: what its payment becomes. An amount already
 * authorised that covers the new one stays; otherwise it is released and the new amount asked:
 * charged at once to the saved card the order was paid with, or on the provider's page (the order
 * waits for it, status 2, and is cancelled if it never comes). Paid at handover: nothing to ask.
 */
export async function repayModifiedOrder(
  tx: Tx,
  order: OrderRow,
  heldCents: number,
  now: Date,
): Promise<{ orderStatusId: number; charged: boolean }> {
  if (!paidOnline(order.paymentTypeId)) return { orderStatusId: ORDER_STATUS.ordered, charged: false };
  const [paid] = await tx
    .select()
    .from(payment)
    .where(and(eq(payment.orderId, order.id), eq(payment.status, 'succeeded')))
    .limit(1);
  if (paid && paid.amountCents >= heldCents) return { orderStatusId: ORDER_STATUS.ordered, charged: false };
  if (paid) await tx.update(payment).set({ status: 'refunded', settledAt: now }).where(eq(payment.id, paid.id));
  await tx
    .update(payment)
    .set({ status: 'failed', settledAt: now })
    .where(and(eq(payment.orderId, order.id), sql`${payment.status} in ('requires_action', 'requires_confirmation')`));
  const auth = order.userPaymentAuthId === null ? undefined : await chargeableAuth(tx, order.userId, order.userPaymentAuthId, now);
  if (auth) {
    await chargeSavedCard(tx, { id: order.id, userId: order.userId, amountCents: heldCents }, auth);
    return { orderStatusId: ORDER_STATUS.ordered, charged: true };
  }
  await openPayment(tx, { id: order.id, userId: order.userId, amountCents: heldCents });
  return { orderStatusId: ORDER_STATUS.validatingPayment, charged: false };
}
