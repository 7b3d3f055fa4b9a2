// Login throttling (issue 9, decision 022, after OWASP's Authentication Cheat Sheet). Three counters,
// each a key of login_attempt, so every backend process counts the same:
// - the pair of account and address ('pair:<email>|<address>'): 5 failures within 15 minutes lock
//   that pair for 15 minutes (even for the right password). Only the guesser's own address is locked:
//   the owner logging in from elsewhere is not, so nobody can lock an owner out from afar;
// - the address ('ip:<address>'): 20 failures over any accounts lock the address (one client
//   trying many accounts: credential stuffing); higher than the pair's, since shoppers share
//   addresses (offices, mobile carriers);
// - the account ('acct:<email>'): never locked, for that would let anyone lock anyone out; its
//   failures from every address slow each next answer down, more with each failure, within a cap.
// When the address is unknown (the Vite dev server cannot tell the storefront its peer) the pair
// is the account with '?', which then locks as the account did before.
// Attempts made while locked are refused without checking the password and are not recorded, so a
// lock ends on time instead of being extended forever. A success clears the pair's and the
// account's count (their failures before it no longer matter), not the address's: an attacker could
// otherwise reset the address count by logging in to an account of their own.
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { loginAttempt } from '../db/schema';

const MINUTE_MS = 60_000;

export const accountKey = (email: string) => `acct:${email}`;
export const addressKey = (address: string) => `ip:${address}`;
// The e-mail first: a prefix of an account's pairs is then 'pair:<email>|' (an e-mail's domain
// holds no '|', so no other account's pair starts the same).
export const pairKey = (email: string, address: string | null) => `pair:${email}|${address ?? '?'}`;
/** The counters an attempt counts against: the pair and the account always, the address when it is known. */
export const lockoutKeys = (email: string, address: string | null) =>
  address ? [pairKey(email, address), accountKey(email), addressKey(address)] : [pairKey(email, null), accountKey(email)];

export type LockState = { lockedUntil: Date | null; recentFailures: number };

type Limits = { failures: number; windowMs: number; lockMs: number; clearedBySuccess: boolean };

function limitsFor(key: string, config: AppConfig): Limits {
  const kind = key.slice(0, key.indexOf(':'));
  return {
    // an account alone is never locked (0: no lock), only slowed down
    failures: kind === 'pair' ? config.lockoutPairFailures : kind === 'ip' ? config.lockoutAddressFailures : 0,
    windowMs: config.lockoutWindowMinutes * MINUTE_MS,
    lockMs: config.lockoutMinutes * MINUTE_MS,
    clearedBySuccess: kind !== 'ip',
  };
}

/**
 * A key is locked until `lockMs` after any failure that completes `failures` failures within
 * `windowMs` (failures after the last success only, for a pair or an account). `beforeId`: count only the
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
    if (row.success && limits.clearedBySuccess) break;
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

/**
 * A success outside login (password reset by e-mail): the owner proved themselves, so the account
 * is no longer slowed down and every lock of a pair of this account ends, whoever caused it.
 */
export async function clearAccount(db: Database, email: string): Promise<void> {
  const prefix = `pair:${email}|`;
  await db.insert(loginAttempt).values({ key: accountKey(email), success: true, at: new Date() });
  await db.delete(loginAttempt).where(and(eq(sql`left(${loginAttempt.key}, ${prefix.length})`, prefix), eq(loginAttempt.success, false)));
}

/** whole minutes left, at least 1, for the message */
export function minutesLeft(until: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((until.getTime() - now) / MINUTE_MS));
}

/**
 * The pause before answering an attempt on keys with recent failures (the account's from every
 * address, the pair's, the address's): it grows with each failure, up to the cap.
 */
export function slowdownMs(config: AppConfig, recentFailures: number): number {
  return Math.min(config.loginSlowdownMaxMs, config.loginSlowdownMs * recentFailures);
}

/** attempts older than a day count for nothing */
export async function purgeOldAttempts(db: Database): Promise<void> {
  await db.delete(loginAttempt).where(lt(loginAttempt.at, sql`now() - interval '1 day'`));
}
