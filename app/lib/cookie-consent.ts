// The cookie centre's rules (account.md §2, §9; issue 27 §2; decision 059), shared by the server and
// the centre's form: the three categories, the choice as its own cookie keeps it, and when the shop
// must ask again. No zod here: the footer and the shell read the names without the schemas.

/** Raise it when the categories (or what a category lets in) change: every shopper is asked again. */
export const CONSENT_VERSION = 1;
/** A choice is asked again 12 months after it was made (the Garante's guidance for cookie banners). */
export const CONSENT_MONTHS = 12;

/** The footer's "Preferenze cookie" asks the shell for the centre with this window event (with JS; without, it is the /cookie page). */
export const OPEN_COOKIE_CENTRE = 'spesa:cookie-centre';

export const COOKIE_INTENT = { acceptAll: 'accept-all', rejectAll: 'reject-all', save: 'save' } as const;

export type ConsentCategories = { technical: true; analytics: boolean; profiling: boolean };
/** What the `spesa_consent` cookie holds: the categories, when (ISO), a random id, the categories' version. */
export type CookieConsent = { categories: ConsentCategories; at: string; id: string; version: number };

/** The spec's default (§9): only the technical cookies. */
export const TECHNICAL_ONLY: ConsentCategories = { technical: true, analytics: false, profiling: false };

/** The choice stops counting 12 calendar months after it was made. */
export function consentExpiry(at: Date): Date {
  const expiry = new Date(at);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_MONTHS);
  return expiry;
}

/** The centre must be shown: no choice yet, a choice for other categories, or one 12 months old. */
export function consentNeeded(consent: CookieConsent | null, now: Date = new Date()): boolean {
  if (!consent || consent.version !== CONSENT_VERSION) return true;
  const at = new Date(consent.at);
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime() + 60_000) return true;
  return consentExpiry(at).getTime() <= now.getTime();
}

/** The categories a choice still in force lets in; technical only otherwise. */
export function grantedCategories(consent: CookieConsent | null, now: Date = new Date()): ConsentCategories {
  return consent && !consentNeeded(consent, now) ? consent.categories : TECHNICAL_ONLY;
}
