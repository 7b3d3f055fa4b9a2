// The invoice form (shopping.md §5 "Invoice form fields"), one form wherever invoice data is typed:
// the checkout's invoice request and the customer's saved invoice data (/profile/invoice-data). Its
// fields are posted as `invoice_<field>` and read here by domain/invoice's rules, the same rules the
// backend runs again; the backend's own field refusals come back under the same fields. Also the
// intents of /profile/invoice-data and how a saved record is named.
import { INVOICE_FIELDS, invoiceProblems, normaliseInvoice, type InvoiceData, type InvoiceField } from '#domain/invoice';
import type { ApiMessage } from '~/ebsn/errors';

/** the invoice fields: `invoice_<field>` */
export const INVOICE_PREFIX = 'invoice_';

export type InvoiceErrors = Partial<Record<InvoiceField, string>>;

/** A posted form's fields, by name (a FormData's entries, or conform's payload). */
export type PostedFields = Record<string, unknown>;

const field = (form: PostedFields, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

/** The invoice data as typed (normalised: trimmed, codes in upper case) and the first problem of each field. */
export function readInvoiceForm(form: PostedFields): { invoice: InvoiceData; errors: InvoiceErrors } {
  const invoice = normaliseInvoice(Object.fromEntries(INVOICE_FIELDS.map((name) => [name, field(form, `${INVOICE_PREFIX}${name}`)])));
  return { invoice, errors: invoiceProblems(invoice) };
}

/** The backend's refusals of invoice fields (each names its field), the first per field. */
export function invoiceFieldErrors(messages: readonly ApiMessage[]): InvoiceErrors {
  const errors: InvoiceErrors = {};
  for (const m of messages) {
    if (m.field && m.text && (INVOICE_FIELDS as readonly string[]).includes(m.field)) errors[m.field as InvoiceField] ??= m.text;
  }
  return errors;
}

/** Who an invoice is made out to, as a list or a choice names it: the company, or the person. */
export function invoiceHolder(data: Pick<InvoiceData, 'personType' | 'firstName' | 'lastName' | 'companyName'>): string {
  const person = [data.firstName, data.lastName].filter(Boolean).join(' ');
  if (data.personType === 'individual') return person || data.companyName;
  return data.companyName || person;
}

/** The code that tells two records apart: the VAT number of a business, else the fiscal code. */
export function invoiceCode(data: Pick<InvoiceData, 'personType' | 'vatNumber' | 'fiscalCode'>): string {
  return (data.personType !== 'individual' && data.vatNumber) || data.fiscalCode;
}

/** A record's address on one line: street and number, postal code, city, province. */
export function invoiceAddress(data: Pick<InvoiceData, 'address1' | 'addressNumber' | 'postalcode' | 'city' | 'province'>): string {
  const street = [data.address1, data.addressNumber].filter(Boolean).join(' ');
  const place = [data.postalcode, data.city, data.province ? `(${data.province})` : ''].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** /profile/invoice-data's intents: save a new record, delete one (after its confirmation page) */
export const INVOICE_DATA_INTENT = { add: 'add', delete: 'delete' } as const;
export type InvoiceDataIntent = (typeof INVOICE_DATA_INTENT)[keyof typeof INVOICE_DATA_INTENT];
export const INVOICE_DATA_INTENTS: readonly InvoiceDataIntent[] = [INVOICE_DATA_INTENT.add, INVOICE_DATA_INTENT.delete];

/** The posted intent of /profile/invoice-data when it is one it answers; anything else is none (400). */
export function invoiceDataIntentOf(form: FormData): InvoiceDataIntent | undefined {
  const intent = form.get('intent');
  return typeof intent === 'string' && (INVOICE_DATA_INTENTS as readonly string[]).includes(intent)
    ? (intent as InvoiceDataIntent)
    : undefined;
}

/** the posted field naming a saved record (a delete, the checkout's "use saved data") */
export const PERSON_FISCAL_FIELD = 'personFiscalId';

/** The query of /profile/invoice-data that asks to confirm a record's deletion (a page of its own, so it works without JS). */
export const CONFIRM_DELETE = 'elimina';

export const INVOICE_DATA_PATH = '/profile/invoice-data';
