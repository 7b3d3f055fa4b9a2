// What `npm start` promises a shop in production mode (issue 9, items 6 and 8): it never signs with
// the repository's development secrets (random ones, kept in DATA_DIR and reused on restart), and
// a backend that dies is started again while the storefront answers its 503 page. These tests start
// a shop of their own through scripts/start.mjs (ports E2E_PORT + 10 and + 11), once, in the
// JavaScript project only: they are about processes, not about the browser.
// Also here, for both projects: a session cookie replayed after logout shows a guest's header.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { createCookieSessionStorage } from '@remix-run/node';
import { DEMO_CUSTOMERS, expect, test } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 10;
const BACKEND_PORT = PORT + 1;
const SHOP = `http://localhost:${PORT}`;
const DATA_DIR = path.resolve(`${process.env.E2E_DATA_DIR ?? '.cache/e2e'}-boot`);
const SECRETS = path.join(DATA_DIR, 'secrets.json');
/** the development secret in app/lib/env.server.ts, public by being in the repository */
const REPOSITORY_SECRET = 'spesa-dev-session-secret';
const INJECTED = 'Messaggio iniettato da un estraneo';

type Kept = { SESSION_SECRET: string; HONEYPOT_SECRET: string };
const kept = () => JSON.parse(readFileSync(SECRETS, 'utf8')) as Kept;

/** A storefront session cookie as an attacker would make it: a name in the header and a flash message. */
async function forgedCookie(secret: string): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: { name: '__spesa', secrets: [secret], path: '/', httpOnly: true, sameSite: 'lax' },
  });
  const session = await storage.getSession();
  session.set('userId', 7);
  session.set('firstName', 'Intruso');
  session.flash('messages', [{ level: 'success', text: INJECTED }]);
  return (await storage.commitSession(session)).split(';')[0]!;
}

let shop: ChildProcess | undefined;

async function startShop() {
  // SESSION_SECRET and HONEYPOT_SECRET unset, as on a fresh `npm start`; the database is kept
  // between runs (seeding it is the slow part), the secrets are made new by deleting their file.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    BACKEND_PORT: String(BACKEND_PORT),
    DATA_DIR,
    SKIP_BUILD: '1',
    DATABASE_URL: '',
    FRESH_DATA: '',
    LOG_LEVEL: 'warn',
    BACKEND_RESTART_MAX_MS: '2000',
  };
  for (const name of ['SESSION_SECRET', 'HONEYPOT_SECRET', 'NODE_ENV', 'EBSN_URL', 'STOREFRONT_KEY']) delete env[name];
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  shop = child;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`npm start stopped (${child.exitCode})`);
        return fetch(`${SHOP}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 280_000, intervals: [500] },
    )
    .toBe(200);
}

async function stopShop() {
  const child = shop;
  shop = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** the backend's pid: the one child of the supervisor that runs backend/server.ts */
function backendPid(): number {
  const out = execFileSync('pgrep', ['-P', String(shop!.pid), '-f', 'backend/server.ts'], { encoding: 'utf8' }).trim();
  const pids = out.split('\n').filter(Boolean).map(Number);
  expect(pids, 'one backend process under npm start').toHaveLength(1);
  return pids[0]!;
}

test.describe('npm start in production mode', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({}, testInfo) => {
    // one shop of its own, driven once: skipped here, the hook starts nothing in the other project
    test.skip(testInfo.project.name !== 'js-desktop', 'about processes, not the browser: run once');
    test.setTimeout(300_000);
    rmSync(SECRETS, { force: true });
    await startShop();
  });
  test.afterAll(async () => {
    test.setTimeout(30_000);
    await stopShop();
  });

  test('the first start makes random secrets and keeps them in the data directory', async () => {
    const secrets = kept();
    expect(statSync(SECRETS).mode & 0o077, 'readable by its owner only').toBe(0);
    for (const value of [secrets.SESSION_SECRET, secrets.HONEYPOT_SECRET]) {
      expect(value.length).toBeGreaterThanOrEqual(32);
      expect(value).not.toContain('spesa-dev');
    }
    expect(secrets.SESSION_SECRET).not.toBe(secrets.HONEYPOT_SECRET);
  });

  test("a cookie forged with the repository's development secret is refused", async ({ request }) => {
    const forged = await request.get(`${SHOP}/`, { headers: { Cookie: await forgedCookie(REPOSITORY_SECRET) } });
    expect(forged.status()).toBe(200);
    const page = await forged.text();
    expect(page).not.toContain(INJECTED);
    expect(page).not.toContain('Il mio profilo');
    // the same cookie signed with the shop's own secret is read: the check above can fail
    const signed = await request.get(`${SHOP}/`, { headers: { Cookie: await forgedCookie(kept().SESSION_SECRET) } });
    expect(await signed.text()).toContain(INJECTED);
  });

  test('a restart reuses the kept secrets: cookies signed before still verify', async ({ request }) => {
    test.setTimeout(300_000);
    const before = readFileSync(SECRETS, 'utf8');
    const cookie = await forgedCookie(kept().SESSION_SECRET);
    await stopShop();
    await startShop();
    expect(readFileSync(SECRETS, 'utf8')).toBe(before);
    expect(await (await request.get(`${SHOP}/`, { headers: { Cookie: cookie } })).text()).toContain(INJECTED);
  });

  test('a killed backend is started again; the storefront answers its 503 page meanwhile, then recovers', async ({ page }) => {
    test.setTimeout(240_000);
    const storefront = shop!.pid;
    const killed = backendPid();
    process.kill(killed, 'SIGKILL');

    // a page the storefront cannot have cached: a search nobody made
    const answer = await page.goto(`${SHOP}/search?q=killed${Date.now()}`);
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'Servizio momentaneamente non disponibile' })).toBeVisible();

    await expect
      .poll(async () => (await page.goto(`${SHOP}/search?q=back${Date.now()}`))?.status(), { timeout: 200_000, intervals: [1000] })
      .toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Servizio momentaneamente non disponibile');
    expect(shop!.pid, 'npm start itself never stopped').toBe(storefront);
    expect(shop!.exitCode).toBeNull();
    expect(backendPid()).not.toBe(killed);
  });
});

test('a session cookie replayed after logout shows a guest header', async ({ page, context, loginAs }) => {
  await loginAs(DEMO_CUSTOMERS.sara);
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: 'Il mio profilo' })).toBeVisible();
  const old = (await context.cookies()).find((c) => c.name === '__spesa');
  expect(old, 'the session cookie').toBeDefined();

  await page.getByRole('button', { name: 'Esci', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(nav.getByRole('link', { name: 'Accedi' })).toBeVisible({ timeout: 20_000 });

  // the old cookie is still validly signed, but its backend session died at logout
  await context.addCookies([old!]);
  await page.goto('/');
  await expect(nav.getByRole('link', { name: 'Accedi' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Il mio profilo' })).toHaveCount(0);
  await page.goto('/profile/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile%2Fdashboard$/);
});
