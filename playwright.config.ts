// Every journey runs twice: with JavaScript on and with JavaScript off (DESIGN.md, Tests).
// The shop under test is started fresh on its own ports with its own embedded database.
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 3101);
const baseURL = `http://localhost:${PORT}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: true } },
    { name: 'no-js', use: { ...devices['Pixel 7'], javaScriptEnabled: false } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/robots.txt`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      BACKEND_PORT: String(BACKEND_PORT),
      SKIP_BUILD: process.env.E2E_BUILD ? '0' : '1',
      // a throwaway embedded database seeded on start, unless E2E_DATABASE_URL names a server
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.cache/e2e',
      FRESH_DATA: '1',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      // links in the backend's e-mails (registration, reset) point at the storefront under test
      SHOP_URL: baseURL,
    },
  },
});
