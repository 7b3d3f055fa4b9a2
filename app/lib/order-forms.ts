// The order pages' forms: the intents the order detail's action answers, and the list's filters (a
// GET form: the URL is the filter, so it can be bookmarked, shared and paged).
import { PARKING_DISTANCE_MAX_METRES, PARKING_INFO_MAX } from '#domain/orders';
import { MESSAGES } from '#domain/validators';
import { tParking } from '~/i18n/parking';

export const INTENT = {
  cancel: 'cancel',
  modify: 'modify',
  park: 'park',
  reorder: 'reorder',
  rate: 'rate',
} as const;
export type OrderIntent = (typeof INTENT)[keyof typeof INTENT];

/** The detail's query that asks to confirm a cancellation (a page of its own, so it works without JS). */
export const CONFIRM_CANCEL = 'annulla';

export const ORDER_STATES = ['all', 'pending', 'done'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** a real calendar day, YYYY-MM-DD, between 2000 and 2100 (no zod: the list page carries this module) */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '2000-01-01' || value > '2100-12-31') return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

export type OrderFilterForm = {
  /** what the shopper typed, shown back in the form */
  values: { status: OrderState; from: string; to: string };
  /** the filters that hold (a bad field holds none) */
  status: OrderState;
  from?: string;
  to?: string;
  page: number;
  errors: { from?: 'badDate' | 'badRange'; to?: 'badDate' };
};

/** The list's query, read leniently: a bad date is said next to its field and not applied; the rest still is. */
export function readOrderFilters(query: URLSearchParams): OrderFilterForm {
  const text = (key: string) => (query.get(key) ?? '').trim().slice(0, 30);
  const status = (ORDER_STATES as readonly string[]).includes(text('status')) ? (text('status') as OrderState) : 'all';
  const values = { status, from: text('from'), to: text('to') };
  const errors: OrderFilterForm['errors'] = {};
  const from = values.from && isDay(values.from) ? values.from : undefined;
  const to = values.to && isDay(values.to) ? values.to : undefined;
  if (values.from && !from) errors.from = 'badDate';
  if (values.to && !to) errors.to = 'badDate';
  if (from && to && from > to) errors.from = 'badRange';
  const page = Number(text('page'));
  return {
    values,
    status,
    from: errors.from ? undefined : from,
    to: errors.from === 'badRange' ? undefined : to,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    errors,
  };
}

/** A rating as posted: 1 to 5 stars and an optional note; undefined when the stars are missing or wrong. */
export function readRating(form: FormData): { rating: number; body: string; noteId?: number } | undefined {
  const rating = Number(form.get('rating'));
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return undefined;
  const body = String(form.get('body') ?? '').trim();
  const noteId = Number(form.get('noteId'));
  return { rating, body, ...(Number.isInteger(noteId) && noteId > 0 && noteId <= 2_147_483_647 ? { noteId } : {}) };
}

/** the longest rating note (the backend's RATING_NOTE_MAX) */
export const RATING_NOTE_MAX = 1000;

/** what the shopper sent, shown back in the form when it is refused */
export type ParkingValues = { distance: string; reservationInfo: string };
export type ParkingErrors = { distance?: string[]; reservationInfo?: string[] };
export type ParkingForm =
  | { ok: true; parking: { distance: number; reservationInfo: string }; values: ParkingValues }
  | { ok: false; values: ParkingValues; errors: ParkingErrors };

/** a field's text; a file, or nothing, is none */
function textOf(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
}

// What nobody types on a line meant for a person to read: control characters (the line breaks and
// tabs a paste brings are made spaces first) and the direction marks that make a text read otherwise
// than it is stored (a plate shown backwards).
const UNREADABLE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * A parking reservation as posted (account.md §3): how far the customer is, in whole metres from 0 to
 * PARKING_DISTANCE_MAX_METRES, and how the staff recognise them, one line of 1 to PARKING_INFO_MAX
 * characters (white space runs made one space). The backend's rules, said next to each field.
 */
export function readParking(form: FormData): ParkingForm {
  const distanceText = textOf(form, 'distance').trim();
  const infoText = textOf(form, 'reservationInfo');
  const values: ParkingValues = {
    distance: distanceText.slice(0, 20),
    reservationInfo: infoText.replace(/\p{Cc}/gu, '').slice(0, PARKING_INFO_MAX * 5),
  };
  const errors: ParkingErrors = {};

  const distance = /^\d{1,6}$/.test(distanceText) ? Number(distanceText) : Number.NaN;
  if (!distanceText) errors.distance = [MESSAGES.required];
  else if (!(distance >= 0 && distance <= PARKING_DISTANCE_MAX_METRES)) errors.distance = [tParking('errors.distance')];

  const reservationInfo = infoText.replace(/\s+/g, ' ').trim();
  if (!reservationInfo) errors.reservationInfo = [MESSAGES.required];
  else if (reservationInfo.length > PARKING_INFO_MAX) errors.reservationInfo = [MESSAGES.maxLength(PARKING_INFO_MAX)];
  else if (UNREADABLE.test(reservationInfo)) errors.reservationInfo = [tParking('errors.characters')];

  if (errors.distance || errors.reservationInfo) return { ok: false, values, errors };
  return { ok: true, parking: { distance, reservationInfo }, values };
}
