// The shopper context: read once per request, answered through one response helper.
// `getShopper` reads the cookie session, the flash messages, the backend token and the store/slot
// scope once per request: every loader and the action of one request share the same context (Remix
// hands them each a copy of the request but the same load context, the key of the memo). `respond`, `goTo` and `shopperHeaders` are the only way out:
// they save a token the backend issued, commit the session cookie only when something in it changed
// since it was read or last committed, add the shop's other cookies and Server-Timing. Routes never
// call `commitSession`; see docs/decisions/011-cart-state.md.
import { data, redirect } from '@remix-run/node';
import { parseScopeHash, scopeHash, type ServiceScope } from '#domain/scope-hash';
import { viewCart, type Cart } from '~/ebsn/cart.server';
import { clientIpOf, createApiContext, requestBudgetMs, serverTiming, type ApiContext } from '~/ebsn/client.server';
import { SessionExpiredError } from '~/ebsn/errors';
import { tErrors } from '~/i18n/errors';
import { env } from './env.server';
import { STAFF_ENTRY } from './staff-paths';
import { log } from './log.server';
import {
  commitSession,
  flash,
  forgetUser,
  getSession,
  isLoggedIn,
  newSession,
  type FlashMessage,
  type ShopperSession,
} from './session.server';

export type Shopper = {
  session: ShopperSession;
  api: ApiContext;
  /**
   * logged in: the cookie session says so (set at login) and, when the backend was asked (the
   * cart summary read for every customer's page), the backend knows the session as a user's
   */
  loggedIn: boolean;
  /** the store and slot the shopper chose, from the backend's cart; none until the shopper chooses one */
  scope: ServiceScope | undefined;
  /** the backend's cart, read once per request for a shopper with a token who may shop; none for a plain guest */
  cart: Cart | undefined;
  /**
   * the shopper has a cart but the backend did not answer for it in time: the page says the cart
   * cannot be shown now, never an empty cart or "choose the service" as if it were theirs
   */
  cartUnavailable: boolean;
  /**
   * the cart was not read for this request: an intent whose own backend call answers the whole cart
   * (the add) makes that call the request's one cart read (`getShopper`'s `cart: false`). Until it
   * answers, `cart` is unknown and `scope` is the one the shopper's last page had.
   */
  cartDeferred: boolean;
  /** Set-Cookie lines of the shop's other cookies (CSRF, MFA step...) for the next answer */
  cookies: string[];
};

type State = { committed: string; replaced: boolean; messages?: FlashMessage[] };
const states = new WeakMap<Shopper, State>();
const perRequest = new WeakMap<object, Promise<Shopper>>();
/** the requests whose shopper was first read without the cart (getShopper's `cart: false`) */
const askedWithoutCart = new WeakSet<object>();

const snapshot = (session: ShopperSession) => JSON.stringify(session.data);

/** Whether this shopper has a cart to read: logged in, or a guest with a backend session when guests may shop. */
export function canShop(shopper: Pick<Shopper, 'loggedIn' | 'api'>): boolean {
  const token = shopper.api.issuedToken ?? shopper.api.token;
  return !!token && (shopper.loggedIn || env.anonymousCart);
}

/** The store and slot of a cart: its shipping address's warehouse and its slot (decision 011). */
export function cartScope(cart: Cart | undefined): ServiceScope | undefined {
  const warehouseId = cart?.warehouse?.warehouseId ?? cart?.shippingAddress?.warehouseId;
  if (!cart || !warehouseId) return undefined;
  return { warehouseId, date: cart.timeslot?.date ?? '', timeslotId: cart.timeslot?.timeslotId ?? 0 };
}

/**
 * The cart as the backend answered it last in this request (every cart write answers the whole
 * cart): the scope, hence the hash of the next catalogue calls, follows it.
 */
