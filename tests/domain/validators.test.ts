import { describe, expect, it } from 'vitest';
import {
  email,
  fiscalCodeOrVat,
  isIsoDate,
  isOfAge,
  maxLength,
  MESSAGES,
  minLength,
  minSpecial,
  minUppercase,
  normalizeLogin,
  numeric,
  passwordProblems,
  phone,
  postalCode,
  readableLine,
  readableNote,
  required,
  requiredTrue,
  sdi,
} from '../../domain/validators';

describe('spec messages (account.md §5)', () => {
  it('are the spec texts', () => {
    expect(required('')).toBe('Campo obbligatorio');
    expect(email('x')).toBe('Digitare una e-mail valida');
    expect(phone('abc')).toBe('Digitare un numero di telefono valido');
    expect(postalCode('123')).toBe('Il CAP deve essere di 4 o 5 cifre');
    expect(numeric('-1')).toBe('Accetta solo numeri');
    expect(fiscalCodeOrVat('123')).toBe('P.Iva e C.F. devono avere 11 cifre');
    expect(sdi('abc')).toBe('Codice SDI non valido');
    expect(minUppercase(2)('abc')).toBe('Deve contenere almeno 2 caratteri maiuscoli');
    expect(minSpecial(1)('abc')).toBe('Deve contenere almeno 1 caratteri speciali');
    expect(minLength(8)('abc')).toBe('Lunghezza minima 8 caratteri');
    expect(maxLength(3)('abcd')).toBe('Lunghezza massima 3 caratteri');
    expect(MESSAGES.ofAge).toBe("E' necessario essere maggiorenni per proseguire");
    expect(MESSAGES.consentRequired).toBe('È obbligatorio accettare questo consenso per procedere');
  });

  it('let empty values pass every rule except required', () => {
    for (const rule of [email, phone, postalCode, numeric, fiscalCodeOrVat, sdi, minLength(8), minUppercase(1), minSpecial(1)]) {
      expect(rule('')).toBeNull();
      expect(rule('   ')).toBeNull();
    }
    expect(required('  ')).toBe(MESSAGES.required);
  });
});

