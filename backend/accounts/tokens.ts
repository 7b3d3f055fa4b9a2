// Single-use secrets sent by e-mail. 24 random bytes in base64url (32 characters, 192 bits: cannot
// be guessed, unlike a 6-digit code); only their SHA-256 is stored; each expires and can be used once
// (the update that marks it used is the check, so two requests racing with one token cannot both win).
// The registration's code is typed by hand from the e-mail too (issue 24): 8 characters of an
// alphabet without look-alikes, about 40 bits, guessable only in theory, and so tried only under the
// login's lockout (signup.ts). It is stored hashed with its account's id: short codes of two accounts
// may be equal, their rows never are.
import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userToken } from '../db/schema';
import { hashToken } from '../ebsn/session';

export type TokenPurpose = 'confirm' | 'reset' | 'email' | 'anonymize' | 'mfa';

const HOUR_MS = 3_600_000;
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirm: 48 * HOUR_MS,
  reset: 1 * HOUR_MS,
  email: 24 * HOUR_MS,
  // erasing an account cannot be undone: the code is short-lived, asked for just before it is used
  anonymize: 30 * 60_000,
  // a pin switched on but not confirmed yet: its secret waits this long for the first pin
  mfa: 15 * 60_000,
};

/** what a well-formed token looks like: anything else is refused before touching the database */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** no 0/O, 1/I/L: what a shopper reads in an e-mail is what they type */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;
export const CODE_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;
/** the purposes whose secret is a short code to type (the others are only ever followed as links) */
const SHORT_CODE: ReadonlySet<TokenPurpose> = new Set(['confirm']);

/** a code as typed: any case, spaces and dashes (a phone's grouping) left out */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * The stored hash of a secret: a short code's includes its account (and so needs it); a long token's
 * alone (a confirmation link mailed before codes were short still works).
 */
function storedHash(token: string, purpose: TokenPurpose, userId: number | undefined): string | null {
  if (SHORT_CODE.has(purpose)) {
    const code = normalizeCode(token);
    if (CODE_PATTERN.test(code)) return userId === undefined ? null : hashToken(`${purpose}:${userId}:${code}`);
  }
  return TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

export async function issueToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  payload: Record<string, unknown> | null = null,
): Promise<string> {
  const token = SHORT_CODE.has(purpose) ? newCode() : randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    // Only the newest link of a kind works: an older e-mail lying in an inbox is worth nothing.
    await tx
      .update(userToken)
      .set({ usedAt: new Date() })
      .where(and(eq(userToken.userId, userId), eq(userToken.purpose, purpose), isNull(userToken.usedAt)));
    await tx.insert(userToken).values({
      tokenHash: storedHash(token, purpose, userId)!,
      userId,
      purpose,
      payload,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

export type ValidToken = { id: number; userId: number; payload: Record<string, unknown> | null };

function live(tokenHash: string, purpose: TokenPurpose) {
  return and(
    eq(userToken.tokenHash, tokenHash),
    eq(userToken.purpose, purpose),
    isNull(userToken.usedAt),
    gt(userToken.expiresAt, sql`now()`),
  );
}

/** whether the token was one of the user's and has been used (an e-mail link opened a second time) */
export async function wasUsed(db: Database, token: string, purpose: TokenPurpose, userId: number): Promise<boolean> {
  const tokenHash = storedHash(token, purpose, userId);
  if (!tokenHash) return false;
  const [row] = await db
    .select({ usedAt: userToken.usedAt })
    .from(userToken)
    .where(and(eq(userToken.tokenHash, tokenHash), eq(userToken.purpose, purpose), eq(userToken.userId, userId)))
    .limit(1);
  return !!row?.usedAt;
}

/** the token's row if it is live (unused, unexpired), without using it */
export async function peekToken(db: Database, token: string, purpose: TokenPurpose): Promise<ValidToken | null> {
  const tokenHash = storedHash(token, purpose, undefined);
  if (!tokenHash) return null;
  const [row] = await db
    .select({ id: userToken.id, userId: userToken.userId, payload: userToken.payload })
    .from(userToken)
    .where(live(tokenHash, purpose))
    .limit(1);
  return row ?? null;
}

/** uses the token (once): its row, or null when unknown, used, expired or not of this user */
export async function consumeToken(db: Database, token: string, purpose: TokenPurpose, userId?: number): Promise<ValidToken | null> {
  const tokenHash = storedHash(token, purpose, userId);
  if (!tokenHash) return null;
  const condition = userId === undefined ? live(tokenHash, purpose) : and(live(tokenHash, purpose), eq(userToken.userId, userId));
  const [row] = await db
    .update(userToken)
    .set({ usedAt: new Date() })
    .where(condition)
    .returning({ id: userToken.id, userId: userToken.userId, payload: userToken.payload });
  return row ?? null;
}

/** when the newest token of a kind was issued (to space out e-mails to one account) */
export async function lastIssuedAt(db: Database, userId: number, purpose: TokenPurpose): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: userToken.createdAt })
    .from(userToken)
    .where(and(eq(userToken.userId, userId), eq(userToken.purpose, purpose)))
    .orderBy(desc(userToken.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
