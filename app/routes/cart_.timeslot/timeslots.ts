// The slot screen's rules (shopping.md §2 time slot selector, §4 time slot selection): which days
// are shown and how they are named, which day opens, the period filter, each slot's state and the
// restriction warnings. Pure and client-safe. Dates are the shop's calendar days (Europe/Rome).
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { inPeriodGroup, type PeriodGroup } from '#domain/timeslot-periods';
import type { Timeslot, TimeslotDay } from '~/ebsn/slots-schemas';
import { INTL_LOCALE, LOCALE } from '~/i18n/t';

export const SHOP_TIME_ZONE = 'Europe/Rome';

/** Today's date in the shop's time zone, YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 'HH:mm' of an instant in the shop's time zone. */
export function shopTime(iso: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE, { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false }).format(
    new Date(iso),
  );
}

/** A day tab's label: 'OGGI' for today, otherwise 'ddd DD/MM' in Italian ('mar 24/11'). */
export function dayLabel(dateIso: string, today: string, todayText = 'OGGI'): string {
  return dateIso === today ? todayText : dayjs(dateIso).locale(LOCALE).format('ddd DD/MM');
}

/** The days shown: the first is dropped when it has no slots and more days exist. */
export function shownDays(days: TimeslotDay[]): TimeslotDay[] {
  if (days.length > 1 && days[0]!.timeslots.length === 0) return days.slice(1);
  return days;
}

/** The open day: the one asked for, else the cart's, else one with a selected slot, else the first. */
export function openDay(days: TimeslotDay[], asked: string | null | undefined, cartDate: string | undefined): TimeslotDay | undefined {
  return (
    days.find((d) => d.dateIso === asked) ??
    days.find((d) => d.dateIso === cartDate) ??
    days.find((d) => d.selected || d.timeslots.some((s) => s.selected)) ??
    days[0]
  );
}

export function slotsOfPeriod(day: TimeslotDay | undefined, period: PeriodGroup): Timeslot[] {
  return (day?.timeslots ?? []).filter((slot) => inPeriodGroup(slot.deliveryDayPeriodId, period));
}

export const restricted = (slot: Timeslot) => slot.underLeadTime || slot.underLockDay || slot.underLockCutoff;

export type SlotState = 'selected' | 'empty' | 'intermediate' | 'full' | 'restricted' | 'closed';

/** What a slot is to the shopper: chosen, free, almost full, full, held back by the cart's products, or closed. */
export function slotState(slot: Timeslot): SlotState {
  // the chosen slot is held to the cart's products too: one they rule out is not shown as fine
  if (restricted(slot)) return 'restricted';
  if (slot.selected) return 'selected';
  if (slot.status === 'full') return 'full';
  if (slot.active < 1) return 'closed';
  return slot.status;
}

export const selectable = (slot: Timeslot) => {
  const state = slotState(slot);
  return state === 'empty' || state === 'intermediate';
};

export type Restriction = 'leadTime' | 'lockCutoff' | 'lockDay';

/** Whether the cart's chosen slot is one its products rule out (the shopper must choose again). */
export const chosenRestricted = (days: TimeslotDay[]): boolean => days.some((d) => d.timeslots.some((s) => s.selected && restricted(s)));

/** The restrictions that hold back some slot of these days, in the spec's order. */
export function restrictionsOf(days: TimeslotDay[]): Restriction[] {
  const slots = days.flatMap((d) => d.timeslots);
  const found: Restriction[] = [];
  if (slots.some((s) => s.underLeadTime)) found.push('leadTime');
  if (slots.some((s) => s.underLockCutoff)) found.push('lockCutoff');
  if (slots.some((s) => s.underLockDay)) found.push('lockDay');
  return found;
}
