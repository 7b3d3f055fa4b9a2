#!/usr/bin/env node
// Backend search and listing speed on a big catalogue, on PostgreSQL and on PGlite: seeds PRODUCTS
// products into a database of its own (PostgreSQL: BENCH_DATABASE on DATABASE_URL's server; PGlite:
// BENCH_DATA_DIR), starts the backend on it, and loads /ebsn/api/products with autocannon at 1 and at
// 8 connections. Usage: node bench/backend-search.mjs (npm run bench:backend); see bench/README.md.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { fail, printTable, repoDir, setting } from './lib.mjs';

const PRODUCTS = setting('PRODUCTS', 100_000, 1, 1_000_000);
const DURATION = setting('DURATION', 5, 1, 120);
const PORT = setting('BENCH_BACKEND_PORT', 3191, 1024, 65535);
const CONNECTIONS = (process.env.CONNECTIONS ?? '1,8').split(',').map(Number);
if (CONNECTIONS.some((n) => !Number.isInteger(n) || n < 1 || n > 64)) fail('CONNECTIONS must list whole numbers from 1 to 64, e.g. 1,8.');
const TARGETS = (process.env.TARGETS ?? 'postgres,pglite').split(',');
if (TARGETS.some((t) => t !== 'postgres' && t !== 'pglite')) fail('TARGETS must list postgres and/or pglite.');
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'spesa_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DATABASE)) fail('BENCH_DATABASE must be a plain lower-case identifier.');
const DATA_DIR = path.resolve(repoDir, process.env.BENCH_DATA_DIR ?? '.cache/bench-pglite');
const PAGE_SIZE = 24;
const WARMUP_REQUESTS = 10;
// Seeding 100,000 products takes minutes (PGlite is the slower one); the measurements take
// targets × queries × connection counts × DURATION.
const SEED_TIMEOUT_MS = setting('SEED_TIMEOUT', 900, 10, 3600) * 1000;

// Whatever happens, the run ends.
const budget = TARGETS.length * (SEED_TIMEOUT_MS / 1000 + 5 * CONNECTIONS.length * (DURATION + 5) + 60);
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

/** Starts the backend (which migrates, and seeds PRODUCTS products when the database is empty). */
async function startBackend(target, databaseUrl) {
  const env = { ...process.env, BACKEND_PORT: String(PORT), BACKEND_HOST: '127.0.0.1', SEED_PRODUCTS: String(PRODUCTS), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.DATA_DIR = DATA_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
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
  process.stderr.write(`${target}: starting the backend (seeds ${PRODUCTS} products on first run; minutes)...\n`);
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
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) fail(`${url} answered ${response.status}; nothing to measure.`);
  return response.json();
}

/** the queries measured: the top category with the most products stands for a category listing */
async function queries() {
  const { data } = await getJson(`${base}/category`);
  const tops = (data.categories ?? data.children ?? []).slice(0, 12);
  let best = null;
  for (const category of tops) {
    const listed = await getJson(`${base}/products?parent_category_id=${category.categoryId}&page_size=1`);
    if (!best || listed.data.page.totItems > best.total)
      best = { id: category.categoryId, name: category.name, total: listed.data.page.totItems };
  }
  if (!best) fail('No category to list.');
  return [
    { name: 'search q=latte', path: `/products?q=latte&page_size=${PAGE_SIZE}` },
    { name: 'typo q=mozarela', path: `/products?q=mozarela&page_size=${PAGE_SIZE}` },
    { name: `category ${best.name}`, path: `/products?parent_category_id=${best.id}&page_size=${PAGE_SIZE}` },
    { name: 'promotions promo=true', path: `/products?promo=true&page_size=${PAGE_SIZE}` },
  ];
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CPU time (user + system, ms) a process has used so far; 0 when /proc cannot tell */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/** the server processes serving BENCH_DATABASE, when PostgreSQL runs on this machine */
function postgresPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${BENCH_DATABASE} `)) pids.push(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

async function measure(url, connections, backendPid, target) {
  for (let i = 0; i < WARMUP_REQUESTS; i++) await getJson(url);
  // autocannon's summary has no p95, so the latencies are kept and ranked here (in ms, with decimals).
  const times = [];
  const instance = autocannon({ url, connections, duration: DURATION, timeout: 10 });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  // CPU per request is the steady figure on a shared machine, where other work stretches wall times:
  // the backend's process (PGlite runs inside it) and PostgreSQL's server processes for the database.
  const pgPids = target === 'postgres' ? postgresPids() : [];
  const cpuBefore = [cpuMs(backendPid), pgPids.reduce((sum, pid) => sum + cpuMs(pid), 0)];
  const result = await instance;
  const requests = Math.max(1, times.length);
  const nodeCpu = (cpuMs(backendPid) - cpuBefore[0]) / requests;
  // the pool opens connections as the load grows: a server process born during the run counts whole
  const born = target === 'postgres' ? postgresPids().filter((pid) => !pgPids.includes(pid)) : [];
  const pgCpu = ([...pgPids, ...born].reduce((sum, pid) => sum + cpuMs(pid), 0) - cpuBefore[1]) / requests;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    bad: result.non2xx + result.errors + result.timeouts,
    nodeCpu,
    pgCpu: pgPids.length || born.length ? pgCpu : null,
  };
}

const rows = [];
for (const target of TARGETS) {
  let databaseUrl;
  if (target === 'postgres') databaseUrl = await benchDatabaseUrl(false);
  let backend = await startBackend(target, databaseUrl);
  if (backend.total !== PRODUCTS) {
    // seeded earlier with another size: start again from an empty database
    process.stderr.write(`${target}: the bench database holds ${backend.total} products, not ${PRODUCTS}; seeding it again.\n`);
    await backend.stop();
    if (target === 'postgres') databaseUrl = await benchDatabaseUrl(true);
    else if (existsSync(DATA_DIR)) rmSync(DATA_DIR, { recursive: true, force: true });
    backend = await startBackend(target, databaseUrl);
  }
  try {
    for (const query of await queries()) {
      for (const connections of CONNECTIONS) {
        const m = await measure(`${base}${query.path}`, connections, backend.pid, target);
        rows.push([
          target,
          query.name,
          connections,
          m.rps.toFixed(0),
          m.p50.toFixed(1),
          m.p95.toFixed(1),
          m.p99.toFixed(1),
          m.nodeCpu.toFixed(1),
          m.pgCpu === null ? '-' : m.pgCpu.toFixed(1),
          m.bad,
        ]);
        process.stderr.write(`${target} ${query.name} ×${connections}: p95 ${m.p95.toFixed(1)} ms, ${m.rps.toFixed(0)} req/s\n`);
      }
    }
  } finally {
    await backend.stop();
  }
}

console.log(
  `\nBackend /ebsn/api/products on ${PRODUCTS} products, ${PAGE_SIZE} per page, ${DURATION} s per row after ${WARMUP_REQUESTS} warm-up requests\n`,
);
printTable(
  ['database', 'query', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'backend CPU ms/req', 'PG CPU ms/req', 'non-2xx+errors'],
  rows,
);
console.log(
  `\nload average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (${os.cpus().length} cores)`,
);
