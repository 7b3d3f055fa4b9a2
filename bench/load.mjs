#!/usr/bin/env node
// Throughput and latency of a category page of the shop beside a bare Remix page, one after the
// other in the same run so both see the same machine. Usage: node bench/load.mjs (the shop must be
// running; BASE_URL, BARE_PORT, CATEGORY_PATH, DURATION seconds, CONNECTIONS).
import autocannon from 'autocannon';
import { BASE_URL, categoryPath, fail, fetchText, printTable, setting, shopHome, startBare } from './lib.mjs';

const DURATION = setting('DURATION', 10, 1, 300);
const CONNECTIONS = setting('CONNECTIONS', 10, 1, 500);
const WARMUP_REQUESTS = 20;

// Load goes to this machine only: never point a load generator at someone else's server.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const { hostname } = new URL(BASE_URL);
if (!LOOPBACK.has(hostname) && !/^127\.\d+\.\d+\.\d+$/.test(hostname)) fail(`BASE_URL must be a loopback address (got ${hostname}).`);

// Whatever happens, the run ends: both measurements plus building and starting the baseline.
const watchdog = setTimeout(() => fail(`Gave up after ${2 * DURATION + 180} s.`), (2 * DURATION + 180) * 1000);
watchdog.unref();

async function warmUp(url) {
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    const { response } = await fetchText(url);
    if (!response.ok) fail(`${url} answered ${response.status}; nothing to measure.`);
  }
}

async function measure(name, url) {
  await warmUp(url);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 10 });
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

const bare = await startBare();
try {
  rows.push(await measure('bare Remix', `${bare.url}/`));
} finally {
  await bare.stop();
}

console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION} s each, after ${WARMUP_REQUESTS} warm-up requests (shop: ${BASE_URL})\n`);
printTable(['target', 'path', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'non-2xx', 'errors'], rows);
