// checkout/buy: a cart becomes an order, exactly once per checkout (docs/decisions/024). Everything
// runs in one transaction under the cart's row lock, the lock every cart write takes: the checks of
// shopping.md §8, the slot's hold turned into a unit taken by the order (under the slot's lock, after
// the cart's, as in decision 014), the order and its lines written, the cart emptied for the next
// shopping. A second buy with the same checkout key, at once or later, finds the first one's order.
import { and, eq } from 'drizzle-orm';
import { accountUser } from '../accounts/users';
import { lockCart } from '../cart/carts';
import { cartDeliveryFeeCents } from '../cart/fees';
import { cartAdjustments, useGiftCodes } from '../cart/gift-codes';
import { unitPriceCents } from '../cart/lines';
import { pricedLines } from '../cart/view';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { address, appUser, cart, cartItem, customerOrder, orderItem } from '../db/schema';
import { addressWire } from '../places/wire';
import { openPayment } from '../payments/provider';
import { chargeableAuth, chargeSavedCard } from '../payments/saved-cards';
import { holdBecomesOrder } from '../slots/holds';
import { invoiceProblems, normaliseInvoice } from '../../domain/invoice';
import { ORDER_STATUS } from '../../domain/orders';
import { paidOnline, preAuthorisedCents } from '../../domain/payments';
import { tipologia } from '../../domain/quantity';
import { minimumSpendCents } from '../../domain/services';
import { sendOrderPlaced } from './mails';
import { CHECKOUT_REFUSALS, type CheckoutRefusal } from './messages';

export type BuyInput = {
  userId: number;
  checkoutKey: string;
  paymentTypeId: number;
  userPaymentAuthId?: number;
};

/** the cart's invoice data, as update-cart-info kept it (already checked there), still complete */
function hasInvoiceData(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return Object.keys(invoiceProblems(normaliseInvoice(JSON.parse(value)))).length === 0;
  } catch {
    return false;
  }
}

export type BuyOutcome = { ok: true; orderId: number; created: boolean } | { ok: false; refusal: CheckoutRefusal };

const refused = (refusal: CheckoutRefusal): BuyOutcome => ({ ok: false, refusal });

