// Time slot rules (shopping.md §3 "Timeslot", §4 "Time slot selection"): the restrictions a cart's
// products put on slots, and a slot's status from its remaining capacity. Pure: the clock comes in
// as an argument. Times of day are Europe/Rome's, as the shop's calendars are.
//
// Weekdays are counted as the eBSN wire counts them everywhere (warehouse hours, DAY_LOCK,
// PRODUCT_LOCK_CUTOFF, slot calendars): 1 = Sunday, 2 = Monday ... 7 = Saturday (decision 014).
import { keptAnswers } from './kept-answers';

export const SHOP_TIME_ZONE = 'Europe/Rome';

/** spec §4: day periods a DAY_LOCK item may name after the underscore */
export const DAY_PERIOD = { morning: 1, afternoon: 2, evening: 3, homeMorning: 4, homeAfternoon: 5 } as const;

export type SlotStatus = 'empty' | 'intermediate' | 'full';

/** A slot is 'intermediate' (almost full) when at most this share of its capacity is left. */
export const ALMOST_FULL_SHARE = 0.3;

export function slotStatus(capacity: number, used: number): SlotStatus {
  const left = capacity - used;
  if (left <= 0) return 'full';
  // integers on both sides: 10 × left ≤ 3 × capacity, so capacity 10 is almost full at 3 left
  return left * 10 <= capacity * ALMOST_FULL_SHARE * 10 ? 'intermediate' : 'empty';
}

// ---- calendar dates in Europe/Rome ----------------------------------------------------------

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isIsoDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

export const isTimeOfDay = (value: string): boolean => TIME_PATTERN.test(value);

