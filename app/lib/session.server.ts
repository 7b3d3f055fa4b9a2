// The shopper's storefront session: a signed, httpOnly, SameSite=Lax cookie holding the backend
// session token, flash messages, and what the shell must know without asking the backend on every
// page: who is logged in (id and first name), whether consents are pending, whether the shopper
// asked to be remembered on this device, and the e-mail a registration was just sent to.
import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { shopCookie } from './cookies.server';

export type FlashMessage = { level: 'error' | 'warning' | 'info' | 'success'; text: string };

type SessionData = {
  ebsnToken: string;
  /** > 0 once logged in (set at login, cleared at logout or on a 419) */
  userId: number;
  firstName: string;
  /** check-disclaimer found consents to give after login: the shell shows the consent dialog */
  consentsPending: boolean;
  /** false when the shopper did not tick "remember on this device": the cookie ends with the browser */
  remember: boolean;
  /** the e-mail a registration confirmation was sent to (for "resend") */
  registrationEmail: string;
  /** an add to the cart the gating stopped (login, address, slot): made when the shopper comes back (one product, or all of a list or an order) */
  pendingAdd: PendingAdd;
  /** a staff member signed on (decision 054): the backend token is then a staff session's */
  staff: StaffSession;
  /** the customer the staff member acts for (userId and firstName are then the customer's) */
  actingFor: ActingFor;
  /** the scope hash (store and slot) of the cart as last read: for a request that does not read it (decision 078) */
  scope: string;
};

/** Who signed on at /userboard, as the pages show them; the backend decides what they may do. */
export type StaffSession = { username: string; firstName: string; lastName: string; roles: string[] };
export type ActingFor = { userId: number; name: string };

/** What `cart/add` needs for one product (docs/decisions/014-shopping-loop.md). */
export type ProductAdd = {
  productId: number;
  quantity: number;
  /** accept_alternatives and the chosen options, by parameterName */
  infos?: Record<string, string>;
  useWpid?: number;
  isPackage?: boolean;
};
/**
 * "Aggiungi tutto al carrello" from a wish list or a past order, by its id; or a recipe's ingredients
 * that are products of the shop, each with its first quantity (the product card's).
 */
export type AddAll = { addAll: 'list' | 'order'; id: number } | { addAll: 'recipe'; items: Array<{ productId: number; quantity: number }> };
export type PendingAdd = ProductAdd | AddAll;
type FlashData = { messages: FlashMessage[] };

export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: shopCookie('__spesa', { maxAge: 60 * 60 * 24 * 30 }),
});

export type ShopperSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<ShopperSession> {
  return sessionStorage.getSession(request.headers.get('Cookie'));
}

/** Only the shopper context's response helper (shopper.server.ts) commits: routes never do. */
export async function commitSession(session: ShopperSession): Promise<string> {
  // not remembered on this device: a browser-session cookie (no Max-Age)
  const options = session.get('remember') === false ? { maxAge: undefined } : undefined;
  try {
    return await sessionStorage.commitSession(session, options);
  } catch (error) {
    // Remix refuses a cookie above the browsers' 4 KB. Rather than a 500 on this and every later
    // request, what can be lost goes: the messages first, then a waiting add (its options are the
    // shopper's input).
    if (!/cookie length/i.test((error as Error).message)) throw error;
    session.unset('__flash_messages__' as keyof SessionData);
    session.unset('pendingAdd');
    return sessionStorage.commitSession(session, options);
  }
}

/** A brand-new, empty session: login and logout never carry anything over from the old one. */
export function newSession(): Promise<ShopperSession> {
  return sessionStorage.getSession();
}

/** Forgets who was logged in (after a 419 or a logout elsewhere), keeping flash messages. */
export function forgetUser(session: ShopperSession) {
  for (const key of ['ebsnToken', 'userId', 'firstName', 'consentsPending', 'remember', 'staff', 'actingFor', 'scope'] as const)
    session.unset(key);
}

export function isLoggedIn(session: ShopperSession): boolean {
  return (session.get('userId') ?? 0) > 0;
}

/** Messages queued for the next page; more are not read (a shopper who never follows the redirects). */
const MAX_FLASH = 3;
const MAX_FLASH_TEXT = 300;

export function flash(session: ShopperSession, message: FlashMessage) {
  const current = (session.get('messages') as FlashMessage[] | undefined) ?? [];
  const text = message.text.length > MAX_FLASH_TEXT ? `${message.text.slice(0, MAX_FLASH_TEXT - 1)}…` : message.text;
  // the same message twice says nothing more; the newest ones are the ones that matter
  const others = current.filter((m) => m.text !== text || m.level !== message.level);
  session.flash('messages', [...others, { ...message, text }].slice(-MAX_FLASH));
}
