import { describe, expect, it } from 'vitest';
import { feeHintProgress, hasDeliveryFee, minimumSpendCents, missingForMinimumCents } from '#domain/services';
import { inPeriodGroup, periodGroupOf } from '#domain/timeslot-periods';

describe('minimum spend per service (spec §5, §9)', () => {
  it('is 50.00 for Drive, 90.00 for home delivery, 30.00 for locker and 10002', () => {
    expect(minimumSpendCents(1)).toBe(5000);
    expect(minimumSpendCents(2)).toBe(9000);
    expect(minimumSpendCents(4)).toBe(3000);
    expect(minimumSpendCents(10002)).toBe(3000);
    expect(minimumSpendCents(undefined)).toBe(0);
  });
  it('says what is missing', () => {
    expect(missingForMinimumCents(2, 8550)).toBe(450);
    expect(missingForMinimumCents(2, 9000)).toBe(0);
    expect(missingForMinimumCents(1, 0)).toBe(5000);
  });
});

describe('delivery fee hint (spec §4)', () => {
  it('applies to home delivery only', () => {
    expect(hasDeliveryFee(2)).toBe(true);
    expect(hasDeliveryFee(1)).toBe(false);
    expect(hasDeliveryFee(4)).toBe(false);
  });
  it('shows within 15 of the next band: progress = (15 - remaining) / 15 * 100', () => {
    expect(feeHintProgress(1500)).toBe(0);
    expect(feeHintProgress(500)).toBe(66.67);
    expect(feeHintProgress(1)).toBe(99.93);
    expect(feeHintProgress(1501)).toBeUndefined();
    expect(feeHintProgress(0)).toBeUndefined();
    expect(feeHintProgress(undefined)).toBeUndefined();
  });
});

describe('slot period groups (spec §3)', () => {
  it('morning is 1 and 4, afternoon 2, 3, 5 to 9, all is everything', () => {
    expect([1, 4].every((p) => inPeriodGroup(p, 'morning'))).toBe(true);
    expect([2, 3, 5, 6, 7, 8, 9].every((p) => inPeriodGroup(p, 'afternoon'))).toBe(true);
    expect(inPeriodGroup(2, 'morning')).toBe(false);
    expect(inPeriodGroup(4, 'afternoon')).toBe(false);
    expect(inPeriodGroup(7, 'all')).toBe(true);
  });
  it('reads the filter from a query value', () => {
    expect(periodGroupOf('morning')).toBe('morning');
    expect(periodGroupOf('evening')).toBe('all');
    expect(periodGroupOf(null)).toBe('all');
  });
});
