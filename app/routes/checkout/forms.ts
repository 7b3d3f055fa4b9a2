// The checkout's forms (shopping.md §2 checkout, §5 invoice form). The one form of the page: the
// order comment, the substitutions (one choice for the whole order, or item by item), the invoice
// request with its data, the payment and the checkout key, all posted with intent `buy`; its schema
// reads it with the invoice rules of domain/invoice.ts (the invoice form of invoice-forms.ts), and
// what was typed comes back with the errors. The page stays light: it checks nothing in the
// browser beyond native constraints (decision 048). Beside it, the gift codes' form, the saved
// invoice record's (intent `invoice-fill`, posting personFiscalId) and the fast payment panel's.
import { z } from 'zod';
import { invalidCodeMessage } from '#domain/gift-codes';
import type { InvoiceData, InvoiceField } from '#domain/invoice';
import { PAYMENT_TYPE, preAuthorisedCents } from '#domain/payments';
import { isReadableNote, MESSAGES } from '#domain/validators';
import { tCheckout as t } from '~/i18n/checkout';
import { PERSON_FISCAL_FIELD, readInvoiceForm, type PostedFields } from '~/lib/invoice-forms';
import { MAX_ID } from '#domain/filters';
import { MEAL_PROVIDERS } from '~/ebsn/meal-tickets-schemas';

export const CHECKOUT_INTENT = {
  buy: 'buy',
  fastBuy: 'fast-buy',
  giftAdd: 'gift-add',
  giftRemove: 'gift-remove',
  invoiceFill: 'invoice-fill',
  // meal tickets (docs/meal-tickets.md): a type chosen or cleared, a provider's login (its page, or
  // pellegrini's user and password), the tickets to use, the provider left ('Esci') or given up ('Annulla')
  mealType: 'meal-type',
  mealClear: 'meal-clear',
  mealPage: 'meal-page',
  mealLogin: 'meal-login',
  mealTickets: 'meal-tickets',
  mealLogout: 'meal-logout',
  mealDiscard: 'meal-discard',
} as const;

/** the id of the checkout's own form (its payment choice and button sit after the meal tickets' forms and join it by `form=`) */
export const CHECKOUT_FORM = 'checkout-form';

/** the id of the checkout's "use saved invoice data" form, which its select and button name (form=…) */
export const INVOICE_FILL_FORM = 'invoice-fill';

/** a gift code as the backend takes it (backend/cart/gift-codes.ts) */
export const GIFT_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** /checkout's query that shows the fast payment panel ('Cassa veloce') */
export const FAST_PAYMENT = 'cassa';

/** the order comment's longest (the backend's ORDER_COMMENT_MAX) */
export const ORDER_COMMENT_MAX = 500;

/** accept a substitute for every product, for none, or as chosen per product */
export const SUBSTITUTIONS = ['all', 'none', 'each'] as const;
export type Substitutions = (typeof SUBSTITUTIONS)[number];

/** the per-product checkbox: `accept_<itemId>` */
export const ACCEPT_PREFIX = 'accept_';

/** what the backend takes as a checkout key (backend/routes/orders.ts) */
export const CHECKOUT_KEY = /^[A-Za-z0-9_-]{16,100}$/;

export type CheckoutValues = {
  orderComment: string;
  substitutions: Substitutions;
  /** the item ids whose box is ticked */
  accepted: number[];
  needInvoice: boolean;
  invoice: InvoiceData;
  /** the payment type chosen: the action checks it against the ones the cart offers */
  paymentTypeId: number;
};

export type CheckoutErrors = Partial<Record<'orderComment' | 'paymentType' | InvoiceField, string>>;

