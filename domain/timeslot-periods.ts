// Time slot day periods (shopping.md §3, §9): the period filter of the slot grid. Group all = 0;
// morning = periods 1 and 4; afternoon = 2, 3, 5, 6, 7, 8, 9.

export const PERIOD_GROUP = { all: 0, morning: 1, afternoon: 2 } as const;
export type PeriodGroup = keyof typeof PERIOD_GROUP;

const MORNING = new Set([1, 4]);
const AFTERNOON = new Set([2, 3, 5, 6, 7, 8, 9]);

export function inPeriodGroup(deliveryDayPeriodId: number, group: PeriodGroup): boolean {
  if (group === 'morning') return MORNING.has(deliveryDayPeriodId);
  if (group === 'afternoon') return AFTERNOON.has(deliveryDayPeriodId);
  return true;
}

export function periodGroupOf(value: string | null | undefined): PeriodGroup {
  return value === 'morning' || value === 'afternoon' ? value : 'all';
}
