// The fuzz suite covers every route (the guide: hostile input is part of every feature, and the suite
// grows with every route). e2e/fuzz.spec.ts fuzzes what e2e/fuzz-tables.ts lists; this test holds
// those tables to the routes that exist, so a route added without its hostile inputs fails here, in
// the unit run, rather than going unfuzzed:
// - every storefront route module with a loader is one of the pages fuzzed (LOADERS), or its path
//   carries the value (PATH_LOADERS);
// - every intent of every storefront action has a submission fuzzed (ACTIONS);
// - every backend route (method and path, as the app registers it) is in BACKEND_ROUTES, or in the
//   short list below of those fuzzed by a unit test of their own, with the reason.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from '@remix-run/router';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { intentsOf } from '~/lib/action.server';
import { createApp } from '../backend/app';
import type { Database } from '../backend/db/client';
import { ACTIONS, BACKEND_ROUTES, LOADERS, PATH_LOADERS } from '../e2e/fuzz-tables';
import { routeModules } from '../remix.config';

/** Backend routes the e2e run must not fuzz, and the unit test that does. */
const FUZZED_ELSEWHERE = new Map<string, string>([
  // a valid-looking payload would move the clock, or fill a slot, that every journey of the run shares
  ['POST /dev/clock/advance', 'tests/backend/dev-clock-fuzz.test.ts'],
  ['POST /dev/timeslot/fill', 'tests/backend/dev-clock-fuzz.test.ts'],
]);

/**
 * Pages the e2e fuzz leaves out. service-down answers 503 to every request by design (the page a
 * storefront shows when the backend is down) and reads nothing of it: the fuzz's "no 5xx" cannot
 * hold, and there is no input.
 */
const PAGES_NOT_FUZZED = new Set(['service-down']);

const APP = join(__dirname, '../app');
const pathOf = (address: string) => address.split('?')[0]!;

/**
 * Each route module of the manifest Remix builds (remix.config.ts `routeModules`), with the addresses
 * it answers (a module may answer several: app/route-addresses.ts) and its source.
 */
const byFile = new Map<string, Array<{ id: string; path: string }>>();
for (const route of routeModules()) byFile.set(route.file, [...(byFile.get(route.file) ?? []), route]);
const modules = [...byFile].map(([file, routes]) => ({
  id: routes[0]!.id.replace(/^routes\//, ''),
  file: join(APP, file),
  paths: routes.map((route) => `/${route.path}`),
  source: readFileSync(join(APP, file), 'utf8'),
}));

/** Whether an address reaches the module, by the router's own rules. */
const answers = (module: (typeof modules)[number], address: string) =>
  module.paths.some((path) => matchPath({ path, end: true }, pathOf(address)) !== null);

describe('the fuzz suite covers every route', () => {
  it('fuzzes every page with a loader, by its parameters or by its path', () => {
    const withLoader = modules.filter(({ source }) => /export (const|async function|function) loader\b/.test(source));
    expect(withLoader.length).toBeGreaterThan(50);
    const addresses = [...LOADERS.map(([address]) => address), ...PATH_LOADERS.map((prefix) => `${prefix}fuzz`)];
    const missing = withLoader
      .filter((module) => !PAGES_NOT_FUZZED.has(module.id) && !addresses.some((address) => answers(module, address)))
      .map(({ id }) => id);
    expect(missing, 'route modules with a loader that e2e/fuzz-tables.ts does not fuzz').toEqual([]);
    // a page left out that is gone, or fuzzed after all, leaves the list
    const stale = [...PAGES_NOT_FUZZED].filter((id) => {
      const module = withLoader.find((m) => m.id === id);
      return !module || addresses.some((address) => answers(module, address));
    });
    expect(stale).toEqual([]);
  });

  it('fuzzes a submission of every intent of every action', async () => {
    const withAction = modules.filter(({ source }) => /export const action\b/.test(source));
    expect(withAction.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const module of withAction) {
      const { id } = module;
      const { action } = (await import(module.file)) as { action: object };
      const intents = intentsOf(action);
      expect(intents, `${id}: an action made with defineAction`).toBeDefined();
      for (const intent of intents!) {
        if (!ACTIONS.some((fuzzed) => fuzzed.intent === intent && answers(module, fuzzed.path))) missing.push(`${id} ${intent}`);
      }
    }
    expect(missing, 'intents that e2e/fuzz-tables.ts does not fuzz').toEqual([]);
  });

  it('fuzzes every backend route, or names the unit test that does', () => {
    // only the routes' table is read: no request is made, so no database is needed
    const app = createApp({ db: {} as Database, log: pino({ level: 'silent' }), config: {} });
    const routes = [...new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))];
    expect(routes.length).toBeGreaterThan(100);
    const fuzzed = (route: string) => {
      const [method, hono] = route.split(' ') as [string, string];
      // Hono's `:name{a|b}` narrows a parameter: any fuzzed value of it is the route's
      const path = hono.replace(/\{[^}]*\}/g, '');
      return BACKEND_ROUTES.some(([m, address]) => m === method && matchPath({ path, end: true }, pathOf(address)) !== null);
    };
    expect(
      routes.filter((route) => !fuzzed(route) && !FUZZED_ELSEWHERE.has(route)),
      'backend routes no fuzz covers',
    ).toEqual([]);
    // an exception for a route that is gone, or that the e2e tables cover after all, leaves the list
    expect([...FUZZED_ELSEWHERE.keys()].filter((route) => !routes.includes(route) || fuzzed(route))).toEqual([]);
    for (const file of new Set(FUZZED_ELSEWHERE.values())) {
      const source = readFileSync(join(__dirname, '..', file), 'utf8');
      for (const [route, where] of FUZZED_ELSEWHERE)
        if (where === file) expect(source, `${file} fuzzes ${route}`).toContain(route.split(' ')[1]);
    }
  });
});
