import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';
import { routePathsPlugin } from './remix.config';

export default defineConfig({
  plugins: [tsconfigPaths(), routePathsPlugin()],
  // the unit tests read the Italian shop (#strings resolves to app/locales/it through tsconfig)
  define: { __LOCALE__: JSON.stringify('it') },
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
    // One module graph per worker, not per file: the stage 337 s -> about 140 s. A file that changes
    // module state (a mock, an environment variable, a global) puts it back; a module's cache is kept
    // per database, not per process (decision 055).
    isolate: false,
    include: ['tests/**/*.test.{ts,tsx}'],
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