export function setCart(shopper: Shopper, cart: Cart | undefined) {
  shopper.cart = cart;
  shopper.cartUnavailable = false;
  shopper.cartDeferred = false;
  setScope(shopper, cartScope(cart));
  // kept for a request that does not read the cart (cartDeferred): committed only when it changes
  // (a store or slot chosen), as every change of the session is
  if (shopper.api.hash) {
    if (shopper.session.get('scope') !== shopper.api.hash) shopper.session.set('scope', shopper.api.hash);
  } else if (shopper.session.has('scope')) shopper.session.unset('scope');
}

/** the store and slot of this request's catalogue calls, and their hash */
function setScope(shopper: Shopper, scope: ServiceScope | undefined) {
  shopper.scope = scope;
  shopper.api.hash = scopeHash(scope);
}

/** the cart as the backend has it now: the header's summary, the scope, the proof the session is alive */
async function readCart(shopper: Shopper): Promise<Shopper> {
  try {
    setCart(shopper, await viewCart(shopper.api));
  } catch (error) {
    if (error instanceof SessionExpiredError) sessionGone(shopper);
    else {
      log.warn({ err: (error as Error).message }, 'cart summary unavailable');
      shopper.cartUnavailable = true;
    }
  }
  const said = shopper.api.sessionUser;
  // a backend that could not answer proves nothing either way: the cookie is believed meanwhile
  if (shopper.loggedIn && said && !(said.userId > 0)) sessionGone(shopper);
  return shopper;
}

async function readShopper(request: Request, context: object, cart: boolean): Promise<Shopper> {
  const session = await getSession(request);
  const shopper: Shopper = {
    session,
    api: createApiContext(session.get('ebsnToken'), clientIpOf(request, context), undefined, Date.now() + requestBudgetMs(request.method)),
    loggedIn: isLoggedIn(session),
    scope: undefined,
    cart: undefined,
    cartUnavailable: false,
    cartDeferred: false,
    cookies: [],
  };
  states.set(shopper, { committed: snapshot(session), replaced: false });
  // One cart read per request, for a shopper who has one: the header's summary and the scope of
  // every catalogue call of the request come from it. A plain guest costs no call. For a customer
  // it is also the proof that the session is alive: the cookie alone is not (a cookie replayed
  // after logout, or a session ended by a password change elsewhere, must show a guest's header).
  if (!canShop(shopper)) return shopper;
  if (cart) return readCart(shopper);
  // the intent's own call reads it (decision 078); its catalogue calls meanwhile take the scope of
  // the shopper's last page, which only another tab or device can have changed since
  shopper.cartDeferred = true;
  setScope(shopper, parseScopeHash(session.get('scope')) ?? undefined);
  return shopper;
}

/** The backend no longer knows this session as a user's: the page goes on for a guest, who is told why. */
function sessionGone(shopper: Shopper) {
  shopper.api.issuedToken = undefined;
  shopper.api.token = undefined;
  setCart(shopper, undefined);
  forgetShopper(shopper);
  flashMessage(shopper, { level: 'error', text: tErrors('sessionExpired') });
}

/**
 * The flash messages of this request, read once: the shell shows them, and reading empties them
 * from the session (the answer then commits it). Only the page that shows them reads them, so a
 * prefetch or a resource route never swallows a message.
 */
export function takeMessages(shopper: Shopper): FlashMessage[] {
  const state = states.get(shopper)!;
  state.messages ??= (shopper.session.get('messages') as FlashMessage[] | undefined) ?? [];
  return state.messages;
}

/**
 * The shopper context of this request, keyed on Remix's load context: every loader and the action of
 * the request get the same object (each loader gets its own copy of the Request, so it cannot be the key).
 */
export function getShopper(request: Request, context: object, { cart = true }: { cart?: boolean } = {}): Promise<Shopper> {
  let shopper = perRequest.get(context);
  if (!shopper) {
    shopper = readShopper(request, context, cart);
    perRequest.set(context, shopper);
    if (!cart) askedWithoutCart.add(context);
  } else if (cart && askedWithoutCart.delete(context)) {
    // asked with the cart after a first ask without it: read now, once (unless the intent's call read it)
    shopper = shopper.then((known) => (known.cartDeferred ? readCart(known) : known));
    perRequest.set(context, shopper);
  }
  return shopper;
}

