// checkout/buy: a cart becomes an order, exactly once per checkout (docs/decisions/024). Everything
// runs in one transaction under the cart's row lock, the lock every cart write takes: the checks of
// shopping.md §8, the slot's hold turned into a unit taken by the order (under the slot's lock, after
// the cart's, as in decision 014), the order and its lines written, the cart emptied for the next
// shopping. A second buy with the same checkout key, at once or later, finds the first one's order.
import { and, eq } from 'drizzle-orm';
import { lockCart, type CartRow, type Tx } from '../cart/carts';
import { cartDeliveryFeeCents } from '../cart/fees';
import { cartAdjustments, giveBackGiftCodes, useGiftCodes } from '../cart/gift-codes';
import { unitPriceCents } from '../cart/lines';
import type { PricedLine } from '../cart/view';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { cart, cartItem, customerOrder, orderItem } from '../db/schema';
import { addressWire } from '../places/wire';
import { openPayment } from '../payments/provider';
import { chargeSavedCard } from '../payments/saved-cards';
import { holdBecomesOrder } from '../slots/holds';
import { cartTickets, orderTicketCents, reserveTickets } from '../meal-tickets/tickets';
import { ORDER_STATUS } from '../../domain/orders';
import { paidOnline, preAuthorisedCents } from '../../domain/payments';
import { tipologia } from '../../domain/quantity';
import { checkCartForBuy, type CheckedCart } from './buy-checks';
import type { OrderRow } from './cancel';
import { sendOrderPlaced } from './mails';
import { lockEditedOrder, moveOrderSlot, repayModifiedOrder } from './modify';
import { CHECKOUT_REFUSALS, type CheckoutRefusal } from './messages';
import { shopNow } from '../clock';

export type BuyInput = {
  userId: number;
  checkoutKey: string;
  paymentTypeId: number;
  userPaymentAuthId?: number;
};

export type BuyOutcome = { ok: true; orderId: number; created: boolean } | { ok: false; refusal: CheckoutRefusal };

const refused = (refusal: CheckoutRefusal): BuyOutcome => ({ ok: false, refusal });

export async function buy(
  db: Database,
  cartId: number,
  input: BuyInput,
  config: Pick<AppConfig, 'slotHoldMinutes' | 'shopUrl'>,
  now: Date = shopNow(),
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
    // a cart modifying an order (order/modify) rewrites that order instead of making one
    const edited = await lockEditedOrder(tx, row);

    // a saved card ('Cassa veloce') pays now, with no page. A modified order keeps the way it is paid
    // (order/modify-payment-type changes that).
    const checked = await checkCartForBuy(
      tx,
      row,
      {
        userId: input.userId,
        paymentTypeId: edited?.paymentTypeId ?? input.paymentTypeId,
        userPaymentAuthId: edited ? undefined : input.userPaymentAuthId,
      },
      now,
    );
    if (!checked.ok) return refused(checked.refusal);
    const { lines, goodsCents, shipping, auth, paymentTypeId, binding } = checked;

    // last of the checks, as it takes the slot's lock: held until the order is written
    if (!(await holdBecomesOrder(tx, row, config, now))) return refused(CHECKOUT_REFUSALS.slotGone);

    const feeCents = await cartDeliveryFeeCents(tx, binding.deliveryServiceId, goodsCents);
    const gifts = await cartAdjustments(tx, row.id, input.userId, goodsCents, now);
    const totalCents = goodsCents + feeCents - gifts.totalCents;
    // meal tickets pay whole tickets of the total (decision 060); the payment type, the rest
    // (a modified order keeps the tickets it took and asks the card only for the rest)
    const tickets = edited ? undefined : await cartTickets(tx, row, totalCents, now);
    const ticketCents = edited ? await orderTicketCents(tx, edited.id) : tickets && tickets.tickets > 0 ? tickets.cents : 0;
    const heldCents = preAuthorisedCents({
      paymentTypeId,
      totalCents: totalCents - ticketCents,
      lines: lines.map((l) => ({
        grossCents: l.grossCents,
        variableWeight: tipologia(l.facts?.infos) === 'Sfuso',
        acceptAlternatives: l.item.infos.accept_alternatives === 'true',
      })),
    });
    // nothing left for the card (the tickets paid it all): no payment to open
    const online = paidOnline(paymentTypeId) && heldCents > 0;
    if (edited) {
      await rewriteOrder(
        tx,
        edited,
        row,
        { binding, shipping, lines },
        { checkoutKey: input.checkoutKey, goodsCents, feeCents, totalCents, heldCents, gifts },
        config,
        now,
      );
      return { ok: true, orderId: edited.id, created: false };
    }
    const [order] = await tx
      .insert(customerOrder)
      .values({
        userId: input.userId,
        checkoutKey: input.checkoutKey,
        // paid with a saved card or at delivery or pickup: placed; paid online: waiting for the
        // provider's result
        orderStatusId: online && !auth ? ORDER_STATUS.validatingPayment : ORDER_STATUS.ordered,
        ...binding,
        shippingAddress: addressWire(shipping),
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
    await tx.insert(orderItem).values(orderLines(order.id, lines));
    if (tickets && ticketCents > 0) await reserveTickets(tx, tickets, order.id, now);
    // before the confirmation, which shows each code's line
    await useGiftCodes(tx, row.id, input.userId, order.id, gifts.adjustments, now);

    if (auth && online) await chargeSavedCard(tx, { id: order.id, userId: input.userId, amountCents: heldCents }, auth);
    else if (online) await openPayment(tx, { id: order.id, userId: input.userId, amountCents: heldCents });
    // paid with a saved card, or at delivery or pickup: placed now (on the provider's page: when it succeeds)
    if (auth || !online) await sendOrderPlaced(tx, config, order);

    await emptyBoughtCart(tx, row.id, now);
    return { ok: true, orderId: order.id, created: true };
  });
}

