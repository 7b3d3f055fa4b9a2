// The shop clock (backend/clock.ts, decision 042): SHOP_CLOCK starts it at an instant, then it
// advances in real time; production never reads it.
import { describe, expect, it } from 'vitest';
import { makeShopClock } from '../../backend/clock';

const REAL = Date.parse('2026-11-26T13:41:00Z');

describe('shop clock', () => {
  it('is real time without SHOP_CLOCK', () => {
    let real = REAL;
    const clock = makeShopClock({}, () => real);
    expect(clock.now().toISOString()).toBe('2026-11-26T13:41:00.000Z');
    real += 5_000;
    expect(clock.now().toISOString()).toBe('2026-11-26T13:41:05.000Z');
    expect(clock.offsetMs).toBe(0);
    expect(clock.ignored).toBeUndefined();
  });

  it('starts at SHOP_CLOCK and advances in real time from then', () => {
    let real = REAL;
    const clock = makeShopClock({ SHOP_CLOCK: '2026-12-01T19:30:00+01:00' }, () => real);
    expect(clock.now().toISOString()).toBe('2026-12-01T18:30:00.000Z');
    real += 90 * 60_000;
    expect(clock.now().toISOString()).toBe('2026-12-01T20:00:00.000Z');
  });

  it('shares one start between processes through SHOP_CLOCK_FROM', () => {
    // a process started 40 s after the shop clock was set reads the same clock
    const later = makeShopClock({ SHOP_CLOCK: '2026-12-01T23:59:00Z', SHOP_CLOCK_FROM: String(REAL) }, () => REAL + 40_000);
    expect(later.now().toISOString()).toBe('2026-12-01T23:59:40.000Z');
  });

  it('is ignored in production, and when the value is not an instant with its zone', () => {
    const production = makeShopClock({ SHOP_CLOCK: '2026-12-01T19:30:00+01:00', NODE_ENV: 'production' }, () => REAL);
    expect(production.now().getTime()).toBe(REAL);
    expect(production.offsetMs).toBe(0);
    expect(production.ignored).toBe('NODE_ENV=production');
    for (const value of ['2026-12-01T19:30:00', 'domani', '2026-13-01T19:30:00Z']) {
      const clock = makeShopClock({ SHOP_CLOCK: value }, () => REAL);
      expect(clock.now().getTime(), value).toBe(REAL);
      expect(clock.ignored, value).toMatch(/SHOP_CLOCK/);
    }
    expect(makeShopClock({ SHOP_CLOCK: '2026-12-01T19:30:00Z', SHOP_CLOCK_FROM: 'ieri' }, () => REAL).ignored).toMatch(/SHOP_CLOCK_FROM/);
  });
});
