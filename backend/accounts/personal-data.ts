// A customer's personal data (account.md §3, §5): names, phone, fiscal code, birth data, gender and
// billing address. Registration and every later profile change go through this one cleaning and
// this one set of rules, so a profile can never be edited into something registration would refuse.
import { z } from 'zod';
import { checkFiscalCode } from '../../domain/fiscal-code';
import { agenziaCountryName, isBirthCountry, ITALY } from '../../domain/birth-countries';
import {
  isIsoDate,
  isOfAge,
  maxLength,
  MESSAGES,
  phone as phoneRule,
  postalCode as postalCodeRule,
  readableLine,
} from '../../domain/validators';
import { CODES, fieldError, type FieldMessage } from './messages';

export type BillingAddress = { address1: string; addressNumber: string; postalcode: string; city: string; province: string };

export type PersonalData = {
  firstName: string;
  lastName: string;
  phone: string;
  noFiscalCode: boolean;
  fiscalCode: string;
  birthDate: string;
  birthCountry: string;
  birthPlace: string;
  birthProvince: string;
  gender: string;
  address: BillingAddress;
};

const EMPTY_ADDRESS: BillingAddress = { address1: '', addressNumber: '', postalcode: '', city: '', province: '' };

/** a billing address's fields in a body, each read with `text` */
export const billingAddressShape = <T extends z.ZodTypeAny>(text: T) => ({
  address1: text,
  addressNumber: text,
  postalcode: text,
  city: text,
  province: text,
});

/**
 * The personal data's fields in a body (register_user, update_user_detail), each text read with
 * `text` (the calls differ in how long a value may be before the rules judge it); a missing flag
 * or address is false or empty.
 */
export const personalDataShape = <T extends z.ZodTypeAny>(text: T) => ({
  firstName: text,
  lastName: text,
  phone: text,
  noFiscalCode: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  fiscalCode: text,
  birthDate: text,
  birthCountry: text,
  birthPlace: text,
  birthProvince: text,
  gender: text,
  address: z
    .object(billingAddressShape(text))
    .nullish()
    .transform((a) => a ?? EMPTY_ADDRESS),
});

/** the paths problems are reported on ('address.postalcode' for the address's fields) */
export type PersonalField = Exclude<keyof PersonalData, 'address'> | `address.${keyof BillingAddress}`;

/** what the fiscal code is computed from: changing one of these may make the stored code wrong */
export const FISCAL_CODE_INPUTS: readonly PersonalField[] = [
  'firstName',
  'lastName',
  'birthDate',
  'birthCountry',
  'birthPlace',
  'birthProvince',
  'gender',
  'fiscalCode',
  'noFiscalCode',
];

/** the values as stored: trimmed, fiscal code upper-case without spaces, codes upper-case */
export function cleanPersonalData(p: PersonalData): PersonalData {
  const t = (s: string) => s.trim();
  return {
    firstName: t(p.firstName),
    lastName: t(p.lastName),
    phone: t(p.phone),
    noFiscalCode: p.noFiscalCode,
    fiscalCode: p.noFiscalCode ? '' : p.fiscalCode.replace(/\s+/g, '').toUpperCase(),
    birthDate: t(p.birthDate),
    birthCountry: t(p.birthCountry).toUpperCase(),
    birthPlace: t(p.birthPlace),
    birthProvince: t(p.birthProvince).toUpperCase(),
    gender: t(p.gender).toUpperCase(),
    address: {
      address1: t(p.address.address1),
      addressNumber: t(p.address.addressNumber),
      postalcode: t(p.address.postalcode),
      city: t(p.address.city),
      province: t(p.address.province).toUpperCase(),
    },
  };
}

const NAME_MAX = 60;
const FIELD_MAX = 100;

type Rule = (value: string) => string | null;
const oneOf =
  (values: string[]): Rule =>
  (v) =>
    values.includes(v) ? null : MESSAGES.required;
const provinceRule: Rule = (p) => (/^[A-Z]{2}$/.test(p) ? null : MESSAGES.required);

/**
 * Every problem of cleaned personal data, one message per field (required first, then the first of
 * the field's rules that fails), in the form's order, with the spec's Italian messages.
 */
export function personalDataProblems(p: PersonalData, today?: Date): FieldMessage[] {
  const problems: FieldMessage[] = [];
  const add = (field: PersonalField, message: string) => problems.push(fieldError(CODES.invalid, message, field));
  const check = (field: PersonalField, value: string, rules: Rule[] = [], required = true) => {
    if (!value) {
      if (required) add(field, MESSAGES.required);
      return;
    }
    for (const rule of rules) {
      const message = rule(value);
      if (message) return add(field, message);
    }
  };

  check('firstName', p.firstName, [maxLength(NAME_MAX), readableLine]);
  check('lastName', p.lastName, [maxLength(NAME_MAX), readableLine]);
  check('phone', p.phone, [phoneRule, maxLength(30)]);
  check('birthDate', p.birthDate, [(d) => (isIsoDate(d) ? null : MESSAGES.date), (d) => (isOfAge(d, today) ? null : MESSAGES.ofAge)]);
  check('birthCountry', p.birthCountry, [(c) => (c === ITALY || isBirthCountry(c) ? null : MESSAGES.required)]);
  check('birthPlace', p.birthPlace, [maxLength(FIELD_MAX), readableLine]);
  check('birthProvince', p.birthProvince, [provinceRule], false);
  check('gender', p.gender, [oneOf(['M', 'F'])]);
  check('address.address1', p.address.address1, [maxLength(FIELD_MAX), readableLine]);
  check('address.addressNumber', p.address.addressNumber, [maxLength(10), readableLine]);
  check('address.postalcode', p.address.postalcode, [postalCodeRule]);
  check('address.city', p.address.city, [maxLength(FIELD_MAX), readableLine]);
  check('address.province', p.address.province, [provinceRule]);

  if (!p.noFiscalCode) {
    if (!p.fiscalCode) add('fiscalCode', MESSAGES.fiscalCodeRequired);
    else if (p.fiscalCode.length > 16) add('fiscalCode', MESSAGES.fiscalCodeMismatch);
    else {
      const abroad = p.birthCountry !== ITALY;
      const verdict = checkFiscalCode(p.fiscalCode, {
        firstName: p.firstName,
        lastName: p.lastName,
        gender: p.gender === 'F' ? 'F' : 'M',
        birthDate: p.birthDate,
        // abroad the code is computed from the country's name in the Agenzia's list
        birthCountry: abroad ? (agenziaCountryName(p.birthCountry) ?? p.birthCountry) : ITALY,
        birthPlace: p.birthPlace,
        birthProvince: abroad ? null : p.birthProvince || null,
      });
      // A code that cannot match because another field is missing or wrong would only repeat
      // that field's message in other words: the code is judged once the personal data are valid.
      const personalFieldsFine = !problems.some((x) =>
        ['firstName', 'lastName', 'birthDate', 'birthCountry', 'birthPlace', 'gender'].includes(x.field ?? ''),
      );
      if (!verdict.ok && (verdict.reason === 'invalid' || personalFieldsFine)) add('fiscalCode', verdict.message);
    }
  }
  return problems;
}