/** the cart's lines as the order's: priced as the checkout priced them */
function orderLines(orderId: number, lines: PricedLine[]) {
  return lines.map((l) => ({
    orderId,
    productId: l.item.productId,
    name: l.facts!.name,
    kind: tipologia(l.facts!.infos),
    quantity: Number(l.item.quantity),
    unitPriceCents: unitPriceCents(l.facts!, l.item.useWpid),
    grossCents: l.grossCents,
    infos: l.item.infos,
    useWpid: l.item.useWpid,
  }));
}

/** The next shopping starts from an empty cart at the same address; the slot was the order's. */
async function emptyBoughtCart(tx: Tx, cartId: number, now: Date) {
  await tx.delete(cartItem).where(eq(cartItem.cartId, cartId));
  await tx
    .update(cart)
    .set({ timeslotDate: null, timeslotId: null, infos: {}, cartStatusId: 1, editingOrderId: null, updatedAt: now })
    .where(eq(cart.id, cartId));
}

/**
 * A modified order confirmed again (decision 025): the same order with the cart's lines, place, slot
 * and totals; its old slot unit given back if the slot changed (the new one is taken by now), its
 * gift codes as the cart has them, and its payment asked again only for more than was authorised.
 */
async function rewriteOrder(
  tx: Tx,
  order: OrderRow,
  row: CartRow,
  { binding, shipping, lines }: Pick<Extract<CheckedCart, { ok: true }>, 'binding' | 'shipping' | 'lines'>,
  money: {
    checkoutKey: string;
    goodsCents: number;
    feeCents: number;
    totalCents: number;
    heldCents: number;
    gifts: Awaited<ReturnType<typeof cartAdjustments>>;
  },
  config: Pick<AppConfig, 'shopUrl'>,
  now: Date,
) {
  await moveOrderSlot(tx, order, binding);
  await tx.delete(orderItem).where(eq(orderItem.orderId, order.id));
  await tx.insert(orderItem).values(orderLines(order.id, lines));
  await giveBackGiftCodes(tx, order.id);
  await useGiftCodes(tx, row.id, order.userId, order.id, money.gifts.adjustments, now);
  const paid = await repayModifiedOrder(tx, order, money.heldCents, now);
  const [rewritten] = await tx
    .update(customerOrder)
    .set({
      // a retry of this confirmation finds the order by the new key
      checkoutKey: money.checkoutKey,
      orderStatusId: paid.orderStatusId,
      ...binding,
      shippingAddress: addressWire(shipping),
      goodsCents: money.goodsCents,
      deliveryFeeCents: money.feeCents,
      grossCents: money.totalCents,
      preAuthorisedCents: money.heldCents,
      adjustmentsCents: money.gifts.totalCents,
      infos: row.infos,
      updatedAt: now,
    })
    .where(eq(customerOrder.id, order.id))
    .returning();
  // placed again now, or when the new payment succeeds on the provider's page
  if (paid.orderStatusId === ORDER_STATUS.ordered) await sendOrderPlaced(tx, config, rewritten);
  await emptyBoughtCart(tx, row.id, now);
}
