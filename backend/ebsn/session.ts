// The shopper's session with the commerce API, carried as the X-Ebsn-Account token (request header,
// or a cookie of that name). Only the token's SHA-256 is stored, so a leaked table grants nothing.
// Every contact without a usable token gets a guest session (userId -1) whose token goes back in
// the x-ebsn-account response header.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { session } from '../db/schema';
import type { Database } from '../db/client';
import { guestUser, type AppEnv, type Deps, type EnvelopeUser, type SessionState } from './context';
import { fail, messages } from './envelope';

export const TOKEN_HEADER = 'x-ebsn-account';
export const TOKEN_COOKIE = 'X-Ebsn-Account';

const DAY_MS = 86_400_000;
// 32 random bytes in base64url are exactly 43 characters; anything else is not ours.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sliding lifetime: a guest's, a remembered login's (30 days) or a login without remember_me (12 hours). */
export function ttlMs(deps: Deps, userId: number, remember = true): number {
  if (userId <= 0) return deps.config.guestSessionDays * DAY_MS;
  return remember ? deps.config.userSessionDays * DAY_MS : deps.config.shortSessionHours * 3_600_000;
}

export type NewSession = {
  userId?: number;
  remember?: boolean;
  warehouseId?: number | null;
  data?: Record<string, unknown>;
};

export async function createSession(db: Database, deps: Deps, options: NewSession = {}): Promise<{ token: string; state: SessionState }> {
  const { userId = -1, remember = true, warehouseId = null, data = {} } = options;
  const token = newToken();
  const tokenHash = hashToken(token);
  const now = Date.now();
  await db.insert(session).values({
    tokenHash,
    userId,
    warehouseId,
    data,
    remember,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + ttlMs(deps, userId, remember)),
  });
  return { token, state: { tokenHash, userId, warehouseId, data, remember, isNew: true } };
}

/**
 * Replaces the request's session with a new one (new token, old row deleted): at login, so a token
 * planted before login (session fixation) never becomes a logged-in one, and at logout, so the old
 * token is dead. The new token goes back in x-ebsn-account; the envelope's user is the new one.
 */
export async function replaceSession(
  c: Context<AppEnv>,
  deps: Deps,
  next: NewSession,
  resolveUser: UserResolver = resolveGuestOnly,
): Promise<SessionState> {
  const old = c.get('session');
  const created = await deps.db.transaction(async (tx) => {
    if (old) await tx.delete(session).where(eq(session.tokenHash, old.tokenHash));
    return createSession(tx as unknown as Database, deps, next);
  });
  c.header(TOKEN_HEADER, created.token);
  c.set('session', created.state);
  c.set('user', await resolveUser(created.state));
  return created.state;
}

/** Writes the session's data (flow state such as a pending social login or MFA challenge). */
export async function saveSessionData(db: Database, state: SessionState, data: Record<string, unknown>): Promise<void> {
  state.data = data;
  await db.update(session).set({ data }).where(eq(session.tokenHash, state.tokenHash));
}

function presentedToken(c: Context): string | undefined {
  const header = c.req.header(TOKEN_HEADER)?.trim();
  if (header) return header;
  return getCookie(c, TOKEN_COOKIE)?.trim() || undefined;
}

/** Who the envelope's `user` is (the accounts module passes one that reads the user table). */
export type UserResolver = (state: SessionState) => Promise<EnvelopeUser>;

export const resolveGuestOnly: UserResolver = async (state) =>
  state.userId > 0 ? { userId: state.userId, login: null, profileConfirmed: false } : guestUser;

export type SessionOptions = {
  /**
   * false for shopper-independent reads (catalogue): the storefront sends them without a token so
   * they can be shared by its cache, and minting a session for each would fill the table with
   * sessions nobody holds. Such a request runs as an anonymous guest.
   */
  mint: boolean;
  resolveUser?: UserResolver;
};

/**
 * Resolves the session once per request (the first matching registration wins, so catalogue paths
 * can opt out of minting before the catch-all mints).
 */
export function sessionMiddleware(deps: Deps, options: SessionOptions) {
  const { db, config } = deps;
  const resolveUser = options.resolveUser ?? resolveGuestOnly;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user')) return next();
    const token = presentedToken(c);
    let state: SessionState | undefined;

    if (token && TOKEN_PATTERN.test(token)) {
      const tokenHash = hashToken(token);
      const [row] = await db.select().from(session).where(eq(session.tokenHash, tokenHash)).limit(1);
      const now = Date.now();
      if (row && row.expiresAt.getTime() > now) {
        state = { tokenHash, userId: row.userId, warehouseId: row.warehouseId, data: row.data ?? {}, remember: row.remember, isNew: false };
        // Sliding expiry, written at most once per touch interval per session.
        if (now - row.lastSeenAt.getTime() > config.sessionTouchSeconds * 1000) {
          await db
            .update(session)
            .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + ttlMs(deps, row.userId, row.remember)) })
            .where(eq(session.tokenHash, tokenHash));
        }
      } else if (row && row.userId > 0) {
        // A logged-in session that ran out must not silently become a guest: the storefront clears
        // its cookie and sends the shopper to login when it sees 419 (spec).
        await db.delete(session).where(eq(session.tokenHash, tokenHash));
        c.set('user', guestUser);
        return fail(c, 'error.session.expired', messages.sessionExpired, 419);
      } else if (row) {
        await db.delete(session).where(eq(session.tokenHash, tokenHash));
      }
    }

    if (!state && options.mint) {
      const created = await createSession(db, deps);
      state = created.state;
      c.header(TOKEN_HEADER, created.token);
    }

    if (state) c.set('session', state);
    c.set('user', state ? await resolveUser(state) : guestUser);
    await next();
  });
}

/** Sessions long expired are of no use, not even to answer 419. */
export async function purgeExpiredSessions(db: Database, graceDays = 7): Promise<void> {
  await db.delete(session).where(lt(session.expiresAt, sql`now() - make_interval(days => ${graceDays}::int)`));
}
