// The shopper's session with the commerce API, carried as the X-Ebsn-Account token (request header,
// or a cookie of that name). Only the token's SHA-256 is stored, so a leaked table grants nothing.
// A call without a usable token runs as an anonymous guest; a guest session (userId -1) is made
// only when something must outlive the request (a guest's cart, a login or social flow's state:
// `ensureSession`), and its token goes back in the x-ebsn-account response header. Guest sessions
// expire (GUEST_SESSION_DAYS, sliding) and the backend's sweep deletes them.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { appUser, session } from '../db/schema';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { guestUser, type AppEnv, type Deps, type EnvelopeUser, type SessionAccount, type SessionState } from './context';
import { fail, messages } from './envelope';
import { getChangesState } from './state-changing';

export const TOKEN_HEADER = 'x-ebsn-account';
/** a browser calling the API directly carries the token in this cookie (live eBSN web clients) */
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

/**
 * A staff session's sliding lifetime (decision 054): shorter than any customer's, since it may act
 * for any customer and is often left open on a shared counter or a picker's phone.
 */
export const STAFF_SESSION_MINUTES = 60;

/** Sliding lifetime: a staff member's, a guest's, a remembered login's (30 days) or a login without remember_me (12 hours). */
export function ttlMs(deps: Deps, userId: number, remember = true, staff = false): number {
  if (staff) return STAFF_SESSION_MINUTES * 60_000;
  if (userId <= 0) return deps.config.guestSessionDays * DAY_MS;
  return remember ? deps.config.userSessionDays * DAY_MS : deps.config.shortSessionHours * 3_600_000;
}

export type NewSession = {
  userId?: number;
  remember?: boolean;
  warehouseId?: number | null;
  data?: Record<string, unknown>;
  staffUserId?: number | null;
};

export async function createSession(db: Database, deps: Deps, options: NewSession = {}): Promise<{ token: string; state: SessionState }> {
  const { userId = -1, remember = true, warehouseId = null, data = {}, staffUserId = null } = options;
  const token = newToken();
  const tokenHash = hashToken(token);
  const now = Date.now();
  await db.insert(session).values({
    tokenHash,
    userId,
    warehouseId,
    data,
    remember,
    staffUserId,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + ttlMs(deps, userId, remember, staffUserId !== null)),
  });
  return { token, state: { tokenHash, userId, warehouseId, data, remember, isNew: true, staffUserId } };
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

/**
 * The request's session, made now when it has none: for what must outlive the request as a
 * guest's (a cart under ANONYMOUS_CART, a pending MFA step, a social login's flow).
 */
export async function ensureSession(c: Context<AppEnv>, deps: Deps): Promise<SessionState> {
  const current = c.get('session');
  if (current) return current;
  const created = await createSession(deps.db, deps);
  c.header(TOKEN_HEADER, created.token);
  c.set('session', created.state);
  return created.state;
}

/** Ends the request's session (logout): its token is dead, and the shopper goes on as an anonymous guest. */
export async function endSession(c: Context<AppEnv>, deps: Deps): Promise<void> {
  const current = c.get('session');
  if (current) await deps.db.delete(session).where(eq(session.tokenHash, current.tokenHash));
  c.set('session', undefined);
  c.set('user', guestUser);
}

type Presented = { token: string; from: 'header' | 'cookie' };

