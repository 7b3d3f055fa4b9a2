// The invoice form, one reader wherever invoice data is typed (the checkout's invoice request and
// /profile/invoice-data): the rules of domain/invoice.ts with their messages, the backend's field
// refusals under the same fields, and how a saved record is named; the gift certificates page's
// words for each certificate (value, validity, status, uses).
import { describe, expect, it } from 'vitest';
import type { UserGiftCertificate } from '~/ebsn/account-area.server';
import { readCheckoutForm } from '~/routes/checkout/forms';
import {
  certificateStatus,
  certificateUses,
  certificateValidity,
  certificateValue,
  certificateView,
  dayOf,
} from '~/routes/profile.gift-certificates/gift-certificates';
import { invoiceAddress, invoiceCode, invoiceDataIntentOf, invoiceFieldErrors, invoiceHolder, readInvoiceForm } from '~/lib/invoice-forms';
import { COMPANY, PERSON } from '../mocks/account-area';

/** The fields as posted (a FormData's entries, as conform's payload has them). */
const form = (fields: Record<string, string>) => ({ ...fields });
const posted = (data: Record<string, string>) => form(Object.fromEntries(Object.entries(data).map(([k, v]) => [`invoice_${k}`, v])));

describe('the invoice form', () => {
  it('reads the invoice_ fields normalised, with the rules’ first problem per field', () => {
    const { invoice, errors } = readInvoiceForm(posted({ ...PERSON, fiscalCode: ' rssmra80e15g224s ', firstName: ' Mario ' }));
    expect(invoice).toEqual(PERSON);
    expect(errors).toEqual({});
    const wrong = readInvoiceForm(posted({ ...COMPANY, sdi: 'ab12', vatNumber: '123', city: '' }));
    expect(wrong.errors).toEqual({
      vatNumber: 'P.Iva e C.F. devono avere 11 cifre',
      sdi: 'Codice SDI non valido',
      city: 'Campo obbligatorio',
    });
    // what was typed comes back as typed (normalised), errors or not
    expect(wrong.invoice).toMatchObject({ companyName: 'Alimentari Rossi S.r.l.', sdi: 'AB12', vatNumber: '123' });
    expect(readInvoiceForm(form({})).errors).toEqual({ personType: 'Scegliere il tipo di intestatario' });
  });

  it('is the same reader as the checkout’s invoice request', () => {
    const fields = {
      ...Object.fromEntries(Object.entries(COMPANY).map(([k, v]) => [`invoice_${k}`, v])),
      invoice_sdi: 'x',
      need_invoice: 'true',
    };
    const checkout = readCheckoutForm(form(fields));
    const alone = readInvoiceForm(form(fields));
    expect(checkout.values.invoice).toEqual(alone.invoice);
    expect(checkout.errors).toEqual(alone.errors);
  });

  it("puts the backend's field refusals under their fields, the first of each, ignoring the rest", () => {
    expect(
      invoiceFieldErrors([
        { level: 'error', text: 'Codice SDI non valido', code: 'error.invoice.field', field: 'sdi' },
        { level: 'error', text: 'altro', code: 'error.invoice.field', field: 'sdi' },
        { level: 'error', text: 'Campo obbligatorio', code: 'error.invoice.field', field: 'city' },
        { level: 'error', text: 'nessun campo', code: 'error.personFiscal.tooMany' },
        { level: 'error', text: 'campo sconosciuto', field: 'password' },
      ]),
    ).toEqual({ sdi: 'Codice SDI non valido', city: 'Campo obbligatorio' });
  });

  it('names a record by its holder, its code and its address', () => {
    expect(invoiceHolder(PERSON)).toBe('Mario Rossi');
    expect(invoiceHolder(COMPANY)).toBe('Alimentari Rossi S.r.l.');
    expect(invoiceHolder({ ...COMPANY, personType: 'sole', firstName: 'Mario', lastName: 'Rossi' })).toBe('Alimentari Rossi S.r.l.');
    expect(invoiceHolder({ ...COMPANY, personType: 'sole', companyName: '', firstName: 'Mario', lastName: 'Rossi' })).toBe('Mario Rossi');
    expect(invoiceCode(PERSON)).toBe('RSSMRA80E15G224S');
    expect(invoiceCode(COMPANY)).toBe('01234567890');
    expect(invoiceAddress(PERSON)).toBe('Via Roma 10, 35122 Padova (PD)');
    expect(invoiceAddress({ ...PERSON, addressNumber: '', province: '' })).toBe('Via Roma, 35122 Padova');
  });

  it('answers only its own intents', () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.append(k, v);
      return data;
    };
    expect(invoiceDataIntentOf(form({ intent: 'add' }))).toBe('add');
    expect(invoiceDataIntentOf(form({ intent: 'delete' }))).toBe('delete');
    for (const intent of ['buy', 'invoice-fill', '', 'ADD']) expect(invoiceDataIntentOf(form({ intent })), intent).toBeUndefined();
    expect(invoiceDataIntentOf(form({}))).toBeUndefined();
  });
});

