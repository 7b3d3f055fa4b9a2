// Money and units as an Italian shopper reads them, or, in the English build (decision 004), as an
// English speaker in the euro area does ('en-IE': €1,234.56). __LOCALE__ is the build's constant, so
// each build keeps only its own branch.
import { keptAnswers } from '#domain/kept-answers';
import { safePictureUrl } from './links';

// Every page loads this module, and a browser builds its first Intl formatter of a kind from ICU's
// data: 13-40 ms for the euro's, 30-40 ms for a date's, on a desktop's CPU (a phone's is 4× slower),
// once per page, in the task that evaluates the shell's chunk (issue 24 §11). Prices are written here
// as Intl writes them for 'it-IT' (tests/app/format.test.ts compares the two): ICU rounds the
// shortest decimal that reads back as the number, half away from zero (1.005 → 1,01, where
// toFixed gives 1.00), groups thousands only from five integer digits, and puts a no-break space
// before the sign. Amounts no price reaches go to Intl, built when first needed.
const MAX_WRITTEN = 1e12;
let intlEuro: Intl.NumberFormat | undefined;

function euros(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= MAX_WRITTEN) {
    intlEuro ??= new Intl.NumberFormat(__LOCALE__ === 'en' ? 'en-IE' : 'it-IT', { style: 'currency', currency: 'EUR' });
    return intlEuro.format(amount);
  }
  // below 1e-6 String() writes an exponent; such an amount is 0,00 anyway
  const shortest = Math.abs(amount) < 0.005 ? '0' : String(Math.abs(amount));
  const [whole, fraction = ''] = shortest.split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1 : 0);
  const units = String(Math.floor(cents / 100));
  if (__LOCALE__ === 'en')
    return `${amount < 0 ? '-' : ''}€${units.replace(/\B(?=(\d{3})+$)/g, ',')}.${String(cents % 100).padStart(2, '0')}`;
  const grouped = units.length < 5 ? units : units.replace(/\B(?=(\d{3})+$)/g, '.');
  // as Intl, a negative amount that rounds to zero keeps its sign; negative zero is 0,00 € whichever
  // comes first (the map below cannot tell the two apart)
  const sign = amount < 0 ? '-' : '';
  return `${sign}${grouped},${String(cents % 100).padStart(2, '0')}\u00a0€`;
}

// A page of cards formats the same few hundred prices on every request: each amount is written once.
const formatted = keptAnswers(10_000, euros);

export function formatPrice(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  return formatted(amount);
}

/** Unit names are truncated to 4 characters on display; pieces default to 'pz' (spec §9). */
export function unitLabel(unit: string | null | undefined): string {
  return (unit || 'pz').slice(0, 4);
}

/** Product pictures: our backend answers paths that the storefront proxies; other servers may answer absolute URLs. */
export function pictureUrl(url: string | null | undefined): string | undefined {
  return safePictureUrl(url) ?? undefined;
}

// Intl's short Italian weekdays, Sunday first (getUTCDay), without its time zone data (see euros)
const WEEKDAYS =
  __LOCALE__ === 'en' ? ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] : ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'];

/** A slot's day as the time slot selector writes it: 'ddd DD/MM' (e.g. 'lun 23/11'). */
export function slotDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const day = WEEKDAYS[new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()];
  return `${day} ${match[3]}/${match[2]}`;
}

/** The day an order was placed, as its pages say it ('3 marzo 2026'), in the shop's time zone. */
export const placedDay = /* @__PURE__ */ new Intl.DateTimeFormat(__LOCALE__ === 'en' ? 'en-GB' : 'it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});
