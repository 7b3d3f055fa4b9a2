// Every journey runs with JavaScript on and with JavaScript off (DESIGN.md, Tests). Every spec runs
// JS on at desktop width and JS off on a 360×740 phone; the shopping journeys (cart, places) and
// the phone checks (phone, session, menu) run in the other two combinations as well (issues 7 and
// 8): only they are multiplied, so the run stays well within CI's time (decision 019).
// The shop under test is started fresh on its own ports with its own embedded database; a second
// one, with guests' carts on (ANONYMOUS_CART=1), serves the anonymous-cart journey's two projects
// (decision 046).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { ShopOptions } from './e2e/fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 3101);
const baseURL = `http://localhost:${PORT}`;
// the shop with ANONYMOUS_CART=1: the next two ports (boot.spec.ts uses +10, frozen-backend.spec.ts +20)
const ANONYMOUS_PORT = PORT + 2;
const ANONYMOUS_BACKEND_PORT = PORT + 3;
const anonymousURL = `http://localhost:${ANONYMOUS_PORT}`;
// Debian's old headless shell (`chromium-headless-shell`, the build Playwright itself runs headless
// tests in) when installed: the same engine as /usr/bin/chromium, without the full browser's UI
// process work, a third of the CPU per page load and a fifth less wall time on the 2-core machine
// (decision 055). The full browser otherwise.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// a cheap phone (issue 7 measures at 360×740), touch and a mobile user agent; a desktop browser.
// Pixel ratio 1: the layout in CSS pixels is the same, and a 2-core CI machine paints 7 times fewer pixels.
export const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  deviceScaleFactor: 1,
};
export const DESKTOP = devices['Desktop Chrome'];
const JOURNEYS = ['**/cart.spec.ts', '**/places.spec.ts', '**/checkout.spec.ts'];
// Every spec runs with JS on at desktop width and with JS off at phone width, and the phone's own
// checks with JS on at phone width. The shopping journeys' other two corners (JS on at phone width,
// JS off at desktop width) ran in every run until they were a sixth of its CPU on a machine where
// the run was past its budget: E2E_MATRIX=full runs them (decision 067).
const FULL_MATRIX = process.env.E2E_MATRIX === 'full';
const PHONE_CHECKS = ['**/phone.spec.ts', '**/session.spec.ts', '**/menu.spec.ts'];
// the guest's cart needs a shop started with ANONYMOUS_CART=1 (storefront and backend read it at start)
export const ANONYMOUS_JOURNEY = /anonymous cart/;
// A run of named projects none of which is an anonymous one (`--project=js-desktop`) need not start
// that shop. Only the runner reads its command line here: the workers never start a server.
const namedProjects = process.argv.flatMap((arg, i, all) =>
  arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' && all[i + 1] ? [all[i + 1]!] : [],
);
const anonymousWanted = !namedProjects.length || namedProjects.some((name) => name.startsWith('anonymous-'));

// The run's name, shared with the workers (they inherit the runner's environment): the shops of one
// run copy one seeded database (scripts/data-template.mjs), made by the first of them to start.
const RUN = (process.env.E2E_RUN ??= `${process.pid}-${Date.now()}`);
// where it is kept, for the shops this file starts and those the workers start (e2e/own-shop.ts)
const DATA_TEMPLATE = (process.env.E2E_DATA_TEMPLATE ??= path.resolve(`${process.env.E2E_DATA_DIR ?? '.cache/e2e'}-template`));

/**
 * What the journeys need of a shop at `url`, however it is started (here, or as a cluster behind nginx:
 * playwright.cluster.config.ts).
 */
export function journeyShopEnv(url: string): Record<string, string> {
  return {
    SKIP_BUILD: process.env.E2E_BUILD ? '0' : '1',
    LOG_LEVEL: 'warn',
    // the journeys' pages on a loaded 2-core machine: the time one page may wait for the backend is
    // the per-call timeout as before (e2e/frozen-backend.spec.ts starts a storefront with the default)
    EBSN_BUDGET_MS: process.env.EBSN_BUDGET_MS ?? '8000',
    // links in the backend's e-mails (registration, reset) point at the storefront under test
    SHOP_URL: url,
    // Every browser of the run logs in from one address (::1), and the journeys' deliberate mistakes
    // (wrong passwords, wrong pins, an e-mail change refused) reached the address's 20 failures within
    // its window: from then on every login of the run was refused, whoever the customer. The address
    // rule has its own tests (tests/backend/auth-lockout.test.ts); here it must not join journeys up.
    LOCKOUT_ADDRESS_FAILURES: '1000',
    // an analytic tag on the shop itself (it answers 404; e2e/shell.spec.ts serves it): the cookie
    // centre's journey sees it load only after consent (decision 057)
    ANALYTICS_SCRIPTS: '/e2e-analytics.js',
    // The shop's clock (decision 042): a Tuesday at 19:30 in Rome, after the day's last slots have
    // closed to orders and hours before the next closing (04:00) and midnight, whatever the real
    // hour. E2E_SHOP_CLOCK tries another instant (near a cutoff, across midnight); 'real' runs on
    // real time.
    SHOP_CLOCK: process.env.E2E_SHOP_CLOCK === 'real' ? '' : (process.env.E2E_SHOP_CLOCK ?? '2026-12-01T19:30:00+01:00'),
  };
}

