import { describe, expect, it } from 'vitest';
import { inPeriodGroup, periodGroupOf } from '../../domain/timeslot-periods';
import {
  addDays,
  isIsoDate,
  parseCutoff,
  parseDayLock,
  parseLeadTime,
  productSlotRestriction,
  restrictionFlags,
  restrictionsOf,
  shopDate,
  shopInstant,
  slotStatus,
  weekDayOf,
} from '../../domain/timeslots';

describe('slot period groups (spec §3: all 0, morning 1 and 4, afternoon 2, 3, 5, 6, 7, 8, 9)', () => {
  it('puts each day period in its group', () => {
    for (const id of [1, 4]) expect(inPeriodGroup(id, 'morning')).toBe(true);
    for (const id of [2, 3, 5, 6, 7, 8, 9]) {
      expect(inPeriodGroup(id, 'afternoon')).toBe(true);
      expect(inPeriodGroup(id, 'morning')).toBe(false);
    }
    expect(inPeriodGroup(1, 'afternoon')).toBe(false);
    for (const id of [1, 2, 3, 4, 5, 9]) expect(inPeriodGroup(id, 'all')).toBe(true);
    expect(periodGroupOf('morning')).toBe('morning');
    expect(periodGroupOf('sera')).toBe('all');
  });
});

