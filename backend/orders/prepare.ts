// checkout/prepare (shopping.md §7, §8 "Buy and prepare"): the checkout page asks whether the cart
// could be bought as it is, before the shopper pays, and gets buy's first refusal in buy's words.
// Nothing is ordered and no slot unit is taken; the cart's hold on its slot is renewed, since a
// shopper at the checkout is the most active shopper there is.
import { lockCart, type CartRow } from '../cart/carts';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { renewLockedSlotHold } from '../slots/holds';
import { checkCartForBuy, type BuyCheckInput } from './buy-checks';
import { CHECKOUT_REFUSALS, type CheckoutRefusal } from './messages';
import { lockEditedOrder } from './modify';
import { shopNow } from '../clock';

export type PrepareOutcome = { ok: true; cart: CartRow } | { ok: false; refusal: CheckoutRefusal };

export async function prepareCheckout(
  db: Database,
  cartId: number,
  input: BuyCheckInput,
  config: Pick<AppConfig, 'slotHoldMinutes'>,
  now: Date = shopNow(),
): Promise<PrepareOutcome> {
  // under the cart's lock, as buy: what is checked is the cart buy would see at this moment
  return db.transaction(async (tx) => {
    const row = await lockCart(tx, cartId);
    if (!row) return { ok: false, refusal: CHECKOUT_REFUSALS.emptyCart };
    // a cart modifying an order is paid as the order is, as buy would
    const edited = await lockEditedOrder(tx, row);
    const checked = await checkCartForBuy(tx, row, edited ? { userId: input.userId, paymentTypeId: edited.paymentTypeId } : input, now);
    if (!checked.ok) return checked;
    // the slot lost (gone from the calendar, closed, or its unit given away after the hold lapsed) is
    // cleared from the cart, as the cart's own view does, and the shopper chooses another
    if ((await renewLockedSlotHold(tx, row, config, now)) === 'cleared') return { ok: false, refusal: CHECKOUT_REFUSALS.slotGone };
    return { ok: true, cart: row };
  });
}