/** One shop under test: the backend (fresh embedded database unless E2E_DATABASE_URL) and the storefront. */
function shop(port: number, backendPort: number, dataDir: string, env: Record<string, string> = {}) {
  const url = `http://localhost:${port}`;
  return {
    command: 'node scripts/start.mjs',
    url: `${url}/robots.txt`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...journeyShopEnv(url),
      PORT: String(port),
      BACKEND_PORT: String(backendPort),
      // a throwaway embedded database seeded on start, unless E2E_DATABASE_URL names a server
      DATA_DIR: dataDir,
      FRESH_DATA: '1',
      // copied from the run's seeded database (scripts/data-template.mjs) rather than seeded again
      DATA_TEMPLATE: DATA_TEMPLATE,
      DATA_TEMPLATE_KEY: RUN,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ...env,
    },
  };
}

export default defineConfig<ShopOptions>({
  testDir: 'e2e',
  // stops and restarts the processes of a cluster: only playwright.cluster.config.ts runs it
  testIgnore: '**/cluster.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three on the two cores: a journey's page waits on the shop and on its own timers a third of the
  // time, which a third worker fills (catalogue, account and checkout: 167 s with two, 153 with three,
  // 162 with four; decision 061).
  workers: Number(process.env.E2E_WORKERS) || 3,
  // The longest journeys (a cart of every kind of product, the addresses' whole life, registration to
  // logout) took 45 to 63 s without JS on a quiet 2-core machine in the full browser; at 60 s a loaded
  // CI machine failed them while they were working (CI, 2026-11-27). A hung test costs two minutes.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // the axe coverage check and count (decision 049); with PLAYWRIGHT_JSON_OUTPUT_NAME, each test's
  // duration as JSON too (for profiling: a `--reporter` on the command line would drop the check)
  reporter: [['list'], ['./e2e/axe-coverage.ts'], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : [])],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Recording a trace costs about a sixth of the run's CPU (decision 046): on CI a failure is run
    // again with one; elsewhere every test keeps one when it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A click on something that never comes (a dialog a page not yet hydrated did not open) waited
    // for the whole test's 120 s before the retry: an action fails after 30 s, with its locator.
    actionTimeout: 30_000,
    // The shop's service worker would take the pages' requests out of page.route's reach (the no-JS
    // axe scans, the answers a test puts in place): only e2e/offline.spec.ts lets it register.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // e2e/security.spec.ts serves "another site" through page.route; Chrome's Local Network Access
        // would stop that page from framing or fetching the shop on localhost before the shop's own
        // headers are ever read, so the check of frame refusal would pass without testing anything
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
  projects: [
    { name: 'js-desktop', use: { ...DESKTOP, javaScriptEnabled: true }, grepInvert: ANONYMOUS_JOURNEY },
    { name: 'nojs-phone', use: { ...PHONE, javaScriptEnabled: false }, grepInvert: ANONYMOUS_JOURNEY },
    {
      name: 'js-phone',
      use: { ...PHONE, javaScriptEnabled: true },
      testMatch: FULL_MATRIX ? [...JOURNEYS, ...PHONE_CHECKS] : PHONE_CHECKS,
      grepInvert: ANONYMOUS_JOURNEY,
    },
    ...(FULL_MATRIX
      ? [{ name: 'nojs-desktop', use: { ...DESKTOP, javaScriptEnabled: false }, testMatch: JOURNEYS, grepInvert: ANONYMOUS_JOURNEY }]
      : []),
    // the guest's cart, JS on and off, on the shop started with ANONYMOUS_CART=1
    {
      name: 'anonymous-js-desktop',
      use: { ...DESKTOP, javaScriptEnabled: true, baseURL: anonymousURL, anonymousCart: true },
      testMatch: '**/cart.spec.ts',
      grep: ANONYMOUS_JOURNEY,
    },
    {
      name: 'anonymous-nojs-phone',
      use: { ...PHONE, javaScriptEnabled: false, baseURL: anonymousURL, anonymousCart: true },
      testMatch: '**/cart.spec.ts',
      grep: ANONYMOUS_JOURNEY,
    },
  ],
  webServer: [
    shop(PORT, BACKEND_PORT, process.env.E2E_DATA_DIR ?? '.cache/e2e'),
    ...(anonymousWanted
      ? [shop(ANONYMOUS_PORT, ANONYMOUS_BACKEND_PORT, `${process.env.E2E_DATA_DIR ?? '.cache/e2e'}-anonymous`, { ANONYMOUS_CART: '1' })]
      : []),
  ],
});
