// The checks a cart must pass to become an order (shopping.md §8, decision 024 "The one-order rule"),
// shared by checkout/buy and checkout/prepare so that prepare can never say yes to a cart buy would
// refuse, nor word a refusal differently. They read and never write: the caller runs them in its
// transaction, under the cart's row lock, and then does its own part (buy takes the slot's unit and
// writes the order; prepare only makes sure the slot can still be had). The slot comes last in both,
// since taking its lock is the expensive step.
import { eq } from 'drizzle-orm';
import { accountUser } from '../accounts/users';
import type { CartRow, Tx } from '../cart/carts';
import { goodsCentsOf, pricedLines, type PricedLine } from '../cart/view';
import { address, appUser } from '../db/schema';
import { chargeableAuth, type AuthRow } from '../payments/saved-cards';
import { invoiceProblems, normaliseInvoice } from '../../domain/invoice';
import { payableWith } from '../../domain/payments';
import { minimumSpendCents } from '../../domain/services';
import { CHECKOUT_REFUSALS, type CheckoutRefusal } from './messages';
import { chosenSlot, lineRestriction } from '../slots/restrictions';
import { shopNow } from '../clock';

export type BuyCheckInput = {
  userId: number;
  /** the type asked for; a saved card's own type replaces it */
  paymentTypeId: number;
  userPaymentAuthId?: number;
};

/** what the cart is bound to, known to be complete once the checks pass */
export type CartBinding = {
  deliveryServiceId: number;
  warehouseId: number;
  addressId: number;
  timeslotDate: string;
  timeslotId: number;
};

export type CheckedCart =
  | {
      ok: true;
      lines: PricedLine[];
      goodsCents: number;
      binding: CartBinding;
      shipping: typeof address.$inferSelect;
      /** the saved card that pays now ('Cassa veloce'), when one was chosen */
      auth: AuthRow | undefined;
      paymentTypeId: number;
    }
  | { ok: false; refusal: CheckoutRefusal };

const refused = (refusal: CheckoutRefusal): CheckedCart => ({ ok: false, refusal });

/** the cart's invoice data, as update-cart-info kept it (already checked there), still complete */
export function hasInvoiceData(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return Object.keys(invoiceProblems(normaliseInvoice(JSON.parse(value)))).length === 0;
  } catch {
    return false;
  }
}

/**
 * The first refusal of the cart (the one the shopper is shown), or what its order is made of. `row`
 * is the cart as read under its lock in the caller's transaction.
 */
export async function checkCartForBuy(tx: Tx, row: CartRow, input: BuyCheckInput, now: Date = shopNow()): Promise<CheckedCart> {
  // someone else's cart is no cart to this customer
  if (row.userId !== input.userId) return refused(CHECKOUT_REFUSALS.emptyCart);
  const lines = await pricedLines(tx, row.id);
  if (!lines.length) return refused(CHECKOUT_REFUSALS.emptyCart);
  const { addressId, deliveryServiceId, warehouseId, timeslotDate, timeslotId } = row;
  if (!addressId || deliveryServiceId === null || warehouseId === null) return refused(CHECKOUT_REFUSALS.noAddress);
  if (!timeslotDate || timeslotId === null) return refused(CHECKOUT_REFUSALS.noTimeslot);

  const [user] = await tx.select().from(appUser).where(eq(appUser.id, input.userId)).limit(1);
  if (!user) return refused(CHECKOUT_REFUSALS.notLogged);
  const profile = accountUser(user).profile;
  if (!profile.confirmed) return refused(CHECKOUT_REFUSALS.emailNotConfirmed);
  if (profile.level < 1) return refused(CHECKOUT_REFUSALS.profileIncomplete);

  if (row.infos.need_invoice === 'true' && !hasInvoiceData(row.infos.invoice_data)) return refused(CHECKOUT_REFUSALS.invoiceMissing);

  const gone = lines.filter((l) => !l.facts?.available);
  if (gone.length) return refused(CHECKOUT_REFUSALS.unavailable(gone.map((l) => l.facts?.name ?? `#${l.item.productId}`)));
  // the slot was fine when chosen; a product added since, or a cutoff passed meanwhile, may not be
  const slot = await chosenSlot(tx, row);
  const held = lines.flatMap((l) => {
    const r = l.facts ? lineRestriction(l.facts.infos, slot, now) : undefined;
    return r ? [{ name: l.facts!.name, message: r.message }] : [];
  });
  if (held.length) return refused(CHECKOUT_REFUSALS.slotRestricted(held));
  const goodsCents = goodsCentsOf(lines);
  const minimum = minimumSpendCents(deliveryServiceId);
  if (goodsCents < minimum) return refused(CHECKOUT_REFUSALS.minimumSpend(minimum));

  const [shipping] = await tx.select().from(address).where(eq(address.id, addressId)).limit(1);
  if (!shipping) return refused(CHECKOUT_REFUSALS.noAddress);

  const auth = input.userPaymentAuthId === undefined ? undefined : await chargeableAuth(tx, input.userId, input.userPaymentAuthId, now);
  if (input.userPaymentAuthId !== undefined && !auth) return refused(CHECKOUT_REFUSALS.paymentAuth);
  const paymentTypeId = auth?.paymentTypeId ?? input.paymentTypeId;
  // cash to the driver is no way to pay for a locker
  if (!payableWith(deliveryServiceId, paymentTypeId)) return refused(CHECKOUT_REFUSALS.paymentType);

  return {
    ok: true,
    lines,
    goodsCents,
    binding: { deliveryServiceId, warehouseId, addressId, timeslotDate, timeslotId },
    shipping,
    auth,
    paymentTypeId,
  };
}
