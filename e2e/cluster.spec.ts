// The cluster's failover (issue 29 §1, decision 062), run by playwright.cluster.config.ts against
// `npm run cluster` after the journeys: a storefront and a backend killed (SIGKILL) in the middle of a
// shopper's journey, and a rolling restart of every process under load. The shopper's next request
// goes to the other process, the session and the cart are intact, the order is recorded exactly once
// (read in the database), and no request is dropped: every answer a browser or the load got through
// nginx is checked for a 5xx or a failed connection. The cluster's processes come back by themselves
// (scripts/processes.mjs): each kill waits for its process to be healthy again before the next.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import type { Page } from '@playwright/test';
import { addToCartFromItsPage, chooseDriveAndSlot, expect, newCustomer, shellChoiceCookies, test, type DemoCustomer } from './fixtures';
import { alive } from '../scripts/processes.mjs';
import { EXPENSIVE as ACETO, PIECE } from './seeded-products';

test.describe.configure({ mode: 'serial' });

type Member = { name: string; kind: 'backend' | 'storefront'; port: number; pid: number; down: boolean; health: string };
type Restart = { which: string; startedAt: number; endedAt: number; ok: boolean };
type ClusterState = { pid: number; shop: string; api: string; processes: Member[]; restarts: Restart[] };

const STATE_FILE = path.join(process.env.E2E_CLUSTER_DIR ?? '.cache/e2e-cluster', 'state.json');
const cluster = (): ClusterState => JSON.parse(readFileSync(STATE_FILE, 'utf8'));
const member = (name: string) => cluster().processes.find((p) => p.name === name)!;

/** Kills a process of the cluster outright, as a crash would; answers once it is gone. */
async function kill(name: string): Promise<number> {
  const { pid } = member(name);
  process.kill(pid, 'SIGKILL');
  await expect.poll(() => alive(pid), { message: `${name} (pid ${pid}) gone` }).toBe(false);
  return pid;
}

/**
 * The cluster's supervisor has started the process again and it answers its health check. nginx
 * still holds it failed for fail_timeout after it died: the next kill of the other process comes
 * within that time on a fast machine, and the shopper's requests must reach this one all the same
 * (the upstreams' backup lines, scripts/nginx.mjs upstreamServers; without them a 502 at the order's
 * confirmation, 4 runs of 4 on 2026-11-30).
 */
async function back(name: string, killedPid: number) {
  await expect
    .poll(
      async () => {
        const now = member(name);
        if (now.pid === killedPid) return false;
        return (await fetch(now.health).catch(() => null))?.ok === true;
      },
      { message: `${name} started again`, timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
}

/** What went wrong with the page's requests to the shop: a 5xx answer or a connection that failed (not one the page itself abandoned). */
function failuresOf(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failures.push(`${error} ${request.method()} ${request.url()}`);
  });
  return failures;
}

/** The customer's orders, as the database holds them. */
async function ordersOf(email: string): Promise<number[]> {
  const db = new pg.Client({ connectionString: process.env.E2E_CLUSTER_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(
      'select o.id from customer_order o join app_user u on u.id = o.user_id where lower(u.email) = lower($1) order by o.id',
      [email],
    );
    return rows.map((r: { id: number | string }) => Number(r.id));
  } finally {
    await db.end();
  }
}

/** The keys of the login attempts counted for `email` (decision 022: the pair, the account, the address). */
async function attemptKeysOf(email: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: process.env.E2E_CLUSTER_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query("select distinct key from login_attempt where key like '%' || $1 || '%' order by key", [email]);
    const pairs = rows.map((r: { key: string }) => r.key);
    const addresses = pairs.flatMap((key) => (key.startsWith('pair:') ? [`ip:${key.slice(key.indexOf('|') + 1)}`] : []));
    return [...pairs, ...addresses];
  } finally {
    await db.end();
  }
}

/** The value of the first `<input name=…>` of a page's HTML. */
const inputValue = (html: string, name: string) =>
  /\bvalue="([^"]*)"/.exec(new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '';

