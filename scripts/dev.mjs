#!/usr/bin/env node
// Development: the backend in watch mode (tsx watch: restarts on every change under backend/ and
// domain/) and the storefront on Vite's dev server with HMR (remix vite:dev), in one command, so a
// change shows without a rebuild. PORT (storefront, 3000) and BACKEND_PORT (3001) as for `npm start`.
// Ctrl-C or SIGTERM stops both.
import { randomBytes } from 'node:crypto';
import { bin, supervisor } from './processes.mjs';

const PORT = process.env.PORT ?? '3000';
const BACKEND_PORT = process.env.BACKEND_PORT ?? '3001';
const EBSN_URL = process.env.EBSN_URL ?? `http://localhost:${BACKEND_PORT}`;
process.env.STOREFRONT_KEY ||= randomBytes(24).toString('base64url');
// a shop clock (SHOP_CLOCK, decision 042) keeps running across the backend's restarts on a change
if (process.env.SHOP_CLOCK && !process.env.SHOP_CLOCK_FROM) process.env.SHOP_CLOCK_FROM = String(Date.now());
const HEALTH_TIMEOUT_MS = Number(process.env.HEALTH_TIMEOUT_MS ?? 300_000);

const dev = supervisor('dev');
const { run, stop, waitFor } = dev;

if (!process.env.EBSN_URL) {
  run('backend', bin('tsx'), ['watch', '--clear-screen=false', 'backend/server.ts'], { BACKEND_PORT });
  console.log(`[dev] waiting for the backend at ${EBSN_URL} (first start creates and seeds the database)…`);
  if (!(await waitFor(`${EBSN_URL}/health`, HEALTH_TIMEOUT_MS))) {
    console.error('[dev] the backend did not become healthy in time');
    stop(1);
  }
}
if (!dev.stopping) {
  run('storefront', bin('remix'), ['vite:dev', '--port', PORT, '--strictPort'], { PORT, EBSN_URL, NODE_ENV: 'development' });
}
