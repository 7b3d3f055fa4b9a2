#!/usr/bin/env node
// Starts the whole shop on one machine: the backend (commerce + content API, on PGlite under
// DATA_DIR unless DATABASE_URL is set) and, once it answers /health, the storefront (remix-serve).
// Builds the storefront first unless SKIP_BUILD=1. Ctrl-C or SIGTERM stops both.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, supervisor } from './processes.mjs';

const PORT = process.env.PORT ?? '3000';
const BACKEND_PORT = process.env.BACKEND_PORT ?? '3001';
const EBSN_URL = process.env.EBSN_URL ?? `http://localhost:${BACKEND_PORT}`;
// Only start our backend when the storefront points at it (a chain's own eBSN server needs none).
const ownBackend = !process.env.EBSN_URL || process.env.START_BACKEND === '1';
// The two processes share a key so the backend believes the shopper addresses the storefront forwards.
process.env.STOREFRONT_KEY ||= randomBytes(24).toString('base64url');
const HEALTH_TIMEOUT_MS = Number(process.env.HEALTH_TIMEOUT_MS ?? 300_000);

if (process.env.SKIP_BUILD !== '1' || !existsSync('build/server/index.js')) {
  console.log('[start] building the storefront…');
  const build = spawnSync(bin('remix'), ['vite:build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const shop = supervisor('start', () => {
  if (!process.env.SESSION_SECRET) console.warn('[start] SESSION_SECRET is not set: using the development secrets (never in production)');
});
const { run, stop, waitFor } = shop;

if (ownBackend) {
  // tests start from a fresh embedded database, seeded on start
  if (process.env.FRESH_DATA === '1' && !process.env.DATABASE_URL) {
    rmSync(path.resolve(process.env.DATA_DIR ?? 'data', 'pglite'), { recursive: true, force: true });
  }
  run('backend', bin('tsx'), ['backend/server.ts'], { BACKEND_PORT });
  console.log(`[start] waiting for the backend at ${EBSN_URL} (first start creates and seeds the database)…`);
  if (!(await waitFor(`${EBSN_URL}/health`, HEALTH_TIMEOUT_MS))) {
    console.error('[start] the backend did not become healthy in time');
    stop(1);
  }
}
if (!shop.stopping) {
  if (!process.env.SESSION_SECRET) console.warn('[start] SESSION_SECRET is not set: using the development secrets (never in production)');
  run('storefront', bin('remix-serve'), ['build/server/index.js'], {
    PORT,
    EBSN_URL,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    ALLOW_DEV_SECRETS: process.env.ALLOW_DEV_SECRETS ?? (process.env.SESSION_SECRET ? '' : '1'),
  });
  console.log(`[start] storefront on http://localhost:${PORT}, backend on ${EBSN_URL}`);
}
