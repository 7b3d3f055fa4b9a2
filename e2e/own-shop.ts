// A shop of the spec's own for the journeys that move the shop's clock (decision 052): POST
// /dev/clock/advance moves the whole shop's clock, so each worker starts a shop of its own (ports
// E2E_PORT + 30 + 2 × its index, and the next one for its backend, with a fresh embedded database)
// and the journeys of the other specs never see its clock. A worker runs one spec file's fixtures at
// a time (a file with other worker fixtures gets a new worker), so two specs share the ports safely.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test as base } from './fixtures';

export type OwnShop = { url: string; backend: string };

/** The shared fixtures with `baseURL` at a shop of the worker's own; `tag` names its data directory. */
export function withOwnShop(tag: string) {
  return base.extend<{ ownShop: OwnShop }, { shopOfTheWorker: OwnShop }>({
    shopOfTheWorker: [
      async ({}, use, workerInfo) => {
        const port = Number(process.env.E2E_PORT ?? 3100) + 30 + workerInfo.parallelIndex * 2;
        const url = `http://localhost:${port}`;
        const backend = `http://localhost:${port + 1}`;
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          PORT: String(port),
          BACKEND_PORT: String(port + 1),
          DATA_DIR: path.resolve(`${process.env.E2E_DATA_DIR ?? '.cache/e2e'}-${tag}-${workerInfo.parallelIndex}`),
          SKIP_BUILD: '1',
          FRESH_DATA: '1',
          // the run's seeded database copied (playwright.config.ts)
          DATA_TEMPLATE: process.env.E2E_DATA_TEMPLATE,
          DATA_TEMPLATE_KEY: process.env.E2E_RUN,
          DATABASE_URL: '',
          LOG_LEVEL: 'warn',
          EBSN_BUDGET_MS: process.env.EBSN_BUDGET_MS ?? '8000',
          SHOP_URL: url,
          LOCKOUT_ADDRESS_FAILURES: '1000',
          // the run's shop clock (playwright.config.ts): this shop starts where the shared one did
          SHOP_CLOCK: process.env.E2E_SHOP_CLOCK === 'real' ? '' : (process.env.E2E_SHOP_CLOCK ?? '2026-12-01T19:30:00+01:00'),
        };
        for (const name of ['SHOP_CLOCK_FROM', 'NODE_ENV', 'EBSN_URL', 'STOREFRONT_KEY', 'SESSION_SECRET', 'HONEYPOT_SECRET'])
          delete env[name];
        const shop: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
        try {
          await expect
            .poll(
              async () => {
                if (shop.exitCode !== null) throw new Error(`the ${tag} shop stopped (${shop.exitCode})`);
                return fetch(`${url}/robots.txt`).then(
                  (r) => r.status,
                  () => 0,
                );
              },
              { timeout: 280_000, intervals: [500], message: `the shop of the ${tag} spec started` },
            )
            .toBe(200);
          await use({ url, backend });
        } finally {
          if (shop.exitCode === null) {
            const exited = new Promise((resolve) => shop.once('exit', resolve));
            shop.kill('SIGTERM');
            await exited;
          }
        }
      },
      { scope: 'worker', timeout: 300_000 },
    ],
    baseURL: async ({ shopOfTheWorker }, use) => use(shopOfTheWorker.url),
    ownShop: async ({ shopOfTheWorker }, use) => use(shopOfTheWorker),
  });
}

export type Advanced = { status: string; now: string; advanceMs: number; taken: number[] };

/** The shop's clock moved on by `minutes`, and the cutoffs that passed run (POST /dev/clock/advance). */
export async function advanceClock(request: APIRequestContext, shop: OwnShop, minutes: number): Promise<Advanced> {
  const answer = await request.post(`${shop.backend}/dev/clock/advance`, { data: { minutes } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Advanced;
}
