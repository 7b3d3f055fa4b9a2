// The address book's forms (account.md §2 /profile/addresses, §5; decision 028): deleting a home
// address (the address picker's confirmation, so the same intent word) and choosing a favourite.
import { z } from 'zod';
import { MESSAGES } from '#domain/validators';
import { idField, idOf } from '~/lib/ids';
import { ADDRESS_INTENT } from '~/lib/place-forms';

export const ADDRESS_BOOK_INTENT = { remove: ADDRESS_INTENT.remove, setDefault: 'set-default' } as const;

/** The query of /profile/addresses that asks to confirm a deletion (a page of its own, so it works without JS). */
export const CONFIRM_DELETE = 'delete';

/** Which favourite: the delivery address (a home of the customer's) or the store (a Drive or a locker). */
export const DEFAULT_KIND = { delivery: 'delivery', store: 'store' } as const;
export type DefaultKind = (typeof DEFAULT_KIND)[keyof typeof DEFAULT_KIND];

export const removeSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(ADDRESS_BOOK_INTENT.remove), addressId: idField() }))();

/** A favourite chosen: the address (required: the store's select may be posted on its empty choice) and its kind. */
export const setDefaultSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(ADDRESS_BOOK_INTENT.setDefault),
    kind: z.enum([DEFAULT_KIND.delivery, DEFAULT_KIND.store]),
    addressId: z
      .string({ required_error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .transform((v, ctx) => idOf(v) ?? (ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.required }), z.NEVER)),
  }))();
