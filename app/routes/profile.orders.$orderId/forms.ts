// An order's forms (account.md §2 Orders, §3 parking reservation): the intents its page answers, the
// rating (1 to 5 stars and an optional note) and the parking reservation, with the backend's rules
// and Italian messages next to each field.
import { z } from 'zod';
import { PARKING_DISTANCE_MAX_METRES, PARKING_INFO_MAX } from '#domain/orders';
import { isReadableLine, MESSAGES } from '#domain/validators';
import { tOrders } from '~/i18n/orders';
import { tParking } from '~/i18n/parking';
import { idOf } from '~/lib/ids';

export const ORDER_INTENT = {
  cancel: 'cancel',
  modify: 'modify',
  park: 'park',
  reorder: 'reorder',
  rate: 'rate',
} as const;

/** The detail's query that asks to confirm a cancellation (a page of its own, so it works without JS). */
export const CONFIRM_CANCEL = 'annulla';

/** the longest rating note (the backend's RATING_NOTE_MAX) */
export const RATING_NOTE_MAX = 1000;

/** what the shopper sent, shown back in the form when it is refused */
export type ParkingValues = { distance: string; reservationInfo: string };
export type ParkingErrors = { distance?: string[]; reservationInfo?: string[] };

/** a field's text; a file, or nothing, is none */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A rule of one field: the value it holds, or the message that refuses it (also a field missing, or a file). */
function field<T>(missing: string, rule: (text: string) => { value: T } | { problem: string }) {
  return z.string({ required_error: missing, invalid_type_error: missing }).transform((posted, ctx) => {
    const read = rule(posted);
    if ('problem' in read) {
      ctx.addIssue({ code: 'custom', message: read.problem });
      return z.NEVER;
    }
    return read.value;
  });
}

/** how far the customer is, in whole metres from 0 to PARKING_DISTANCE_MAX_METRES */
const distance = () =>
  field<number>(MESSAGES.required, (typed) => {
    const text = typed.trim();
    const metres = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
    if (!text) return { problem: MESSAGES.required };
    return metres >= 0 && metres <= PARKING_DISTANCE_MAX_METRES ? { value: metres } : { problem: tParking('errors.distance') };
  });

/** how the staff recognise them: one line of 1 to PARKING_INFO_MAX characters, white space runs made one space */
const reservationInfo = () =>
  field<string>(MESSAGES.required, (typed) => {
    const line = typed.replace(/\s+/g, ' ').trim();
    if (!line) return { problem: MESSAGES.required };
    if (line.length > PARKING_INFO_MAX) return { problem: MESSAGES.maxLength(PARKING_INFO_MAX) };
    return !isReadableLine(line) ? { problem: tParking('errors.characters') } : { value: line };
  });

/** A parking reservation (account.md §3): the backend's rules, said next to each field. */
export const parkSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(ORDER_INTENT.park), distance: distance(), reservationInfo: reservationInfo() }))();

/** What comes back to a refused parking form: what was typed, bounded, and nothing unprintable. */
export function parkingValues(payload: Record<string, unknown>): ParkingValues {
  return {
    distance: textOf(payload.distance).trim().slice(0, 20),
    reservationInfo: textOf(payload.reservationInfo)
      .replace(/\p{Cc}/gu, '')
      .slice(0, PARKING_INFO_MAX * 5),
  };
}

/** A rating: 1 to 5 stars, an optional note, and the note it replaces when that is a valid id. */
export const rateSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(ORDER_INTENT.rate),
    rating: field<number>(tOrders('rate.missing'), (typed) => {
      const stars = Number(typed);
      return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? { value: stars } : { problem: tOrders('rate.missing') };
    }),
    body: z
      .string()
      .default('')
      .transform((typed) => typed.trim()),
    noteId: z.unknown().transform((typed) => idOf(textOf(typed))),
  }))();

/** the buttons that post nothing but their intent */
export const cancelSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(ORDER_INTENT.cancel) }))();
export const modifySchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(ORDER_INTENT.modify) }))();
export const reorderSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(ORDER_INTENT.reorder) }))();
