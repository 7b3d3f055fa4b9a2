// One way to write a route (docs/decisions/048-one-way-to-write-a-route.md, docs/routes.md): no
// route module answers by hand (`new Response(`), reads its form outside its schemas, tells an ended
// session apart itself (`authRefused(`), restates the central Cache-Control (`no-store`) or sets a
// cookie; every action is a table of intents (`defineAction`). The routes not yet rewritten are
// listed below; the list only shrinks: a listed route that is already clean fails too, so it
// leaves the list the day it is rewritten.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = join(__dirname, '../../app/routes');

/** Not yet written the one way: none since phase 2 of issue 25 §1; a route added here must be one being rewritten. */
const NOT_YET = new Set<string>([]);

/** What a route module never writes, and why. */
const FORBIDDEN: Array<[RegExp, string]> = [
  [/new Response\(/, 'answers by hand: badRequest(), notFound(), failure() or respond()/goTo()'],
  [
    /formData\.get\(|request\.formData\(|readForm\(|checkForm\(|Object\.fromEntries\(formData/,
    'reads the form outside defineAction and its schemas',
  ],
  [/authRefused\(/, 'tells an ended session apart itself: failure() does'],
  [/no-store/, 'restates the central Cache-Control (cacheControlFor)'],
  [/Set-Cookie/, 'sets a cookie itself: the shopper context commits them (respond/goTo)'],
  [/export (async )?function action\b/, 'an action not written with defineAction'],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const modules = files(ROUTES).map((path) => ({ name: relative(ROUTES, path), source: readFileSync(path, 'utf8') }));
const problems = (source: string) => FORBIDDEN.filter(([pattern]) => pattern.test(source)).map(([, why]) => why);

describe('one way to write a route', () => {
  it('no rewritten route module answers, reads its form, fails or caches by hand', () => {
    const found = modules.filter((m) => !NOT_YET.has(m.name)).flatMap((m) => problems(m.source).map((why) => `${m.name}: ${why}`));
    expect(found).toEqual([]);
  });

  it('every action of a rewritten route is a table of intents', () => {
    const actions = modules.filter((m) => !NOT_YET.has(m.name) && /export (const|async function|function) action\b/.test(m.source));
    expect(actions.length).toBeGreaterThan(0);
    for (const m of actions) expect(m.source, m.name).toMatch(/export const action = defineAction\(/);
  });

  it('lists only routes still to rewrite', () => {
    const names = new Set(modules.map((m) => m.name));
    const stale = [...NOT_YET].filter((name) => !names.has(name) || problems(modules.find((m) => m.name === name)!.source).length === 0);
    expect(stale).toEqual([]);
  });

  it('keeps a route with server code or forms in a folder of its own, with nothing of another route', () => {
    const halves = modules.filter((m) => m.name.includes('/') && !m.name.endsWith('/route.tsx'));
    for (const m of halves)
      expect(
        modules.some((r) => r.name === m.name.replace(/\/[^/]+$/, '/route.tsx')),
        m.name,
      ).toBe(true);
  });
});
