// The shop's clock: the instant the shop's business rules read (slot calendars, cutoffs, lead
// time, holds, orders and gift codes; promotions follow the catalogue's database clock). Real time,
// unless SHOP_CLOCK names the instant the clock starts from, for the e2e run and for a developer who
// wants to see the shop at another hour (decision 042): from there it advances in real time.
// SHOP_CLOCK_FROM (milliseconds since the epoch, real time) is when the shop clock showed
// SHOP_CLOCK, so that the processes of one shop (backend restarts included) share one clock; by
// default, the moment this module is loaded. Never in production: NODE_ENV=production ignores both,
// a shop sells at the real hour. Security clocks (sessions, tokens, login lockout, MFA codes, the
// payment provider's signatures) stay on real time: they measure how long ago a person did
// something, not what the shop can do.

export type ShopClockEnv = { SHOP_CLOCK?: string; SHOP_CLOCK_FROM?: string; NODE_ENV?: string };

export type ShopClock = {
  now: () => Date;
  /** how far the shop clock is ahead of real time (negative: behind), 0 on real time */
  offsetMs: number;
  /** why SHOP_CLOCK was not used, when it was set and not used */
  ignored?: string;
};

/** An ISO instant with its zone ('2026-12-01T19:30:00+01:00', '...Z'): a bare local time is ambiguous. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function makeShopClock(env: ShopClockEnv, realNow: () => number = () => Date.now()): ShopClock {
  const real: ShopClock = { now: () => new Date(realNow()), offsetMs: 0 };
  const value = env.SHOP_CLOCK?.trim();
  if (!value) return real;
  if (env.NODE_ENV === 'production') return { ...real, ignored: 'NODE_ENV=production' };
  const start = INSTANT.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(start)) return { ...real, ignored: `SHOP_CLOCK is not an ISO instant with a zone: ${value}` };
  const from = env.SHOP_CLOCK_FROM?.trim() ? Number(env.SHOP_CLOCK_FROM) : realNow();
  if (!Number.isFinite(from)) return { ...real, ignored: `SHOP_CLOCK_FROM is not a number: ${env.SHOP_CLOCK_FROM}` };
  const offsetMs = start - from;
  return { now: () => new Date(realNow() + offsetMs), offsetMs };
}

export const shopClock: ShopClock = makeShopClock(process.env);

// How far POST /dev/clock/advance has moved this shop's clock on (decision 052): kept in the
// database (./clock-store.ts) so every process of the shop reads the same, copied here for
// shopNow(), which cannot wait for a query. Stays 0 in production, where nobody sets it.
let advanceMs = 0;

/** The advance this process last read from the shop's database (./clock-store.ts sets it). */
export function setClockAdvance(ms: number): void {
  advanceMs = process.env.NODE_ENV !== 'production' && Number.isFinite(ms) && ms > 0 ? ms : 0;
}

export const clockAdvance = (): number => advanceMs;

/** The shop's current instant (real time unless SHOP_CLOCK or a development advance, outside production). */
export const shopNow = (): Date => new Date(shopClock.now().getTime() + advanceMs);
