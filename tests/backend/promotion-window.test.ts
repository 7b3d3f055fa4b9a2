// The demo's promotions are seeded around the day the world is seeded, not on fixed dates that pass.
import { describe, expect, it } from 'vitest';
import { promotionWindow } from '../../backend/seed/products';

describe('promotionWindow', () => {
  it('runs from a month before the seed to the end of the month two months after it', () => {
    const window = promotionWindow([new Date('2027-05-10T08:00:00Z')]);
    expect(window.from.toISOString()).toBe('2027-04-09T08:00:00.000Z');
    expect(window.to.toISOString()).toBe('2027-07-31T21:59:59.000Z');
    expect(window.footer).toBe('fino al 31/07');
  });

  it('covers both the real clock and a shop clock set elsewhere', () => {
    const window = promotionWindow([new Date('2027-03-02T10:00:00Z'), new Date('2026-12-01T18:30:00Z')]);
    expect(window.from.getTime()).toBeLessThan(new Date('2026-12-01T18:30:00Z').getTime());
    expect(window.to.toISOString()).toBe('2027-05-31T21:59:59.000Z');
    expect(window.footer).toBe('fino al 31/05');
  });

  it('crosses the year and ends on the last day of a short month', () => {
    const window = promotionWindow([new Date('2026-12-15T02:00:00Z')]);
    expect(window.to.toISOString()).toBe('2027-02-28T21:59:59.000Z');
    expect(window.footer).toBe('fino al 28/02');
  });
});
