// The seeded calendars: every warehouse and service of the demo chain gets one, shaped by its opening
// hours; holidays close them; a few slots of the next days are already almost full or full.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cart, timeslot, timeslotCalendar, timeslotClosedDay, timeslotDay, warehouse } from '../../backend/db/schema';
import { STORES } from '../../backend/seed/data/stores';
import { seedSlots, slotsSeeded } from '../../backend/seed/slots';
import { slugify } from '../../backend/seed/text';
import { slotStatus } from '../../domain/timeslots';
import { testApp } from './helpers/app';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { customer, get } from './helpers/slots';

// Monday 23 November 2026, 08:00 in Rome
const NOW = new Date('2026-11-23T07:00:00Z');

describe('seeded time slot calendars', () => {
  let database: TestDatabase;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const rows = await database.db
      .insert(warehouse)
      .values(STORES.map(({ key: _key, ...s }) => ({ ...s, slug: slugify(s.name) })))
      .returning({ id: warehouse.id, name: warehouse.name });
    for (const s of STORES) ids.set(s.key, rows.find((r) => r.name === s.name)!.id);
    expect(await slotsSeeded(database.db)).toBe(false);
    await seedSlots(database.db, NOW);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const slotsOf = async (key: string, service: number) => {
    const [calendar] = await database.db
      .select()
      .from(timeslotCalendar)
      .where(eq(timeslotCalendar.warehouseId, ids.get(key)!))
      .then((r) => r.filter((c) => c.deliveryServiceId === service));
    return calendar ? database.db.select().from(timeslot).where(eq(timeslot.calendarId, calendar.id)).orderBy(timeslot.beginTime) : [];
  };

  it('gives every warehouse a calendar for each service it offers', async () => {
    expect(await slotsSeeded(database.db)).toBe(true);
    const calendars = await database.db.select().from(timeslotCalendar);
    const expected = STORES.flatMap((s) => s.services.map((service) => `${ids.get(s.key)}:${service}`)).sort();
    expect(calendars.map((c) => `${c.warehouseId}:${c.deliveryServiceId}`).sort()).toEqual(expected);
  });

  it('Drive: hourly from 9 to 20, Sunday mornings only where the store opens on Sunday', async () => {
    const padova = await slotsOf('padova', 1);
    expect(padova.map((s) => s.beginTime)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect(padova.find((s) => s.beginTime === '19:00')).toMatchObject({
      endTime: '20:00',
      deliveryDayPeriodId: 3,
      weekDays: [2, 3, 4, 5, 6, 7],
    });
    expect(padova.find((s) => s.beginTime === '10:00')).toMatchObject({ deliveryDayPeriodId: 1, weekDays: [1, 2, 3, 4, 5, 6, 7] });
    expect(padova.find((s) => s.beginTime === '14:00')?.deliveryDayPeriodId).toBe(2);
    const vicenza = await slotsOf('vicenza', 1); // closed on Sunday
    expect(vicenza.every((s) => !s.weekDays.includes(1))).toBe(true);
  });

  it('home delivery in two-hour windows Monday to Saturday; the boat at boat hours; lockers every day', async () => {
    const home = await slotsOf('verona', 2);
    expect(home.map((s) => [s.beginTime, s.endTime, s.deliveryDayPeriodId])).toEqual([
      ['08:00', '10:00', 4],
      ['10:00', '12:00', 4],
      ['14:00', '16:00', 5],
      ['16:00', '18:00', 5],
      ['18:00', '20:00', 3],
      ['20:00', '22:00', 3],
    ]);
    expect(home.every((s) => !s.weekDays.includes(1))).toBe(true);
    const boat = await slotsOf('boat-venezia', 2);
    expect(boat.map((s) => `${s.beginTime}-${s.endTime}`)).toEqual(['07:00-09:00', '09:00-11:00', '11:00-13:00']);
    const locker = await slotsOf('locker-bologna', 4);
    expect(locker.length).toBe(5);
    expect(locker.every((s) => s.weekDays.length === 7)).toBe(true);
  });

  it('closes on Christmas and New Year every year', async () => {
    const closed = await database.db.select().from(timeslotClosedDay);
    expect(closed.filter((c) => c.everyYear).map((c) => c.day.slice(5))).toEqual(expect.arrayContaining(['12-25', '01-01']));
  });

  it('starts with some slots of the next days almost full and full', async () => {
    const days = await database.db
      .select({ taken: timeslotDay.taken, capacity: timeslot.capacity, date: timeslotDay.slotDate })
      .from(timeslotDay)
      .innerJoin(timeslot, eq(timeslot.id, timeslotDay.timeslotId));
    const statuses = new Set(days.map((d) => slotStatus(d.capacity, d.taken)));
    expect(statuses).toEqual(new Set(['full', 'intermediate']));
    expect(days.every((d) => d.date === '2026-11-24' || d.date === '2026-11-25')).toBe(true);

    // and a shopper sees them so
    const app = testApp(database.db);
    const who = await customer(database.db, 'vede@example.com', false);
    await database.db
      .update(cart)
      .set({ warehouseId: ids.get('padova')!, deliveryServiceId: 1 })
      .where(eq(cart.id, who.cartId));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { body } = await get(app, '/ebsn/api/timeslot/list', who.token).finally(() => vi.useRealTimers());
    const tomorrow = body.data.days.find((d: { dateIso: string; timeslots: unknown[] }) => d.dateIso >= '2026-11-24' && d.timeslots.length);
    const seen = new Set(tomorrow.timeslots.map((t: { status: string }) => t.status));
    expect(seen).toEqual(new Set(['empty', 'intermediate', 'full']));
  });
});