const field = (form: PostedFields, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

/** The form as typed, and the first problem of each field (an invoice is checked only when asked for). */
export function readCheckoutForm(form: PostedFields): { values: CheckoutValues; errors: CheckoutErrors } {
  const substitutions = (SUBSTITUTIONS as readonly string[]).includes(field(form, 'substitutions'))
    ? (field(form, 'substitutions') as Substitutions)
    : 'each';
  const accepted: number[] = [];
  for (const [name, value] of Object.entries(form)) {
    if (!name.startsWith(ACCEPT_PREFIX) || value !== 'true') continue;
    const id = Number(name.slice(ACCEPT_PREFIX.length));
    if (Number.isInteger(id) && id > 0 && id <= MAX_ID && accepted.length < 500) accepted.push(id);
  }
  const { invoice, errors: invoiceErrors } = readInvoiceForm(form);
  const values: CheckoutValues = {
    orderComment: field(form, 'order_comment').trim(),
    substitutions,
    accepted,
    needInvoice: field(form, 'need_invoice') === 'true',
    invoice,
    paymentTypeId: /^\d{1,6}$/.test(field(form, 'payment_type_id')) ? Number(field(form, 'payment_type_id')) : PAYMENT_TYPE.card,
  };
  const errors: CheckoutErrors = values.needInvoice ? invoiceErrors : {};
  if (values.orderComment.length > ORDER_COMMENT_MAX) errors.orderComment = MESSAGES.maxLength(ORDER_COMMENT_MAX);
  else if (!isReadableNote(values.orderComment)) errors.orderComment = MESSAGES.characters;
  return { values, errors };
}

/** Whether an item accepts a substitute, by the form's choice. */
export function acceptsSubstitute(values: Pick<CheckoutValues, 'substitutions' | 'accepted'>, itemId: number): boolean {
  if (values.substitutions === 'all') return true;
  if (values.substitutions === 'none') return false;
  return values.accepted.includes(itemId);
}

/**
 * What the card will hold for the cart with these substitution choices (shopping.md §9); for a type
 * paid at handover, the most the shopper may be asked for.
 */
export function heldAmount(
  view: { total: number; lines: ReadonlyArray<{ itemId: number; total: number; variableWeight: boolean }> },
  accept: (itemId: number) => boolean,
  paymentTypeId: number = PAYMENT_TYPE.card,
): number {
  const cents = (euros: number) => Math.round(euros * 100);
  const heldCents = preAuthorisedCents({
    paymentTypeId,
    totalCents: cents(view.total),
    lines: view.lines.map((l) => ({ grossCents: cents(l.total), variableWeight: l.variableWeight, acceptAlternatives: accept(l.itemId) })),
  });
  return heldCents / 100;
}

const checkoutKey = () => z.string().regex(CHECKOUT_KEY);

/** The checkout's form: its values, or the problems under their fields (CheckoutErrors' names). */
export const buySchema = /* @__PURE__ */ (() =>
  z
    .object({ intent: z.literal(CHECKOUT_INTENT.buy), checkout_key: checkoutKey() })
    .passthrough()
    .transform((form, ctx) => {
      const { values, errors } = readCheckoutForm(form);
      for (const [name, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [name], message });
      return { checkoutKey: form.checkout_key, ...values };
    }))();

/** A gift code as typed, as the page shows it again. */
export const typedCode = (posted: unknown) => (typeof posted === 'string' ? posted.trim().slice(0, 60) : '');

/** A gift code added or removed: as the backend takes it, or said under its field. */
export const giftCodeSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.enum([CHECKOUT_INTENT.giftAdd, CHECKOUT_INTENT.giftRemove]),
    code: z
      .string({ required_error: t('gift.required') })
      .transform(typedCode)
      .superRefine((code, ctx) => {
        if (!code) ctx.addIssue({ code: 'custom', message: t('gift.required') });
        else if (!GIFT_CODE.test(code)) ctx.addIssue({ code: 'custom', message: invalidCodeMessage(code) });
      }),
  }))();

/** «Usa dati salvati»: the saved record chosen. */
export const invoiceFillSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(CHECKOUT_INTENT.invoiceFill), [PERSON_FISCAL_FIELD]: z.coerce.number().int().positive().max(MAX_ID) }))();

/** 'Cassa veloce': the cart paid at once with the saved card chosen. */
export const fastBuySchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(CHECKOUT_INTENT.fastBuy),
    checkout_key: checkoutKey(),
    user_payment_auth_id: z.coerce.number().int().positive().max(MAX_ID),
  }))();

// ---- meal tickets ---------------------------------------------------------------------------

/** the id of the checkout's meal-ticket section, where its forms lead back to */
export const MEAL_SECTION = 'buoni-pasto';

/** the longest user and password the backend takes (backend/routes/meal-tickets.ts) */
export const MEAL_USER_MAX = 100;
export const MEAL_PASSWORD_MAX = 200;
/** the most tickets the backend takes in one choice */
export const MEAL_TICKETS_MAX = 1000;

const mealType = () => z.coerce.number().int().min(1).max(99);
const mealProvider = () => z.enum(MEAL_PROVIDERS);

/** A meal-ticket type chosen (`meal-type`) or cleared (`meal-clear`). */
export const mealTypeSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.enum([CHECKOUT_INTENT.mealType, CHECKOUT_INTENT.mealClear]), payment_type_id: mealType() }))();

/** A provider that logs in on its own page: the browser goes there. */
export const mealPageSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(CHECKOUT_INTENT.mealPage), payment_type_id: mealType(), provider: z.enum(['upday', 'edenred']) }))();

/** 'Esci' (the provider's login ended) or 'Annulla' (the tickets given up: the login dropped and the type cleared). */
export const mealLeaveSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.enum([CHECKOUT_INTENT.mealLogout, CHECKOUT_INTENT.mealDiscard]),
    payment_type_id: mealType(),
    provider: mealProvider(),
  }))();

/** pellegrini's user and password, typed in the shop. */
export const mealLoginSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(CHECKOUT_INTENT.mealLogin),
    payment_type_id: mealType(),
    user: z
      .string({ required_error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(MEAL_USER_MAX, MESSAGES.maxLength(MEAL_USER_MAX)),
    password: z.string({ required_error: MESSAGES.required }).max(MEAL_PASSWORD_MAX, MESSAGES.maxLength(MEAL_PASSWORD_MAX)),
  }))();

/** How many tickets to use: a whole number from 0 (the backend says when it is more than the balance). */
export const mealTicketsSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(CHECKOUT_INTENT.mealTickets),
    payment_type_id: mealType(),
    tickets: z
      .string({ required_error: MESSAGES.required })
      .trim()
      .regex(/^\d{1,4}$/, t('mealTickets.ticketsInvalid'))
      .transform(Number)
      .pipe(z.number().max(MEAL_TICKETS_MAX, t('mealTickets.ticketsInvalid'))),
  }))();

/** What a meal-ticket form refused comes back with: which form, what was typed (never a password), the problems. */
export type MealReply = {
  form: 'login' | 'tickets';
  user?: string;
  tickets?: string;
  errors: Partial<Record<'user' | 'password' | 'tickets' | 'form', string>>;
};
