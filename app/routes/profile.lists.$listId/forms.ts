// A wish list's forms (shopping.md §3 "Wish list", §6, §7; decision 026): an item's quantity or its
// removal, everything to the cart, sharing the list by e-mail and stopping it.
import { z } from 'zod';
import { email as emailRule, MESSAGES } from '#domain/validators';
import { tLists } from '~/i18n/lists';
import { idField } from '~/lib/ids';

export const LIST_INTENT = { update: 'update', remove: 'remove', addAll: 'add-all', share: 'share', unshare: 'unshare' } as const;

/**
 * An item's quantity: the absolute target, in the unit the product is sold by (pieces, or g / kg
 * for loose goods), up to 3 decimals with a comma or a point; 0 takes the product out.
 */
const quantity = () =>
  z.string({ required_error: MESSAGES.required }).transform((typed, ctx) => {
    const text = typed.trim();
    const problem = !text ? MESSAGES.required : /^\d{1,7}(?:[.,]\d{1,3})?$/.test(text) ? undefined : tLists('errors.quantity');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return problem ? z.NEVER : Number(text.replace(',', '.'));
  });

/** The e-mail of the customer to share a list with (or to stop sharing it with), as the registration checks it. */
const shareEmail = () =>
  z.string({ required_error: MESSAGES.required }).transform((typed, ctx) => {
    const email = typed.trim();
    const problem = email ? emailRule(email) : MESSAGES.required;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return problem ? z.NEVER : email;
  });

export const updateSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(LIST_INTENT.update), itemId: idField(), quantity: quantity() }))();

export const removeSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(LIST_INTENT.remove), itemId: idField() }))();

export const addAllSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(LIST_INTENT.addAll) }))();

export const shareSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(LIST_INTENT.share), e_mail: shareEmail() }))();

/** the address comes from the page's own hidden field */
export const unshareSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(LIST_INTENT.unshare), e_mail: shareEmail() }))();
