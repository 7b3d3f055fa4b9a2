// Cookie choices (custom/v1/cookie-consent): who chose what and when, where "who" is the browser's
// random id and, when the storefront sends a logged-in session's token, that customer's id.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cookieConsent, session } from '../db/schema';
import { hashToken } from '../ebsn/session';

export type ConsentChoice = { id: string; categories: { technical: true; analytics: boolean; profiling: boolean }; version: number };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** the customer a session token belongs to, when it is a live customer's (not a guest's, not staff's) */
export async function customerOfToken(db: Database, token: string | undefined, now = new Date()): Promise<number | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(session)
    .where(eq(session.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.expiresAt <= now || row.staffUserId != null || row.userId <= 0) return null;
  return row.userId;
}

export async function recordConsent(db: Database, choice: ConsentChoice, userId: number | null): Promise<Date> {
  const [row] = await db
    .insert(cookieConsent)
    .values({
      consentId: choice.id,
      userId,
      technical: true,
      analytics: choice.categories.analytics,
      profiling: choice.categories.profiling,
      version: choice.version,
    })
    .returning({ at: cookieConsent.recordedAt });
  return row.at;
}