const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(instant: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of romeParts.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The calendar day in Rome at `instant`, 'YYYY-MM-DD'. */
export function shopDate(instant: Date): string {
  const p = partsOf(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Rome's offset from UTC at `instant`, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetMs(instant: Date): number {
  const p = partsOf(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

// A cart's view asks the same few slot times once per line and restriction, and each answer costs
// two Intl.formatToParts (5 % of the backend's CPU on an add to a 40-line cart): kept, in epoch ms.
const romeInstant = keptAnswers(4096, (key: string) => {
  const [date, time] = key.split(' ') as [string, string];
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // the offset at the wall time read as UTC is right except within the hours of a change: check once more
  let guess = wall - offsetMs(new Date(wall));
  guess = wall - offsetMs(new Date(guess));
  return guess;
});

/** The instant a Rome wall clock shows `time` ('HH:MM') on `date` ('YYYY-MM-DD'). */
export function shopInstant(date: string, time: string): Date {
  return new Date(romeInstant(`${date} ${time}`));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 1 = Sunday, 2 = Monday ... 7 = Saturday */
export function weekDayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 1;
}

// ---- product restrictions -------------------------------------------------------------------

export type DayLock = { weekDay: number; periodId?: number };
export type Cutoff = { weekDay: number; time: string };
export type SlotRestrictions = {
  /** hours of notice the slowest product needs (0: none) */
  leadTimeHours: number;
  dayLocks: DayLock[];
  /** per weekday the earliest closing time of the day before */
  cutoffs: Cutoff[];
};

export const NO_RESTRICTIONS: SlotRestrictions = { leadTimeHours: 0, dayLocks: [], cutoffs: [] };

/** spec §4: lists are separated by comma or space */
const items = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

const weekDay = (text: string): number | undefined => {
  if (!/^[1-7]$/.test(text)) return undefined;
  return Number(text);
};

/** LEAD_TIME: hours; anything that is not a non-negative number is no restriction */
export function parseLeadTime(value: string | undefined): number {
  const hours = Number((value ?? '').trim().replace(',', '.'));
  return value !== undefined && value.trim() !== '' && Number.isFinite(hours) && hours > 0 ? hours : 0;
}

/** DAY_LOCK: '2', '1, 2', '7_1 7_4' (weekday, or weekday_dayPeriodId); unreadable items are skipped */
export function parseDayLock(value: string | undefined): DayLock[] {
  const out: DayLock[] = [];
  for (const item of items(value)) {
    const [day, period, ...rest] = item.split('_');
    const weekDayValue = weekDay(day);
    if (weekDayValue === undefined || rest.length) continue;
    if (period === undefined) out.push({ weekDay: weekDayValue });
    else if (/^\d{1,2}$/.test(period) && Number(period) > 0) out.push({ weekDay: weekDayValue, periodId: Number(period) });
  }
  return out;
}

/** PRODUCT_LOCK_CUTOFF: '2-12:00, 1-12:00' (pairs split by a dash); unreadable pairs are skipped */
export function parseCutoff(value: string | undefined): Cutoff[] {
  const out: Cutoff[] = [];
  for (const item of items(value)) {
    const [day, time, ...rest] = item.split('-');
    const weekDayValue = weekDay(day);
    const padded = time && /^\d:\d\d$/.test(time) ? `0${time}` : time;
    if (weekDayValue === undefined || rest.length || !padded || !isTimeOfDay(padded)) continue;
    out.push({ weekDay: weekDayValue, time: padded });
  }
  return out;
}

/** What the cart's products together ask of a slot: the longest notice, every lock, the earliest cutoff. */
export function restrictionsOf(productInfos: Array<Record<string, string> | null | undefined>): SlotRestrictions {
  let leadTimeHours = 0;
  const dayLocks: DayLock[] = [];
  const cutoffByDay = new Map<number, string>();
  for (const infos of productInfos) {
    if (!infos) continue;
    leadTimeHours = Math.max(leadTimeHours, parseLeadTime(infos.LEAD_TIME));
    for (const lock of parseDayLock(infos.DAY_LOCK)) {
      if (!dayLocks.some((l) => l.weekDay === lock.weekDay && l.periodId === lock.periodId)) dayLocks.push(lock);
    }
    for (const cutoff of parseCutoff(infos.PRODUCT_LOCK_CUTOFF)) {
      const known = cutoffByDay.get(cutoff.weekDay);
      if (known === undefined || cutoff.time < known) cutoffByDay.set(cutoff.weekDay, cutoff.time);
    }
  }
  const cutoffs = [...cutoffByDay].map(([day, time]) => ({ weekDay: day, time })).sort((a, b) => a.weekDay - b.weekDay);
  return { leadTimeHours, dayLocks, cutoffs };
}

export type SlotAt = { date: string; beginTime: string; deliveryDayPeriodId: number };
export type SlotFlags = { underLeadTime: boolean; underLockDay: boolean; underLockCutoff: boolean };

/** The restriction flags of one slot for a cart's products, at `now`. */
export function restrictionFlags(slot: SlotAt, restrictions: SlotRestrictions, now: Date): SlotFlags {
  const begins = shopInstant(slot.date, slot.beginTime).getTime();
  const day = weekDayOf(slot.date);
  const underLeadTime = restrictions.leadTimeHours > 0 && begins < now.getTime() + restrictions.leadTimeHours * 3_600_000;
  const underLockDay = restrictions.dayLocks.some(
    (l) => l.weekDay === day && (l.periodId === undefined || l.periodId === slot.deliveryDayPeriodId),
  );
  const cutoff = restrictions.cutoffs.find((c) => c.weekDay === day);
  const underLockCutoff = cutoff !== undefined && now.getTime() >= shopInstant(addDays(slot.date, -1), cutoff.time).getTime();
  return { underLeadTime, underLockDay, underLockCutoff };
}

export const isRestricted = (flags: SlotFlags): boolean => flags.underLeadTime || flags.underLockDay || flags.underLockCutoff;

export type RestrictionReason = 'lockDay' | 'lockCutoff' | 'leadTime';

/**
 * The restriction that keeps a slot from a cart holding these flags, or undefined: a day lock first
 * (ordering earlier does not help), then a passed cutoff, then the lead time, as timeslot/select says.
 */
export function restrictionReason(flags: SlotFlags): RestrictionReason | undefined {
  if (flags.underLockDay) return 'lockDay';
  if (flags.underLockCutoff) return 'lockCutoff';
  if (flags.underLeadTime) return 'leadTime';
  return undefined;
}

export type ProductSlotRestriction = { reason: 'leadTime'; hours: number } | { reason: 'lockCutoff'; time: string } | { reason: 'lockDay' };

/**
 * What keeps one product (its productInfos) from the slot at `now`, with what the shopper is told
 * (the hours of notice, the cutoff's time of the day before), or undefined when the slot suits it.
 * The chosen slot is held to this as much as the slots the screen offers (shopping.md §4).
 */
export function productSlotRestriction(
  infos: Record<string, string> | null | undefined,
  slot: SlotAt,
  now: Date,
): ProductSlotRestriction | undefined {
  const restrictions = restrictionsOf([infos]);
  const reason = restrictionReason(restrictionFlags(slot, restrictions, now));
  if (reason === 'leadTime') return { reason, hours: restrictions.leadTimeHours };
  if (reason === 'lockCutoff') return { reason, time: restrictions.cutoffs.find((c) => c.weekDay === weekDayOf(slot.date))!.time };
  if (reason === 'lockDay') return { reason };
  return undefined;
}
