import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';
import { routePathsPlugin } from './remix.config';

export default defineConfig({
  plugins: [tsconfigPaths(), routePathsPlugin()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
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
    // One module graph per worker, not one per file: every backend suite imports the whole backend
    // (Hono, Drizzle, PGlite), and evaluating it again for each of 135 files was more than half the
    // stage (324 s isolated, 181 s not, same machine). The suites share no module state: each opens
    // its own database from the template (decision 045) and restores any environment it changes.
    isolate: false,
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
