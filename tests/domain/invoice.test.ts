// The invoice form's rules (shopping.md §5): the spec's messages for VAT and fiscal code (11 digits),
// SDI (6 or 7 upper-case letters or digits), PEC (an e-mail) and postal code, per person type.
import { describe, expect, it } from 'vitest';
import { invoiceProblems, normaliseInvoice, requiredInvoiceFields } from '#domain/invoice';

const person = normaliseInvoice({
  personType: 'individual',
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'rssmra80e15g224s',
  address1: 'Via Roma',
  addressNumber: '12',
  city: 'Padova',
  postalcode: '35122',
  province: 'pd',
});
const company = normaliseInvoice({
  personType: 'company',
  companyName: 'Rossi Alimentari S.r.l.',
  vatNumber: '01234567890',
  fiscalCode: '01234567890',
  sdi: 'm5uxcr1',
  address1: 'Via Roma',
  addressNumber: '12',
  city: 'Padova',
  postalcode: '35122',
  province: 'PD',
});

describe('invoice data', () => {
  it('accepts a private person and a company as a shop would write them', () => {
    expect(person.fiscalCode).toBe('RSSMRA80E15G224S');
    expect(person.province).toBe('PD');
    expect(invoiceProblems(person)).toEqual({});
    expect(company.sdi).toBe('M5UXCR1');
    expect(invoiceProblems(company)).toEqual({});
    expect(invoiceProblems({ ...company, sdi: '', pec: 'rossi@pec.it' })).toEqual({});
  });

  it("answers the spec's messages", () => {
    expect(invoiceProblems({ ...company, vatNumber: '123' })).toEqual({ vatNumber: 'P.Iva e C.F. devono avere 11 cifre' });
    expect(invoiceProblems({ ...company, fiscalCode: '12345' })).toEqual({ fiscalCode: 'P.Iva e C.F. devono avere 11 cifre' });
    expect(invoiceProblems({ ...company, sdi: 'AB12' })).toEqual({ sdi: 'Codice SDI non valido' });
    expect(invoiceProblems({ ...company, sdi: 'ABCDEFGH' })).toEqual({ sdi: 'Codice SDI non valido' });
    expect(invoiceProblems({ ...company, pec: 'rossi@pec' })).toEqual({ pec: 'Digitare una e-mail valida' });
    expect(invoiceProblems({ ...person, postalcode: '351' })).toEqual({ postalcode: 'Il CAP deve essere di 4 o 5 cifre' });
    expect(invoiceProblems({ ...person, firstName: '' })).toEqual({ firstName: 'Campo obbligatorio' });
    expect(invoiceProblems({ ...person, province: 'Padova' })).toEqual({ province: 'Digitare la sigla della provincia (2 lettere)' });
    // a person's fiscal code is the 16-character one
    expect(invoiceProblems({ ...person, fiscalCode: '01234567890' })).toEqual({
      fiscalCode: 'Digitare un codice fiscale valido (16 caratteri)',
    });
  });

  it('asks a business for a PEC or an SDI code, and nobody for the fields of another type', () => {
    expect(invoiceProblems({ ...company, sdi: '', pec: '' })).toEqual({ sdi: 'Indicare la PEC oppure il codice SDI' });
    expect(invoiceProblems({ ...company, personType: 'sole' })).toMatchObject({
      firstName: 'Campo obbligatorio',
      lastName: 'Campo obbligatorio',
    });
    expect(requiredInvoiceFields('individual')).not.toContain('vatNumber');
    expect(invoiceProblems({ ...person, personType: 'alien' })).toEqual({ personType: 'Scegliere il tipo di intestatario' });
    expect(invoiceProblems({ ...person, city: 'x'.repeat(101) })).toEqual({ city: 'Lunghezza massima 100 caratteri' });
  });
});
