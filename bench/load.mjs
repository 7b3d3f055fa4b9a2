#!/usr/bin/env node
// Throughput and latency of the storefront on DISTINCT requests, as shoppers send them, beside a
// bare Remix page in the same run: a guest's category pages (random categories × pages × sort
// orders), a guest's searches (many different words, some with a typo), a logged-in customer's
// category pages, the customer's cart page and add-to-cart of different products by one shopper per
// connection (the shop's own forms, bench/shopper.mjs; shoppers seeded with --shoppers), then the bare page, and last the one category URL asked again and again
// (every cache holds it: labelled "cache hit"). The requests come from a fixed seed (bench/distinct.mjs),
// so two runs send the same ones. Each kind runs at each number of CONNECTIONS, one after the other.
// Usage: node bench/load.mjs (the shop must be running; see bench/README.md for the settings).
import autocannon from 'autocannon';
import { BASE_URL, fail, fetchText, printTable, setting, shopHome, startBare, categoryPath } from './lib.mjs';
import { categoryPages, random, searchPath, searchWords, stream } from './distinct.mjs';
import { cpuMs, memoryMb, pidListeningOn, postgresPids } from './proc.mjs';
import { customerReadyToShop, distinctAddForms } from './shopper.mjs';

const DURATION = setting('DURATION', 10, 1, 300);
const CONNECTIONS = (process.env.CONNECTIONS ?? '1,8').split(',').map((c) => {
  const n = Number(c);
  if (!Number.isInteger(n) || n < 1 || n > 500) fail('CONNECTIONS must be whole numbers from 1 to 500, comma-separated.');
  return n;
});
const SEED = setting('SEED', 29, 0, 2 ** 31);
const WORDS = setting('WORDS', 2000, 10, 100_000);
const TYPO_PERCENT = setting('TYPO_PERCENT', 20, 0, 100);
const CART_LINES = setting('CART_LINES', 1, 1, 200);
const ADD_PRODUCTS = setting('ADD_PRODUCTS', 40, 1, 500);
const ALL_KINDS = ['category', 'search', 'customer', 'cart', 'add', 'bare', 'hit'];
const KINDS = (process.env.KINDS ?? ALL_KINDS.join(',')).split(',').map((k) => k.trim());
for (const kind of KINDS) if (!ALL_KINDS.includes(kind)) fail(`KINDS: unknown "${kind}" (${ALL_KINDS.join(', ')}).`);
const WARMUP_REQUESTS = 20;

// Load goes to this machine only: never point a load generator at someone else's server.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const shopUrl = new URL(BASE_URL);
if (!LOOPBACK.has(shopUrl.hostname) && !/^127\.\d+\.\d+\.\d+$/.test(shopUrl.hostname)) {
  fail(`BASE_URL must be a loopback address (got ${shopUrl.hostname}).`);
}
const shopPort = Number(shopUrl.port || 80);
// whose CPU each request costs: the storefront, its backend, PostgreSQL's processes for PG_DATABASE
const storefrontPid = Number(process.env.STOREFRONT_PID) || pidListeningOn(shopPort);
const backendPid = Number(process.env.BACKEND_PID) || pidListeningOn(setting('BACKEND_PORT', shopPort + 1, 1, 65535));

// Whatever happens, the run ends: every measurement, plus the setup (reading every category) and the bare build.
const limit = KINDS.length * CONNECTIONS.length * (DURATION + 15) + 600;
const watchdog = setTimeout(() => fail(`Gave up after ${limit} s.`), limit * 1000);
watchdog.unref();

// What every browser sends with a page's request: it asks for the page compressed, and the shop
// compresses it (server/index.mjs). ENCODING=identity asks for it as it is, as the figures of
// sessions before 2026-11-28 did (autocannon sends no Accept-Encoding of its own).
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': process.env.ENCODING ?? 'gzip, deflate, br',
  'accept-language': 'it-IT,it;q=0.9',
};

