// Does a fiscal code belong to the person's data (account.md §5)? The code is computed from name,
// surname, gender, birth date and birth place (comune, or the country for people born abroad),
// omocodia variants included. codice-fiscale-js carries the list of comuni (300 KB): import this
// module from server code only.
import pkg from 'codice-fiscale-js';
import { FISCAL_CODE_PATTERN, MESSAGES } from './validators';

const { CodiceFiscale } = pkg as unknown as { CodiceFiscale: CodiceFiscaleStatic };

type CodiceFiscaleStatic = {
  compute(data: {
    name: string;
    surname: string;
    gender: 'M' | 'F';
    day: number;
    month: number;
    year: number;
    birthplace: string;
    birthplaceProvincia: string;
  }): string;
  getOmocodie(code: string): string[];
  check(code: string): boolean;
};

export type PersonalData = {
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  birthDate: string; // YYYY-MM-DD
  /** 'IT' for Italy; otherwise the country's Italian name as the Agenzia delle Entrate lists it */
  birthCountry: string;
  /** the comune of birth in Italy (ignored abroad) */
  birthPlace: string;
  /** province of the comune, when known: it tells apart comuni with the same name */
  birthProvince?: string | null;
};

export type FiscalCodeVerdict = { ok: true } | { ok: false; reason: 'invalid' | 'mismatch' | 'not-computable'; message: string };

/** The code the person's data give, or null when they cannot give one (unknown comune or country, bad date). */
export function computeFiscalCode(person: PersonalData): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(person.birthDate);
  if (!match) return null;
  const abroad = person.birthCountry.trim().toUpperCase() !== 'IT';
  try {
    return CodiceFiscale.compute({
      name: person.firstName.trim(),
      surname: person.lastName.trim(),
      gender: person.gender,
      day: Number(match[3]),
      month: Number(match[2]),
      year: Number(match[1]),
      birthplace: abroad ? person.birthCountry.trim() : person.birthPlace.trim(),
      birthplaceProvincia: abroad ? 'EE' : (person.birthProvince ?? '').trim().toUpperCase(),
    });
  } catch {
    return null;
  }
}

export function checkFiscalCode(code: string, person: PersonalData): FiscalCodeVerdict {
  const normalized = code.replace(/\s+/g, '').toUpperCase();
  if (!FISCAL_CODE_PATTERN.test(normalized) || !CodiceFiscale.check(normalized)) {
    return { ok: false, reason: 'invalid', message: MESSAGES.fiscalCodeMismatch };
  }
  const expected = computeFiscalCode(person);
  if (!expected) return { ok: false, reason: 'not-computable', message: MESSAGES.fiscalCodeNotComputable };
  // omocodia: the Agenzia replaces digits with letters when two people share a code
  if (normalized === expected || CodiceFiscale.getOmocodie(expected).includes(normalized)) return { ok: true };
  return { ok: false, reason: 'mismatch', message: MESSAGES.fiscalCodeMismatch };
}
