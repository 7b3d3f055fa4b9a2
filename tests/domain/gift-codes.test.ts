// Gift codes (shopping.md §5): the spec's message, and what fixed-sum and percentage codes take off.
import { describe, expect, it } from 'vitest';
import {
  giftDiscountCents,
  giftProblem,
  invalidCodeMessage,
  splitDiscountCents,
  totalDiscountCents,
  type GiftCertificate,
} from '#domain/gift-codes';

const now = new Date('2026-11-23T12:00:00Z');
const fiveOff: GiftCertificate = { kind: 'amount', value: 500, minimumSpendCents: 3000, validFrom: null, validTo: null, active: true };
const tenPercent: GiftCertificate = { ...fiveOff, kind: 'percent', value: 10, minimumSpendCents: 5000 };

describe('gift codes', () => {
  it("says the spec's words for a code that is not valid", () => {
    expect(invalidCodeMessage('SCONTO')).toBe('Il codice sconto "SCONTO" non è valido. Verifica di averlo scritto correttamente.');
  });

  it('takes a fixed sum or a share off the goods, from the minimum spend up', () => {
    expect(giftDiscountCents(fiveOff, 2999)).toBe(0);
    expect(giftDiscountCents(fiveOff, 3000)).toBe(500);
    expect(giftDiscountCents({ ...fiveOff, minimumSpendCents: 0 }, 300)).toBe(300);
    expect(giftDiscountCents(tenPercent, 4999)).toBe(0);
    expect(giftDiscountCents(tenPercent, 12345)).toBe(1235);
    expect(totalDiscountCents([500, 1235], 1000)).toBe(1000);
  });

  it("splits what codes together take off into each code's share, the later giving way, adding up to the total", () => {
    expect(splitDiscountCents([500, 1235], 12345)).toEqual([500, 1235]);
    expect(splitDiscountCents([500, 1235], 1000)).toEqual([500, 500]);
    expect(splitDiscountCents([1500, 500], 1000)).toEqual([1000, 0]);
    expect(splitDiscountCents([0, 500], 0)).toEqual([0, 0]);
  });

  it('refuses codes out of their dates, inactive, unknown or already used', () => {
    expect(giftProblem(fiveOff, now, false)).toBeNull();
    expect(giftProblem(undefined, now, false)).toBe('unknown');
    expect(giftProblem({ ...fiveOff, active: false }, now, false)).toBe('unknown');
    expect(giftProblem({ ...fiveOff, validTo: new Date('2026-11-22T23:59:59Z') }, now, false)).toBe('expired');
    expect(giftProblem({ ...fiveOff, validFrom: new Date('2026-12-01T00:00:00Z') }, now, false)).toBe('notYet');
    expect(giftProblem(fiveOff, now, true)).toBe('used');
  });
});
