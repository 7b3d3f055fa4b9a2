// What follows a choice of service, address or slot (shopping.md §4): without a slot the shopper
// goes on to the slot screen; once the cart has both, the add the gating stopped is made and the
// shopper goes back where they were.
import { safeRedirect } from './safe-redirect';
import { EbsnError } from '~/ebsn/errors';
import { cartBindingSchema, type CartBinding } from '~/ebsn/places-schemas';
import { viewCartBinding } from '~/ebsn/slots.server';
import { tErrors } from '~/i18n/errors';
import { tPlaces as t } from '~/i18n/places';
import { translateMessage } from './api-messages.server';
import { afterResumed, GATE_PATH, resumePendingAdd } from './pending-add.server';
import { flashMessage, goTo, sessionEnded, type Shopper } from './shopper.server';

export const SLOT_PATH = '/cart/timeslot';
export const ADDRESS_PATH = '/cart/address';

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

export function withRedirect(path: string, redirectTo: string): string {
  if (redirectTo === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** Every text a refusal carries (errors, warnings or infos: a refused delete comes as an info), never empty. */
export function refusalTexts(error: EbsnError): string[] {
  const texts = error.messages.map(translateMessage).filter(Boolean);
  return texts.length ? [...new Set(texts)] : [tErrors('generic')];
}

/** The backend no longer knows the shopper as logged in (its session ended before the cookie's). */
export function authRefused(error: EbsnError): boolean {
  return error.messages.some((m) => m.code === 'auth.required' || m.code === 'error.cart.notLogged');
}

/**
 * A refusal while reading a screen: an ended session goes to login, anything else is said on the
 * page the shopper came from (never a 500, never a loop: `back` is not a picker screen).
 */
export async function screenRefused(error: EbsnError, shopper: Shopper, request: Request, back: string): Promise<never> {
  if (authRefused(error)) return sessionEnded(shopper, request);
  for (const text of refusalTexts(error)) flashMessage(shopper, { level: 'error', text });
  throw await goTo(shopper, back, { headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * The add that was waiting, made now (resumePendingAdd says how it went), then back; if the backend
 * still gates it (an address whose slot went meanwhile), on to that step.
 */
async function resumeAndGo(shopper: Shopper, redirectTo: string): Promise<Response> {
  const resumed = await resumePendingAdd(shopper);
  if (resumed.kind === 'waiting') return goTo(shopper, withRedirect(GATE_PATH[resumed.step], redirectTo));
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
