// The cart's forms: the intents the cart action answers and their zod schemas, imported by the
// add-to-cart form, the steppers, the cart page and the action alike. The schemas are built lazily
// (pure calls), so a page that only needs the intent names carries no zod.
import { z } from 'zod';

export const INTENT = {
  add: 'add',
  update: 'update',
  remove: 'remove',
  empty: 'empty',
  info: 'info',
  alternatives: 'alternatives',
} as const;
export type CartIntent = (typeof INTENT)[keyof typeof INTENT];

/** A form sent by a fetcher (JS): the action answers data and the page stays where it is. */
export const STAY_FIELD = 'stay';
/** The selectable promotion's answer: the promotion id (Sì) or -1 (No). */
export const USE_WPID_FIELD = 'use_wpid';
/** The option fields of an add: `option.<parameterName>` = the chosen key. */
export const OPTION_PREFIX = 'option.';

/** The cart-level infos a shopper may change from the cart page. */
export const CART_INFO = { orderComment: 'order_comment', needInvoice: 'need_invoice' } as const;

export const addToCartSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(INTENT.add),
    productId: z.coerce.number().int().positive(),
    // a typed quantity: 0 or less is said in the shopper's words by the action, not refused as a bad form
    quantity: z.coerce.number().max(9999),
    redirectTo: z.string().max(2000).optional(),
    use_wpid: z.coerce.number().int().min(-1).optional(),
  }))();

export const updateSchema = /* @__PURE__ */ (() =>
  z.object({
    itemId: z.coerce.number().int().positive(),
    quantity: z.coerce.number().min(0).max(9999),
  }))();

export const itemSchema = /* @__PURE__ */ (() => z.object({ itemId: z.coerce.number().int().positive() }))();

export const alternativesSchema = /* @__PURE__ */ (() =>
  z.object({ itemId: z.coerce.number().int().positive(), accept: z.enum(['true', 'false']).default('false') }))();

export const infoSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('property', [
    z.object({ property: z.literal(CART_INFO.orderComment), value: z.string().trim().max(500).default('') }),
    z.object({ property: z.literal(CART_INFO.needInvoice), value: z.enum(['true', 'false']).default('false') }),
  ]))();
