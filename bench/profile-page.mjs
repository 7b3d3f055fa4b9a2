#!/usr/bin/env node
// Where a page's server time goes: loads the storefront's production build in this process, asks
// it for one page N times in a row (no HTTP server, no compression, no static files: only what the
// shop's own code and Remix cost), and prints the mean time per request and a CPU profile summary.
// Usage: EBSN_URL=http://localhost:3001 node bench/profile-page.mjs [/category/frutta] [N]
// (the backend must be running; STOREFRONT_KEY as the backend's; random secrets unless SESSION_SECRET is set).
// `category` or `search` instead of a path asks N different pages of that kind, as bench:load does
// (bench/distinct.mjs, SEED; the catalogue read from the shop running at BASE_URL). CUSTOMER=1 asks
// them as the demo customer, logged in on that shop (bench/shopper.mjs): give the profile the shop's
// SESSION_SECRET, so that its cookie is good here too; CART_LINES=n puts n products in its cart first.
// Writes the whole profile to .cache/profile-page.cpuprofile for Chrome DevTools.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequestHandler } from '@remix-run/node';

const path = process.argv[2] ?? '/category/frutta';
const count = Number(process.argv[3] ?? 300);
const WARMUP = Number(process.env.WARMUP ?? 200);
// distinct pages: the warm-up's first, then the measured ones, none asked twice while the pool lasts
let paths = [path];
if (path === 'category' || path === 'search') {
  const { categoryPages, searchPath, searchWords } = await import('./distinct.mjs');
  const seed = Number(process.env.SEED ?? 29);
  paths =
    path === 'category'
      ? (await categoryPages(seed)).urls
      : (await searchWords(seed, Number(process.env.WORDS ?? 2000), Number(process.env.TYPO_PERCENT ?? 20) / 100)).words.map(searchPath);
}
let asked = 0;
const nextPath = () => paths[asked++ % paths.length];
const headers = { Accept: 'text/html' };
if (process.env.CUSTOMER === '1') {
  const { customerReadyToShop, distinctAddForms } = await import('./shopper.mjs');
  const shopper = await customerReadyToShop();
  // CART_LINES=n: that many different products in the customer's cart first (a week's shopping is 30-60)
  const lines = Number(process.env.CART_LINES ?? 0);
  if (lines > 0) {
    const { html: home } = await shopper.get('/');
    const categories = [...new Set([...home.matchAll(/href="(\/category\/[^"?#]+)"/g)].map((m) => m[1]))];
    await shopper.addAll(await distinctAddForms(shopper, categories, lines));
  }
  Object.assign(headers, shopper.headers);
}
process.env.NODE_ENV = 'production';
// production refuses the repository's development secrets; a profile signs nothing it keeps
for (const name of ['SESSION_SECRET', 'HONEYPOT_SECRET']) process.env[name] ||= randomBytes(32).toString('base64url');
const build = await import(new URL('../build/server/index.js', import.meta.url).href);
const handle = createRequestHandler(build, 'production');
const get = async () => {
  const asking = nextPath();
  const response = await handle(new Request(`http://localhost${asking}`, { headers }));
  if (response.status !== 200) throw new Error(`${asking} answered ${response.status}`);
  // bytes, not text: decoding the document is no part of what the shop costs
  return (await response.arrayBuffer()).byteLength;
};

// warm: JIT and the storefront's catalogue cache, as in a running shop
for (let i = 0; i < WARMUP; i++) await get();

// The time per request is measured without the profiler: sampling every 200 µs costs the process
// CPU of its own (on 2026-11-30, 800 distinct category pages: 9-11 ms each without it, 12-13 with it).
// The shares below come from a second run of as many requests, under the profiler.
const measure = async () => {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < count; i++) bytes = await get();
  const cpu = process.cpuUsage(cpuBefore);
  return { wall: (performance.now() - started) / count, cpu: (cpu.user + cpu.system) / 1000 / count, bytes };
};
const { wall, cpu, bytes } = await measure();

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const profiled = await measure();
const { profile } = await session.post('Profiler.stop');
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/profile-page.cpuprofile', JSON.stringify(profile));

const kind = paths.length > 1 ? `${path} (${paths.length} different pages, ${Math.max(0, asked - paths.length)} asked again)` : path;
console.log(
  `${kind}: ${count} requests, ${wall.toFixed(2)} ms each (wall), ${cpu.toFixed(2)} ms CPU each, ${bytes} bytes of HTML (the last); under the profiler, ${count} more: ${profiled.cpu.toFixed(2)} ms CPU each`,
);

// self time per function, then time inside the shop's own functions and each package (inclusive)
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(id, (self.get(id) ?? 0) + dt);
  total += dt;
});
const where = (frame) => {
  const pkg = frame.url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (frame.url.includes('build/server')) return `shop: ${frame.functionName || '(anonymous)'}`;
  return frame.url ? frame.url.replace(/^node:/, 'node:') : frame.functionName;
};
const inclusive = new Map();
for (const [id, t] of self) {
  const seen = new Set();
  for (let cur = id; cur; cur = parent.get(cur)) {
    const key = where(nodes.get(cur).callFrame);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + t);
  }
}
const top = [...inclusive]
  .filter(([k]) => k && k !== '(root)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.env.TOP ?? 30));
for (const [key, t] of top) console.log(`${((t / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
