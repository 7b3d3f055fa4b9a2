// Switching the login pin on in two steps (issue 11; account.md §4 "Multi-factor authentication can
// be switched on or off"): the secret is made and shown first, and takes effect only once the
// customer types a first pin from it, so nobody locks themselves out with a secret their app never
// read. The waiting secret is a user_token of purpose 'mfa' (its payload holds it, for 15 minutes);
// a new start replaces it. Only the owner, logged in, ever reads it back (mfa_enabled).
import { verifyTOTP } from '@epic-web/totp';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appUser, userToken } from '../db/schema';
import { newMfaSecret, PIN_PATTERN, TOTP } from './mfa';
import { issueToken } from './tokens';

export type PendingMfa = { secret: string; otpauthUri: string };

/** a new secret waiting for its first pin (an older waiting one is worth nothing from now on) */
export async function startMfaSetup(db: Database, user: { id: number; email: string }): Promise<PendingMfa> {
  const pending = await newMfaSecret(user.email);
  await issueToken(db, user.id, 'mfa', pending);
  return pending;
}

async function pendingRow(db: Database, userId: number) {
  const [row] = await db
    .select({ id: userToken.id, payload: userToken.payload })
    .from(userToken)
    .where(and(eq(userToken.userId, userId), eq(userToken.purpose, 'mfa'), isNull(userToken.usedAt), gt(userToken.expiresAt, sql`now()`)))
    .orderBy(desc(userToken.createdAt))
    .limit(1);
  const secret = row?.payload?.secret;
  const otpauthUri = row?.payload?.otpauthUri;
  return row && typeof secret === 'string' && typeof otpauthUri === 'string' ? { id: row.id, secret, otpauthUri } : null;
}

/** the secret waiting for its first pin, if any */
export async function pendingMfaSetup(db: Database, userId: number): Promise<PendingMfa | null> {
  const row = await pendingRow(db, userId);
  return row ? { secret: row.secret, otpauthUri: row.otpauthUri } : null;
}

/**
 * The first pin: right for the waiting secret, the secret becomes the account's ('on'); 'expired'
 * when nothing waits; 'wrong' otherwise. Using the waiting row is the check against a double submit.
 */
export async function confirmMfaSetup(db: Database, userId: number, pin: string): Promise<'on' | 'expired' | 'wrong'> {
  const row = await pendingRow(db, userId);
  if (!row) return 'expired';
  if (!PIN_PATTERN.test(pin)) return 'wrong';
  const result = await verifyTOTP({
    otp: pin,
    secret: row.secret,
    period: TOTP.period,
    digits: TOTP.digits,
    algorithm: TOTP.algorithm,
    window: TOTP.window,
  });
  if (!result) return 'wrong';
  const step = Math.floor(Date.now() / 1000 / TOTP.period) + result.delta;
  return db.transaction(async (tx) => {
    const used = await tx
      .update(userToken)
      .set({ usedAt: new Date() })
      .where(and(eq(userToken.id, row.id), isNull(userToken.usedAt)))
      .returning({ id: userToken.id });
    if (!used.length) return 'expired' as const;
    // the first pin is spent too: it cannot log in a second time
    await tx.update(appUser).set({ mfaSecret: row.secret, mfaLastStep: step, updatedAt: new Date() }).where(eq(appUser.id, userId));
    return 'on' as const;
  });
}
