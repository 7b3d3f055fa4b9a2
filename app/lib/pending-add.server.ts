// The add to the cart that the gating stopped (shopping.md §4 "Add-to-cart gating"): a guest goes to
// login, a customer without address to the address screen, without slot to the slot screen, and the
// product is added when they come back, without asking again; so is "Aggiungi tutto" from a list or
// a past order (issue 24), which then shows the cart. The add waits in the cookie session;
// the actions that complete a step (login, address choice, slot choice) call `resumePendingAdd`.
// `makeAdd` is the one place an add reaches the backend, for the cart action and the resume alike.
import { addToCart, cartLines, type AddItem } from '~/ebsn/cart.server';
import { EbsnError } from '~/ebsn/errors';
import { viewOrder } from '~/ebsn/orders.server';
import { addAllFromWishlist } from '~/ebsn/wishlist.server';
import { tCart } from '~/i18n/cart';
import { tContent } from '~/i18n/content';
import { tErrors } from '~/i18n/errors';
import { tLists } from '~/i18n/lists';
import { tOrders } from '~/i18n/orders';
import { refusalTexts } from './api-messages.server';
import { quantityLabel } from './cart-quantity';
import { gateOf, type GateStep } from './gates';
import { env } from './env.server';
import { log } from './log.server';
import type { AddAll, PendingAdd, ProductAdd } from './session.server';
import { canShop, flashMessage, setCart, type Shopper } from './shopper.server';

export function rememberPendingAdd(shopper: Shopper, add: PendingAdd) {
  shopper.session.set('pendingAdd', add);
}

export function pendingAdd(shopper: Shopper): PendingAdd | undefined {
  return shopper.session.get('pendingAdd');
}

export function forgetPendingAdd(shopper: Shopper) {
  shopper.session.unset('pendingAdd');
}

export type AddOutcome =
  | { kind: 'added'; messages: Array<{ level: 'success' | 'info' | 'warning'; text: string }> }
  | { kind: 'gated'; step: GateStep }
  | { kind: 'refused'; messages: string[] };

/** The first condition of §4 the shopper misses, from the cart read for this request. */
export function gateStep(shopper: Shopper): GateStep | null {
  // with anonymous carts nothing is gated (spec §4 "unless anonymous carts are allowed")
  if (env.anonymousCart) return null;
  if (!shopper.loggedIn) return 'login';
  // a cart not read for this request (decision 078): the backend gates the add itself, and its
  // refusal comes back as the step to take (makeAdd)
  if (shopper.cartDeferred) return null;
  if (!shopper.cart?.shippingAddress) return 'address';
  if (!shopper.cart.timeslot) return 'timeslot';
  return null;
}

function item(add: ProductAdd): AddItem {
  return {
    productId: add.productId,
    quantity: add.quantity,
    ...(add.infos ? { infos: add.infos } : {}),
    ...(add.useWpid !== undefined ? { use_wpid: add.useWpid } : {}),
    ...(add.isPackage ? { is_package: 'true' } : {}),
  };
}

/**
 * Sends one add. The success toast (quantity, unit, name) shows only when the backend said nothing
 * else (spec §8); otherwise its messages are what the shopper reads. The backend still gates: its
 * refusal for a missing login, address or slot comes back as the step to take.
 */
export async function makeAdd(shopper: Shopper, add: PendingAdd): Promise<AddOutcome> {
  try {
    if ('addAll' in add) return await addAllToCart(shopper, add);
    const { data: cart, messages } = await addToCart(shopper.api, [item(add)]);
    setCart(shopper, cart);
    if (messages.length) return added(messages);
    const line = cartLines(cart).find((l) => l.product.productId === add.productId);
    const text = line
      ? tCart('added', { quantity: quantityLabel(add.quantity, line.product.productInfos), name: line.product.name })
      : tCart('addedNoName');
    return { kind: 'added', messages: [{ level: 'success', text }] };
  } catch (error) {
    if (!(error instanceof EbsnError)) throw error;
    const step = gateOf(error.messages.map((m) => m.code));
    if (step) return { kind: 'gated', step };
    return { kind: 'refused', messages: refusalTexts(error) };
  }
}

