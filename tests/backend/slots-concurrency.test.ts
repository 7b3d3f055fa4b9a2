// A slot is never oversold (issue 8): 200 customers choose the same slot of capacity 10 at once,
// through the real route; exactly 10 get it and 190 are told it is full. On PostgreSQL the requests
// run over a pool of several connections, so the transactions really overlap.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../backend/app';
import { cart, slotHold, timeslot } from '../../backend/db/schema';
import { testApp } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { insertFixtures } from './helpers/fixtures';
import { crowd, insertCalendar, NOW, select, slotIds, type Customer } from './helpers/slots';

const SHOPPERS = 200;
const CAPACITY = 10;
const DATE = '2026-11-25';

describe.each(backendKinds)('slot capacity under concurrency (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let shoppers: Customer[];
  const previousPoolMax = process.env.DB_POOL_MAX;

  beforeAll(async () => {
    // several connections, so PostgreSQL runs the selections side by side
    process.env.DB_POOL_MAX = process.env.DB_POOL_MAX ?? '20';
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    await insertCalendar(database.db);
    await database.db.update(timeslot).set({ capacity: CAPACITY }).where(eq(timeslot.id, slotIds.afternoon));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    shoppers = await crowd(database.db, SHOPPERS);
    app = testApp(database.db);
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    if (previousPoolMax === undefined) delete process.env.DB_POOL_MAX;
    else process.env.DB_POOL_MAX = previousPoolMax;
    await database?.dispose();
  });

  it(`${SHOPPERS} selections at once of a slot of capacity ${CAPACITY}: exactly ${CAPACITY} holds`, async () => {
    const answers = await Promise.all(shoppers.map((who) => select(app, who, DATE, slotIds.afternoon)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const won = answers.filter((a) => a.body.response.status === 0);
    const refused = answers.filter((a) => a.body.response.status === 1);
    expect(won).toHaveLength(CAPACITY);
    expect(refused).toHaveLength(SHOPPERS - CAPACITY);
    for (const a of refused) expect(a.body.response.errors.map((e: { code: string }) => e.code)).toEqual(['error.timeslot.full']);

    const [{ holds }] = await database.db
      .select({ holds: sql<number>`count(*)::int` })
      .from(slotHold)
      .where(and(eq(slotHold.slotDate, DATE), eq(slotHold.timeslotId, slotIds.afternoon)));
    expect(Number(holds)).toBe(CAPACITY);
    const withSlot = await database.db.select({ id: cart.id }).from(cart).where(isNotNull(cart.timeslotId));
    expect(withSlot.map((r) => r.id).sort((a, b) => a - b)).toEqual(won.map((a) => a.body.data.cartId).sort((a, b) => a - b));
  }, 120_000);
});