describe('Rome calendar', () => {
  it('counts weekdays as the wire does: 1 = Sunday ... 7 = Saturday', () => {
    expect(weekDayOf('2026-11-22')).toBe(1); // Sunday
    expect(weekDayOf('2026-11-23')).toBe(2); // Monday
    expect(weekDayOf('2026-11-28')).toBe(7); // Saturday
  });

  it('turns Rome wall clock times into instants, in winter and in summer time', () => {
    expect(shopInstant('2026-12-24', '09:00').toISOString()).toBe('2026-12-24T08:00:00.000Z');
    expect(shopInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    // the night the clocks go back (25 October 2026): noon is already winter time
    expect(shopInstant('2026-10-25', '12:00').toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(shopInstant('2027-03-28', '12:00').toISOString()).toBe('2027-03-28T10:00:00.000Z');
  });

  it("knows Rome's date at an instant, across midnight", () => {
    expect(shopDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(shopDate(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-12-25')).toBe(true);
  });
});

describe('status from remaining capacity', () => {
  it('is empty while more than 30% is left, intermediate up to the last unit, then full', () => {
    expect(slotStatus(10, 0)).toBe('empty');
    expect(slotStatus(10, 6)).toBe('empty'); // 4 left
    expect(slotStatus(10, 7)).toBe('intermediate'); // 3 left: 30%
    expect(slotStatus(10, 9)).toBe('intermediate');
    expect(slotStatus(10, 10)).toBe('full');
    expect(slotStatus(10, 12)).toBe('full');
    expect(slotStatus(4, 2)).toBe('empty');
    expect(slotStatus(4, 3)).toBe('intermediate');
  });
});

describe('restriction parsing (spec §4)', () => {
  it('reads LEAD_TIME as hours', () => {
    expect(parseLeadTime('48')).toBe(48);
    expect(parseLeadTime(' 24 ')).toBe(24);
    expect(parseLeadTime('')).toBe(0);
    expect(parseLeadTime('due giorni')).toBe(0);
    expect(parseLeadTime(undefined)).toBe(0);
  });

  it('reads DAY_LOCK lists separated by comma or space, each a weekday or weekday_dayPeriodId', () => {
    expect(parseDayLock('1, 2')).toEqual([{ weekDay: 1 }, { weekDay: 2 }]);
    expect(parseDayLock('1 2')).toEqual([{ weekDay: 1 }, { weekDay: 2 }]);
    expect(parseDayLock('7_1,7_4 3')).toEqual([{ weekDay: 7, periodId: 1 }, { weekDay: 7, periodId: 4 }, { weekDay: 3 }]);
    // day 8 does not exist, 'x' is no period: both skipped, the rest still applies
    expect(parseDayLock('8, 2_x, 4')).toEqual([{ weekDay: 4 }]);
    expect(parseDayLock(undefined)).toEqual([]);
  });

  it('reads PRODUCT_LOCK_CUTOFF pairs split by a dash', () => {
    expect(parseCutoff('2-12:00, 1-12:00')).toEqual([
      { weekDay: 2, time: '12:00' },
      { weekDay: 1, time: '12:00' },
    ]);
    expect(parseCutoff('7-18:00 1-9:30')).toEqual([
      { weekDay: 7, time: '18:00' },
      { weekDay: 1, time: '09:30' },
    ]);
    expect(parseCutoff('7-25:00, 9-12:00, 3')).toEqual([]);
  });

  it('joins the products of a cart: the longest notice, every lock, the earliest cutoff per weekday', () => {
    const r = restrictionsOf([
      { LEAD_TIME: '24', DAY_LOCK: '2' },
      { LEAD_TIME: '48', DAY_LOCK: '1, 2', PRODUCT_LOCK_CUTOFF: '7-18:00' },
      { PRODUCT_LOCK_CUTOFF: '7-12:00, 1-12:00' },
      null,
    ]);
    expect(r.leadTimeHours).toBe(48);
    expect(r.dayLocks).toEqual([{ weekDay: 2 }, { weekDay: 1 }]);
    expect(r.cutoffs).toEqual([
      { weekDay: 1, time: '12:00' },
      { weekDay: 7, time: '12:00' },
    ]);
  });
});

describe('restriction flags of a slot', () => {
  // Monday 23 November 2026, 10:00 in Rome
  const now = new Date('2026-11-23T09:00:00Z');
  const slot = (date: string, beginTime: string, deliveryDayPeriodId = 1) => ({ date, beginTime, deliveryDayPeriodId });

  it('LEAD_TIME 48: slots beginning before now + 48 hours are under lead time', () => {
    const r = restrictionsOf([{ LEAD_TIME: '48' }]);
    expect(restrictionFlags(slot('2026-11-25', '09:00'), r, now).underLeadTime).toBe(true); // 47 h away
    expect(restrictionFlags(slot('2026-11-25', '10:00'), r, now).underLeadTime).toBe(false); // exactly 48 h
    expect(restrictionFlags(slot('2026-11-26', '09:00'), r, now).underLeadTime).toBe(false);
  });

  it('DAY_LOCK locks a whole weekday, or one day period of it', () => {
    const whole = restrictionsOf([{ DAY_LOCK: '1, 2' }]); // Sunday and Monday
    expect(restrictionFlags(slot('2026-11-29', '09:00'), whole, now).underLockDay).toBe(true); // Sunday
    expect(restrictionFlags(slot('2026-11-30', '18:00', 3), whole, now).underLockDay).toBe(true); // Monday
    expect(restrictionFlags(slot('2026-11-24', '09:00'), whole, now).underLockDay).toBe(false); // Tuesday
    const saturdayMorningHome = restrictionsOf([{ DAY_LOCK: '7_4' }]);
    expect(restrictionFlags(slot('2026-11-28', '08:00', 4), saturdayMorningHome, now).underLockDay).toBe(true);
    expect(restrictionFlags(slot('2026-11-28', '14:00', 5), saturdayMorningHome, now).underLockDay).toBe(false);
    expect(restrictionFlags(slot('2026-11-28', '09:00', 1), saturdayMorningHome, now).underLockDay).toBe(false);
  });

  it("PRODUCT_LOCK_CUTOFF '3-12:00': Tuesday's slots close at 12:00 on Monday", () => {
    const r = restrictionsOf([{ PRODUCT_LOCK_CUTOFF: '3-12:00' }]);
    expect(restrictionFlags(slot('2026-11-24', '18:00'), r, now).underLockCutoff).toBe(false); // Monday 10:00: still open
    expect(restrictionFlags(slot('2026-11-24', '18:00'), r, new Date('2026-11-23T11:00:00Z')).underLockCutoff).toBe(true); // 12:00
    expect(restrictionFlags(slot('2026-11-25', '18:00'), r, new Date('2026-11-23T11:00:00Z')).underLockCutoff).toBe(false); // Wednesday
    // a later Tuesday is still far from its cutoff
    expect(restrictionFlags(slot('2026-12-01', '09:00'), r, new Date('2026-11-23T11:00:00Z')).underLockCutoff).toBe(false);
  });

  it('no products, no flags', () => {
    expect(restrictionFlags(slot('2026-11-23', '11:00'), restrictionsOf([]), now)).toEqual({
      underLeadTime: false,
      underLockDay: false,
      underLockCutoff: false,
    });
  });
});

describe("one product against the cart's chosen slot (issue 24: the chosen slot is held to the rules too)", () => {
  // Thursday 26 November 2026, 13:30 in Rome: the shopper of the issue, with Friday 16:00 chosen
  const now = new Date('2026-11-26T12:30:00Z');
  const friday = { date: '2026-11-27', beginTime: '16:00', deliveryDayPeriodId: 5 };

  it('LEAD_TIME 48 rules out a slot 26.5 hours away, and says the hours', () => {
    expect(productSlotRestriction({ LEAD_TIME: '48' }, friday, now)).toEqual({ reason: 'leadTime', hours: 48 });
    expect(productSlotRestriction({ LEAD_TIME: '48' }, { ...friday, date: '2026-11-28' }, now)).toBeUndefined(); // 50.5 h
  });

  it('a passed cutoff says its time of the day before; a day lock comes first', () => {
    // Friday (6) closes at 12:00 on Thursday: passed at 13:30
    expect(productSlotRestriction({ PRODUCT_LOCK_CUTOFF: '6-12:00' }, friday, now)).toEqual({ reason: 'lockCutoff', time: '12:00' });
    expect(productSlotRestriction({ PRODUCT_LOCK_CUTOFF: '6-14:00' }, friday, now)).toBeUndefined();
    expect(productSlotRestriction({ DAY_LOCK: '6', LEAD_TIME: '48' }, friday, now)).toEqual({ reason: 'lockDay' });
    expect(productSlotRestriction({ DAY_LOCK: '6_4' }, friday, now)).toBeUndefined(); // Friday mornings only
  });

  it('a product without restrictions suits any slot', () => {
    expect(productSlotRestriction({ QTY_MULT: '1' }, friday, now)).toBeUndefined();
    expect(productSlotRestriction(undefined, friday, now)).toBeUndefined();
  });
});