function added(messages: Array<{ level: 'error' | 'warning' | 'info' | 'success'; text: string }>): AddOutcome {
  return { kind: 'added', messages: messages.map((m) => ({ level: m.level === 'error' ? 'warning' : m.level, text: m.text })) };
}

/**
 * "Aggiungi tutto al carrello": every active item of a wish list (cart/add-all-from-wishlist), or
 * every product of a past order as many as were bought (loose goods by their weight), or one of each
 * product among a recipe's ingredients (issue 27). A refusal is
 * thrown (EbsnError), as the list and order pages read it: a missing address or slot among them.
 */
export async function addAllToCart(shopper: Shopper, add: AddAll): Promise<AddOutcome> {
  let answer: Awaited<ReturnType<typeof addToCart>>;
  if (add.addAll === 'recipe') {
    if (!add.items.length) return { kind: 'refused', messages: [tErrors('generic')] };
    answer = await addToCart(shopper.api, add.items);
    setCart(shopper, answer.data);
    if (answer.messages.length) return added(answer.messages);
    return { kind: 'added', messages: [{ level: 'success', text: tContent('recipes.added', { count: add.items.length }) }] };
  }
  if (add.addAll === 'list') answer = await addAllFromWishlist(shopper.api, add.id);
  else {
    const order = await viewOrder(shopper.api, add.id);
    const items = (order.orderItems ?? []).map((line) => ({ productId: line.productId, quantity: line.quantity }));
    if (!items.length) return { kind: 'refused', messages: [tErrors('generic')] };
    answer = await addToCart(shopper.api, items);
  }
  setCart(shopper, answer.data);
  if (answer.messages.length) return added(answer.messages);
  return { kind: 'added', messages: [{ level: 'success', text: add.addAll === 'list' ? tLists('list.added') : tOrders('reordered') }] };
}

/** Where a shopper goes once a waiting add is made: the cart after "Aggiungi tutto", as when nothing stopped it. */
export function afterResumed(resumed: Resumed, back: string): string {
  return resumed.kind === 'added' && 'addAll' in resumed.add ? '/cart' : back;
}

/** What an add's outcome says to the shopper, as flash messages. */
export function flashOutcome(shopper: Shopper, outcome: AddOutcome) {
  if (outcome.kind === 'added') for (const message of outcome.messages) flashMessage(shopper, message);
  if (outcome.kind === 'refused') for (const text of outcome.messages) flashMessage(shopper, { level: 'error', text });
}

export type Resumed =
  | { kind: 'none' }
  | { kind: 'added'; add: PendingAdd }
  | { kind: 'refused'; add: PendingAdd; messages: string[] }
  /** still gated: the add keeps waiting for the next step */
  | { kind: 'waiting'; add: PendingAdd; step: GateStep };

/**
 * Makes the waiting add, if any, says how it went (flash), and forgets it whatever the backend
 * says (a refusal is the shopper's to see, not to retry forever). Without address or slot the add
 * keeps waiting for that step instead.
 */
export async function resumePendingAdd(shopper: Shopper): Promise<Resumed> {
  const add = pendingAdd(shopper);
  if (!add || !canShop(shopper)) return { kind: 'none' };
  let outcome: AddOutcome;
  try {
    outcome = await makeAdd(shopper, add);
  } catch (error) {
    // the step the shopper just took (login, address, slot) must not fail for the add: it keeps waiting
    log.warn({ err: (error as Error).message }, 'pending add not resumed');
    return { kind: 'none' };
  }
  if (outcome.kind === 'gated') return { kind: 'waiting', add, step: outcome.step };
  forgetPendingAdd(shopper);
  flashOutcome(shopper, outcome);
  return outcome.kind === 'added' ? { kind: 'added', add } : { kind: 'refused', add, messages: outcome.messages };
}
