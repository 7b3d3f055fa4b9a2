// The invoice a customer may ask for at the checkout (shopping.md §5 "Invoice form fields", its
// default messages): who it is made out to and the rules of each field, in the spec's words. The same
// rules run in the storefront's form and again in the backend before the data reaches an order.
import forms from '#strings/forms.json' with { type: 'json' };
import { email, FISCAL_CODE_PATTERN, isReadableLine, MESSAGES, postalCode, sdi } from './validators';

/** person types: a private individual, a company, a sole proprietorship (ditta individuale) */
export const PERSON_TYPES = ['individual', 'company', 'sole'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

export const INVOICE_FIELDS = [
  'personType',
  'firstName',
  'lastName',
  'companyName',
  'vatNumber',
  'fiscalCode',
  'pec',
  'sdi',
  'address1',
  'addressNumber',
  'city',
  'postalcode',
  'province',
] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];
export type InvoiceData = Record<InvoiceField, string>;

/** longest value a field keeps */
export const INVOICE_FIELD_MAX = 100;

/** not in the spec's list, written in its style */
export const INVOICE_MESSAGES = {
  personType: forms.validation.invoicePersonType,
  province: forms.validation.invoiceProvince,
  pecOrSdi: forms.validation.invoicePecOrSdi,
  vatNumber: forms.validation.invoiceVatNumber,
  fiscalCodePerson: forms.validation.invoiceFiscalCodePerson,
} as const;

/** The fields a person type must fill in (the rest are optional, PEC and SDI aside). */
export function requiredInvoiceFields(type: PersonType): InvoiceField[] {
  const place: InvoiceField[] = ['address1', 'addressNumber', 'city', 'postalcode', 'province'];
  if (type === 'individual') return ['firstName', 'lastName', 'fiscalCode', ...place];
  if (type === 'company') return ['companyName', 'vatNumber', 'fiscalCode', ...place];
  return ['firstName', 'lastName', 'companyName', 'vatNumber', 'fiscalCode', ...place];
}

/** What each value becomes before it is checked and kept: trimmed; codes upper case. */
export function normaliseInvoice(input: Partial<Record<string, unknown>>): InvoiceData {
  const out = {} as InvoiceData;
  for (const field of INVOICE_FIELDS) {
    const raw = input[field];
    let value = typeof raw === 'string' ? raw.trim() : '';
    if (field === 'fiscalCode' || field === 'sdi' || field === 'province' || field === 'vatNumber')
      value = value.toUpperCase().replace(/\s+/g, '');
    out[field] = value;
  }
  return out;
}

/**
 * The first problem of each field, or an empty object. A company's fiscal code may be its 11-digit
 * number; a person's is the 16-character code. A business must give a PEC or an SDI code (where the
 * electronic invoice is delivered); a private individual may give neither.
 */
export function invoiceProblems(data: InvoiceData): Partial<Record<InvoiceField, string>> {
  const problems: Partial<Record<InvoiceField, string>> = {};
  const type = data.personType as PersonType;
  if (!(PERSON_TYPES as readonly string[]).includes(type)) return { personType: INVOICE_MESSAGES.personType };
  for (const field of INVOICE_FIELDS) {
    if (data[field].length > INVOICE_FIELD_MAX) problems[field] = MESSAGES.maxLength(INVOICE_FIELD_MAX);
    else if (!isReadableLine(data[field])) problems[field] = MESSAGES.characters;
  }
  for (const field of requiredInvoiceFields(type)) if (!data[field]) problems[field] ??= MESSAGES.required;
  const rule = (field: InvoiceField, message: string | null) => {
    if (message && data[field]) problems[field] ??= message;
  };
  rule('vatNumber', /^\d{11}$/.test(data.vatNumber) ? null : MESSAGES.fiscalCodeOrVat);
  if (type === 'company') {
    rule('fiscalCode', FISCAL_CODE_PATTERN.test(data.fiscalCode) || /^\d{11}$/.test(data.fiscalCode) ? null : MESSAGES.fiscalCodeOrVat);
  } else {
    rule('fiscalCode', FISCAL_CODE_PATTERN.test(data.fiscalCode) ? null : INVOICE_MESSAGES.fiscalCodePerson);
  }
  rule('pec', email(data.pec));
  rule('sdi', sdi(data.sdi));
  rule('postalcode', postalCode(data.postalcode));
  rule('province', /^[A-Z]{2}$/.test(data.province) ? null : INVOICE_MESSAGES.province);
  if (type !== 'individual' && !data.pec && !data.sdi) problems.sdi ??= INVOICE_MESSAGES.pecOrSdi;
  return problems;
}
