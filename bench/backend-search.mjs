#!/usr/bin/env node
// Backend speed on a big catalogue with DISTINCT requests, as shoppers send them (searches,
// category and promotions pages, product pages), on PostgreSQL and on PGlite, with the backend's
// answer cache on and off; plus one repeated URL, labelled as the cache hit it is. Seeds PRODUCTS
// products into a database of its own (PostgreSQL: BENCH_DATABASE on DATABASE_URL's server; PGlite:
// BENCH_DATA_DIR) when it holds another number. Usage: node bench/backend-search.mjs
// (npm run bench:backend); see bench/README.md.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { backendProcess } from '../scripts/shop.mjs';
import { createRng, PAGE_SIZE, requestLists } from './distinct-requests.mjs';
import { fail, printTable, repoDir, setting } from './lib.mjs';
import { cpuMs, machineBusyMs, memoryMb, postgresPids } from './proc.mjs';

const PRODUCTS = setting('PRODUCTS', 100_000, 1, 1_000_000);
const DURATION = setting('DURATION', 5, 1, 120);
const PORT = setting('BENCH_BACKEND_PORT', 3191, 1024, 65535);
const WORDS = setting('WORDS', 2000, 10, 20_000);
const SEED = process.env.BENCH_SEED ?? 'spesa-bench-1';
const CONNECTIONS = (process.env.CONNECTIONS ?? '1,8').split(',').map(Number);
if (CONNECTIONS.some((n) => !Number.isInteger(n) || n < 1 || n > 64)) fail('CONNECTIONS must list whole numbers from 1 to 64, e.g. 1,8.');
const TARGETS = (process.env.TARGETS ?? 'postgres,pglite').split(',');
if (TARGETS.some((t) => t !== 'postgres' && t !== 'pglite')) fail('TARGETS must list postgres and/or pglite.');
const CACHES = (process.env.CACHE ?? 'on,off').split(',');
if (CACHES.some((c) => c !== 'on' && c !== 'off')) fail('CACHE must list on and/or off.');
const ALL_KINDS = ['search', 'category', 'promotions', 'product', 'productById', 'categoryBySlug'];
const KINDS = process.env.KINDS ? process.env.KINDS.split(',') : ALL_KINDS;
if (KINDS.some((k) => !ALL_KINDS.includes(k))) fail(`KINDS must list some of ${ALL_KINDS.join(', ')}.`);
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'spesa_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DATABASE)) fail('BENCH_DATABASE must be a plain lower-case identifier.');
const DATA_DIR = path.resolve(repoDir, process.env.BENCH_DATA_DIR ?? '.cache/bench-pglite');
/** requests before each measured row, from the row's own list (never repeated in the row) */
const WARMUP_REQUESTS = 20;
// Seeding 100,000 products takes minutes (PGlite is the slower one); the measurements take
// targets × caches × kinds × connection counts × DURATION.
const SEED_TIMEOUT_MS = setting('SEED_TIMEOUT', 900, 10, 3600) * 1000;

// Whatever happens, the run ends.
const budget =
  TARGETS.length * (SEED_TIMEOUT_MS / 1000 + 120 + CACHES.length * (60 + (KINDS.length + 1) * CONNECTIONS.length * (DURATION + 5)));
const watchdog = setTimeout(() => fail(`Gave up after ${budget} s.`), budget * 1000);
watchdog.unref();

const base = `http://127.0.0.1:${PORT}/ebsn/api`;

