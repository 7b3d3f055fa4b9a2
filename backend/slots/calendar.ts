// A warehouse's calendar for a service, read for one cart: the days offered from today (Europe/Rome),
// their slots with status and restriction flags (docs/decisions/014-shopping-loop.md "Time slots").
import { and, eq, gt, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { CartRow, Tx } from '../cart/carts';
import { preparedQuery } from '../db/prepared';
import { cartItem, product, slotHold, timeslot, timeslotCalendar, timeslotClosedDay, timeslotDay } from '../db/schema';
import {
  addDays,
  isRestricted,
  restrictionFlags,
  restrictionsOf,
  shopDate,
  shopInstant,
  slotStatus,
  weekDayOf,
  type SlotFlags,
  type SlotRestrictions,
  type SlotStatus,
} from '../../domain/timeslots';

export type CalendarRow = typeof timeslotCalendar.$inferSelect;
export type SlotRow = typeof timeslot.$inferSelect;
type ClosedRow = typeof timeslotClosedDay.$inferSelect;

export type TimeslotWire = {
  timeslotId: number;
  name: string;
  beginTime: string;
  endTime: string;
  status: SlotStatus;
  active: 0 | 1;
  selected: boolean;
  deliveryDayPeriodId: number;
} & SlotFlags;

export type TimeslotDayWire = { dateIso: string; selected: boolean; timeslots: TimeslotWire[] };

export const slotName = (s: Pick<SlotRow, 'beginTime' | 'endTime'>) => `${s.beginTime} - ${s.endTime}`;

export async function calendarOf(db: Tx, warehouseId: number, deliveryServiceId: number): Promise<CalendarRow | undefined> {
  const [row] = await db
    .select()
    .from(timeslotCalendar)
    .where(and(eq(timeslotCalendar.warehouseId, warehouseId), eq(timeslotCalendar.deliveryServiceId, deliveryServiceId)))
    .limit(1);
  return row;
}

export async function slotsOf(db: Tx, calendarId: number): Promise<SlotRow[]> {
  return db.select().from(timeslot).where(eq(timeslot.calendarId, calendarId)).orderBy(timeslot.beginTime, timeslot.id);
}

// every view of a cart whose hold has lapsed reads it, to tell whether the cart keeps its slot
const slotOfCalendarRow = preparedQuery('slot_of_calendar', (db: Tx, name) =>
  db
    .select({ calendar: timeslotCalendar, slot: timeslot })
    .from(timeslot)
    .innerJoin(timeslotCalendar, eq(timeslotCalendar.id, timeslot.calendarId))
    .where(
      and(
        eq(timeslot.id, sql.placeholder('timeslotId')),
        eq(timeslotCalendar.warehouseId, sql.placeholder('warehouseId')),
        eq(timeslotCalendar.deliveryServiceId, sql.placeholder('deliveryServiceId')),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** The slot `timeslotId` of the warehouse's calendar for the service, with that calendar. */
export async function slotOfCalendar(
  db: Tx,
  warehouseId: number,
  deliveryServiceId: number,
  timeslotId: number,
): Promise<{ calendar: CalendarRow; slot: SlotRow } | undefined> {
  const [row] = await slotOfCalendarRow(db).execute({ timeslotId, warehouseId, deliveryServiceId });
  return row;
}

async function closedDaysOf(db: Tx, warehouseId: number, deliveryServiceId: number): Promise<ClosedRow[]> {
  return db
    .select()
    .from(timeslotClosedDay)
    .where(
      and(
        or(isNull(timeslotClosedDay.warehouseId), eq(timeslotClosedDay.warehouseId, warehouseId)),
        or(isNull(timeslotClosedDay.deliveryServiceId), eq(timeslotClosedDay.deliveryServiceId, deliveryServiceId)),
      ),
    );
}

const isClosedOn = (closed: ClosedRow[], date: string) =>
  closed.some((c) => (c.everyYear ? c.day.slice(5) === date.slice(5) : c.day === date));

export async function isClosedDay(db: Tx, warehouseId: number, deliveryServiceId: number, date: string): Promise<boolean> {
  return isClosedOn(await closedDaysOf(db, warehouseId, deliveryServiceId), date);
}

/** The restrictions the cart's products put on slots (LEAD_TIME, DAY_LOCK, PRODUCT_LOCK_CUTOFF). */
export async function cartRestrictions(db: Tx, cartId: number): Promise<SlotRestrictions> {
  const rows = await db
    .select({ infos: product.infos })
    .from(cartItem)
    .innerJoin(product, eq(product.id, cartItem.productId))
    .where(eq(cartItem.cartId, cartId));
  return restrictionsOf(rows.map((r) => r.infos));
}

/** The slot's cutoff on a date: orders for it close `preparationMinutes` before it begins (shopping.md §4, §9). */
export const slotCutoff = (preparationMinutes: number, beginTime: string, date: string): Date =>
  new Date(shopInstant(date, beginTime).getTime() - preparationMinutes * 60_000);

/** Orders for a slot close `preparationMinutes` before it begins: after that it is past. */
export const isPastSlot = (calendar: CalendarRow, slot: SlotRow, date: string, now: Date) =>
  slotCutoff(calendar.preparationMinutes, slot.beginTime, date).getTime() < now.getTime();

/** The dates a calendar offers from today: today (Rome) and the days after, daysAhead in all. */
export function offeredDates(calendar: CalendarRow, now: Date): string[] {
  const today = shopDate(now);
  return Array.from({ length: Math.max(0, calendar.daysAhead) }, (_, i) => addDays(today, i));
}

const key = (timeslotId: number, date: string) => `${timeslotId}|${date}`;

/**
 * The units of each slot and date in [from, to] already used by others than `cartId`: orders
 * (timeslot_day.taken) and live holds. Capacity of a date overrides the slot's when set.
 */
async function usageOf(
  db: Tx,
  calendar: CalendarRow,
  slotIds: number[],
  range: { from: string; to: string },
  cartId: number,
  now: Date,
): Promise<{ used: Map<string, number>; capacity: Map<string, number> }> {
  const used = new Map<string, number>();
  const capacity = new Map<string, number>();
  if (!slotIds.length) return { used, capacity };
  const days = await db
    .select()
    .from(timeslotDay)
    .where(and(inArray(timeslotDay.timeslotId, slotIds), gte(timeslotDay.slotDate, range.from), lte(timeslotDay.slotDate, range.to)));
  for (const d of days) {
    used.set(key(d.timeslotId, d.slotDate), d.taken);
    if (d.capacity !== null) capacity.set(key(d.timeslotId, d.slotDate), d.capacity);
  }
  const holds = await db
    .select({ timeslotId: slotHold.timeslotId, slotDate: slotHold.slotDate, n: sql<number>`count(*)::int` })
    .from(slotHold)
    .where(
      and(
        eq(slotHold.warehouseId, calendar.warehouseId),
        eq(slotHold.deliveryServiceId, calendar.deliveryServiceId),
        gte(slotHold.slotDate, range.from),
        lte(slotHold.slotDate, range.to),
        gt(slotHold.expiresAt, now),
        ne(slotHold.cartId, cartId),
      ),
    )
    .groupBy(slotHold.timeslotId, slotHold.slotDate);
  for (const h of holds) used.set(key(h.timeslotId, h.slotDate), (used.get(key(h.timeslotId, h.slotDate)) ?? 0) + Number(h.n));
  return { used, capacity };
}

export type DaysOptions = { now: Date; showClosed: boolean };

/**
 * The cart's calendar as timeslot/list answers it. Without showClosed, closed days are left out and
 * so are the slots of today already past; with it, both come with active 0. Slots full or under a
 * restriction of the cart's products are listed with active 0 and their flags. Status is what the
 * cart could still get: its own hold is not counted against it.
 */
export async function timeslotDays(db: Tx, cart: CartRow, options: DaysOptions): Promise<TimeslotDayWire[]> {
  if (cart.warehouseId === null || cart.deliveryServiceId === null) return [];
  const calendar = await calendarOf(db, cart.warehouseId, cart.deliveryServiceId);
  if (!calendar) return [];
  const { now, showClosed } = options;
  const [slots, closed, restrictions] = await Promise.all([
    slotsOf(db, calendar.id),
    closedDaysOf(db, calendar.warehouseId, calendar.deliveryServiceId),
    cartRestrictions(db, cart.id),
  ]);
  const dates = offeredDates(calendar, now);
  if (!dates.length) return [];
  const { used, capacity } = await usageOf(
    db,
    calendar,
    slots.map((s) => s.id),
    { from: dates[0], to: dates[dates.length - 1] },
    cart.id,
    now,
  );

  const days: TimeslotDayWire[] = [];
  for (const date of dates) {
    const weekDay = weekDayOf(date);
    const daySlots = slots.filter((s) => s.weekDays.includes(weekDay));
    const closedDay = !daySlots.length || isClosedOn(closed, date);
    if (closedDay && !showClosed) continue;
    const timeslots: TimeslotWire[] = [];
    for (const slot of daySlots) {
      const past = isPastSlot(calendar, slot, date, now);
      if (past && !showClosed) continue;
      const cap = capacity.get(key(slot.id, date)) ?? slot.capacity;
      const status = slotStatus(cap, used.get(key(slot.id, date)) ?? 0);
      const flags = restrictionFlags({ date, beginTime: slot.beginTime, deliveryDayPeriodId: slot.deliveryDayPeriodId }, restrictions, now);
      const selectable = !closedDay && !past && status !== 'full' && !isRestricted(flags);
      timeslots.push({
        timeslotId: slot.id,
        name: slotName(slot),
        beginTime: slot.beginTime,
        endTime: slot.endTime,
        status,
        active: selectable ? 1 : 0,
        selected: cart.timeslotDate === date && cart.timeslotId === slot.id,
        deliveryDayPeriodId: slot.deliveryDayPeriodId,
        ...flags,
      });
    }
    days.push({ dateIso: date, selected: timeslots.some((t) => t.selected), timeslots });
  }
  return days;
}
