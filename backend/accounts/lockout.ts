// Repeated login failures are slowed down, then blocked for a while, per account ('acct:<email>')
// and per address ('ip:<address>'). Attempts live in login_attempt so every backend process counts
// the same. Defaults: 5 failures of one account within 15 minutes lock it for 15 minutes (20 for an
// address, which many shoppers may share). Attempts made while locked are refused without checking
// the password and are not recorded, so a lock ends on time instead of being extended forever.
// A success clears an account's count (its failures before it no longer matter), not an address's:
// an attacker could otherwise reset the address count by logging in to an account of their own.
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { loginAttempt } from '../db/schema';

const MINUTE_MS = 60_000;

export const accountKey = (email: string) => `acct:${email}`;
export const addressKey = (address: string) => `ip:${address}`;
/** The counters an attempt counts against: the account always, the address when it is known. */
export const lockoutKeys = (email: string, address: string | null) =>
  address ? [accountKey(email), addressKey(address)] : [accountKey(email)];

export type LockState = { lockedUntil: Date | null; recentFailures: number };

type Limits = { failures: number; windowMs: number; lockMs: number };

function limitsFor(key: string, config: AppConfig): Limits {
  return {
    failures: key.startsWith('acct:') ? config.lockoutAccountFailures : config.lockoutAddressFailures,
    windowMs: config.lockoutWindowMinutes * MINUTE_MS,
    lockMs: config.lockoutMinutes * MINUTE_MS,
  };
}

/**
 * A key is locked until `lockMs` after any failure that completes `failures` failures within
 * `windowMs` (failures after the last success only, for an account). `beforeId`: count only the
 * rows older than this attempt's own.
 */
export async function lockState(db: Database, config: AppConfig, key: string, beforeId?: number, now = Date.now()): Promise<LockState> {
  const limits = limitsFor(key, config);
  const since = new Date(now - limits.windowMs - limits.lockMs);
  const conditions = [eq(loginAttempt.key, key), gt(loginAttempt.at, since)];
  if (beforeId !== undefined) conditions.push(lt(loginAttempt.id, beforeId));
  const rows = await db
    .select({ at: loginAttempt.at, success: loginAttempt.success })
    .from(loginAttempt)
    .where(and(...conditions))
    .orderBy(desc(loginAttempt.id))
    .limit(500);
  const failures: number[] = [];
  for (const row of rows) {
    if (row.success && key.startsWith('acct:')) break;
    if (!row.success) failures.push(row.at.getTime());
  }
  failures.sort((a, b) => a - b);
  let lockedUntil = 0;
  const n = limits.failures;
  if (n > 0) {
    for (let i = n - 1; i < failures.length; i++) {
      if (failures[i] - failures[i - n + 1] <= limits.windowMs) lockedUntil = Math.max(lockedUntil, failures[i] + limits.lockMs);
    }
  }
  const recentFailures = failures.filter((t) => t > now - limits.windowMs).length;
  return { lockedUntil: lockedUntil > now ? new Date(lockedUntil) : null, recentFailures };
}

export type Attempt = { locked: true; until: Date } | { locked: false; ids: number[]; recentFailures: number };

/**
 * Starts a login attempt: its rows are written first, as failures, and the lock is then judged on
 * the rows before them. So a burst of parallel guesses cannot all pass the check before any of
 * them is counted. A refused attempt's rows are removed (it did not get to guess).
 */
export async function beginAttempt(db: Database, config: AppConfig, keys: string[]): Promise<Attempt> {
  const rows = await db
    .insert(loginAttempt)
    .values(keys.map((key) => ({ key, success: false, at: new Date() })))
    .returning({ id: loginAttempt.id, key: loginAttempt.key });
  let until: Date | null = null;
  let recentFailures = 0;
  for (const row of rows) {
    const state = await lockState(db, config, row.key, row.id);
    if (state.lockedUntil && (!until || state.lockedUntil > until)) until = state.lockedUntil;
    recentFailures = Math.max(recentFailures, state.recentFailures);
  }
  const ids = rows.map((r) => r.id);
  if (until) {
    await forgetAttempt(db, ids);
    return { locked: true, until };
  }
  return { locked: false, ids, recentFailures };
}

/** the attempt succeeded: an account's earlier failures stop counting */
export async function attemptSucceeded(db: Database, ids: number[]): Promise<void> {
  if (ids.length) await db.update(loginAttempt).set({ success: true }).where(inArray(loginAttempt.id, ids));
}

/** the attempt neither failed nor succeeded (e-mail not confirmed, pin asked): it does not count */
export async function forgetAttempt(db: Database, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(loginAttempt).where(inArray(loginAttempt.id, ids));
}

/** a success outside login (password reset by e-mail) also clears the account's failures */
export async function recordSuccess(db: Database, key: string): Promise<void> {
  await db.insert(loginAttempt).values({ key, success: true, at: new Date() });
}

/** whole minutes left, at least 1, for the message */
export function minutesLeft(until: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((until.getTime() - now) / MINUTE_MS));
}

/** the pause before answering an attempt on keys with recent failures: grows with each failure */
export function slowdownMs(config: AppConfig, recentFailures: number): number {
  return Math.min(config.loginSlowdownMaxMs, config.loginSlowdownMs * recentFailures);
}

/** attempts older than a day count for nothing */
export async function purgeOldAttempts(db: Database): Promise<void> {
  await db.delete(loginAttempt).where(lt(loginAttempt.at, sql`now() - interval '1 day'`));
}
