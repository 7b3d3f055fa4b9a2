// The customer's own area of the commerce API (account.md §3 "Fiscal person record", "Gift
// certificate"; §7 user-person-fiscal/*, giftcertificate/*; backend/routes/account-area.ts): the
// saved invoice data (list, insert-billing-address, delete-person-fiscal) and the gift certificates
// the customer holds (list, with their uses when asked). A record is exactly
// domain/invoice's fields, so it can be sent back as the cart's invoice_data as it is.
import { z } from 'zod';
import { INVOICE_FIELDS, normaliseInvoice, type InvoiceData, type InvoiceField } from '#domain/invoice';
import { ebsn, type ApiContext } from './client.server';

const num = z.coerce.number();
const maybeNum = num.nullish();
const maybeText = z.string().nullish();

/** the refusals and notes of the invoice data calls, as the backend names them */
export const PERSON_FISCAL_CODES = {
  field: 'error.invoice.field',
  tooMany: 'error.personFiscal.tooMany',
  notFound: 'error.personFiscal.notFound',
  alreadySaved: 'info.personFiscal.alreadySaved',
} as const;

// a field as a live server may send it: text, a number (a house number, a postal code), or nothing
const invoiceValue = z.union([z.string(), z.number().transform(String)]).nullish();
const invoiceShape = Object.fromEntries(INVOICE_FIELDS.map((field) => [field, invoiceValue])) as Record<InvoiceField, typeof invoiceValue>;

/** A saved record: its id and every invoice field, normalised as the invoice rules read them ('' when not given). */
export const personFiscalSchema = z
  .object({ personFiscalId: num, ...invoiceShape })
  .transform(({ personFiscalId, ...fields }): PersonFiscal => ({ personFiscalId, ...normaliseInvoice(fields) }));
export type PersonFiscal = { personFiscalId: number } & InvoiceData;

const personFiscalsSchema = z.object({ personFiscals: z.array(personFiscalSchema).default([]) });

export const giftCertificateSchema = z
  .object({
    giftCertificateId: num,
    code: z.string(),
    name: maybeText,
    /** 'amount' (a sum in euros) or 'percent' (a share of the goods) */
    kind: maybeText,
    amount: maybeNum,
    percent: maybeNum,
    minimumSpend: maybeNum,
    validFrom: maybeText,
    validTo: maybeText,
  })
  .passthrough();

/** One use of a certificate: the order it took something off, when, and how much where it is known. */
export const certificateUseSchema = z.object({ orderId: maybeNum, usedAt: maybeText, amount: maybeNum }).passthrough();

export const userGiftCertificateSchema = z
  .object({
    userGiftCertificateId: num,
    giftCertificate: giftCertificateSchema,
    manual: z.boolean().nullish(),
    usable: z.boolean().nullish(),
    /** 'used', 'expired', 'notYet', 'inactive' (the cart's own rule) */
    notUsableReason: maybeText,
    orderId: maybeNum,
    usedAt: maybeText,
    /** only with show_history */
    history: z.array(certificateUseSchema).nullish(),
  })
  .passthrough();
export type UserGiftCertificate = z.infer<typeof userGiftCertificateSchema>;

const certificatesSchema = z.object({ giftCertificates: z.array(userGiftCertificateSchema).default([]) });

/** user-person-fiscal/list: the customer's saved invoice data, the newest first. */
export async function listPersonFiscal(api: ApiContext): Promise<PersonFiscal[]> {
  const { data } = await ebsn(api, { path: 'user-person-fiscal/list', schema: personFiscalsSchema });
  return data.personFiscals;
}

/**
 * user-person-fiscal/insert-billing-address: the record of this data, a new one or the one that
 * already had it (`alreadySaved`). Data the invoice rules refuse is an EbsnError whose messages name
 * their field (code error.invoice.field); too many records is error.personFiscal.tooMany.
 */
export async function insertPersonFiscal(
  api: ApiContext,
  invoice: InvoiceData,
): Promise<{ personFiscal: PersonFiscal; alreadySaved: boolean }> {
  const { data, messages } = await ebsn(api, {
    path: 'user-person-fiscal/insert-billing-address',
    method: 'POST',
    json: invoice,
    schema: z.object({ personFiscal: personFiscalSchema }),
  });
  return { personFiscal: data.personFiscal, alreadySaved: messages.some((m) => m.code === PERSON_FISCAL_CODES.alreadySaved) };
}

/** user-person-fiscal/delete-person-fiscal: the record goes; the answer is the records that remain. */
export async function deletePersonFiscal(api: ApiContext, personFiscalId: number): Promise<PersonFiscal[]> {
  const { data } = await ebsn(api, {
    path: 'user-person-fiscal/delete-person-fiscal',
    query: { person_fiscal_id: personFiscalId },
    schema: personFiscalsSchema,
  });
  return data.personFiscals;
}

/**
 * giftcertificate/list: the certificates the shop gave the customer and, with `showHistory`, the
 * ones they used too, each with its uses; the oldest given first.
 */
export async function listGiftCertificates(api: ApiContext, { showHistory = false } = {}): Promise<UserGiftCertificate[]> {
  const { data } = await ebsn(api, {
    path: 'giftcertificate/list',
    query: showHistory ? { show_history: 'true' } : undefined,
    schema: certificatesSchema,
  });
  return data.giftCertificates;
}
