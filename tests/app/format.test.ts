// Prices and slot days are written without Intl in the browser (app/lib/format.ts): they must read
// exactly as Intl writes them for 'it-IT', or a shopper would see another text than before.
import { describe, expect, it } from 'vitest';
import { formatPrice, slotDay } from '~/lib/format';

const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

// a fixed sequence, so a failure names the same amounts on every run
function* seeded(count: number) {
  let state = 20261127;
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe('formatPrice', () => {
  const amounts = [
    0,
    0.5,
    1,
    1.5,
    -1.5,
    9.99,
    9.995,
    99.995,
    999.995,
    9999.99,
    9999.995,
    10000,
    12345.675,
    -12345.675,
    999999.995,
    1234567.891,
    1e11 + 0.005,
    1e12,
    1e15,
    1e21,
    0.004,
    0.005,
    -0.004,
    -0.005,
    0.0049999,
    1e-7,
    -1e-7,
    1.005,
    2.675,
    0.125,
    1.115,
    8.345,
    NaN,
    Infinity,
    -Infinity,
    Number.MAX_SAFE_INTEGER,
  ];
  for (const value of seeded(400)) {
    amounts.push(Math.round(value * 100_000) / 100); // whole cents up to 1,000 €
    amounts.push(Math.round(value * 100_000) / 1000); // a third decimal: the ties 0.005 apart
    amounts.push(value * 200 - 100); // any double, either sign
    amounts.push(Math.round(value * 1e10) / 100); // large amounts, grouped
  }

  it('writes every amount as Intl does', () => {
    const differing = amounts.filter((amount) => formatPrice(amount) !== intl.format(amount));
    expect(differing.map((amount) => [amount, formatPrice(amount), intl.format(amount)])).toEqual([]);
  });

  it('writes negative zero as zero, whatever came first', () => {
    expect(formatPrice(-0)).toBe(formatPrice(0));
    expect(formatPrice(-0)).toBe('0,00\u00a0€');
  });

  it('writes nothing for no amount', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
  });
});

describe('slotDay', () => {
  const weekday = new Intl.DateTimeFormat('it-IT', { weekday: 'short', timeZone: 'UTC' });

  it('names each day of the week as Intl does', () => {
    for (let day = 1; day <= 14; day++) {
      const date = new Date(Date.UTC(2026, 11, 24 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(slotDay(iso)).toBe(`${weekday.format(date).replace('.', '')} ${iso.slice(8, 10)}/${iso.slice(5, 7)}`);
    }
  });

  it('leaves a date it cannot read as it is', () => {
    expect(slotDay('domani')).toBe('domani');
  });
});
