#!/usr/bin/env node
// Throughput and latency of the shop beside a bare Remix page, one after the other in the same run so
// all see the same machine: a category page (a guest's first visit, no cookie), then the same page,
// the cart page and the add-to-cart action of a logged-in customer with a service, a slot and a
// product in the cart (bench/shopper.mjs: the shop's own forms, as a browser without JS posts them).
// Usage: node bench/load.mjs (the shop must be running; BASE_URL, BARE_PORT, CATEGORY_PATH, DURATION
// seconds, CONNECTIONS; CART=0 skips the customer's measures).
import autocannon from 'autocannon';
import { BASE_URL, categoryPath, fail, fetchText, printTable, setting, shopHome, startBare } from './lib.mjs';
import { customerReadyToShop, formWithIntent } from './shopper.mjs';

const DURATION = setting('DURATION', 10, 1, 300);
const CONNECTIONS = setting('CONNECTIONS', 10, 1, 500);
const WARMUP_REQUESTS = 20;

// Load goes to this machine only: never point a load generator at someone else's server.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const { hostname } = new URL(BASE_URL);
if (!LOOPBACK.has(hostname) && !/^127\.\d+\.\d+\.\d+$/.test(hostname)) fail(`BASE_URL must be a loopback address (got ${hostname}).`);

// Whatever happens, the run ends: the five measurements plus building and starting the baseline.
const watchdog = setTimeout(() => fail(`Gave up after ${5 * DURATION + 240} s.`), (5 * DURATION + 240) * 1000);
watchdog.unref();

async function warmUp(url) {
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    const { response } = await fetchText(url);
    if (!response.ok) fail(`${url} answered ${response.status}; nothing to measure.`);
  }
}

async function measure(name, url, request = {}) {
  if (!request.method) await warmUp(url);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 10, ...request });
  const ms = (value) => (value ?? 0).toFixed(1);
  return [
    name,
    new URL(url).pathname,
    result.requests.average.toFixed(0),
    ms(result.latency.p50),
    ms(result.latency.p90),
    ms(result.latency.p99),
    result.non2xx,
    result.errors + result.timeouts,
  ];
}

const home = await shopHome();
const rows = [await measure('shop category', `${BASE_URL}${categoryPath(home)}`)];

if (process.env.CART !== '0') {
  // Every request carries the same cookie, so each one is the same shopper's first look after the
  // setup: the cart holds one line; the add posts the same form again and again (a loose product,
  // which has no maximum), and is answered with the redirect back (3xx, counted apart from errors).
  const shopper = await customerReadyToShop();
  const headers = { Cookie: shopper.cookieHeader };
  const { html } = await shopper.get('/product/lattuga-romana-spesa-al-kg');
  const add = formWithIntent(html, 'add');
  if (!add) fail('no add-to-cart form on the product page');
  await shopper.post(add.action, add.fields);
  const cartUrl = `${BASE_URL}/cart`;
  for (let i = 0; i < WARMUP_REQUESTS; i++) await shopper.get(categoryPath(home));
  rows.push(await measure('category (customer)', `${BASE_URL}${categoryPath(home)}`, { headers }));
  for (let i = 0; i < WARMUP_REQUESTS; i++) await shopper.get('/cart');
  rows.push(await measure('cart page (customer)', cartUrl, { headers }));
  rows.push(
    await measure('add to cart (POST)', `${BASE_URL}${add.action}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE_URL },
      body: new URLSearchParams(add.fields).toString(),
    }),
  );
}

const bare = await startBare();
try {
  rows.push(await measure('bare Remix', `${bare.url}/`));
} finally {
  await bare.stop();
}

console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION} s each, after ${WARMUP_REQUESTS} warm-up requests (shop: ${BASE_URL})\n`);
printTable(['target', 'path', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'non-2xx', 'errors'], rows);
console.log('\n(the add answers a redirect, 3xx, as a form post does: counted under non-2xx, not errors)');
