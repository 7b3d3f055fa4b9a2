// What follows a choice of service, address or slot (shopping.md §4): without a slot the shopper
// goes on to the slot screen; once the cart has both, the add the gating stopped is made and the
// shopper goes back where they were.
import { safeRedirect } from './safe-redirect';
import { cartBindingSchema, type CartBinding } from '~/ebsn/places-schemas';
import { viewCartBinding } from '~/ebsn/slots.server';
import { tPlaces as t } from '~/i18n/places';
import { ADDRESS_PATH, gateUrl, SLOT_PATH, withRedirect } from './gates';
import { afterResumed, resumePendingAdd } from './pending-add.server';
import { flashMessage, goTo, type Shopper } from './shopper.server';

/**
 * What the cart is bound to (service, address, slot): the request's cart summary, read once by the
 * shopper context, when it has it; a read of its own only when the summary could not be had.
 */
export async function cartBinding(shopper: Shopper): Promise<CartBinding> {
  const summary = shopper.cart ? cartBindingSchema.safeParse(shopper.cart) : undefined;
  return summary?.success ? summary.data : viewCartBinding(shopper.api);
}

/** Where to go back to: only paths inside the shop, never the picker screens themselves. */
export function backTo(value: FormDataEntryValue | string | null | undefined): string {
  const target = safeRedirect(typeof value === 'string' ? value : undefined, '/');
  return target.startsWith(ADDRESS_PATH) || target.startsWith(SLOT_PATH) ? '/' : target;
}

/**
 * The add that was waiting, made now (resumePendingAdd says how it went), then back; if the backend
 * still gates it (an address whose slot went meanwhile), on to that step.
 */
async function resumeAndGo(shopper: Shopper, redirectTo: string): Promise<Response> {
  const resumed = await resumePendingAdd(shopper);
  if (resumed.kind === 'waiting') return goTo(shopper, gateUrl(resumed.step, redirectTo));
  return goTo(shopper, afterResumed(resumed, redirectTo));
}

/** After an address choice: on to the slot when the cart has none, else the waiting add and back. */
export async function afterAddressChoice(shopper: Shopper, cart: CartBinding, redirectTo: string): Promise<Response> {
  flashMessage(shopper, { level: 'success', text: t('address.set') });
  if (!cart.timeslot) return goTo(shopper, withRedirect(SLOT_PATH, redirectTo));
  return resumeAndGo(shopper, redirectTo);
}

/** After a slot choice: the waiting add, then back. */
export async function afterSlotChoice(shopper: Shopper, redirectTo: string): Promise<Response> {
  flashMessage(shopper, { level: 'success', text: t('slots.set') });
  return resumeAndGo(shopper, redirectTo);
}
