// Time slot calendars of the demo chain, for every warehouse and service it offers: Drive pickup in
// hourly slots while the store is open (from an hour after opening, for the picking), home delivery
// in two-hour windows Monday to Saturday, lockers in three-hour loading windows, the Venice boat stop
// at boat hours. Chain holidays and a store's inventory day close them. A few slots of the next days
// are already taken by orders, so the grid shows almost full and full slots from the first start.
// Weekdays as the wire counts them: 1 = Sunday ... 7 = Saturday.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta, timeslot, timeslotCalendar, timeslotClosedDay, timeslotDay, warehouse } from '../db/schema';
import { addDays, shopDate, weekDayOf } from '../../domain/timeslots';
import { shopNow } from '../clock';

export const SLOTS_SEED_VERSION = '1';

type Tx = Pick<Database, 'select' | 'insert'>;
type Hours = Array<{ beginWeekDay: number; beginHour: string; endHour: string }>;
type SlotDef = { weekDays: number[]; beginTime: string; endTime: string; deliveryDayPeriodId: number; capacity: number };
type CalendarDef = { daysAhead: number; preparationMinutes: number; slots: SlotDef[] };

const DRIVE = 1;
const HOME = 2;
const LOCKER = 4;
const MONDAY_TO_SATURDAY = [2, 3, 4, 5, 6, 7];

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

/** Drive and store-pickup periods: 1 morning (before 13), 2 afternoon, 3 evening (from 18) */
const pickupPeriod = (begin: number) => (begin < 13 * 60 ? 1 : begin < 18 * 60 ? 2 : 3);

/** Slots with the same times on several weekdays become one slot (one timeslotId) running on each. */
function merge(perDay: Array<Omit<SlotDef, 'weekDays'> & { weekDay: number }>): SlotDef[] {
  const byTimes = new Map<string, SlotDef>();
  for (const s of perDay) {
    const key = `${s.beginTime}|${s.endTime}|${s.deliveryDayPeriodId}|${s.capacity}`;
    const known = byTimes.get(key);
    if (known) known.weekDays.push(s.weekDay);
    else
      byTimes.set(key, {
        weekDays: [s.weekDay],
        beginTime: s.beginTime,
        endTime: s.endTime,
        deliveryDayPeriodId: s.deliveryDayPeriodId,
        capacity: s.capacity,
      });
  }
  return [...byTimes.values()].map((s) => ({ ...s, weekDays: [...s.weekDays].sort((a, b) => a - b) }));
}

/** hourly from an hour after opening (picking) to closing time */
function driveSlots(hours: Hours): SlotDef[] {
  const perDay = hours.flatMap(({ beginWeekDay, beginHour, endHour }) => {
    const out = [];
    for (let begin = Math.ceil(minutesOf(beginHour) / 60) * 60 + 60; begin + 60 <= minutesOf(endHour); begin += 60) {
      out.push({
        weekDay: beginWeekDay,
        beginTime: hhmm(begin),
        endTime: hhmm(begin + 60),
        deliveryDayPeriodId: pickupPeriod(begin),
        capacity: 8,
      });
    }
    return out;
  });
  return merge(perDay);
}

/** two-hour windows, vans out morning (4), afternoon (5) and evening (3), no Sunday delivery */
const HOME_WINDOWS: Array<[string, string, number]> = [
  ['08:00', '10:00', 4],
  ['10:00', '12:00', 4],
  ['14:00', '16:00', 5],
  ['16:00', '18:00', 5],
  ['18:00', '20:00', 3],
  ['20:00', '22:00', 3],
];
const homeSlots = (): SlotDef[] =>
  HOME_WINDOWS.map(([beginTime, endTime, deliveryDayPeriodId]) => ({
    weekDays: MONDAY_TO_SATURDAY,
    beginTime,
    endTime,
    deliveryDayPeriodId,
    capacity: 6,
  }));

/** the boat leaves with the morning's orders: two-hour windows within the stop's hours */
function boatSlots(hours: Hours): SlotDef[] {
  const perDay = hours.flatMap(({ beginWeekDay, beginHour, endHour }) => {
    const out = [];
    for (let begin = minutesOf(beginHour); begin + 120 <= minutesOf(endHour); begin += 120) {
      out.push({ weekDay: beginWeekDay, beginTime: hhmm(begin), endTime: hhmm(begin + 120), deliveryDayPeriodId: 4, capacity: 4 });
    }
    return out;
  });
  return merge(perDay);
}

