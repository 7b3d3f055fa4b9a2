import { describe, expect, it } from 'vitest';
import { checkFiscalCode, computeFiscalCode, type PersonalData } from '../../domain/fiscal-code';

const mario: PersonalData = {
  firstName: 'Mario',
  lastName: 'Rossi',
  gender: 'M',
  birthDate: '1985-12-10',
  birthCountry: 'IT',
  birthPlace: 'Padova',
  birthProvince: 'PD',
};

describe('fiscal code', () => {
  it('computes the code from the personal data', () => {
    expect(computeFiscalCode(mario)).toBe('RSSMRA85T10G224Q');
  });
  it('accepts the matching code, in any case and with spaces', () => {
    expect(checkFiscalCode('rssmra85t10g224q', mario)).toEqual({ ok: true });
    expect(checkFiscalCode('RSS MRA 85T10 G224Q', mario)).toEqual({ ok: true });
  });
  it('accepts an omocodia variant of the matching code', () => {
    // the last digit of the comune code replaced by its letter (4 → Q), check character recomputed
    expect(checkFiscalCode('RSSMRA85T10G22QN', mario)).toEqual({ ok: true });
  });
  it('refuses a code of someone else with the spec message', () => {
    expect(checkFiscalCode('BNCNNA90D43Z112R', mario)).toEqual({
      ok: false,
      reason: 'mismatch',
      message: 'Il codice fiscale inserito non corrisponde ai tuoi dati personali. Verifica e riprova.',
    });
  });
  it('refuses a code with a wrong check character', () => {
    expect(checkFiscalCode('RSSMRA85T10G224A', mario)).toMatchObject({ ok: false, reason: 'invalid' });
  });
  it('says when the data cannot give a code', () => {
    expect(checkFiscalCode('RSSMRA85T10G224Q', { ...mario, birthPlace: 'Paese che non esiste' })).toEqual({
      ok: false,
      reason: 'not-computable',
      message: "Il codice fiscale non puo' essere calcolato, verifica i campi anagrafici inseriti",
    });
  });
  it('uses the country for people born abroad', () => {
    const anna: PersonalData = {
      firstName: 'Anna',
      lastName: 'Bianchi',
      gender: 'F',
      birthDate: '1990-04-03',
      birthCountry: 'Germania',
      birthPlace: 'Berlino',
    };
    expect(checkFiscalCode('BNCNNA90D43Z112R', anna)).toEqual({ ok: true });
  });
});
