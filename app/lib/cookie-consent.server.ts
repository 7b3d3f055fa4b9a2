// The cookie centre's cookie, `spesa_consent`: the shopper's choice on this browser, its own cookie
// (not the session, which logging out replaces). Not signed: it holds nothing a shopper could gain by
// forging, and a choice that does not read back is simply asked again.
import { createCookie } from '@remix-run/node';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CONSENT_VERSION, type ConsentCategories, type CookieConsent } from './cookie-consent';
import { cookieOptions } from './cookies.server';

export const CONSENT_COOKIE = 'spesa_consent';

// a day past the 12 months: the date inside decides (consentNeeded), the browser only tidies up
const consentCookie = createCookie(CONSENT_COOKIE, {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: cookieOptions.secure,
  maxAge: 366 * 24 * 60 * 60,
});

const consentSchema = z.object({
  categories: z.object({ technical: z.literal(true), analytics: z.boolean(), profiling: z.boolean() }),
  at: z.string().datetime(),
  id: z.string().uuid(),
  version: z.number().int(),
});

/** The choice this browser made, or null (none, or a cookie that does not read as one). */
export async function readConsent(request: Request): Promise<CookieConsent | null> {
  try {
    const parsed = consentSchema.safeParse(await consentCookie.parse(request.headers.get('Cookie')));
    return parsed.success ? (parsed.data as CookieConsent) : null;
  } catch {
    return null;
  }
}

/** A new choice: the same random id as the browser's last one, when it had one, so its record follows. */
export function newConsent(
  categories: Omit<ConsentCategories, 'technical'>,
  previous: CookieConsent | null,
  now = new Date(),
): CookieConsent {
  return {
    categories: { technical: true, analytics: categories.analytics, profiling: categories.profiling },
    at: now.toISOString(),
    id: previous?.id ?? randomUUID(),
    version: CONSENT_VERSION,
  };
}

export function consentSetCookie(consent: CookieConsent): Promise<string> {
  return consentCookie.serialize(consent);
}
