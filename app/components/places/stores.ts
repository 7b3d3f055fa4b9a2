// The stores pages' rules (account.md §2 /punti-vendita): opening hours Monday first, though the
// wire counts Sunday as day 1 (beginWeekDay 1 = Sunday ... 7 = Saturday). Pure and client-safe.
import type { ServiceHour } from '~/ebsn/schemas';
import { INTL_LOCALE } from '~/i18n/t';

/** Wire weekdays in the Italian week's order: Monday (2) to Saturday (7), then Sunday (1). */
export const WEEK_ORDER = [2, 3, 4, 5, 6, 7, 1] as const;

export type DayHours = { weekDay: number; ranges: string[] };

/** Each day of the week, Monday first, with its opening ranges ('08:00–20:30'); none when closed. */
export function weekHours(hours: ServiceHour[]): DayHours[] {
  return WEEK_ORDER.map((weekDay) => ({
    weekDay,
    ranges: hours
      .filter((h) => h.beginWeekDay === weekDay)
      .sort((a, b) => a.beginHour.localeCompare(b.beginHour))
      .map((h) => `${h.beginHour}–${h.endHour}`),
  }));
}

/** Kilometres as an Italian reads them, one decimal. */
export const km = (metres: number) => (metres / 1000).toLocaleString(INTL_LOCALE, { maximumFractionDigits: 1 });