/**
 * Whether this request's answer depends on who the shopper is: logged in, a backend session (a
 * cart), flash messages shown or still to show. The Cache-Control rule reads it (entry.server.tsx).
 * When no loader read the shopper context, the session cookie's presence decides.
 */
export async function answersPerShopper(request: Request, context: object): Promise<boolean> {
  const pending = perRequest.get(context);
  if (!pending) return /(?:^|;\s*)__spesa=/.test(request.headers.get('Cookie') ?? '');
  const shopper = await pending.catch(() => undefined);
  if (!shopper) return true;
  const shown = states.get(shopper)?.messages?.length ?? 0;
  return shopper.loggedIn || !!(shopper.api.token || shopper.api.issuedToken) || shown > 0 || shopper.session.has('messages');
}

/**
 * A brand-new, empty cookie session (login, logout): nothing of the old one carries over, and the
 * next answer commits it whatever it holds.
 */
export async function replaceSession(shopper: Shopper): Promise<ShopperSession> {
  shopper.session = await newSession();
  shopper.loggedIn = false;
  states.get(shopper)!.replaced = true;
  return shopper.session;
}

/** Adds a message for the next page the shopper sees. */
export function flashMessage(shopper: Shopper, message: FlashMessage) {
  flash(shopper.session, message);
}

/** Forgets who was logged in (a 419, a session the backend no longer knows), keeping the token issued now. */
export function forgetShopper(shopper: Shopper) {
  forgetUser(shopper.session);
  shopper.loggedIn = false;
}

/**
 * The headers of every answer: the session cookie when something in it changed (committed once per
 * change), the shop's other cookies, Server-Timing.
 */
export async function shopperHeaders(shopper: Shopper, init?: HeadersInit): Promise<Headers> {
  const headers = new Headers(init);
  const { session, api } = shopper;
  if (api.issuedToken && session.get('ebsnToken') !== api.issuedToken) session.set('ebsnToken', api.issuedToken);
  const state = states.get(shopper)!;
  const now = snapshot(session);
  if (state.replaced || now !== state.committed) {
    headers.append('Set-Cookie', await commitSession(session));
    state.committed = now;
    state.replaced = false;
  }
  for (const cookie of shopper.cookies.splice(0)) headers.append('Set-Cookie', cookie);
  if (api.timings.length) headers.set('Server-Timing', serverTiming(api));
  return headers;
}

type Init = { status?: number; headers?: HeadersInit };

/** A loader or action answer with the shopper's headers. */
export async function respond<T>(shopper: Shopper, body: T, init: Init = {}) {
  return data(body, { status: init.status, headers: await shopperHeaders(shopper, init.headers) });
}

/**
 * A redirect with the shopper's headers; throw it or return it. 303 See Other unless told: after a
 * form's POST the browser asks for the next page with a GET (Remix's `redirect` says 302, which
 * leaves the method to the browser), and after a GET it changes nothing.
 */
export async function goTo(shopper: Shopper, url: string, init: Init = {}): Promise<Response> {
  return redirect(url, { status: init.status ?? 303, headers: await shopperHeaders(shopper, init.headers) });
}

/** `/login?redirectTo=<where the shopper was going>` */
export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** A session the backend has ended: forget the user, say so, and go to login (account.md §8). */
export async function sessionEnded(shopper: Shopper, request: Request): Promise<never> {
  // a staff member signs on again where they signed on (decision 054)
  const staff = shopper.session.has('staff');
  forgetShopper(shopper);
  flashMessage(shopper, { level: 'error', text: tErrors('sessionExpired') });
  throw await goTo(shopper, staff ? STAFF_ENTRY : loginUrl(request));
}
