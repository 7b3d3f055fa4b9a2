// POST /dev/clock/advance and GET /dev/clock under hostile input (decision 052): bodies of every
// wrong type, size, encoding and content type, other methods, seeded so a failure reproduces
// (FUZZ_SEED). No answer is a 5xx; nothing but a whole number of minutes from 1 to 30 days moves the
// clock. POST /dev/timeslot/fill the same way: no 5xx, and no slot filled but by a slot's id and a
// real day. Not in e2e/fuzz.spec.ts: a valid-looking payload there would move the clock, or fill a
// slot, of the shop every other journey of the run shares (that file fuzzes GET /dev/clock only;
// tests/fuzz-coverage.test.ts names this file for both routes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { advanceShopClock } from '../../backend/clock-store';
import { clockAdvance } from '../../backend/clock';
import { testApp } from './helpers/app';
import { insertFixtures } from './helpers/fixtures';
import { insertCalendar, slotIds } from './helpers/slots';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';

const SEED = Number(process.env.FUZZ_SEED ?? 20261127);

/** mulberry32: a small seeded generator */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALUES: unknown[] = [
  0,
  -1,
  -60,
  1.5,
  43_201,
  1e308,
  Number.MAX_SAFE_INTEGER,
  '60',
  '',
  ' ',
  'NaN',
  'Infinity',
  '1e309',
  null,
  true,
  false,
  [],
  [60],
  {},
  { $gt: 0 },
  '\ud800',
  '\u0000',
  '<script>alert(9)</script>',
  "60'; drop table shop_clock; --",
  'x'.repeat(10_000),
];

const RAW_BODIES: Array<[string, string]> = [
  ['application/json', ''],
  ['application/json', '{'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"minutes"'],
  ['application/json', '{"minutes":"\\ud800"}'],
  ['application/json', '{"minutes":60,"minutes":"x"}'],
  ['application/json', '{"__proto__":{"minutes":60}}'],
  ['application/json', `{"minutes":${'9'.repeat(400)}}`],
  ['application/x-www-form-urlencoded', 'minutes=60'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="minutes"\r\n\r\n60\r\n--x--'],
  ['text/plain', '{"minutes":60}'],
  ['application/xml', '<minutes>60</minutes>'],
];

describe.each(backendKinds)('dev clock and slot filling under hostile input (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    await insertCalendar(database.db);
    app = testApp(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const post = (type: string, body: string) =>
    app.request('/dev/clock/advance', { method: 'POST', headers: { 'content-type': type }, body });

  it('never answers 5xx and never moves the clock for a body that is not a whole number of minutes in range', async () => {
    const rnd = random(SEED);
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
    const cases: Array<[string, string]> = [...RAW_BODIES];
    for (const value of VALUES) cases.push(['application/json', JSON.stringify({ minutes: value })]);
    // random mixes: the field under another name, extra fields, nested
    for (let i = 0; i < 60; i++) {
      const name = pick(['minutes', 'Minutes', 'minute', 'ms', '', 'minutes ']);
      const body: Record<string, unknown> = { [name]: pick(VALUES) };
      if (rnd() < 0.3) body[pick(['extra', 'constructor', 'prototype'])] = pick(VALUES);
      cases.push(['application/json', JSON.stringify(rnd() < 0.2 ? [body] : body)]);
    }
    for (const [type, body] of cases) {
      const answer = await post(type, body);
      expect(answer.status, `${type} ${body.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${type} ${body.slice(0, 80)}`).toBeLessThan(500);
    }
    const state = (await (await app.request('/dev/clock')).json()) as { advanceMs: number };
    expect(state.advanceMs).toBe(0);
    expect(clockAdvance()).toBe(0);
  });

  it('answers other methods and GET /dev/clock query noise without a 5xx', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']) {
      const answer = await app.request('/dev/clock/advance', { method });
      expect(answer.status, method).toBeLessThan(500);
    }
    for (const query of ['?minutes=60', '?%00', '?now=2030-01-01T00:00:00Z', `?x=${'a'.repeat(5000)}`]) {
      const answer = await app.request(`/dev/clock${query}`);
      expect(answer.status, query).toBe(200);
      expect(((await answer.json()) as { advanceMs: number }).advanceMs).toBe(0);
    }
  });

  it('moves the clock for a valid body only, and back for the next suites', async () => {
    const answer = await post('application/json', JSON.stringify({ minutes: 60 }));
    expect(answer.status).toBe(200);
    expect(clockAdvance()).toBe(3_600_000);
    await advanceShopClock(database.db, -3_600_000);
    expect(clockAdvance()).toBe(0);
  });

  it('fills a slot for a slot id and a real day only, and never answers 5xx', async () => {
    const fill = (body: string, type = 'application/json') =>
      app.request('/dev/timeslot/fill', { method: 'POST', headers: { 'content-type': type }, body });
    const rnd = random(SEED + 1);
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
    const timeslotIds: unknown[] = [...VALUES, 2_147_483_648, 9_999_999_999, '1', slotIds.morning];
    const days: unknown[] = [...VALUES, '2026-02-30', '9999-99-99', '0000-00-00', '2026-13-01', '20261201', '2026-12-01'];
    const cases: Array<[string, string]> = RAW_BODIES.map(([type, body]) => [type, body.replace(/minutes/g, 'timeslotId')]);
    for (let i = 0; i < 80; i++) {
      const body: Record<string, unknown> = { timeslotId: pick(timeslotIds), date: pick(days) };
      if (rnd() < 0.2) body[pick(['extra', 'constructor'])] = pick(VALUES);
      cases.push(['application/json', JSON.stringify(rnd() < 0.1 ? [body] : body)]);
    }
    for (const [type, body] of cases) {
      const answer = await fill(body, type);
      expect(answer.status, `${type} ${body.slice(0, 80)}`).toBeLessThan(500);
    }
    // a day that is not one, and an id past what the database holds: refused, not a database error
    expect((await fill(JSON.stringify({ timeslotId: slotIds.morning, date: '2026-02-30' }))).status).toBe(400);
    expect((await fill(JSON.stringify({ timeslotId: 9_999_999_999, date: '2026-12-01' }))).status).toBe(400);
    expect((await fill(JSON.stringify({ timeslotId: 999_999, date: '2026-12-01' }))).status).toBe(404);
    expect((await fill(JSON.stringify({ timeslotId: slotIds.morning, date: '2026-12-01' }))).status).toBe(200);
  });
});