/** From the cart page: the checkout, paid at pickup, and the confirmation; answers the order's number. */
async function checkOutPaidAtPickup(page: Page): Promise<number> {
  await page.getByRole('main').getByRole('link', { name: "Concludi l'ordine" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Concludi l'ordine" })).toBeVisible();
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: /^Conferma e paga / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  return Number(/payment-completed\/(\d+)/.exec(page.url())?.[1]);
}

test('a storefront and a backend killed mid-journey: the next request goes to the other, the cart and the session are intact, one order', async ({
  page,
  loginAs,
  playwright,
}, testInfo) => {
  test.setTimeout(240_000);
  const failures = failuresOf(page);
  const customer = await newCustomer(playwright, testInfo, 'cluster-kill');
  await loginAs(customer, { redirectTo: '/cart/address?service=1' });
  await chooseDriveAndSlot(page, { store: 1, furthest: true, nth: 5 });
  await addToCartFromItsPage(page, ACETO.slug, /^Aggiunto al carrello: .*Aceto Balsamico/);

  // a storefront dies: whichever one the next page is sent to, it is answered, logged in, cart and all
  let killed = await kill('storefront-1');
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: /^Carrello, 1 prodott/ })).toBeVisible();
  await expect(page.getByRole('main').getByText(ACETO.name).first()).toBeVisible();
  await addToCartFromItsPage(page, PIECE.slug);
  await back('storefront-1', killed);

  // a backend dies: the storefronts' next calls go to the other one
  killed = await kill('backend-1');
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: /^Carrello, 2 prodott/ })).toBeVisible();
  await back('backend-1', killed);

  // the other storefront and the other backend die just before the order is confirmed
  await page.getByRole('main').getByRole('link', { name: "Concludi l'ordine" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Concludi l'ordine" })).toBeVisible();
  await page.getByLabel('Pagamento al ritiro').check();
  const storefront = await kill('storefront-2');
  const backend = await kill('backend-2');
  await page.getByRole('button', { name: /^Conferma e paga / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  const orderId = Number(/payment-completed\/(\d+)/.exec(page.url())?.[1]);
  await back('storefront-2', storefront);
  await back('backend-2', backend);

  expect(await ordersOf(customer.email), 'the orders recorded').toEqual([orderId]);
  await page.goto('/profile/orders');
  await expect(page.getByText(`n. ${orderId}`).first()).toBeVisible();
  expect(failures, 'requests that failed').toEqual([]);
});

/** One HTTP request from the local address `from` (a loopback address other than nginx's own to its processes). */
function requestFrom(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; fresh?: boolean } = {},
) {
  return new Promise<{ status: number; cookies: string[]; body: string }>((resolve, reject) => {
    const options = { method: init.method ?? 'GET', headers: init.headers, localAddress: from, ...(init.fresh ? { agent: false } : {}) };
    const request = http.request(url, options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, cookies: response.headers['set-cookie'] ?? [], body }));
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

test('the shopper’s address reaches the backend through nginx and a storefront: the one nginx saw, not its own nor one the client wrote', async ({
  baseURL,
}) => {
  // the shopper at 127.0.0.2; nginx reaches the storefronts from 127.0.0.1
  const SHOPPER = '127.0.0.2';
  const email = `cluster.address.${Date.now()}@example.com`;
  const form = await requestFrom(SHOPPER, `${baseURL}/login`);
  expect(form.status).toBe(200);
  const answer = await requestFrom(SHOPPER, `${baseURL}/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: form.cookies.map((c) => c.split(';')[0]).join('; '),
      // a client that writes an address of its choosing: nginx appends the one it saw, which alone counts
      'X-Forwarded-For': '203.0.113.7',
    },
    body: new URLSearchParams({
      csrf: inputValue(form.body, 'csrf'),
      name__confirm: '',
      from__confirm: inputValue(form.body, 'from__confirm'),
      redirectTo: '/',
      login: email,
      password: 'not the password',
      intent: 'login',
    }).toString(),
  });
  expect(answer.status, 'the refused login').toBeLessThan(500);
  const keys = await attemptKeysOf(email);
  expect(keys, 'the attempt is counted for the account').toContain(`acct:${email}`);
  expect(
    keys.filter((key) => key.startsWith('ip:')),
    'the address counted',
  ).toEqual([`ip:${SHOPPER}`]);
});

/**
 * A kept-alive connection that nginx closed as the request went out on it: no answer, not a byte.
 * nginx's old workers close their idle connections when a reload (a process taken out of rotation)
 * tells them to finish; a browser sends such a request again by itself, and so does the storefront's
 * own client (app/ebsn/client.server.ts, deadConnection). The load below does the same, once.
 */
function closedUnderIt(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code === 'ECONNRESET' || (cause?.code === 'UND_ERR_SOCKET' && /other side closed/.test(cause.message ?? ''));
}

/** Requests through nginx, one after the other on each of `lanes` connections, until `until` resolves: what each got. */
async function load(urls: string[], until: Promise<unknown>, lanes = 4) {
  const outcomes = { sent: 0, resent: 0, failures: [] as string[] };
  let done = false;
  void until.finally(() => (done = true));
  // Only a request that got no answer at all is sent again, on a new connection (the reload closed the
  // other idle ones too): an answer cut short is a failure.
  const get = async (url: string) => {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      if (!closedUnderIt(error) || (error as Error).message !== 'fetch failed') throw error;
      outcomes.resent++;
      return (await requestFrom('127.0.0.1', url, { fresh: true })).status;
    }
  };
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = lane; !done; i++) {
        const url = urls[i % urls.length]!;
        outcomes.sent++;
        try {
          const status = await get(url);
          if (status >= 500) outcomes.failures.push(`${status} ${url}`);
        } catch (error) {
          outcomes.failures.push(`${(error as Error).message} (${(error as { cause?: Error }).cause?.message}) ${url}`);
        }
      }
    }),
  );
  return outcomes;
}

test('a rolling restart of every process under load drops no request, and the orders placed meanwhile are recorded once each', async ({
  page,
  loginAs,
  playwright,
}, testInfo) => {
  test.setTimeout(480_000);
  const customers: DemoCustomer[] = [];
  for (let i = 0; i < 3; i++) customers.push(await newCustomer(playwright, testInfo, `cluster-rolling${i}`));
  const { pid, shop, api, processes, restarts } = cluster();
  const before = new Map(processes.map((p) => [p.name, p.pid]));
  const failures = failuresOf(page);

  // the cluster restarts every process, one at a time (scripts/cluster.mjs, SIGHUP)
  process.kill(pid, 'SIGHUP');
  const restarted = expect
    .poll(() => cluster().restarts.length, { message: 'the rolling restart ends', timeout: 420_000, intervals: [500] })
    .toBe(restarts.length + 1);
  // pages of guests, the build's files, the API's catalogue and health, all the while
  const asset = /\/assets\/[\w.-]+\.js/.exec(await (await fetch(`${shop}/`)).text())?.[0];
  const traffic = load(
    [
      `${shop}/`,
      `${shop}/product/${ACETO.slug}`,
      `${shop}/search?q=latte`,
      `${shop}${asset}`,
      `${api}/ebsn/api/products?page_size=12`,
      `${api}/health`,
    ],
    restarted,
  );

  // customers shopping and ordering meanwhile, one after the other, until the restart has ended
  const placed: Array<{ email: string; orderId: number }> = [];
  let ended = false;
  void restarted.finally(() => (ended = true));
  for (const customer of customers) {
    if (ended && placed.length) break;
    // another shopper on the same browser: only the cookie centre's answer stays
    await page.context().clearCookies();
    await page.context().addCookies(shellChoiceCookies(shop));
    await loginAs(customer, { redirectTo: '/cart/address?service=1' });
    await chooseDriveAndSlot(page, { store: 1, furthest: true, nth: 6 + placed.length });
    await addToCartFromItsPage(page, ACETO.slug, /^Aggiunto al carrello: .*Aceto Balsamico/);
    await page.goto('/cart');
    placed.push({ email: customer.email, orderId: await checkOutPaidAtPickup(page) });
  }
  await restarted;
  const { sent, resent, failures: dropped } = await traffic;

  const after = cluster();
  expect(after.restarts.at(-1)?.ok, 'the rolling restart succeeded').toBe(true);
  for (const p of after.processes) expect(p.pid, `${p.name} was restarted`).not.toBe(before.get(p.name));
  for (const { email, orderId } of placed) expect(await ordersOf(email), `the orders of ${email}`).toEqual([orderId]);
  console.log(
    `rolling restart: ${sent} requests of the load (${resent} sent again on a connection nginx closed at a reload), ${placed.length} orders placed meanwhile`,
  );
  expect(dropped, `requests dropped out of ${sent}`).toEqual([]);
  expect(failures, 'the shoppers’ requests that failed').toEqual([]);
});