/** the database URL of BENCH_DATABASE on DATABASE_URL's server, created empty when missing */
async function benchDatabaseUrl(fresh) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect().catch((error) => fail(`PostgreSQL is not reachable at ${SERVER_URL}: ${error.message}`));
  try {
    if (fresh) await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
    if (!rowCount) await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/**
 * Starts the backend (which migrates, and seeds PRODUCTS products when the database is empty), with
 * its answer cache on or off (CATALOG_QUERY_CACHE=0, backend/catalog/cache.ts).
 */
async function startBackend(target, databaseUrl, cache) {
  const env = { ...process.env, BACKEND_PORT: String(PORT), BACKEND_HOST: '127.0.0.1', SEED_PRODUCTS: String(PRODUCTS), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.CATALOG_QUERY_CACHE;
  if (cache === 'off') env.CATALOG_QUERY_CACHE = '0';
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.DATA_DIR = DATA_DIR;
  // started as npm start starts it (with BACKEND_NODE_ARGS: a CPU profile); the environment is this run's
  const { command, args } = backendProcess(PORT, {});
  const child = spawn(command, args, {
    cwd: repoDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killChild = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', killChild);
  const stop = async () => {
    killChild();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    process.off('exit', killChild);
  };
  process.stderr.write(`${target}: starting the backend, answer cache ${cache} (seeds ${PRODUCTS} products on first run; minutes)...\n`);
  for (const deadline = Date.now() + SEED_TIMEOUT_MS; Date.now() < deadline;) {
    if (child.exitCode !== null) fail(`The backend on ${target} exited (${child.exitCode}):\n${stderr}`);
    try {
      const response = await fetch(`${base}/products?page_size=1`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return { stop, pid: child.pid, total: (await response.json()).data.page.totItems };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await stop();
  fail(`The backend on ${target} did not answer within ${SEED_TIMEOUT_MS / 1000} s:\n${stderr}`);
}

async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) fail(`${url} answered ${response.status}; nothing to measure.`);
  const body = await response.json();
  if (body.response?.status !== undefined && body.response.status !== 0) fail(`${url} answered an error: ${JSON.stringify(body.response)}`);
  return body;
}

function flatten(nodes, out = []) {
  for (const node of nodes ?? []) {
    out.push(node);
    flatten(node.categories, out);
  }
  return out;
}

/**
 * What the requests are drawn from, read through the API so PostgreSQL and PGlite give the same:
 * every category of the shop's tree with its number of products, the promotions' total, and a sample
 * of products for words, slugs and ids: from each category without subcategories, one page of 100 in
 * name order, the page drawn from the seed.
 */
async function catalogue() {
  const rng = createRng(`${SEED}:sample`);
  const { data } = await getJson(`${base}/category?filtered=true`);
  const categories = [];
  const products = [];
  for (const node of flatten(data.categories)) {
    const listed = await getJson(`${base}/products?parent_category_id=${node.categoryId}&page_size=1`);
    const total = listed.data.page.totItems;
    categories.push({ categoryId: node.categoryId, slug: node.slug, total });
    if (node.categories?.length || !total) continue;
    const page = rng.int(1, Math.ceil(total / 100));
    const { data: sample } = await getJson(
      `${base}/products?parent_category_id=${node.categoryId}&page=${page}&page_size=100&sort=name_asc`,
    );
    for (const p of sample.products) products.push({ productId: p.productId, slug: p.slug, name: p.name, vendor: p.vendor });
  }
  const promoTotal = (await getJson(`${base}/products?promo=true&page_size=1`)).data.page.totItems;
  return { categories, products, promoTotal };
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** each path of a list once, in order; a list run to its end starts again (by then the LRU has dropped its first answers) */
function cursor(paths) {
  let i = 0;
  return () => paths[i++ % paths.length];
}

/**
 * `connections` connections for DURATION seconds, every request the next path of `next` (shared by
 * all the connections, so no two of them ask the same thing at once).
 */
async function measure(next, connections, backendPid, target) {
  for (let i = 0; i < WARMUP_REQUESTS; i++) await getJson(`${base}${next()}`);
  // autocannon's summary has no p95, so the latencies are kept and ranked here (in ms, with decimals).
  const times = [];
  const instance = autocannon({
    url: base,
    connections,
    duration: DURATION,
    timeout: 10,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/ebsn/api${next()}` }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  // CPU per request is the steady figure on a shared machine, where other work stretches wall times:
  // the backend's process (PGlite runs inside it) and PostgreSQL's server processes for the database.
  const pgPids = target === 'postgres' ? postgresPids(BENCH_DATABASE) : [];
  const nodeBefore = cpuMs(backendPid);
  const loadBefore = process.cpuUsage();
  const machineBefore = machineBusyMs();
  const pgBefore = new Map(pgPids.map((pid) => [pid, cpuMs(pid)]));
  const result = await instance;
  const requests = Math.max(1, times.length);
  const nodeCpu = (cpuMs(backendPid) - nodeBefore) / requests;
  const loadUsed = process.cpuUsage(loadBefore);
  const loadCpu = (loadUsed.user + loadUsed.system) / 1000 / requests;
  const machineCpu = (machineBusyMs() - machineBefore) / requests;
  // The pool opens connections as the load grows and closes idle ones: a server process born during
  // the run counts whole, one gone by its end is left out (its last reading would count as a negative
  // use: -42 ms a request in a run of 2026-11-28), so the figure is a floor when the pool shrank.
  const pgNow = target === 'postgres' ? postgresPids(BENCH_DATABASE) : [];
  const pgCpu = pgNow.reduce((sum, pid) => sum + Math.max(0, (cpuMs(pid) ?? 0) - (pgBefore.get(pid) ?? 0)), 0) / requests;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    bad: result.non2xx + result.errors + result.timeouts,
    nodeCpu,
    pgCpu: pgPids.length || pgNow.length ? pgCpu : null,
    loadCpu,
    machineCpu,
  };
}

const LABELS = {
  search: `search (${WORDS} words, 20 % typos)`,
  category: 'category listing (category × page × sort)',
  promotions: 'promotions listing (page × sort, deep pages)',
  product: 'product page (slug)',
  productById: 'product by id',
  categoryBySlug: 'category by slug (repeats: not kept)',
  hit: 'cache hit: one category URL',
};

const rows = [];
const memory = [];
let lists;
const fixed = (value, digits = 1) => (value === null ? '-' : value.toFixed(digits));

async function seededBackend(target, cache) {
  let databaseUrl;
  if (target === 'postgres') databaseUrl = await benchDatabaseUrl(false);
  let backend = await startBackend(target, databaseUrl, cache);
  if (backend.total !== PRODUCTS) {
    // seeded earlier with another size: start again from an empty database
    process.stderr.write(`${target}: the bench database holds ${backend.total} products, not ${PRODUCTS}; seeding it again.\n`);
    await backend.stop();
    if (target === 'postgres') databaseUrl = await benchDatabaseUrl(true);
    else if (existsSync(DATA_DIR)) rmSync(DATA_DIR, { recursive: true, force: true });
    backend = await startBackend(target, databaseUrl, cache);
  }
  return backend;
}

for (const target of TARGETS) {
  for (const cache of CACHES) {
    const backend = await seededBackend(target, cache);
    try {
      // drawn once, from the first catalogue seen: both databases hold the same seeded catalogue
      if (!lists) {
        process.stderr.write('reading the catalogue to draw the requests from...\n');
        lists = requestLists({ ...(await catalogue()), words: WORDS, seed: SEED });
      }
      const kinds = cache === 'on' ? [...KINDS, 'hit'] : KINDS;
      for (const kind of kinds) {
        // a fresh cursor per backend process: each cache setting and database gets the same sequence
        const next = kind === 'hit' ? () => lists.category[0] : cursor(lists[kind]);
        for (const connections of CONNECTIONS) {
          const m = await measure(next, connections, backend.pid, target);
          rows.push([
            target,
            cache,
            LABELS[kind],
            connections,
            m.rps.toFixed(0),
            fixed(m.p50),
            fixed(m.p95),
            fixed(m.p99),
            fixed(m.nodeCpu),
            fixed(m.pgCpu),
            fixed(m.loadCpu),
            fixed(m.machineCpu),
            m.bad,
          ]);
          process.stderr.write(
            `${target} cache ${cache} ${kind} ×${connections}: p50 ${fixed(m.p50)} ms, p95 ${fixed(m.p95)} ms, ${m.rps.toFixed(0)} req/s\n`,
          );
        }
      }
      const { rss, peak } = memoryMb(backend.pid) ?? { rss: NaN, peak: NaN };
      memory.push([target, cache, rss.toFixed(0), peak.toFixed(0)]);
    } finally {
      await backend.stop();
    }
  }
}

console.log(
  `\nBackend on ${PRODUCTS} products, distinct requests (seed "${SEED}"), ${PAGE_SIZE} per page, ${DURATION} s per row after ${WARMUP_REQUESTS} warm-up requests of the row's own kind\n`,
);
printTable(
  [
    'database',
    'cache',
    'requests',
    'conns',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'backend CPU ms/req',
    'PG CPU ms/req',
    'load CPU ms/req',
    'machine CPU ms/req',
    'non-2xx+errors',
  ],
  rows,
);
console.log('\nThe backend process after its runs (PGlite runs inside it; PostgreSQL does not)\n');
printTable(['database', 'cache', 'RSS MB', 'peak RSS MB'], memory);
console.log(
  `\nload average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (${os.cpus().length} cores)`,
);