describe('rules', () => {
  it('e-mail: top-level domain of 2 to 11 letters', () => {
    expect(email('mario.rossi@example.it')).toBeNull();
    expect(email('mario@example.photography')).toBeNull(); // 11 letters
    expect(email('mario@example.abcdefghijkl')).toBe(MESSAGES.email); // 12
    expect(email('mario@example.i')).toBe(MESSAGES.email);
    expect(email('mario@@example.it')).toBe(MESSAGES.email);
    expect(email('mario rossi@example.it')).toBe(MESSAGES.email);
  });
  it('phone', () => {
    expect(phone('+39 345 123 4567')).toBeNull();
    expect(phone('049-8751234')).toBeNull();
    expect(phone('12345')).toBe(MESSAGES.phone);
    expect(phone('3451234567890123')).toBe(MESSAGES.phone);
  });
  it('postal code of 4 or 5 digits', () => {
    expect(postalCode('35121')).toBeNull();
    expect(postalCode('1234')).toBeNull();
    expect(postalCode('351211')).toBe(MESSAGES.postalCode);
    expect(postalCode('3512a')).toBe(MESSAGES.postalCode);
  });
  it('numeric: non-negative decimal', () => {
    expect(numeric('12')).toBeNull();
    expect(numeric('12,5')).toBeNull();
    expect(numeric('12.5')).toBeNull();
    expect(numeric('1e3')).toBe(MESSAGES.numeric);
  });
  it('fiscal code pattern or 11 digits', () => {
    expect(fiscalCodeOrVat('RSSMRA85T10A562S')).toBeNull();
    expect(fiscalCodeOrVat('RSSMRA85T10A56NS')).toBeNull(); // omocodia
    expect(fiscalCodeOrVat('01234567890')).toBeNull();
    expect(fiscalCodeOrVat('RSSMRA85T10A562')).toBe(MESSAGES.fiscalCodeOrVat);
  });
  it('SDI: 6 or 7 uppercase letters or digits', () => {
    expect(sdi('ABC123')).toBeNull();
    expect(sdi('ABC1234')).toBeNull();
    expect(sdi('abc1234')).toBe(MESSAGES.sdi);
    expect(sdi('ABC12345')).toBe(MESSAGES.sdi);
  });
  it('required checkbox passes only when ticked', () => {
    expect(requiredTrue('on')).toBeNull();
    expect(requiredTrue(true)).toBeNull();
    expect(requiredTrue(undefined)).toBe(MESSAGES.required);
    expect(requiredTrue('false')).toBe(MESSAGES.required);
  });
  it('password policy lists every problem', () => {
    expect(passwordProblems('abc')).toEqual([
      'Lunghezza minima 8 caratteri',
      'Deve contenere almeno 1 caratteri maiuscoli',
      'Deve contenere almeno 1 caratteri speciali',
    ]);
    expect(passwordProblems('Spesa!2026')).toEqual([]);
    expect(passwordProblems(`A!${'a'.repeat(70)}`)).toEqual(['Lunghezza massima 64 caratteri']);
  });
  it('refuses a password of white space only with the required message (issue 9)', () => {
    for (const blank of [' ', ' '.repeat(8), '\t'.repeat(8), ' \t\n\u00a0 \u2003  ']) {
      expect(passwordProblems(blank), JSON.stringify(blank)).toEqual([MESSAGES.required]);
    }
  });
  it('counts only what is not white space: spaces neither lengthen a password nor make it special', () => {
    // 7 characters padded to 12 with spaces is still too short
    expect(passwordProblems('Ab!cd12     ')).toEqual(['Lunghezza minima 8 caratteri']);
    // spaces between letters are not special characters
    expect(passwordProblems('Abcd efgh ijk')).toEqual(['Deve contenere almeno 1 caratteri speciali']);
    // a passphrase with spaces is still a good password when the rest is
    expect(passwordProblems('Mela verde! 2026')).toEqual([]);
  });
  it('of age on the day of the 18th birthday, not the day before', () => {
    const today = new Date('2026-11-21T10:00:00Z');
    expect(isOfAge('2008-11-21', today)).toBe(true);
    expect(isOfAge('2008-11-22', today)).toBe(false);
    expect(isOfAge('not a date', today)).toBe(false);
  });
  it('ISO dates that exist', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('29/02/2024')).toBe(false);
  });
  it('login identifier: spaces stripped', () => {
    expect(normalizeLogin(' mario. rossi@Example.it ')).toBe('mario.rossi@example.it');
  });
  it('readable text: what a person types passes, control and direction characters do not', () => {
    for (const fine of ["Sant'Angelo d'Alife", 'Müller-Lüdenscheidt', 'Nguyễn Văn Anh', 'Via Roma, 3/B', 'Piano 2° 👩‍👧', '']) {
      expect(readableLine(fine)).toBeNull();
      expect(readableNote(fine)).toBeNull();
    }
    // a probe stored these in a name, an address and an order's comment (a bell, an escape sequence,
    // a header-like line break, a right-to-left override, a zero-width space alone in a required field)
    for (const bad of [
      'Cli\u0007ente',
      '\u001b[31mRosso',
      'Mario\r\nBcc: x@y',
      'Via\tRoma',
      '\u202eottaG',
      '\u200b',
      'A\u2066B\u2069',
      'x\u0085y',
    ]) {
      expect(readableLine(bad)).toBe(MESSAGES.characters);
    }
    expect(MESSAGES.characters).toBe('Contiene caratteri non validi');
    // a note keeps its lines and tabs, not the rest
    expect(readableNote('Citofonare Rossi\r\nsecondo piano\tscala B')).toBeNull();
    for (const bad of ['bell\u0007', '\u001b[31m', 'x\u202ey', '\u200b', 'a\u2028b', 'x\u0000y'])
      expect(readableNote(bad)).toBe(MESSAGES.characters);
  });
});
