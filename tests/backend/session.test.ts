// Envelope shape, guest sessions carried by X-Ebsn-Account (made only when needed, refused from a
// cross-site cookie, swept once expired), auth/test, health and the error answers.
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '~/ebsn/schemas';
import { createApp } from '../../backend/app';
import { session } from '../../backend/db/schema';
import { defaultConfig } from '../../backend/config';
import { hashToken, newToken, startSessionSweep } from '../../backend/ebsn/session';
import { call, guestSession, silentLog, testApp } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';

describe.each(backendKinds)('session and envelope (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = testApp(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers every call in the eBSN envelope', async () => {
    const { status, body } = await call(app, '/ebsn/api/auth/test');
    expect(status).toBe(200);
    const parsed = envelopeSchema.parse(body);
    expect(parsed.response.status).toBe(0);
    expect(body.response).toEqual({
      status: 0,
      errors: [],
      infos: [],
      warnings: [],
      errorsMessage: [],
      infosMessage: [],
      warningsMessage: [],
    });
    expect(body.user).toEqual({ userId: -1, login: null, profileConfirmed: false });
  });

  it('makes no session for calls that need none, on any path', async () => {
    const count = async () => (await database.db.select().from(session)).length;
    const before = await count();
    const calls: Array<[string, RequestInit?]> = [
      ['/ebsn/api/auth/test'],
      ['/ebsn/api/nothing-here'],
      ['/ebsn/api/nothing/here/either', { method: 'POST' }],
      ['/ebsn/api/category'],
      ['/ebsn/api/products'],
      ['/ebsn/api/products/1'],
      ['/ebsn/api/warehouse-locator/search'],
      ['/ebsn/api/cart/view'],
      ['/ebsn/api/registration/user_detail'],
      ['/ebsn/api/auth/logout', { method: 'POST' }],
      ['/ebsn/api/auth/login', { method: 'POST', body: new URLSearchParams({ login: 'nessuno@example.com', password: 'Sbagliata!2026' }) }],
      [
        '/ebsn/api/cart/add',
        { method: 'POST', body: '{"items":[{"productId":1,"quantity":1}]}', headers: { 'Content-Type': 'application/json' } },
      ],
    ];
    for (const [path, init] of calls) {
      const answer = await call(app, path, init);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers.get('x-ebsn-account'), path).toBeNull();
      if (answer.body?.user) expect(answer.body.user.userId, path).toBe(-1);
    }
    expect(await count()).toBe(before);
  });

  it('makes a guest session when something needs one, and stores only the hash of its token', async () => {
    const anonymous = testApp(database.db, { anonymousCart: true });
    const { headers } = await call(anonymous, '/ebsn/api/cart/add', {
      method: 'POST',
      body: JSON.stringify({ items: [{ productId: 1, quantity: 1 }] }),
      headers: { 'Content-Type': 'application/json' },
    });
    const token = headers.get('x-ebsn-account');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.db
      .select()
      .from(session)
      .where(eq(session.tokenHash, hashToken(token!)));
    expect(stored).toHaveLength(1);
    expect(stored[0].userId).toBe(-1);
    const days = (stored[0].expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const raw = await database.db.execute(sql`select count(*)::int as n from session where token_hash = ${token}`);
    expect((raw as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);
    // the cart's next call reuses it
    const again = await call(anonymous, '/ebsn/api/cart/view', { headers: { 'X-Ebsn-Account': token! } });
    expect(again.headers.get('x-ebsn-account')).toBeNull();
    expect(again.status).toBe(200);
  });

  it('reuses the session of a known token, sent as header or as cookie', async () => {
    const { token } = await guestSession(database.db);
    const again = await call(app, '/ebsn/api/auth/test', { headers: { 'X-Ebsn-Account': token } });
    expect(again.headers.get('x-ebsn-account')).toBeNull();
    const byCookie = await call(app, '/ebsn/api/auth/test', { headers: { Cookie: `X-Ebsn-Account=${token}` } });
    expect(byCookie.headers.get('x-ebsn-account')).toBeNull();
    const count = await database.db
      .select()
      .from(session)
      .where(eq(session.tokenHash, hashToken(token)));
    expect(count).toHaveLength(1);
  });

  it('refuses a state-changing call whose token comes from the cookie without an Origin of ours', async () => {
    const { token } = await guestSession(database.db);
    const logout = (headers: Record<string, string>) => call(app, '/ebsn/api/auth/logout', { method: 'POST', headers });
    for (const origin of [undefined, 'null', 'https://evil.example', 'http://localhost.evil.example']) {
      const answer = await logout({ Cookie: `X-Ebsn-Account=${token}`, ...(origin ? { Origin: origin } : {}) });
      expect(answer.status, String(origin)).toBe(403);
      expect(envelopeSchema.parse(answer.body).response.errors[0]?.code).toBe('error.crossSite');
    }
    // nothing happened: the session is alive
    expect(
      await database.db
        .select()
        .from(session)
        .where(eq(session.tokenHash, hashToken(token))),
    ).toHaveLength(1);
    // reads by cookie need no Origin; the header is proof enough whatever the Origin
    expect((await call(app, '/ebsn/api/auth/test', { headers: { Cookie: `X-Ebsn-Account=${token}` } })).status).toBe(200);
    const byHeader = await call(app, '/ebsn/api/cart/view', {
      method: 'GET',
      headers: { 'X-Ebsn-Account': token, Origin: 'https://evil.example' },
    });
    expect(byHeader.status).toBe(200);
    // the API's own origin, and the shop's (SHOP_URL), may post with the cookie
    const shop = testApp(database.db, { shopUrl: 'https://spesa.example' });
    const fromShop = await call(shop, '/ebsn/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: `X-Ebsn-Account=${token}`, Origin: 'https://spesa.example' },
    });
    expect(fromShop.status).toBe(200);
    const other = await guestSession(database.db);
    const sameOrigin = await logout({ Cookie: `X-Ebsn-Account=${other.token}`, Origin: 'http://localhost' });
    expect(sameOrigin.status).toBe(200);
    expect(
      await database.db
        .select()
        .from(session)
        .where(eq(session.tokenHash, hashToken(other.token))),
    ).toHaveLength(0);
  });

  it('answers a text/plain body where JSON or a form is due with 415 and a message', async () => {
    const { token } = await guestSession(database.db);
    const anonymous = testApp(database.db, { anonymousCart: true });
    for (const path of ['/ebsn/api/cart/add', '/ebsn/api/registration/register_user', '/ebsn/api/auth/login']) {
      const answer = await call(anonymous, path, {
        method: 'POST',
        body: '{"items":[{"productId":1,"quantity":1}],"login":"mario.rossi@example.com","password":"x"}',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'X-Ebsn-Account': token },
      });
      expect(answer.status, path).toBe(415);
      expect(envelopeSchema.parse(answer.body).response.errorsMessage, path).toEqual(['Formato della richiesta non supportato.']);
    }
  });

  it('slides the expiry of a session in use', async () => {
    const token = newToken();
    const past = new Date(Date.now() - 3_600_000);
    await database.db
      .insert(session)
      .values({ tokenHash: hashToken(token), userId: -1, lastSeenAt: past, expiresAt: new Date(Date.now() + 86_400_000) });
    await call(app, '/ebsn/api/auth/test', { headers: { 'X-Ebsn-Account': token } });
    const [row] = await database.db
      .select()
      .from(session)
      .where(eq(session.tokenHash, hashToken(token)));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('runs an unknown, malformed or expired guest token as a guest, with no new session', async () => {
    const expired = newToken();
    await database.db.insert(session).values({ tokenHash: hashToken(expired), userId: -1, expiresAt: new Date(Date.now() - 1000) });
    for (const token of [newToken(), 'garbage', expired]) {
      const { status, headers, body } = await call(app, '/ebsn/api/auth/test', { headers: { 'X-Ebsn-Account': token } });
      expect(status).toBe(200);
      expect(headers.get('x-ebsn-account')).toBeNull();
      expect(body.user.userId).toBe(-1);
    }
    expect(
      await database.db
        .select()
        .from(session)
        .where(eq(session.tokenHash, hashToken(expired))),
    ).toHaveLength(0);
  });

  it('sweeps expired sessions periodically: a guest once expired, a user after the grace of the 419', async () => {
    const DAY = 86_400_000;
    const rows = {
      expiredGuest: { userId: -1, expiresAt: new Date(Date.now() - 1000) },
      liveGuest: { userId: -1, expiresAt: new Date(Date.now() + DAY) },
      recentlyExpiredUser: { userId: 42, expiresAt: new Date(Date.now() - DAY) },
      longExpiredUser: { userId: 42, expiresAt: new Date(Date.now() - 8 * DAY) },
    };
    const tokens = Object.fromEntries(Object.keys(rows).map((k) => [k, newToken()])) as Record<keyof typeof rows, string>;
    for (const [name, row] of Object.entries(rows)) {
      await database.db.insert(session).values({ tokenHash: hashToken(tokens[name as keyof typeof rows]), ...row });
    }
    const alive = async (name: keyof typeof rows) =>
      (
        await database.db
          .select()
          .from(session)
          .where(eq(session.tokenHash, hashToken(tokens[name])))
      ).length === 1;
    const stop = startSessionSweep({ db: database.db, log: silentLog, config: defaultConfig }, 25);
    try {
      await expect.poll(() => alive('expiredGuest'), { timeout: 10_000 }).toBe(false);
      await expect.poll(() => alive('longExpiredUser'), { timeout: 10_000 }).toBe(false);
    } finally {
      stop();
    }
    expect(await alive('liveGuest')).toBe(true);
    // still there to answer 419 (the shopper is sent to login with the spec's message)
    expect(await alive('recentlyExpiredUser')).toBe(true);
  });

  it('answers 419 when a logged-in session has expired', async () => {
    const token = newToken();
    await database.db.insert(session).values({ tokenHash: hashToken(token), userId: 42, expiresAt: new Date(Date.now() - 1000) });
    const { status, body } = await call(app, '/ebsn/api/auth/test', { headers: { 'X-Ebsn-Account': token } });
    expect(status).toBe(419);
    expect(envelopeSchema.parse(body).response.status).not.toBe(0);
    expect(body.response.errors[0].code).toBe('error.session.expired');
  });

  it('answers unknown commerce paths with 404 in the envelope', async () => {
    const { status, body } = await call(app, '/ebsn/api/nothing-here');
    expect(status).toBe(404);
    const parsed = envelopeSchema.parse(body);
    expect(parsed.response.status).not.toBe(0);
    expect(parsed.response.errorsMessage?.[0]).toMatch(/non trovato/i);
  });

  it('reports health with a database check', async () => {
    const { status, body } = await call(app, '/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('unexpected failures', () => {
  it('logs them and answers 500 with a generic Italian message and no stack', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    const broken = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('database exploded at /secret/path');
        },
      },
    );
    const app = createApp({ db: broken as never, log });
    // a token makes the call read the session table
    const { status, body, text } = await call(app, '/ebsn/api/auth/test', { headers: { 'X-Ebsn-Account': newToken() } });
    expect(status).toBe(500);
    expect(envelopeSchema.parse(body).response.errorsMessage).toEqual(['Si è verificato un errore, riprova tra qualche minuto.']);
    expect(text).not.toMatch(/exploded|secret|at /);
    expect(lines.join('')).toMatch(/database exploded/);
  });

  it('reports an unhealthy database on /health', async () => {
    const broken = {
      execute: async () => {
        throw new Error('down');
      },
    };
    const app = createApp({ db: broken as never, log: pino({ level: 'silent' }) });
    const { status, body } = await call(app, '/health');
    expect(status).toBe(503);
    expect(body).toEqual({ status: 'error', db: 'error' });
  });
});
