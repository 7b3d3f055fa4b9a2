// The address book's forms (account.md §2 /profile/addresses and /profile/addresses/manage/{id},
// §5; decision 028): the intents the two pages answer and the favourite's form. The home address
// form itself, and the delete confirmation, are the address picker's (place-forms.ts and
// components/places/AddressForms.tsx), so their intents are the same words.
import { z } from 'zod';
import { MAX_ID } from '#domain/filters';
import { MESSAGES } from '#domain/validators';
import { ADDRESS_INTENT } from './place-forms';

export const INTENT = {
  // /profile/addresses
  remove: ADDRESS_INTENT.remove,
  setDefault: 'set-default',
  // /profile/addresses/manage/($addressId)
  save: ADDRESS_INTENT.save,
} as const;
export type AddressBookIntent = (typeof INTENT)[keyof typeof INTENT];

/** what /profile/addresses answers */
export const ADDRESS_BOOK_INTENTS: readonly AddressBookIntent[] = [INTENT.remove, INTENT.setDefault];
/** what /profile/addresses/manage/($addressId) answers */
export const MANAGE_INTENTS: readonly AddressBookIntent[] = [INTENT.save];

export { intentOf } from './intents';

/** The query of /profile/addresses that asks to confirm a deletion (a page of its own, so it works without JS). */
export const CONFIRM_DELETE = 'delete';

export const ADDRESS_BOOK_PATH = '/profile/addresses';
export const MANAGE_PATH = '/profile/addresses/manage';

/** An id as posted or in the address: digits within an id's range; anything else is none. */
export function idOf(value: FormDataEntryValue | string | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : undefined;
}

/** Which favourite: the delivery address (a home of the customer's) or the store (a Drive or a locker). */
export const DEFAULT_KIND = { delivery: 'delivery', store: 'store' } as const;
export type DefaultKind = (typeof DEFAULT_KIND)[keyof typeof DEFAULT_KIND];

/** A favourite chosen: the address (required: the store's select may be posted on its empty choice) and its kind. */
export const setDefaultSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(INTENT.setDefault),
    kind: z.enum([DEFAULT_KIND.delivery, DEFAULT_KIND.store]),
    addressId: z
      .string({ required_error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .transform((v, ctx) => idOf(v) ?? (ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.required }), z.NEVER)),
  }))();
