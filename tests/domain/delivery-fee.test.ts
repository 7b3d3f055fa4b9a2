// Delivery fee bands and the hint towards a cheaper one (shopping.md §4 "Delivery fee").
import { describe, expect, it } from 'vitest';
import { deliveryFeeCents, feeBandFor, nextCheaperBand, type FeeBand } from '../../domain/delivery-fee';
import { feeHintProgress } from '../../domain/services';

const bands: FeeBand[] = [
  { id: 1, fromCents: 0, toCents: 13000, feeCents: 690 },
  { id: 2, fromCents: 13000, toCents: 18000, feeCents: 390 },
  { id: 3, fromCents: 18000, toCents: null, feeCents: 0 },
];

describe('delivery fee bands', () => {
  it('finds the band of the goods total, lower end included, upper end excluded', () => {
    expect(feeBandFor(bands, 9000)?.id).toBe(1);
    expect(feeBandFor(bands, 12999)?.id).toBe(1);
    expect(feeBandFor(bands, 13000)?.id).toBe(2);
    expect(feeBandFor(bands, 17999)?.id).toBe(2);
    expect(feeBandFor(bands, 18000)?.id).toBe(3);
    expect(feeBandFor(bands, 50000)?.id).toBe(3);
  });
  it('charges nothing for an empty cart or without bands', () => {
    expect(deliveryFeeCents(bands, 0)).toBe(0);
    expect(deliveryFeeCents([], 9000)).toBe(0);
    expect(deliveryFeeCents(bands, 9500)).toBe(690);
    expect(deliveryFeeCents(bands, 15000)).toBe(390);
    expect(deliveryFeeCents(bands, 18000)).toBe(0);
  });
  it('says what is missing to the next cheaper band, none at the cheapest', () => {
    expect(nextCheaperBand(bands, 12000)).toEqual({ thresholdCents: 13000, feeCents: 390, missingCents: 1000 });
    expect(nextCheaperBand(bands, 17000)).toEqual({ thresholdCents: 18000, feeCents: 0, missingCents: 1000 });
    expect(nextCheaperBand(bands, 18000)).toBeUndefined();
    expect(nextCheaperBand([], 1000)).toBeUndefined();
  });
  it('the hint shows within 15 € of the next band: progress = (15 - remaining) / 15 × 100', () => {
    const missing = nextCheaperBand(bands, 12000)!.missingCents;
    expect(feeHintProgress(missing)).toBeCloseTo(33.33, 2);
    expect(feeHintProgress(nextCheaperBand(bands, 11000)!.missingCents)).toBeUndefined();
  });
});
