// Login throttling through the storefront (issue 9, decision 022): the storefront's login action
// against the real backend app (msw hands every call to it in-process), with the shopper's address
// in the load context as server/index.mjs puts it. The default setup (no TRUST_PROXY) throttles per
// shopper, not per storefront; X-Forwarded-For written by a client changes nothing.
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as loginAction } from '~/routes/login/route';
import { env } from '~/lib/env.server';
import { loginAttempt } from '../../backend/db/schema';
import { accountsApp, accountsDatabase, DEMO_PASSWORD, DEMO_USERS } from '../backend/helpers/accounts';
import type { TestDatabase } from '../backend/helpers/database';
import { EBSN } from '../mocks/handlers';
import { location, payload, post, settle } from './account-helpers';
import { server, useMsw } from './msw';

useMsw();

const LOCKED = 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.';
const WRONG = 'E-mail o password non corretti.';

let database: TestDatabase;
let backend: ReturnType<typeof accountsApp>;
const hops = env.trustedProxyHops;

beforeAll(async () => {
  database = await accountsDatabase('pglite');
  // the key is the storefront's own (vitest.config.ts STOREFRONT_KEY): the backend believes its addresses
  backend = accountsApp(database, { storefrontKey: 'test-storefront-key' });
});
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  await database.db.delete(loginAttempt);
  server.use(http.all(`${EBSN}/*`, ({ request }) => backend.fetch(request)));
});
afterEach(() => {
  env.trustedProxyHops = hops;
});

/** The storefront's answer to a login form sent from `peer`, with extra request headers. */
async function logIn(email: string, password: string, peer: string, headers: Record<string, string> = {}) {
  const request = await post('/login', { intent: 'login', login: email, password, remember: 'on' });
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  const result = await settle(loginAction({ request, params: {}, context: { peerAddress: peer } }));
  if (result instanceof Response) return { loggedIn: location(result) === '/profile/dashboard', errors: [] as string[] };
  return { loggedIn: false, errors: (payload(result).result?.error?.[''] ?? []) as string[] };
}

describe('login throttling through the storefront', () => {
  it('refuses one client after 20 failures over 30 e-mails; the owner from another address logs in', async () => {
    env.trustedProxyHops = 0;
    const errors: string[] = [];
    for (let i = 0; i < 30; i++) errors.push(...(await logIn(`cliente${i}@example.com`, 'Sbagliata!1', '203.0.113.7')).errors);
    expect(errors.slice(0, 20)).toEqual(Array(20).fill(WRONG));
    expect(errors.slice(20)).toEqual(Array(10).fill(LOCKED));
    expect((await logIn(DEMO_USERS.mario, DEMO_PASSWORD, '203.0.113.7')).errors).toEqual([LOCKED]);
    expect((await logIn(DEMO_USERS.mario, DEMO_PASSWORD, '198.51.100.4')).loggedIn).toBe(true);
  });

  it("locks the attacker's address for an account, not its owner's", async () => {
    env.trustedProxyHops = 0;
    for (let i = 0; i < 5; i++) await logIn(DEMO_USERS.mario, `Sbagliata!${i}`, '203.0.113.8');
    expect((await logIn(DEMO_USERS.mario, DEMO_PASSWORD, '203.0.113.8')).errors).toEqual([LOCKED]);
    expect((await logIn(DEMO_USERS.mario, DEMO_PASSWORD, '198.51.100.5')).loggedIn).toBe(true);
  });

  it('ignores a client-written X-Forwarded-For without TRUST_PROXY', async () => {
    env.trustedProxyHops = 0;
    for (let i = 0; i < 20; i++) {
      await logIn(`cliente${i}@example.com`, 'Sbagliata!1', '203.0.113.9', { 'X-Forwarded-For': `10.0.${i}.1` });
    }
    expect((await logIn(DEMO_USERS.mario, DEMO_PASSWORD, '203.0.113.9', { 'X-Forwarded-For': '198.51.100.99' })).errors).toEqual([LOCKED]);
  });

  it('behind one trusted proxy, takes the address it appended, never the first hop', async () => {
    env.trustedProxyHops = 1;
    const proxy = '10.0.0.2';
    for (let i = 0; i < 20; i++) {
      await logIn(`cliente${i}@example.com`, 'Sbagliata!1', proxy, { 'X-Forwarded-For': `192.0.2.${i}, 203.0.113.10` });
    }
    expect((await logIn(DEMO_USERS.mario, DEMO_PASSWORD, proxy, { 'X-Forwarded-For': '192.0.2.250, 203.0.113.10' })).errors).toEqual([
      LOCKED,
    ]);
    // another shopper behind the same proxy is not locked
    expect((await logIn(DEMO_USERS.mario, DEMO_PASSWORD, proxy, { 'X-Forwarded-For': '198.51.100.6' })).loggedIn).toBe(true);
  });
});