function presentedToken(c: Context): Presented | undefined {
  const header = c.req.header(TOKEN_HEADER)?.trim();
  if (header) return { token: header, from: 'header' };
  const cookie = getCookie(c, TOKEN_COOKIE)?.trim();
  return cookie ? { token: cookie, from: 'cookie' } : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** where a browser says a GET without an Origin came from: our own pages, a sibling of ours, the address bar */
const OUR_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

/**
 * A browser sends a cookie with any site's request, but a custom header only with its own page's:
 * a state-changing call whose token comes from the cookie must come from a page of ours, or another
 * site could act as the shopper (CSRF). One rule whatever the method (issue 26): every POST, and the
 * GETs that change state (state-changing.ts). An Origin, when sent, must be ours (this API's own, or
 * the shop's when its pages call us); a write without one is refused; a GET, which browsers send
 * without an Origin from a page of the same origin, must then be vouched for by Sec-Fetch-Site.
 */
function crossSiteCookieCall(c: Context, presented: Presented | undefined, shopUrl: string): boolean {
  if (presented?.from !== 'cookie') return false;
  const safe = SAFE_METHODS.has(c.req.method);
  if (safe && !getChangesState(c.req.path)) return false;
  const origin = c.req.header('origin');
  if (origin === 'null') return true;
  if (origin) {
    const ours = new Set([new URL(c.req.url).origin]);
    try {
      ours.add(new URL(shopUrl).origin);
    } catch {
      /* a SHOP_URL that is not a URL names no origin */
    }
    return !ours.has(origin);
  }
  if (!safe) return true;
  return !OUR_FETCH_SITES.has(c.req.header('sec-fetch-site') ?? '');
}

/**
 * Who the envelope's `user` is (the accounts module passes one that reads the user table). `read`: the
 * user of state.userId as the session's own statement read it (null: none, or anonymised), which the
 * session middleware passes so that it is not read twice; every later call reads it afresh (a staff
 * member acting for someone else, an e-mail address just changed).
 */
export type UserResolver = (state: SessionState, read?: SessionAccount | null) => Promise<EnvelopeUser>;

export const resolveGuestOnly: UserResolver = async (state) =>
  state.userId > 0 ? { userId: state.userId, login: null, profileConfirmed: false } : guestUser;

export type SessionOptions = { resolveUser?: UserResolver };

// Every call with a session token reads its row (backend/db/prepared.ts), and its user as the
// envelope names them in the same statement: every customer's call made these two statements
// before any of its own, now one.
const sessionByToken = preparedQuery('session_by_token', (db: Database, name) =>
  db
    .select({ row: session, account: { id: appUser.id, email: appUser.email, confirmedAt: appUser.confirmedAt } })
    .from(session)
    // an anonymised user is no one's: the session is then a guest's (accounts/users.ts)
    .leftJoin(appUser, and(eq(appUser.id, session.userId), isNull(appUser.anonymizedAt)))
    .where(eq(session.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare(name),
);

/** Resolves the session of the presented token once per request; mints none (see ensureSession). */
export function sessionMiddleware(deps: Deps, options: SessionOptions = {}) {
  const { db, config } = deps;
  const resolveUser = options.resolveUser ?? resolveGuestOnly;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user')) return next();
    const presented = presentedToken(c);
    if (crossSiteCookieCall(c, presented, config.shopUrl)) {
      c.set('user', guestUser);
      return fail(c, { code: 'error.crossSite', error: messages.crossSite }, 403);
    }
    const token = presented?.token;
    let state: SessionState | undefined;
    let account: SessionAccount | null | undefined;

    if (token && TOKEN_PATTERN.test(token)) {
      const tokenHash = hashToken(token);
      const [found] = await sessionByToken(db).execute({ tokenHash });
      const row = found?.row;
      account = found?.account ?? null;
      const now = Date.now();
      const staff = row?.staffUserId != null;
      if (row && staff && presented!.from === 'cookie') {
        // A staff session is only ever carried by the storefront in its header: a cookie holding one
        // (a browser calling the API, another site's form) acts for nobody.
      } else if (row && row.expiresAt.getTime() > now) {
        state = {
          tokenHash,
          userId: row.userId,
          warehouseId: row.warehouseId,
          data: row.data ?? {},
          remember: row.remember,
          isNew: false,
          staffUserId: row.staffUserId,
        };
        // Sliding expiry, written at most once per touch interval per session.
        if (now - row.lastSeenAt.getTime() > config.sessionTouchSeconds * 1000) {
          await db
            .update(session)
            .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + ttlMs(deps, row.userId, row.remember, staff)) })
            .where(eq(session.tokenHash, tokenHash));
        }
      } else if (row && (row.userId > 0 || staff)) {
        // A logged-in session that ran out must not silently become a guest: the storefront clears
        // its cookie and sends the shopper to login when it sees 419 (spec).
        await db.delete(session).where(eq(session.tokenHash, tokenHash));
        c.set('user', guestUser);
        return fail(c, { code: 'error.session.expired', error: messages.sessionExpired }, 419);
      } else if (row) {
        await db.delete(session).where(eq(session.tokenHash, tokenHash));
      }
    }

    if (state) c.set('session', state);
    c.set('user', state ? await resolveUser(state, account) : guestUser);
    await next();
  });
}

/**
 * Deletes the sessions that are of no more use: a guest's as soon as it has expired, a user's once
 * it has been expired `graceDays` (until then its token still earns the 419 that sends the shopper
 * to login with the spec's message). Answers how many went.
 */
export async function purgeExpiredSessions(db: Database, graceDays = 7): Promise<number> {
  const gone = await db
    .delete(session)
    .where(
      or(
        and(lte(session.userId, 0), isNull(session.staffUserId), lt(session.expiresAt, sql`now()`)),
        lt(session.expiresAt, sql`now() - make_interval(days => ${graceDays}::int)`),
      ),
    )
    .returning({ tokenHash: session.tokenHash });
  return gone.length;
}

/** The backend's periodic sweep of expired sessions (every SESSION_SWEEP_MINUTES); returns its stop. */
export function startSessionSweep(deps: Deps, everyMs = deps.config.sessionSweepMinutes * 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow sweep is never run twice at once
    running = true;
    purgeExpiredSessions(deps.db)
      .then((n) => n && deps.log.info({ sessions: n }, 'expired sessions swept'))
      .catch((err) => deps.log.warn({ err }, 'session sweep failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
