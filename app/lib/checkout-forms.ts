// The checkout's one form (shopping.md §2 checkout, §5 invoice form): the order comment, the
// substitutions (one choice for the whole order, or item by item), the invoice request with its data,
// the payment and the checkout key, all posted with intent `buy`. Read by the action with the
// invoice rules of domain/invoice.ts (the invoice form of invoice-forms.ts); what was typed comes back
// with the errors. A saved invoice record is put in the invoice request by a small form of its own
// (intent `invoice-fill`, posting personFiscalId).
import type { InvoiceData, InvoiceField } from '#domain/invoice';
import { PAYMENT_TYPE, preAuthorisedCents } from '#domain/payments';
import { MESSAGES } from '#domain/validators';
import { readInvoiceForm } from './invoice-forms';

export const CHECKOUT_INTENT = {
  buy: 'buy',
  fastBuy: 'fast-buy',
  giftAdd: 'gift-add',
  giftRemove: 'gift-remove',
  invoiceFill: 'invoice-fill',
} as const;

/** the id of the checkout's "use saved invoice data" form, which its select and button name (form=…) */
export const INVOICE_FILL_FORM = 'invoice-fill';

/** a gift code as the backend takes it (backend/cart/gift-codes.ts) */
export const GIFT_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** /profile/payment-method's intents: save a new card, delete one */
export const METHOD_INTENT = { add: 'add', remove: 'remove' } as const;

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

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form as typed, and the first problem of each field (an invoice is checked only when asked for). */
export function readCheckoutForm(form: FormData): { values: CheckoutValues; errors: CheckoutErrors } {
  const substitutions = (SUBSTITUTIONS as readonly string[]).includes(field(form, 'substitutions'))
    ? (field(form, 'substitutions') as Substitutions)
    : 'each';
  const accepted: number[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(ACCEPT_PREFIX) || value !== 'true') continue;
    const id = Number(name.slice(ACCEPT_PREFIX.length));
    if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && accepted.length < 500) accepted.push(id);
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