/** the results of autocannon runs made side by side, as one run's */
function sumResults(results) {
  const total = (pick) => results.reduce((sum, r) => sum + pick(r), 0);
  return {
    requests: { total: total((r) => r.requests.total) },
    duration: Math.max(...results.map((r) => r.duration)),
    non2xx: total((r) => r.non2xx),
    errors: total((r) => r.errors),
    timeouts: total((r) => r.timeouts),
  };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/**
 * One measurement: autocannon for DURATION seconds, each request's path (and body) from `next()`.
 * Every response's time is kept, since autocannon's summary has no p95; the CPU the storefront,
 * the backend and PostgreSQL used meanwhile, per response.
 */
async function measure({ name, url, connections, next, request = {}, warm, servers = [storefrontPid, backendPid], clients }) {
  for (let i = 0; i < WARMUP_REQUESTS; i++) await warm();
  // PostgreSQL's processes come and go with the backend's pool: each one's CPU from the start of the
  // run, or from its own start when it began during the run
  const pgCpu = () => new Map((servers[1] ? postgresPids(process.env.PG_DATABASE) : []).map((pid) => [pid, cpuMs(pid)]));
  const pgBefore = pgCpu();
  const pgUsed = () => {
    let used = 0;
    for (const [pid, now] of pgCpu()) if (now !== undefined) used += now - (pgBefore.get(pid) ?? 0);
    return used;
  };
  const cpu = () => [cpuMs(servers[0]), cpuMs(servers[1]), 0];
  const before = cpu();
  const times = [];
  const load = ({ connections: n, request: r, next: nextOf }) => {
    const instance = autocannon({
      url,
      connections: n,
      duration: DURATION,
      timeout: 10,
      ...r,
      headers: { ...BROWSER_HEADERS, ...r.headers },
      requests: nextOf ? [{ setupRequest: (req) => ({ ...req, ...nextOf() }) }] : undefined,
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    return instance;
  };
  // `clients`: one connection each, with a request and paths of its own (a shopper of its own),
  // all at once; their results add up
  const result = clients
    ? sumResults(await Promise.all(clients.slice(0, connections).map((client) => load({ connections: 1, ...client }))))
    : await load({ connections, request, next });
  const after = cpu();
  after[2] = pgUsed();
  const pgPids = [...pgBefore.keys()];
  times.sort((a, b) => a - b);
  const perRequest = (i) =>
    before[i] === undefined || after[i] === undefined || !times.length || (i === 2 && !pgPids.length)
      ? '-'
      : ((after[i] - before[i]) / times.length).toFixed(1);
  return {
    name,
    connections,
    rps: result.requests.total / result.duration,
    row: [
      name,
      connections,
      (result.requests.total / result.duration).toFixed(0),
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      percentile(times, 99).toFixed(1),
      perRequest(0),
      perRequest(1),
      perRequest(2),
      result.non2xx,
      result.errors + result.timeouts,
    ],
  };
}

async function expectOk(path, headers = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) fail(`${path} answered ${response.status}; nothing to measure.`);
}

const home = await shopHome();
const rows = [];
const notes = [];
const results = [];
const run = async (spec) => {
  for (const connections of CONNECTIONS) {
    const result = await measure({ ...spec, connections });
    process.stderr.write(`${result.row[0]} ×${connections}: ${result.row[2]} req/s, p95 ${result.row[4]} ms\n`);
    rows.push(result.row);
    results.push(result);
  }
};
const streamOf = (items) => {
  const s = stream(items);
  return { s, next: () => ({ path: s.next() }) };
};

process.stderr.write('Reading the catalogue (every category, its size; the product sitemaps)...\n');
const wantsCategories = KINDS.includes('category') || KINDS.includes('customer');
const categories = wantsCategories ? await categoryPages(SEED) : { categories: 0, urls: [] };
if (wantsCategories)
  notes.push(
    `category pages: ${categories.urls.length} (${categories.categories} categories × their pages × 5 sort orders), shuffled by SEED=${SEED}`,
  );

if (KINDS.includes('category')) {
  // the guest's stream and the customer's are the same pages in two orders: each is new to its own caches
  const { s, next } = streamOf(categories.urls);
  await run({ name: 'category (guest)', url: `${BASE_URL}/`, next, warm: () => expectOk(s.next()) });
  notes.push(`category (guest): ${s.sent} requests, ${s.repeats} of them repeats`);
}

if (KINDS.includes('search')) {
  const { words, typos, pairs } = await searchWords(SEED, WORDS, TYPO_PERCENT / 100);
  const { s, next } = streamOf(words.map(searchPath));
  await run({ name: 'search (guest)', url: `${BASE_URL}/`, next, warm: () => expectOk(s.next()) });
  notes.push(
    `search (guest): ${words.length} searches (${words.length - pairs} single words, ${pairs} pairs of adjacent words; ${typos} with a typo), ${s.sent} requests, ${s.repeats} of them repeats`,
  );
}

const wantsCustomer = ['customer', 'cart', 'add'].some((kind) => KINDS.includes(kind));
if (wantsCustomer && process.env.CART !== '0') {
  // A customer with a service and a slot, CART_LINES products in the cart. Every request carries the
  // same cookie, so each is this shopper's next look; an add is answered with the redirect back
  // (3xx, counted apart from errors). The products come from pages of 96, never among the measured ones.
  const shopper = await customerReadyToShop();
  const headers = shopper.headers;
  const pages = random(SEED + 1)
    .shuffle(categories.urls.length ? categories.urls : [categoryPath(home)])
    .slice(0, 12);
  const adds = await distinctAddForms(shopper, pages, CART_LINES + ADD_PRODUCTS);
  if (adds.length < CART_LINES + 1) fail(`only ${adds.length} products to add found on the category pages`);
  const base = adds.slice(0, CART_LINES);
  const fillCart = () => shopper.resetCart(base);
  await fillCart();
  notes.push(`customer: ${CART_LINES} line(s) in the cart for the category and cart pages`);

  if (KINDS.includes('customer')) {
    const { s, next } = streamOf(random(SEED + 2).shuffle(categories.urls));
    await run({ name: 'category (customer)', url: `${BASE_URL}/`, request: { headers }, next, warm: () => expectOk(s.next(), headers) });
    notes.push(`category (customer): ${s.sent} requests, ${s.repeats} of them repeats`);
  }
  if (KINDS.includes('cart')) {
    await run({ name: 'cart page (customer)', url: `${BASE_URL}/cart`, request: { headers }, warm: () => expectOk('/cart', headers) });
  }
  if (KINDS.includes('add')) {
    // Each connection a shopper of its own (shopper.N@example.com, seeded for load tests), each add a
    // product other than the last one's, among ADD_PRODUCTS (after those the cart grows no more lines:
    // the same products again, one more of each); every run starts from the same carts. A shop's
    // concurrent adds come from different carts: one customer's connections would queue on their
    // cart's row lock, and measure that queue instead.
    const count = Math.max(...CONNECTIONS);
    process.stderr.write(
      `add to cart: logging in ${count} shoppers, shopper.1@example.com to shopper.${count}@example.com (seeded by: DATABASE_URL=... npx tsx backend/seed/cli.ts --shoppers ${count})\n`,
    );
    const shoppers = [];
    for (let n = 1; n <= count; n++) {
      // each in a slot of its own (the first ones offered after Paolo's) and from an address of its
      // own, as a shop's shoppers are: an address holds only MAX_SLOT_HOLDS_PER_CLIENT_ADDRESS slots
      // among new accounts (decision 051), and the carts past them would retake a hold under the day's
      // lock on every add. The address is believed with TRUST_PROXY=1 only.
      const one = await customerReadyToShop({ email: `shopper.${n}@example.com`, slot: n, address: `10.29.0.${n}` });
      // the same products, with this shopper's own forms (their CSRF token is the shopper's)
      const forms = await distinctAddForms(one, pages, CART_LINES + ADD_PRODUCTS);
      shoppers.push({ shopper: one, base: forms.slice(0, CART_LINES), pool: forms.slice(CART_LINES, CART_LINES + ADD_PRODUCTS) });
    }
    const requestOf = (add) => ({
      method: 'POST',
      path: add.action,
      body: new URLSearchParams(add.fields).toString(),
    });
    const fillCarts = async () => {
      for (const { shopper: one, base: lines } of shoppers) await one.resetCart(lines);
    };
    for (const connections of CONNECTIONS) {
      await fillCarts();
      const result = await measure({
        name: 'add to cart (POST)',
        url: `${BASE_URL}/cart`,
        connections,
        clients: shoppers.map(({ shopper: one, pool }) => {
          const s = stream(pool);
          return {
            request: { headers: { ...one.headers, 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE_URL } },
            next: () => requestOf(s.next()),
          };
        }),
        warm: async () => {},
      });
      process.stderr.write(`add to cart ×${connections}: ${result.row[2]} req/s, p95 ${result.row[4]} ms\n`);
      rows.push(result.row);
      results.push(result);
    }
    notes.push(
      `add to cart: one shopper per connection, each adding ${shoppers[0].pool.length} different products in turn, the carts reset to ${CART_LINES} line(s) before each run`,
    );
    await fillCarts();
  }
}

if (KINDS.includes('bare')) {
  const bare = await startBare();
  try {
    // its own server's CPU in the storefront's column; it has no backend
    const servers = [bare.pid ?? pidListeningOn(Number(new URL(bare.url).port)), undefined];
    await run({ name: 'bare Remix', url: `${bare.url}/`, warm: () => fetchText(`${bare.url}/`), servers });
  } finally {
    await bare.stop();
  }
}

if (KINDS.includes('hit')) {
  const path = categoryPath(home);
  await run({ name: 'category, one URL (cache hit)', url: `${BASE_URL}${path}`, warm: () => expectOk(path) });
}

console.log(
  `\nLoad: ${DURATION} s per row after ${WARMUP_REQUESTS} warm-up requests (distinct ones, never measured), shop ${BASE_URL}; CPU ms per response of the storefront (pid ${storefrontPid ?? '?'}), its backend (pid ${backendPid ?? '?'}) and PostgreSQL (${process.env.PG_DATABASE ?? 'PG_DATABASE unset'})\n`,
);
printTable(['target', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'front CPU', 'backend CPU', 'PG CPU', 'non-2xx', 'errors'], rows);
const bareAt = new Map(results.filter((r) => r.name === 'bare Remix').map((r) => [r.connections, r.rps]));
for (const r of results.filter((r) => r.name !== 'bare Remix' && bareAt.has(r.connections))) {
  notes.push(`${r.name} ×${r.connections}: ${(r.rps / bareAt.get(r.connections)).toFixed(2)}× the bare page`);
}
const memory = [
  ['storefront', storefrontPid],
  ['backend', backendPid],
].map(([name, pid]) => {
  const m = memoryMb(pid);
  return m ? `${name} RSS ${m.rss.toFixed(0)} MB (peak ${m.peak.toFixed(0)} MB)` : `${name} RSS unknown`;
});
console.log(`\n${[...notes, memory.join(', ')].join('\n')}`);
console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('(the add answers a redirect, 3xx, as a form post does: counted under non-2xx, not errors)');
