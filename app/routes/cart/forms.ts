// The cart's forms: the intents the cart action answers and their zod schemas, imported by the
// add-to-cart form, the steppers, the cart page and the action alike. The schemas are built lazily
// (pure calls), so a page that only needs the intent names carries no zod.
import { z } from 'zod';
import { MAX_ID } from '#domain/filters';
import { isReadableNote, MESSAGES } from '#domain/validators';
import { idField } from '~/lib/ids';

export const CART_INTENT = {
  add: 'add',
  update: 'update',
  remove: 'remove',
  empty: 'empty',
  info: 'info',
  alternatives: 'alternatives',
} as const;
export type CartIntent = (typeof CART_INTENT)[keyof typeof CART_INTENT];

/** A form sent by a fetcher (JS): the action answers data and the page stays where it is. */
export const STAY_FIELD = 'stay';
/** The selectable promotion's answer: the promotion id (Sì) or -1 (No). */
export const USE_WPID_FIELD = 'use_wpid';
/** The option fields of an add: `option.<parameterName>` = the chosen key (conform reads them as `option: { <parameterName> }`). */
export const OPTION_PREFIX = 'option.';

/** The cart-level infos a shopper may change from the cart page. */
export const CART_INFO = { orderComment: 'order_comment', needInvoice: 'need_invoice' } as const;

/** The order comment's form with JS: its fetcher, whose answer the field shows. */
export const COMMENT_FETCHER = 'cart-comment';
/** A comment refused: what was typed, and why (under the field). */
export type CommentAnswer = { comment: { value: string; errors: string[] } };
export const isCommentAnswer = (data: unknown): data is CommentAnswer => typeof data === 'object' && data !== null && 'comment' in data;

/** What every cart form may carry: where to go back to without JS, and the fetcher's mark. */
const common = () => ({ redirectTo: z.string().max(2000).optional(), [STAY_FIELD]: z.literal('1').optional() });

export const addToCartSchema = /* @__PURE__ */ (() =>
  z.object({
    ...common(),
    intent: z.literal(CART_INTENT.add),
    productId: idField(),
    // a typed quantity: none, 0 or less is said in the shopper's words by the action, not refused as a bad form
    quantity: z.coerce.number().max(9999).default(0),
    // No (-1) or the promotion's id, as the question's buttons post them: digits, as every id (idField)
    [USE_WPID_FIELD]: z
      .string()
      .regex(/^(-1|\d{1,10})$/)
      .transform(Number)
      .pipe(z.number().max(MAX_ID))
      .optional(),
    option: z.record(z.string().max(200).optional()).optional(),
  }))();

export const updateSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ...common(),
      intent: z.literal(CART_INTENT.update),
      itemId: idField(),
      /** a stepper's absolute quantity, in the cart's base unit */
      quantity: z.coerce.number().min(0).max(9999).optional(),
      /** a typed quantity, in the unit the product is sold by (g, kg), with a comma or a point */
      shown: z
        .string()
        .max(20)
        .transform((typed) => Number(typed.replace(',', '.')))
        .pipe(z.number().finite().min(0))
        .optional(),
    })
    .refine((form) => form.quantity !== undefined || form.shown !== undefined))();

export const removeSchema = /* @__PURE__ */ (() => z.object({ ...common(), intent: z.literal(CART_INTENT.remove), itemId: idField() }))();

export const emptySchema = /* @__PURE__ */ (() => z.object({ ...common(), intent: z.literal(CART_INTENT.empty) }))();

export const alternativesSchema = /* @__PURE__ */ (() =>
  z.object({
    ...common(),
    intent: z.literal(CART_INTENT.alternatives),
    itemId: idField(),
    accept: z.enum(['true', 'false']).default('false'),
  }))();

export const infoSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('property', [
    z.object({
      ...common(),
      intent: z.literal(CART_INTENT.info),
      property: z.literal(CART_INFO.orderComment),
      // said under the field in the shop's words, before the backend refuses it in its own
      value: z.string().trim().max(500).default('').refine(isReadableNote, MESSAGES.characters),
    }),
    z.object({
      ...common(),
      intent: z.literal(CART_INTENT.info),
      property: z.literal(CART_INFO.needInvoice),
      value: z.enum(['true', 'false']).default('false'),
    }),
  ]))();
