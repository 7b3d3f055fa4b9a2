import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';
import { routePathsPlugin } from './remix.config';

export default defineConfig({
  plugins: [tsconfigPaths(), routePathsPlugin()],
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    // backend suites each open their own database; two cores
    pool: 'forks',
    // vitest's default keeps one core for itself (a single fork on two cores), which sits idle while
    // a suite waits on PostgreSQL; the main process has little to do once files are transformed
    maxWorkers: '100%',
    // The backend's suites share one module graph per worker instead of one per file: each imports
    // the whole backend (Hono, Drizzle, PGlite), and evaluating it again for every file was most of
    // the stage; they share no module state that matters (each opens its own database from the
    // template, decision 045). The storefront's suites keep a graph per file: its modules hold state
    // (the catalogue cache, the backend's health, msw's handlers) that one file's test leaves behind
    // for the next file in the same worker (decision 055).
    projects: [
      { extends: true, test: { name: 'app', include: ['tests/app/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'backend', include: ['tests/{backend,domain,scripts}/**/*.test.{ts,tsx}'], isolate: false } },
    ],
    // the storefront's API clients talk to msw in unit tests
    env: {
      EBSN_URL: 'http://ebsn.test',
      CMS_URL: 'http://ebsn.test',
      SESSION_SECRET: 'test-secret',
      HONEYPOT_SECRET: 'test-honeypot',
      EBSN_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'silent',
      STOREFRONT_KEY: 'test-storefront-key',
      TRUST_PROXY: '1',
    },
  },
});