/** three-hour loading windows of the compartments, those that fit in the place's opening hours */
const LOCKER_WINDOWS: Array<[string, string]> = [
  ['08:00', '11:00'],
  ['11:00', '14:00'],
  ['14:00', '17:00'],
  ['17:00', '20:00'],
  ['20:00', '23:00'],
];
function lockerSlots(hours: Hours): SlotDef[] {
  const perDay = hours.flatMap(({ beginWeekDay, beginHour, endHour }) =>
    LOCKER_WINDOWS.filter(([b, e]) => minutesOf(b) >= minutesOf(beginHour) && minutesOf(e) <= minutesOf(endHour)).map(
      ([beginTime, endTime]) => ({
        weekDay: beginWeekDay,
        beginTime,
        endTime,
        deliveryDayPeriodId: pickupPeriod(minutesOf(beginTime)),
        capacity: 12,
      }),
    ),
  );
  return merge(perDay);
}

function calendarFor(kind: string, service: number, hours: Hours): CalendarDef | undefined {
  if (service === DRIVE) return { daysAhead: 7, preparationMinutes: 120, slots: driveSlots(hours) };
  if (service === HOME && kind === 'boat') return { daysAhead: 6, preparationMinutes: 720, slots: boatSlots(hours) };
  if (service === HOME) return { daysAhead: 7, preparationMinutes: 180, slots: homeSlots() };
  if (service === LOCKER) return { daysAhead: 7, preparationMinutes: 240, slots: lockerSlots(hours) };
  return undefined;
}

/** chain holidays, every year */
const HOLIDAYS: Array<[string, string]> = [
  ['2026-01-01', 'Capodanno'],
  ['2026-12-25', 'Natale'],
];

export async function seedSlots(db: Tx, now: Date = shopNow()): Promise<void> {
  const stores = await db
    .select({ id: warehouse.id, kind: warehouse.kind, services: warehouse.services, hours: warehouse.hours })
    .from(warehouse)
    .orderBy(warehouse.id);
  const today = shopDate(now);
  await db.insert(timeslotClosedDay).values(HOLIDAYS.map(([day, reason]) => ({ day, everyYear: true, reason })));
  await db.insert(timeslotClosedDay).values({ day: '2027-03-28', reason: 'Pasqua' });

  const taken: Array<typeof timeslotDay.$inferInsert> = [];
  let inventoryDone = false;
  for (const store of stores) {
    for (const service of store.services) {
      const def = calendarFor(store.kind, service, store.hours);
      if (!def || !def.slots.length) continue;
      const [calendar] = await db
        .insert(timeslotCalendar)
        .values({ warehouseId: store.id, deliveryServiceId: service, daysAhead: def.daysAhead, preparationMinutes: def.preparationMinutes })
        .returning({ id: timeslotCalendar.id });
      const slots = await db
        .insert(timeslot)
        .values(def.slots.map((s) => ({ ...s, calendarId: calendar.id })))
        .returning();
      // Orders already placed for tomorrow and the day after: the evening is what sells out first.
      for (const [offset, fullAt, almostAt] of [
        [1, ['18:00', '17:00'], ['11:00', '16:00', '07:00', '14:00']],
        [2, ['18:00'], ['17:00', '10:00', '09:00']],
      ] as Array<[number, string[], string[]]>) {
        const date = addDays(today, offset);
        const runs = slots.filter((s) => s.weekDays.includes(weekDayOf(date)));
        const full = runs.find((s) => fullAt.includes(s.beginTime));
        const almost = runs.find((s) => s !== full && almostAt.includes(s.beginTime));
        if (full) taken.push({ timeslotId: full.id, slotDate: date, taken: full.capacity });
        if (almost)
          taken.push({ timeslotId: almost.id, slotDate: date, taken: almost.capacity - Math.max(1, Math.floor(almost.capacity * 0.25)) });
      }
    }
    // one store closes a weekday of the coming week for its inventory: every service of that store
    if (!inventoryDone && store.kind === 'store' && store.services.length > 1 && store.id !== stores[0].id) {
      let day = addDays(today, 3);
      while (weekDayOf(day) === 1 || weekDayOf(day) === 7) day = addDays(day, 1);
      await db.insert(timeslotClosedDay).values({ warehouseId: store.id, day, reason: 'Chiuso per inventario' });
      inventoryDone = true;
    }
  }
  if (taken.length) await db.insert(timeslotDay).values(taken);
  await db.insert(appMeta).values({ key: 'slots_seed_version', value: SLOTS_SEED_VERSION }).onConflictDoNothing();
}

/** a world seeded before calendars existed gets them at its next start (backend/db/seeding.ts) */
export async function slotsSeeded(db: Pick<Database, 'select'>): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'slots_seed_version'));
  return rows.length > 0;
}
