// Shared by the bench scripts: reaching the shop, finding pages to measure, the bare Remix
// baseline (bench/bare) and printing tables. Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoDir = fileURLToPath(new URL('..', import.meta.url));
export const bareDir = path.join(repoDir, 'bench', 'bare');
const bin = (name) => path.join(repoDir, 'node_modules', '.bin', name);

export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
export const BARE_PORT = Number(process.env.BARE_PORT ?? 3999);
const BARE_MARKER = '<meta name="bench" content="bare-remix"/>';

export function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

export async function fetchText(url, timeoutMs = 15_000) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  return { response, text: await response.text() };
}

export async function fetchBytes(url, timeoutMs = 15_000) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The shop's home page, or a clear exit when nothing answers at BASE_URL. */
export async function shopHome() {
  try {
    const { response, text } = await fetchText(`${BASE_URL}/`, 10_000);
    if (!response.ok) fail(`The shop at ${BASE_URL} answered ${response.status} for "/". Is it running? Start it with: npm start`);
    return text;
  } catch (error) {
    fail(
      `The shop is not reachable at ${BASE_URL} (${error.cause?.code ?? error.message}).\nStart it with "npm start" (or set BASE_URL) and run this again.`,
    );
  }
}

function firstLink(html, prefix) {
  const match = new RegExp(`href="(${prefix}[^"?#]+)[^"]*"`).exec(html);
  return match ? match[1] : undefined;
}

export function categoryPath(homeHtml) {
  const category = process.env.CATEGORY_PATH ?? firstLink(homeHtml, '/category/');
  if (!category) fail('No /category/ link on the home page; set CATEGORY_PATH=/category/<slug>.');
  return category;
}

/**
 * The pages to measure: given by env (CATEGORY_PATH, PRODUCT_PATH, SEARCH_PATH) or found among the
 * home page's links (a product from the category page when the home page shows none).
 */
export async function shopPages(homeHtml) {
  const category = categoryPath(homeHtml);
  let product = process.env.PRODUCT_PATH ?? firstLink(homeHtml, '/product/');
  if (!product) {
    const { text } = await fetchText(`${BASE_URL}${category}`).catch((error) => fail(`${BASE_URL}${category}: ${error.message}`));
    product = firstLink(text, '/product/');
  }
  if (!product) fail(`No /product/ link on the home page or on ${category}; set PRODUCT_PATH=/product/<slug>.`);
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: category },
    { name: 'product', path: product },
    { name: 'search', path: process.env.SEARCH_PATH ?? '/search?q=mozzarella' },
    // the cart page: the same route modules whoever asks (a guest sees the login prompt)
    { name: 'cart', path: '/cart' },
  ];
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds bench/bare when its build is missing or older than its sources. */
export function buildBare() {
  const serverBuild = path.join(bareDir, 'build', 'server', 'index.js');
  const sources = Math.max(newestMtime(path.join(bareDir, 'app')), statSync(path.join(bareDir, 'vite.config.ts')).mtimeMs);
  if (existsSync(serverBuild) && statSync(serverBuild).mtimeMs >= sources) return;
  process.stderr.write('Building the bare Remix baseline (bench/bare)...\n');
  // The positional root makes Remix resolve app/ and build/ inside bench/bare, not the shop's.
  const result = spawnSync(bin('remix'), ['vite:build', 'bench/bare'], { cwd: repoDir, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) fail(`Building bench/bare failed:\n${result.stdout}\n${result.stderr}`);
}

async function answers(url) {
  try {
    const { text } = await fetchText(url, 2_000);
    return text;
  } catch {
    return null;
  }
}

/**
 * Serves the bare page with remix-serve on 127.0.0.1:BARE_PORT and returns its URL, its server's
 * pid (undefined when it was already running) and a stop function. An instance already serving the bare page there is reused (and left running).
 */
export async function startBare() {
  buildBare();
  const url = `http://127.0.0.1:${BARE_PORT}`;
  const already = await answers(`${url}/`);
  if (already !== null) {
    if (already.includes(BARE_MARKER)) return { url, pid: undefined, stop: async () => {} };
    fail(`Port ${BARE_PORT} is taken by something other than the bare Remix page; set BARE_PORT.`);
  }
  // cwd matters: remix-serve finds build/client relative to the working directory.
  const child = spawn(bin('remix-serve'), ['build/server/index.js'], {
    cwd: bareDir,
    env: { ...process.env, PORT: String(BARE_PORT), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killChild = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', killChild);
  const stop = async () => {
    killChild();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    process.off('exit', killChild);
  };
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if (child.exitCode !== null) fail(`remix-serve for bench/bare exited (${child.exitCode}):\n${stderr}`);
    if ((await answers(`${url}/`))?.includes(BARE_MARKER)) return { url, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  fail(`The bare Remix page did not answer on ${url} within 20 s:\n${stderr}`);
}

export function printTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  // Columns of figures are right-aligned (header included) so the digits line up.
  const numeric = headers.map((_, i) => rows.length > 0 && cells.slice(1).every((row) => /^[\d.,%+-]+$/.test(row[i])));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** A whole-number setting from the environment, within its range, or the script stops saying so. */
export function setting(name, fallback, min, max) {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) fail(`${name} must be a whole number from ${min} to ${max}.`);
  return value;
}
