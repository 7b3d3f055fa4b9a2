// The wish list pages' forms (shopping.md §3 "Wish list", §7; decision 026): the intents their
// actions answer and the readers of what was posted, pure and without zod (both pages carry this
// module). The rules are the backend's (backend/routes/wishlist.ts), said in Italian next to the field.
import { email as emailRule, MESSAGES } from '#domain/validators';
import { tLists } from '~/i18n/lists';

export const INTENT = {
  // /profile/lists
  create: 'create',
  rename: 'rename',
  makeDefault: 'make-default',
  delete: 'delete',
  // /profile/lists/:listId
  update: 'update',
  remove: 'remove',
  addAll: 'add-all',
  share: 'share',
  unshare: 'unshare',
  // /profile/lists/add (the list selector)
  addToList: 'add-to-list',
  createAndAdd: 'create-and-add',
} as const;
export type ListIntent = (typeof INTENT)[keyof typeof INTENT];

/** what /profile/lists answers */
export const LISTS_INTENTS: readonly ListIntent[] = [INTENT.create, INTENT.rename, INTENT.makeDefault, INTENT.delete];
/** what a list's page answers */
export const LIST_INTENTS: readonly ListIntent[] = [INTENT.update, INTENT.remove, INTENT.addAll, INTENT.share, INTENT.unshare];
/** what the list selector answers */
export { selectorHref } from './list-links';
export const SELECTOR_INTENTS: readonly ListIntent[] = [INTENT.addToList, INTENT.createAndAdd];

export { intentOf } from './intents';

/** The query of /profile/lists that asks to confirm a list's deletion (a page of its own, so it works without JS). */
export const CONFIRM_DELETE = 'elimina';

/** a list's name, once trimmed (the backend's LIST_NAME_MAX) */
export const LIST_NAME_MAX = 60;
const MAX_ID = 2_147_483_647;

/** An id as posted or in the address: digits within an id's range; anything else is none. */
export function idOf(value: FormDataEntryValue | string | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : undefined;
}

/** a field's text; a file, or nothing, is none */
function textOf(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
}

// what nobody types in a name: control characters (a pasted line break or tab is made a space first)
// and the direction marks that make a text read otherwise than it is stored
const UNREADABLE = /[\p{Cc}\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export type Rejected = { ok: false; value: string; errors: string[] };

/** A list's name as posted: trimmed, white space runs made one space, 1 to LIST_NAME_MAX characters. */
export function readListName(form: FormData, field = 'name'): { ok: true; name: string } | Rejected {
  const typed = textOf(form, field);
  const name = typed.replace(/[\s\u2028\u2029]+/g, ' ').trim();
  const value = typed.slice(0, LIST_NAME_MAX * 5);
  if (!name) return { ok: false, value, errors: [MESSAGES.required] };
  if (name.length > LIST_NAME_MAX) return { ok: false, value, errors: [MESSAGES.maxLength(LIST_NAME_MAX)] };
  if (UNREADABLE.test(name)) return { ok: false, value, errors: [tLists('errors.characters')] };
  return { ok: true, name };
}

/**
 * An item's quantity as posted: the absolute target, in the unit the product is sold by (pieces, or
 * g / kg for loose goods), up to 3 decimals with a comma or a point; 0 takes the product out. The
 * item id is `undefined` when it is missing or wrong (the action answers 400).
 */
export function readItemQuantity(form: FormData): { ok: true; itemId: number; quantity: number } | (Rejected & { itemId?: number }) {
  const itemId = idOf(form.get('itemId'));
  const typed = textOf(form, 'quantity').trim();
  const value = typed.slice(0, 20);
  if (!itemId) return { ok: false, value, errors: [tLists('errors.quantity')] };
  if (!typed) return { ok: false, itemId, value, errors: [MESSAGES.required] };
  if (!/^\d{1,7}(?:[.,]\d{1,3})?$/.test(typed)) return { ok: false, itemId, value, errors: [tLists('errors.quantity')] };
  return { ok: true, itemId, quantity: Number(typed.replace(',', '.')) };
}

/** The item a remove button names. */
export function readItemId(form: FormData): number | undefined {
  return idOf(form.get('itemId'));
}

/** The list a button of /profile/lists names. */
export function readListId(form: FormData): number | undefined {
  return idOf(form.get('listId'));
}

/** The e-mail of the customer to share a list with (or to stop sharing it with), as the registration checks it. */
export function readShareEmail(form: FormData): { ok: true; email: string } | Rejected {
  const typed = textOf(form, 'e_mail');
  const email = typed.trim();
  const value = typed.slice(0, 300);
  if (!email) return { ok: false, value, errors: [MESSAGES.required] };
  const problem = emailRule(email);
  if (problem) return { ok: false, value, errors: [problem] };
  return { ok: true, email };
}
