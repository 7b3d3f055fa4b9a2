#!/usr/bin/env node
// Starts the whole shop on one machine: the backend (commerce + content API, on PGlite under
// DATA_DIR unless DATABASE_URL is set) and, once it answers /health, the storefront (server/index.mjs:
// remix-serve's job plus the refusals of server/hardening.mjs and the shopper's address).
// Builds the storefront first unless SKIP_BUILD=1. Once the backend has answered, a backend that
// dies is started again (with a growing pause) while the storefront keeps serving its 503 page;
// a storefront that dies, or a backend that never comes up, stops the shop. Ctrl-C or SIGTERM stops both.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { copyTemplate, templateWanted } from './data-template.mjs';
import { supervisor } from './processes.mjs';
import { BACKEND_SECRET_NAMES, shopSecrets } from './secrets.mjs';

const PORT = process.env.PORT ?? '3000';
const BACKEND_PORT = process.env.BACKEND_PORT ?? '3001';
const DATA_DIR = process.env.DATA_DIR ?? 'data';
const EBSN_URL = process.env.EBSN_URL ?? `http://localhost:${BACKEND_PORT}`;
// Only start our backend when the storefront points at it (a chain's own eBSN server needs none).
const ownBackend = !process.env.EBSN_URL || process.env.START_BACKEND === '1';
// The two processes share a key so the backend believes the shopper addresses the storefront forwards.
process.env.STOREFRONT_KEY ||= randomBytes(24).toString('base64url');
// A shop clock set for development (SHOP_CLOCK, decision 042) starts now, once for the whole shop: a
// backend started again keeps the same clock.
if (process.env.SHOP_CLOCK && !process.env.SHOP_CLOCK_FROM) process.env.SHOP_CLOCK_FROM = String(Date.now());
const HEALTH_TIMEOUT_MS = Number(process.env.HEALTH_TIMEOUT_MS ?? 300_000);
const RESTART_MAX_MS = Number(process.env.BACKEND_RESTART_MAX_MS) || 30_000;

// Never the repository's development secrets: the environment's, or random ones kept in DATA_DIR.
const secrets = shopSecrets(DATA_DIR);
if (secrets.generated.length) console.log(`[start] new random ${secrets.generated.join(', ')} kept in ${secrets.file}`);

if (process.env.SKIP_BUILD !== '1' || !existsSync('build/server/index.js') || !existsSync('build/en/server/index.js')) {
  console.log('[start] building the storefront…');
  // both locales' builds (decision 004)
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const shop = supervisor('start');
const { run, stop, waitFor } = shop;

if (ownBackend) {
  // tests start from a fresh embedded database, seeded on start
  if (process.env.FRESH_DATA === '1' && !process.env.DATABASE_URL) {
    rmSync(path.resolve(DATA_DIR, 'pglite'), { recursive: true, force: true });
    if (templateWanted()) await copyTemplate(path.resolve(DATA_DIR, 'pglite'));
  }
  // Restarted only after it has been healthy once: a backend that cannot start at all (a wrong
  // DATABASE_URL) stops `npm start` with its error instead of retrying forever. One node process
  // (tsx as a loader, not tsx's own wrapper process), so its pid is the server's.
  let healthy = false;
  run(
    'backend',
    process.execPath,
    ['--import', 'tsx', 'backend/server.ts'],
    { BACKEND_PORT, ...Object.fromEntries(BACKEND_SECRET_NAMES.map((name) => [name, secrets.values[name]])) },
    {
      restart: () => healthy,
      maxMs: RESTART_MAX_MS,
    },
  );
  console.log(`[start] waiting for the backend at ${EBSN_URL} (first start creates and seeds the database)…`);
  healthy = await waitFor(`${EBSN_URL}/health`, HEALTH_TIMEOUT_MS);
  if (!healthy) {
    console.error('[start] the backend did not become healthy in time');
    stop(1);
  }
}
if (!shop.stopping) {
  // server/index.mjs: remix-serve's work, the refusals of server/hardening.mjs (decision 020) and the
  // shopper's address in the load context (decision 022)
  run('storefront', process.execPath, ['server/index.mjs', 'build/server/index.js'], {
    PORT,
    EBSN_URL,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    ...Object.fromEntries(Object.entries(secrets.values).filter(([name]) => !BACKEND_SECRET_NAMES.includes(name))),
  });
  console.log(`[start] storefront on http://localhost:${PORT}, backend on ${EBSN_URL}`);
}
