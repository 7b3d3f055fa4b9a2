// The fuzz suite covers every route (the guide: hostile input is part of every feature, and the suite
// grows with every route). e2e/fuzz.spec.ts fuzzes what e2e/fuzz-tables.ts lists; this test holds
// those tables to the routes that exist, so a route added without its hostile inputs fails here, in
// the unit run, rather than going unfuzzed:
// - every storefront route module with a loader is one of the pages fuzzed (LOADERS), or its path
//   carries the value (PATH_LOADERS);
// - every intent of every storefront action has a submission fuzzed (ACTIONS);
// - every backend route (method and path, as the app registers it) is in BACKEND_ROUTES, or in the
//   short list below of those fuzzed by a unit test of their own, with the reason.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { intentsOf } from '~/lib/action.server';
import { createApp } from '../backend/app';
import type { Database } from '../backend/db/client';
import { ACTIONS, BACKEND_ROUTES, LOADERS, PATH_LOADERS } from '../e2e/fuzz-tables';

const ROUTES = join(__dirname, '../app/routes');

/** Backend routes the e2e run must not fuzz, and the unit test that does. */
const FUZZED_ELSEWHERE = new Map<string, string>([
  // a valid-looking payload would move the clock, or fill a slot, that every journey of the run shares
  ['POST /dev/clock/advance', 'tests/backend/dev-clock-fuzz.test.ts'],
  ['POST /dev/timeslot/fill', 'tests/backend/dev-clock-fuzz.test.ts'],
]);

/** Pages the e2e fuzz leaves out, and why. */
const PAGES_NOT_FUZZED = new Map<string, string>([
  // its answer is a 503 for every request by design (the page a storefront shows when the backend is
  // down), and it reads nothing of the request: the fuzz's "no 5xx" cannot hold, and there is no input
  ['service-down', 'answers 503 to everything, reads no input'],
]);

/** A route module: `name.tsx` at the top of app/routes, or `name/route.tsx`. */
function routeModules(): Array<{ id: string; path: string; source: string }> {
  return readdirSync(ROUTES).flatMap((name) => {
    const path = join(ROUTES, name);
    if (statSync(path).isDirectory()) {
      const route = ['route.tsx', 'route.ts'].map((file) => join(path, file)).find((file) => statSync(file, { throwIfNoEntry: false }));
      return route ? [{ id: name, path: route, source: readFileSync(route, 'utf8') }] : [];
    }
    return /\.tsx?$/.test(name) ? [{ id: name.replace(/\.tsx?$/, ''), path, source: readFileSync(path, 'utf8') }] : [];
  });
}

/**
 * The addresses a route id answers, as Remix's flat routes read it: `.` between segments (`[.]` a
 * literal dot), `_index` the index, a leading `_` a layout without a segment, a trailing `_` a segment
 * out of its parent's layout, `$name` a parameter, `($name)` an optional one, `$` the rest.
 */
export function routePattern(id: string): RegExp {
  const segments = id
    .replace(/\[\.\]/g, '\0')
    .split('.')
    .map((segment) => segment.replace(/\0/g, '.'));
  let pattern = '';
  for (const segment of segments) {
    if (segment === '_index' || segment.startsWith('_')) continue;
    const plain = segment.replace(/_$/, '');
    if (plain === '$') pattern += '(?:/.*)?';
    else if (/^\(\$\w+\)$/.test(plain)) pattern += '(?:/[^/]+)?';
    else if (plain.startsWith('$')) pattern += '/[^/]+';
    else pattern += `/${plain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${pattern || '/'}$`);
}

const pathOf = (address: string) => address.split('?')[0]!;
const modules = routeModules();

describe('the fuzz suite covers every route', () => {
  it('reads the route ids as Remix does', () => {
    expect(routePattern('_index').test('/')).toBe(true);
    expect(routePattern('cart_.address').test('/cart/address')).toBe(true);
    expect(routePattern('profile.addresses.manage.($addressId)').test('/profile/addresses/manage')).toBe(true);
    expect(routePattern('profile.addresses.manage.($addressId)').test('/profile/addresses/manage/7')).toBe(true);
    expect(routePattern('robots[.]txt').test('/robots.txt')).toBe(true);
    expect(routePattern('robots[.]txt').test('/robotsXtxt')).toBe(false);
    expect(routePattern('$').test('/anything/at/all')).toBe(true);
    expect(routePattern('profile.lists.$listId').test('/profile/lists')).toBe(false);
  });

  it('fuzzes every page with a loader, by its parameters or by its path', () => {
    const withLoader = modules.filter(({ source }) => /export (const|async function|function) loader\b/.test(source));
    expect(withLoader.length).toBeGreaterThan(50);
    const addresses = [...LOADERS.map(([address]) => pathOf(address)), ...PATH_LOADERS.map((prefix) => `${prefix}fuzz`)];
    const missing = withLoader
      .filter(({ id }) => !PAGES_NOT_FUZZED.has(id) && !addresses.some((address) => routePattern(id).test(address)))
      .map(({ id }) => id);
    expect(missing, 'route modules with a loader that e2e/fuzz-tables.ts does not fuzz').toEqual([]);
    // a page left out that is gone, or fuzzed after all, leaves the list
    const stale = [...PAGES_NOT_FUZZED.keys()].filter(
      (id) => !withLoader.some((m) => m.id === id) || addresses.some((address) => routePattern(id).test(address)),
    );
    expect(stale).toEqual([]);
  });

  it('fuzzes a submission of every intent of every action', async () => {
    const withAction = modules.filter(({ source }) => /export const action\b/.test(source));
    expect(withAction.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const { id, path } of withAction) {
      const { action } = (await import(path)) as { action: object };
      const intents = intentsOf(action);
      expect(intents, `${id}: an action made with defineAction`).toBeDefined();
      for (const intent of intents!) {
        if (!ACTIONS.some((fuzzed) => fuzzed.intent === intent && routePattern(id).test(pathOf(fuzzed.path))))
          missing.push(`${id} ${intent}`);
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
      const [method, path] = route.split(' ') as [string, string];
      const pattern = new RegExp(
        `^${path
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:[^/]+/g, '[^/]+')
          .replace(/\*/g, '.*')}$`,
      );
      return BACKEND_ROUTES.some(([m, address]) => m === method && pattern.test(pathOf(address)));
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
