// Time slot calendars (issue 8, docs/decisions/014-shopping-loop.md "Time slots"): per warehouse and
// service a template of slots by weekday with their capacity, the days it is closed, and one row per
// slot and date, made on first use, that capacity is taken under (its row lock) and that carries
// the units already taken by orders. A cart's unit lives in slot_hold (./cart.ts).
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const timeslotCalendar = pgTable(
  'timeslot_calendar',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id').notNull(),
    deliveryServiceId: integer('delivery_service_id').notNull(),
    // how many days are offered, today (Europe/Rome) included
    daysAhead: integer('days_ahead').notNull(),
    // orders for a slot close this long before it begins (picking, loading the van or the boat)
    preparationMinutes: integer('preparation_minutes').notNull(),
  },
  (t) => [uniqueIndex('timeslot_calendar_key').on(t.warehouseId, t.deliveryServiceId)],
);

// A slot of a calendar: its id is the wire's timeslotId, the same on every weekday it runs.
export const timeslot = pgTable(
  'timeslot',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id').notNull(),
    // weekdays as the eBSN wire counts them: 1 = Sunday, 2 = Monday ... 7 = Saturday
    weekDays: jsonb('week_days').$type<number[]>().notNull(),
    beginTime: text('begin_time').notNull(), // 'HH:MM', Europe/Rome
    endTime: text('end_time').notNull(),
    // spec: 1 morning, 2 afternoon, 3 evening, 4 morning home delivery, 5 afternoon home delivery
    deliveryDayPeriodId: integer('delivery_day_period_id').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [index('timeslot_calendar_idx').on(t.calendarId)],
);

// Days without slots: holidays (every_year: the same day and month each year) and closures.
export const timeslotClosedDay = pgTable(
  'timeslot_closed_day',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id'), // null: every warehouse
    deliveryServiceId: integer('delivery_service_id'), // null: every service
    day: date('day', { mode: 'string' }).notNull(),
    everyYear: boolean('every_year').notNull().default(false),
    reason: text('reason').notNull(),
  },
  (t) => [index('timeslot_closed_day_idx').on(t.day)],
);

// One slot on one date: the row selections lock (SELECT ... FOR UPDATE) before counting, so a slot
// is never oversold. taken: units of placed orders; capacity: this date's own, when not the slot's.
export const timeslotDay = pgTable(
  'timeslot_day',
  {
    timeslotId: integer('timeslot_id').notNull(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    capacity: integer('capacity'),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.timeslotId, t.slotDate] })],
);
