// Repeated failures lock an account and an address for a while, with the Italian message; which
// client address counts (socket, X-Forwarded-For with TRUST_PROXY, X-Ebsn-Client-Ip with the
// storefront's key).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanIp } from '../../backend/accounts/client-address';
import { lockState, slowdownMs } from '../../backend/accounts/lockout';
import { defaultConfig } from '../../backend/config';
import { loginAttempt } from '../../backend/db/schema';
import { accountsApp, accountsDatabase, client, DEMO_PASSWORD, DEMO_USERS, errorCodes, errorTexts, login } from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';

const LOCKED = 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.';

describe.each(backendKinds)('login lockout (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(loginAttempt);
  });

  it('locks an account after 5 failures in 15 minutes, even for the right password, for 15 minutes', async () => {
    const app = accountsApp(database);
    for (let i = 0; i < 5; i++) {
      expect(errorCodes(await login(client(app), DEMO_USERS.mario, `Sbagliata!${i}`))).toEqual(['auth.invalidCredentials']);
    }
    const locked = await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD);
    expect(locked.status).toBe(200);
    expect(errorCodes(locked)).toEqual(['auth.locked']);
    expect(errorTexts(locked)).toEqual([LOCKED]);
    expect(locked.body.user.userId).toBe(-1);
    // another account from the same address is not locked
    expect(locked.body.response.status).not.toBe(0);
    expect((await login(client(app), DEMO_USERS.giulia, 'Sbagliata!x')).body.response.errors[0].code).toBe('auth.invalidCredentials');
  });

  it('locks an unknown address the same way: the lock does not reveal whether it exists', async () => {
    const app = accountsApp(database);
    for (let i = 0; i < 5; i++) await login(client(app), 'nessuno@example.com', `Sbagliata!${i}`);
    expect(errorTexts(await login(client(app), 'nessuno@example.com', 'Sbagliata!x'))).toEqual([LOCKED]);
  });

  it('ends the lock on time, and a success clears the count', async () => {
    const app = accountsApp(database);
    const key = `acct:${DEMO_USERS.mario}`;
    const old = new Date(Date.now() - 31 * 60_000);
    await database.db.insert(loginAttempt).values(Array.from({ length: 5 }, () => ({ key, at: old, success: false })));
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD)).body.response.status).toBe(0);

    // 4 failures, a success, 4 failures: never 5 in a row, never locked
    for (let i = 0; i < 4; i++) await login(client(app), DEMO_USERS.mario, 'Sbagliata!1');
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD)).body.response.status).toBe(0);
    for (let i = 0; i < 4; i++) await login(client(app), DEMO_USERS.mario, 'Sbagliata!1');
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD)).body.response.status).toBe(0);
  });

  it('says how many minutes are left', async () => {
    const app = accountsApp(database);
    const key = `acct:${DEMO_USERS.mario}`;
    const at = new Date(Date.now() - 11 * 60_000 - 30_000);
    await database.db.insert(loginAttempt).values(Array.from({ length: 5 }, () => ({ key, at, success: false })));
    expect(errorTexts(await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD))).toEqual([
      'Troppi tentativi di accesso non riusciti. Riprova tra 4 minuti.',
    ]);
  });

  it('does not count attempts refused while locked (the lock is not extended by them)', async () => {
    const app = accountsApp(database);
    for (let i = 0; i < 5; i++) await login(client(app), DEMO_USERS.mario, 'Sbagliata!1');
    for (let i = 0; i < 3; i++) await login(client(app), DEMO_USERS.mario, 'Sbagliata!1');
    const rows = await database.db
      .select()
      .from(loginAttempt)
      .where(eq(loginAttempt.key, `acct:${DEMO_USERS.mario}`));
    expect(rows).toHaveLength(5);
  });

  it('counts a burst of parallel guesses: no more than the limit get through', async () => {
    const app = accountsApp(database);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(client(app), DEMO_USERS.giulia, `Parallela!${i}`)));
    const codes = answers.map((a) => errorCodes(a)[0]);
    // 5 on one connection (PGlite); PostgreSQL's pool may let one more through while a sibling's
    // insert is not yet committed
    expect(codes.filter((c) => c === 'auth.invalidCredentials').length).toBeLessThanOrEqual(kind === 'pglite' ? 5 : 6);
    expect(codes.filter((c) => c === 'auth.locked').length).toBeGreaterThanOrEqual(6);
  });

  it('locks an address after 20 failures over any accounts (X-Forwarded-For with TRUST_PROXY=1)', async () => {
    const app = accountsApp(database, { trustProxy: true });
    const from = (ip: string) => ({ 'X-Forwarded-For': `${ip}, 10.0.0.1` });
    for (let i = 0; i < 20; i++) {
      expect(errorCodes(await login(client(app), `utente${i}@example.com`, 'Sbagliata!1', {}, from('203.0.113.7')))).toEqual([
        'auth.invalidCredentials',
      ]);
    }
    const locked = await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, {}, from('203.0.113.7'));
    expect(errorCodes(locked)).toEqual(['auth.locked']);
    expect(errorTexts(locked)).toEqual([LOCKED]);
    // the same account from another address logs in
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, {}, from('198.51.100.9'))).body.response.status).toBe(0);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const app = accountsApp(database);
    for (let i = 0; i < 20; i++)
      await login(client(app), `utente${i}@example.com`, 'Sbagliata!1', {}, { 'X-Forwarded-For': `192.0.2.${i}` });
    // every attempt counted against one address (the socket's), whatever the header said
    expect(errorCodes(await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, {}, { 'X-Forwarded-For': '192.0.2.200' }))).toEqual([
      'auth.locked',
    ]);
  });

  it("believes the storefront's X-Ebsn-Client-Ip only with the right X-Ebsn-Storefront-Key", async () => {
    const app = accountsApp(database, { storefrontKey: 'chiave-condivisa' });
    const shopper = (ip: string, key = 'chiave-condivisa') => ({ 'X-Ebsn-Storefront-Key': key, 'X-Ebsn-Client-Ip': ip });
    for (let i = 0; i < 20; i++) await login(client(app), `utente${i}@example.com`, 'Sbagliata!1', {}, shopper('203.0.113.50'));
    expect(errorCodes(await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, {}, shopper('203.0.113.50')))).toEqual(['auth.locked']);
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, {}, shopper('203.0.113.51'))).body.response.status).toBe(0);

    // a wrong key: the header is ignored and the socket's address counts (not locked so far)
    await database.db.delete(loginAttempt);
    for (let i = 0; i < 20; i++)
      await login(client(app), `utente${i}@example.com`, 'Sbagliata!1', {}, shopper(`203.0.113.${i}`, 'indovinata'));
    expect(errorCodes(await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, {}, shopper('203.0.113.99', 'indovinata')))).toEqual([
      'auth.locked',
    ]);
  });

  it('counts no address when the storefront (with its key) could not learn it: never its own address', async () => {
    const app = accountsApp(database, { storefrontKey: 'chiave-condivisa' });
    const storefront = { 'X-Ebsn-Storefront-Key': 'chiave-condivisa' };
    for (let i = 0; i < 25; i++) await login(client(app), `utente${i}@example.com`, 'Sbagliata!1', {}, storefront);
    // 25 failures over 25 accounts lock none of the other shoppers behind the same storefront
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, {}, storefront)).body.response.status).toBe(0);
    // the per-account lock still holds
    for (let i = 0; i < 5; i++) await login(client(app), DEMO_USERS.mario, 'Sbagliata!1', {}, storefront);
    expect(errorCodes(await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, {}, storefront))).toEqual(['auth.locked']);
  });

  it('slows answers down as failures add up, within a cap', () => {
    const config = { ...defaultConfig, loginSlowdownMs: 250, loginSlowdownMaxMs: 2000 };
    expect([0, 1, 2, 4, 8, 20].map((n) => slowdownMs(config, n))).toEqual([0, 250, 500, 1000, 2000, 2000]);
  });

  it('judges a lock from the rows of the table', async () => {
    const config = { ...defaultConfig };
    const key = 'acct:calcolo@example.com';
    const now = Date.now();
    const minutesAgo = (m: number) => new Date(now - m * 60_000);
    // 5 failures spread over 27 minutes: never 5 within 15, no lock
    await database.db.insert(loginAttempt).values([29, 16, 15, 14, 2].map((m) => ({ key, at: minutesAgo(m), success: false })));
    expect((await lockState(database.db, config, key, undefined, now)).lockedUntil).toBeNull();
    // one more, 3 minutes ago, makes 5 within 14 minutes (16..2): locked until 15 minutes after the last
    await database.db.insert(loginAttempt).values({ key, at: minutesAgo(3), success: false });
    const state = await lockState(database.db, config, key, undefined, now);
    expect(state.lockedUntil?.getTime()).toBe(minutesAgo(2).getTime() + 15 * 60_000);
    expect(state.recentFailures).toBe(3); // 14, 3 and 2 minutes ago
  });

  it('normalises addresses (IPv4-mapped, IPv6 by /64 network)', () => {
    expect(cleanIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(cleanIp('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(cleanIp('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(cleanIp('[2001:DB8:abcd:12::9]')).toBe('2001:db8:abcd:12::/64');
    expect(cleanIp('not an address')).toBeNull();
    expect(cleanIp('203.0.113.7; drop table')).toBeNull();
  });
});
