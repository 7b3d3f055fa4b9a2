// Envelope shape, guest sessions carried by X-Ebsn-Account, auth/test, health and the error answers.
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '~/ebsn/schemas';
import { createApp } from '../../backend/app';
import { session } from '../../backend/db/schema';
import { hashToken, newToken } from '../../backend/ebsn/session';
import { call, shopper, testApp } from './helpers/app';
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

  it('creates a guest session on first contact and stores only the hash of its token', async () => {
    const { headers } = await call(app, '/ebsn/api/auth/test');
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
  });

  it('mints no session for catalogue reads made without a token', async () => {
    const count = async () => (await database.db.select().from(session)).length;
    const before = await count();
    for (const path of ['/ebsn/api/category', '/ebsn/api/products', '/ebsn/api/products/1', '/ebsn/api/warehouse-locator/search']) {
      const answer = await call(app, path);
      expect(answer.headers.get('x-ebsn-account'), path).toBeNull();
      expect(envelopeSchema.parse(answer.body).user?.userId).toBe(-1);
    }
    expect(await count()).toBe(before);
    // anything else is a first contact
    expect((await call(app, '/ebsn/api/nothing-here')).headers.get('x-ebsn-account')).toBeTruthy();
  });

  it('reuses the session of a known token, sent as header or as cookie', async () => {
    const client = shopper(app);
    await client.get('/ebsn/api/auth/test');
    const token = client.token!;
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

  it('gives a new guest session for an unknown, malformed or expired guest token', async () => {
    const expired = newToken();
    await database.db.insert(session).values({ tokenHash: hashToken(expired), userId: -1, expiresAt: new Date(Date.now() - 1000) });
    for (const token of [newToken(), 'garbage', expired]) {
      const { status, headers, body } = await call(app, '/ebsn/api/auth/test', { headers: { 'X-Ebsn-Account': token } });
      expect(status).toBe(200);
      expect(headers.get('x-ebsn-account')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(headers.get('x-ebsn-account')).not.toBe(token);
      expect(body.user.userId).toBe(-1);
    }
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
    const { status, body, text } = await call(app, '/ebsn/api/auth/test');
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