describe('a gift certificate as the page says it', () => {
  const cert = (overrides: Partial<UserGiftCertificate['giftCertificate']> = {}): UserGiftCertificate['giftCertificate'] => ({
    giftCertificateId: 4,
    code: 'FEDELTA15',
    name: 'Grazie della fedeltà: 15 €',
    kind: 'amount',
    amount: 15,
    minimumSpend: 100,
    validFrom: '2026-11-23T10:00:00.000Z',
    validTo: '2027-11-24T10:00:00.000Z',
    ...overrides,
  });
  const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

  it('says its value: a sum or a share, and the spend it needs', () => {
    expect(nbsp(certificateValue(cert()))).toBe('15,00 € di sconto con una spesa di almeno 100,00 €');
    expect(nbsp(certificateValue(cert({ kind: 'percent', amount: undefined, percent: 12.5, minimumSpend: 0 })))).toBe('12,5% di sconto');
  });

  it('says when it is valid, in the shop’s time zone', () => {
    expect(certificateValidity(cert())).toBe('dal 23 novembre 2026 al 24 novembre 2027');
    expect(certificateValidity(cert({ validFrom: null }))).toBe('fino al 24 novembre 2027');
    expect(certificateValidity(cert({ validFrom: null, validTo: undefined }))).toBe('senza scadenza');
    // late evening UTC is already the next day in Italy
    expect(dayOf('2026-12-31T23:30:00.000Z')).toBe('1 gennaio 2027');
    expect(dayOf('garbage')).toBeNull();
  });

  it("says its status by the backend's verdict", () => {
    expect(certificateStatus({ usable: true })).toBe('usable');
    for (const reason of ['used', 'expired', 'notYet', 'inactive'] as const)
      expect(certificateStatus({ usable: false, notUsableReason: reason })).toBe(reason);
    expect(certificateStatus({ usable: false, notUsableReason: 'minimumSpend' })).toBe('unusable');
    expect(certificateStatus({ usable: false, notUsableReason: 'usable' })).toBe('unusable');
    expect(certificateStatus({})).toBe('unusable');
  });

  it('lists its uses with the order, the day and the amount, from the history or the entry itself', () => {
    const entry: UserGiftCertificate = {
      userGiftCertificateId: 2,
      giftCertificate: cert(),
      usable: false,
      notUsableReason: 'used',
      orderId: 100001,
      usedAt: '2026-11-24T09:30:00.000Z',
    };
    expect(certificateUses(entry)).toEqual([{ orderId: 100001, date: '24 novembre 2026', amount: null }]);
    const withHistory = { ...entry, history: [{ orderId: 100001, usedAt: '2026-11-24T09:30:00.000Z', amount: 15 }] };
    expect(certificateUses(withHistory).map((u) => ({ ...u, amount: u.amount && nbsp(u.amount) }))).toEqual([
      { orderId: 100001, date: '24 novembre 2026', amount: '15,00 €' },
    ]);
    expect(certificateUses({ ...entry, usedAt: null, history: undefined })).toEqual([]);
    expect(certificateView(withHistory)).toMatchObject({ id: 2, code: 'FEDELTA15', status: 'used', statusText: 'Usato', given: false });
    expect(certificateView({ ...entry, giftCertificate: cert({ name: null }) }).name).toBe('FEDELTA15');
  });
});
