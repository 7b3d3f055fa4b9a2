// Who is logged in, and the guard of the login-required routes (account.md §6: /profile/*, checkout,
// payment and payment results). The cookie session says whether a user is logged in (set at login,
// so the shell never asks the backend for it); a route that must be sure confirms with auth/test.
// Login (password, MFA pin, social) ends in `startUserSession`, which rotates the cookie session
// and the CSRF token.
import { missingDisclaimers, testSession } from '~/ebsn/account.server';
import type { AccountUser } from '~/ebsn/account-schemas';
import { SessionExpiredError } from '~/ebsn/errors';
import { shopCookie } from './cookies.server';
import { env } from './env.server';
import { log } from './log.server';
import { csrf } from './security.server';
import { flash, type FlashMessage } from './session.server';
import { failure } from './failures.server';
import { getShopper, goTo, loginUrl, replaceSession, sessionEnded, type Shopper } from './shopper.server';

export { loginUrl };
export const LOGIN_PATH = '/login';
export const DEFAULT_AFTER_LOGIN = '/profile/dashboard';

export type LoggedIn = { shopper: Shopper; userId: number; firstName: string | undefined };

/**
 * The guard of login-required routes: a guest goes to login and comes back afterwards. With
 * `confirm`, the backend is asked (auth/test) whether the session still belongs to the user: a 419
 * takes the expired-session path of `failure`, a session the backend no longer knows as logged in
 * is forgotten and the shopper asked to log in again.
 */
export async function requireUser(
  request: Request,
  { confirm = false, context }: { confirm?: boolean; context: object },
): Promise<LoggedIn> {
  const shopper = await getShopper(request, context);
  const { session } = shopper;
  if (!shopper.loggedIn) throw await goTo(shopper, loginUrl(request), { headers: { 'Cache-Control': 'no-store' } });
  if (confirm) {
    let backendUserId: number;
    try {
      backendUserId = await testSession(shopper.api);
    } catch (error) {
      return failure(error, request, shopper);
    }
    if (backendUserId <= 0) return sessionEnded(shopper, request);
  }
  return { shopper, userId: session.get('userId')!, firstName: session.get('firstName') };
}

/**
 * After a successful login: a NEW cookie session (nothing of the old one is kept, so a session
 * fixed before login is worth nothing after it) holding the new backend token and who the user is.
 * Consents still to give are checked once, here, and remembered as a flag. The shopper's next
 * answer commits it.
 */
export async function startUserSession(
  shopper: Shopper,
  user: AccountUser | null | undefined,
  { remember, message }: { remember: boolean; message?: FlashMessage },
): Promise<void> {
  const { api } = shopper;
  const session = await replaceSession(shopper);
  if (message) flash(session, message);
  session.set('remember', remember);
  if (user && user.userId > 0) {
    session.set('userId', user.userId);
    shopper.loggedIn = true;
  }
  if (user?.firstName) session.set('firstName', user.firstName);
  try {
    const missing = await missingDisclaimers(api);
    if (missing.length) session.set('consentsPending', true);
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
    // the dialog can wait for the next login; the login itself must not fail for it
    log.warn({ err: (error as Error).message }, 'check-disclaimer failed after login');
  }
  const token = api.issuedToken ?? api.token;
  if (token) session.set('ebsnToken', token);
  // A new CSRF token too: one read or planted before login (a shared computer, a subdomain's
  // cookie) must not validate the customer's forms. Login always ends in a redirect, so the next
  // page's root loader reads the new cookie and hands its token to the forms.
  const [, csrfCookie] = await csrf.commitToken();
  if (csrfCookie) shopper.cookies.push(csrfCookie);
}

// ---------------------------------------------------------------------------------------------
// The MFA step (docs/decisions/006-login-mfa-step.md): when the backend asks for a pin, the
// password typed in the first step is kept for the second one in a short-lived, httpOnly, signed
// cookie, encrypted (AES-GCM, key derived from the session secret) so that
// neither the page nor the cookie ever shows it in clear.

const MFA_TTL_SECONDS = 5 * 60;

// on the whole site, not /login: with JS, Remix posts and loads through /login.data, which
// Path=/login does not match
const mfaCookie = shopCookie('__spesa_mfa', { maxAge: MFA_TTL_SECONDS });

export type PendingMfa = { login: string; password: string; remember: boolean; redirectTo: string };
type StoredMfa = { login: string; remember: boolean; redirectTo: string; secret: string; expires: number };

let keyPromise: Promise<CryptoKey> | undefined;
function mfaKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(`spesa-login-mfa:${env.sessionSecrets[0]}`))
    .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

async function seal(plain: string, aad: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(aad) },
    await mfaKey(),
    new TextEncoder().encode(plain),
  );
  return `${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

async function unseal(secret: string, aad: string): Promise<string | null> {
  const [iv, data] = secret.split('.');
  if (!iv || !data) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv), additionalData: new TextEncoder().encode(aad) },
      await mfaKey(),
      fromBase64(data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export async function commitPendingMfa(pending: PendingMfa): Promise<string> {
  const value: StoredMfa = {
    login: pending.login,
    remember: pending.remember,
    redirectTo: pending.redirectTo,
    // the login is bound to the ciphertext: a sealed password cannot be replayed for another account
    secret: await seal(pending.password, pending.login),
    expires: Date.now() + MFA_TTL_SECONDS * 1000,
  };
  return mfaCookie.serialize(value);
}

/** The pending MFA step of this browser, without the password (what the page may show). */
export async function readPendingMfa(request: Request): Promise<Omit<PendingMfa, 'password'> | null> {
  const full = await readPendingMfaWithPassword(request);
  if (!full) return null;
  const { password: _password, ...shown } = full;
  return shown;
}

export async function readPendingMfaWithPassword(request: Request): Promise<PendingMfa | null> {
  const value = (await mfaCookie.parse(request.headers.get('Cookie'))) as StoredMfa | null;
  if (!value || typeof value !== 'object' || typeof value.secret !== 'string' || typeof value.login !== 'string') return null;
  if (!(value.expires > Date.now())) return null;
  const password = await unseal(value.secret, value.login);
  if (password === null) return null;
  return { login: value.login, password, remember: value.remember !== false, redirectTo: String(value.redirectTo ?? '') };
}

export function clearPendingMfa(): Promise<string> {
  return mfaCookie.serialize('', { maxAge: 0 });
}
