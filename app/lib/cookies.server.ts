// The one definition of the storefront's cookie options: every cookie the shop sets (session, MFA
// step, CSRF token, recent searches) is httpOnly, SameSite=Lax, on the whole site, signed with the
// session secrets, and Secure in production unless INSECURE_COOKIES says the shop runs on plain HTTP.
import { createCookie, type CookieOptions } from '@remix-run/node';
import { env } from './env.server';

export const cookieOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: env.isProduction && !process.env.INSECURE_COOKIES,
  secrets: env.sessionSecrets,
} satisfies CookieOptions;

/** A cookie of the shop with the shared options; `maxAge` in seconds, none for a browser-session cookie. */
export function shopCookie(name: string, { maxAge }: { maxAge?: number } = {}) {
  return createCookie(name, { ...cookieOptions, maxAge });
}