export async function buy(
  db: Database,
  cartId: number,
  input: BuyInput,
  config: Pick<AppConfig, 'slotHoldMinutes' | 'shopUrl'>,
  now: Date = new Date(),
): Promise<BuyOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockCart(tx, cartId);
    if (!row || row.userId !== input.userId) return refused(CHECKOUT_REFUSALS.emptyCart);

    // the same checkout again (a double submit, a retried request): the order it already made
    const [done] = await tx
      .select({ id: customerOrder.id })
      .from(customerOrder)
      .where(and(eq(customerOrder.userId, input.userId), eq(customerOrder.checkoutKey, input.checkoutKey)))
      .limit(1);
    if (done) return { ok: true, orderId: done.id, created: false };

    const lines = await pricedLines(tx, row.id);
    if (!lines.length) return refused(CHECKOUT_REFUSALS.emptyCart);
    if (!row.addressId || row.deliveryServiceId === null || row.warehouseId === null) return refused(CHECKOUT_REFUSALS.noAddress);
    if (!row.timeslotDate || row.timeslotId === null) return refused(CHECKOUT_REFUSALS.noTimeslot);

    const [user] = await tx.select().from(appUser).where(eq(appUser.id, input.userId)).limit(1);
    const profile = accountUser(user).profile;
    if (!profile.confirmed) return refused(CHECKOUT_REFUSALS.emailNotConfirmed);
    if (profile.level < 1) return refused(CHECKOUT_REFUSALS.profileIncomplete);

    if (row.infos.need_invoice === 'true' && !hasInvoiceData(row.infos.invoice_data)) return refused(CHECKOUT_REFUSALS.invoiceMissing);

    const gone = lines.filter((l) => !l.facts?.available);
    if (gone.length) return refused(CHECKOUT_REFUSALS.unavailable(gone.map((l) => l.facts?.name ?? `#${l.item.productId}`)));
    const goodsCents = lines.reduce((sum, l) => sum + l.grossCents, 0);
    const minimum = minimumSpendCents(row.deliveryServiceId);
    if (goodsCents < minimum) return refused(CHECKOUT_REFUSALS.minimumSpend(minimum));

    const [shipping] = await tx.select().from(address).where(eq(address.id, row.addressId)).limit(1);
    if (!shipping) return refused(CHECKOUT_REFUSALS.noAddress);

    // a saved card ('Cassa veloce'): the customer's own, still usable; it pays now, with no page
    const auth = input.userPaymentAuthId === undefined ? undefined : await chargeableAuth(tx, input.userId, input.userPaymentAuthId, now);
    if (input.userPaymentAuthId !== undefined && !auth) return refused(CHECKOUT_REFUSALS.paymentAuth);
    const paymentTypeId = auth?.paymentTypeId ?? input.paymentTypeId;

    // last of the checks, as it takes the slot's lock: held until the order is written
    if (!(await holdBecomesOrder(tx, row, config, now))) return refused(CHECKOUT_REFUSALS.slotGone);

    const feeCents = await cartDeliveryFeeCents(tx, row.deliveryServiceId, goodsCents);
    const gifts = await cartAdjustments(tx, row.id, input.userId, goodsCents, now);
    const totalCents = goodsCents + feeCents - gifts.totalCents;
    const online = paidOnline(paymentTypeId);
    const heldCents = preAuthorisedCents({
      paymentTypeId,
      totalCents,
      lines: lines.map((l) => ({
        grossCents: l.grossCents,
        variableWeight: tipologia(l.facts?.infos) === 'Sfuso',
        acceptAlternatives: l.item.infos.accept_alternatives === 'true',
      })),
    });
    const [order] = await tx
      .insert(customerOrder)
      .values({
        userId: input.userId,
        checkoutKey: input.checkoutKey,
        // paid with a saved card: placed; paid online: waiting for the provider's result; paid at
        // delivery or pickup: for the shop's check
        orderStatusId: auth ? ORDER_STATUS.ordered : online ? ORDER_STATUS.validatingPayment : ORDER_STATUS.validating,
        deliveryServiceId: row.deliveryServiceId,
        warehouseId: row.warehouseId,
        addressId: row.addressId,
        shippingAddress: addressWire(shipping),
        timeslotDate: row.timeslotDate,
        timeslotId: row.timeslotId,
        paymentTypeId,
        userPaymentAuthId: auth?.id ?? null,
        goodsCents,
        deliveryFeeCents: feeCents,
        grossCents: totalCents,
        preAuthorisedCents: heldCents,
        adjustmentsCents: gifts.totalCents,
        infos: row.infos,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(orderItem).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.item.productId,
        name: l.facts!.name,
        kind: tipologia(l.facts!.infos),
        quantity: Number(l.item.quantity),
        unitPriceCents: unitPriceCents(l.facts!, l.item.useWpid),
        grossCents: l.grossCents,
        infos: l.item.infos,
        useWpid: l.item.useWpid,
      })),
    );

    if (auth) await chargeSavedCard(tx, { id: order.id, userId: input.userId, amountCents: heldCents }, auth);
    else if (online) await openPayment(tx, { id: order.id, userId: input.userId, amountCents: heldCents });
    // paid with a saved card, or at delivery or pickup: placed now (on the provider's page: when it succeeds)
    if (auth || !online) await sendOrderPlaced(tx, config, order);

    await useGiftCodes(tx, row.id, input.userId, order.id, gifts.adjustments, now);

    // the next shopping starts from an empty cart at the same address; the slot was this order's
    await tx.delete(cartItem).where(eq(cartItem.cartId, row.id));
    await tx
      .update(cart)
      .set({ timeslotDate: null, timeslotId: null, infos: {}, cartStatusId: 1, updatedAt: now })
      .where(eq(cart.id, row.id));
    return { ok: true, orderId: order.id, created: true };
  });
}
