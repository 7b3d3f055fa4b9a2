// The e2e journeys against the shop as a cluster (issue 29, decision 062): `npm run test:cluster` starts
// `npm run cluster` (two backends, two storefronts, nginx) on a fresh PostgreSQL database and runs the
// journeys through nginx, JS on at desktop width and JS off on a phone, then the failover checks
// (e2e/cluster.spec.ts: processes killed mid-journey, a rolling restart under load), which stop
// processes and so run after the journeys. Not part of `npm test`: it adds minutes to a CI run
// already near its budget (decision 062).
// Left out: the specs that start shops of their own (boot, frozen backend, cutoff and picking move
// their shop's clock), the guest's cart (a shop started with ANONYMOUS_CART=1) and the hostile-input
// suite (the storefront's answers, not the cluster's).
// E2E_CLUSTER_PORT (3200: the shop; the API on the next port, the processes from +10),
// E2E_CLUSTER_DATABASE_URL (a database named *_e2e, dropped and made again for each run).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { ShopOptions } from './e2e/fixtures';
import base, { ANONYMOUS_JOURNEY, DESKTOP, journeyShopEnv, PHONE } from './playwright.config';

const PORT = Number(process.env.E2E_CLUSTER_PORT ?? 3200);
const baseURL = `http://localhost:${PORT}`;
// e2e/fixtures.ts BACKEND (the outbox, registrations, the slot filler): the API through nginx
process.env.E2E_BACKEND_PORT = String(PORT + 1);
// where the cluster writes its state, read by e2e/cluster.spec.ts (the workers inherit it)
const CLUSTER_DIR = (process.env.E2E_CLUSTER_DIR ??= path.resolve('.cache/e2e-cluster'));
const DATABASE_URL = (process.env.E2E_CLUSTER_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/spesa_cluster_e2e');

const OWN_SHOPS = ['**/boot.spec.ts', '**/frozen-backend.spec.ts', '**/cutoff.spec.ts', '**/picking.spec.ts', '**/fuzz.spec.ts'];
const FAILOVER = '**/cluster.spec.ts';
// the main configuration's names: the specs choose their slots and skips by them
const JOURNEYS = ['js-desktop', 'nojs-phone'];

export default defineConfig<ShopOptions>({
  ...base,
  testIgnore: undefined,
  // A journey that fails once is run again, here as on CI, whoever starts the run: five processes,
  // nginx, PostgreSQL and three browsers share the two cores, and a journey that once missed its 10 s
  // under that load (session.spec.ts, 2026-11-30) failed the journeys, which skipped every failover
  // check after them (they depend on the journeys). A journey that passes only when run again is
  // reported as flaky.
  retries: 1,
  use: { ...base.use, baseURL },
  projects: [
    {
      name: 'js-desktop',
      use: { ...DESKTOP, javaScriptEnabled: true },
      testIgnore: [...OWN_SHOPS, FAILOVER],
      grepInvert: ANONYMOUS_JOURNEY,
    },
    {
      name: 'nojs-phone',
      use: { ...PHONE, javaScriptEnabled: false },
      testIgnore: [...OWN_SHOPS, FAILOVER],
      grepInvert: ANONYMOUS_JOURNEY,
    },
    // after the journeys, which it would disturb (a POST that reached a killed process fails);
    // alone: --project=cluster-failover --no-deps
    // one test at a time, repeats included: each stops the processes the others use
    {
      name: 'cluster-failover',
      use: { ...DESKTOP, javaScriptEnabled: true },
      testMatch: FAILOVER,
      dependencies: JOURNEYS,
      workers: 1,
      fullyParallel: false,
    },
  ],
  webServer: {
    command: 'node scripts/cluster.mjs',
    url: `${baseURL}/robots.txt`,
    // migrating and seeding PostgreSQL, then five processes
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // the processes drain and nginx stops: nothing is left on the ports for the next run
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      ...journeyShopEnv(baseURL),
      PORT: String(PORT),
      DATABASE_URL,
      CLUSTER_FRESH_DATABASE: '1',
      CLUSTER_DIR,
      DATA_DIR: path.join(CLUSTER_DIR, 'data'),
      // the demo world the journeys know
      SEED_PRODUCTS: '1800',
    },
  },
});
