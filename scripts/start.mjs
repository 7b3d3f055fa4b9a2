#!/usr/bin/env node
// Starts the whole shop on one machine: the backend (commerce + content API, on PGlite under
// DATA_DIR unless DATABASE_URL is set) and, once it answers /health, the storefront (server/index.mjs:
// remix-serve's job plus the refusals of server/hardening.mjs and the shopper's address).
// Builds the storefront first unless SKIP_BUILD=1. Once the backend has answered, a backend that
// dies is started again (with a growing pause) while the storefront keeps serving its 503 page;
// a storefront that dies, or a backend that never comes up, stops the shop. Ctrl-C or SIGTERM stops both.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyTemplate, templateWanted } from './data-template.mjs';
import { supervisor } from './processes.mjs';
import { backendProcess, ensureBuilt, secretsOf, shareShopSettings, storefrontProcess } from './shop.mjs';

const PORT = process.env.PORT ?? '3000';
const BACKEND_PORT = process.env.BACKEND_PORT ?? '3001';
const DATA_DIR = process.env.DATA_DIR ?? 'data';
const EBSN_URL = process.env.EBSN_URL ?? `http://localhost:${BACKEND_PORT}`;
// Only start our backend when the storefront points at it (a chain's own eBSN server needs none).
const ownBackend = !process.env.EBSN_URL || process.env.START_BACKEND === '1';
// The two processes share a key so the backend believes the shopper addresses the storefront forwards,
// and a development clock (decision 042) that a backend started again keeps.
shareShopSettings();
const HEALTH_TIMEOUT_MS = Number(process.env.HEALTH_TIMEOUT_MS ?? 300_000);
const RESTART_MAX_MS = Number(process.env.BACKEND_RESTART_MAX_MS) || 30_000;

// Never the repository's development secrets: the environment's, or random ones kept in DATA_DIR.
const secrets = secretsOf(DATA_DIR, 'start');
ensureBuilt('start');

const shop = supervisor('start');
const { run, stop, waitFor } = shop;

if (ownBackend) {
  // tests start from a fresh embedded database, seeded on start
  if (process.env.FRESH_DATA === '1' && !process.env.DATABASE_URL) {
    rmSync(path.resolve(DATA_DIR, 'pglite'), { recursive: true, force: true });
    if (templateWanted()) await copyTemplate(path.resolve(DATA_DIR, 'pglite'));
  }
  // Restarted only after it has been healthy once: a backend that cannot start at all (a wrong
  // DATABASE_URL) stops `npm start` with its error instead of retrying forever.
  let healthy = false;
  const backend = backendProcess(BACKEND_PORT, secrets);
  run('backend', backend.command, backend.args, backend.env, { restart: () => healthy, maxMs: RESTART_MAX_MS });
  console.log(`[start] waiting for the backend at ${EBSN_URL} (first start creates and seeds the database)…`);
  healthy = await waitFor(`${EBSN_URL}/health`, HEALTH_TIMEOUT_MS);
  if (!healthy) {
    console.error('[start] the backend did not become healthy in time');
    stop(1);
  }
}
if (!shop.stopping) {
  const storefront = storefrontProcess(PORT, EBSN_URL, secrets);
  run('storefront', storefront.command, storefront.args, storefront.env);
  console.log(`[start] storefront on http://localhost:${PORT}, backend on ${EBSN_URL}`);
}
