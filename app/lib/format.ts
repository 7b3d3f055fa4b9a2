// Money and units as an Italian shopper reads them.
import { safePictureUrl } from './links';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

// A page of cards formats the same few hundred prices on every request: formatting is the costly
// part of Intl, so each amount is formatted once (the map is emptied if it ever grows large).
const formatted = new Map<number, string>();

export function formatPrice(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  let text = formatted.get(amount);
  if (text === undefined) {
    if (formatted.size >= 10_000) formatted.clear();
    text = euro.format(amount);
    formatted.set(amount, text);
  }
  return text;
}

/** Unit names are truncated to 4 characters on display; pieces default to 'pz' (spec §9). */
export function unitLabel(unit: string | null | undefined): string {
  return (unit || 'pz').slice(0, 4);
}

/** Product pictures: our backend answers paths that the storefront proxies; other servers may answer absolute URLs. */
export function pictureUrl(url: string | null | undefined): string | undefined {
  return safePictureUrl(url) ?? undefined;
}

const weekday = new Intl.DateTimeFormat('it-IT', { weekday: 'short', timeZone: 'UTC' });

/** A slot's day as the time slot selector writes it: 'ddd DD/MM' (e.g. 'lun 23/11'). */
export function slotDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const day = weekday.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))).replace('.', '');
  return `${day} ${match[3]}/${match[2]}`;
}
