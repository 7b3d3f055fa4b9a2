// register_user: the shape of the body (registerUserSchema of the contract: a wrong type is a
// client bug, 400) and every rule of account.md §5 on its values, each failure an error with the
// field's path and the spec's Italian message (registration.invalid). The storefront checks the
// same rules first; these are the ones that count.
import { z } from 'zod';
import { checkFiscalCode } from '../../domain/fiscal-code';
import { agenziaCountryName, isBirthCountry, ITALY } from '../../domain/birth-countries';
import {
  email as emailRule,
  isIsoDate,
  isOfAge,
  maxLength,
  MESSAGES,
  passwordProblems,
  phone as phoneRule,
  postalCode as postalCodeRule,
} from '../../domain/validators';
import { CODES, fieldError, type FieldMessage } from './messages';
import { normalizeEmail } from './users';

// Missing strings are empty ones (the rules say "Campo obbligatorio"); other types are refused, and
// so is NUL, which PostgreSQL text cannot hold.
const text = z
  .string()
  .refine((v) => !v.includes('\u0000'), 'contiene caratteri non validi')
  .nullish()
  .transform((v) => v ?? '');

export const registerBodySchema = z.object({
  firstName: text,
  lastName: text,
  email: text,
  password: text,
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
    .object({ address1: text, addressNumber: text, postalcode: text, city: text, province: text })
    .nullish()
    .transform((a) => a ?? { address1: '', addressNumber: '', postalcode: '', city: '', province: '' }),
  disclaimers: z
    .array(z.object({ registrationDisclaimerId: z.coerce.number().int().min(1).max(2_147_483_647), value: z.enum(['true', 'false']) }))
    .max(100)
    .nullish()
    .transform((v) => v ?? []),
  socialLogin: z.string().max(40).nullish(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** the values as stored: trimmed, e-mail normalised, fiscal code upper-case without spaces */
export function cleanRegistration(body: RegisterBody) {
  const t = (s: string) => s.trim();
  return {
    ...body,
    firstName: t(body.firstName),
    lastName: t(body.lastName),
    email: normalizeEmail(body.email),
    phone: t(body.phone),
    fiscalCode: body.noFiscalCode ? '' : body.fiscalCode.replace(/\s+/g, '').toUpperCase(),
    birthDate: t(body.birthDate),
    birthCountry: t(body.birthCountry).toUpperCase(),
    birthPlace: t(body.birthPlace),
    birthProvince: t(body.birthProvince).toUpperCase(),
    gender: t(body.gender).toUpperCase(),
    address: {
      address1: t(body.address.address1),
      addressNumber: t(body.address.addressNumber),
      postalcode: t(body.address.postalcode),
      city: t(body.address.city),
      province: t(body.address.province).toUpperCase(),
    },
  };
}
export type Registration = ReturnType<typeof cleanRegistration>;

const NAME_MAX = 60;
const FIELD_MAX = 100;

type Rule = (value: string) => string | null;
const maxLen = (n: number): Rule => maxLength(n);
const oneOf =
  (values: string[]): Rule =>
  (v) =>
    values.includes(v) ? null : MESSAGES.required;

/**
 * Every problem of a registration, one message per rule broken (required first, then the field's
 * rules: the first that fails; the password shows every policy rule it misses).
 * `disclaimers`: the consents of the registration module, to check the required ones.
 */
export function registrationProblems(
  r: Registration,
  options: { social: boolean; requiredDisclaimers: number[]; today?: Date },
): FieldMessage[] {
  const problems: FieldMessage[] = [];
  const add = (field: string, message: string) => problems.push(fieldError(CODES.invalid, message, field));
  const check = (field: string, value: string, rules: Rule[] = [], required = true) => {
    if (!value) {
      if (required) add(field, MESSAGES.required);
      return;
    }
    for (const rule of rules) {
      const message = rule(value);
      if (message) return add(field, message);
    }
  };

  check('firstName', r.firstName, [maxLen(NAME_MAX)]);
  check('lastName', r.lastName, [maxLen(NAME_MAX)]);
  check('email', r.email, [emailRule]);
  // A social account may have no password (the provider vouches for the person); one given must
  // still follow the policy.
  if (!(options.social && r.password === '')) {
    if (!r.password) add('password', MESSAGES.required);
    else for (const message of passwordProblems(r.password)) add('password', message);
  }
  check('phone', r.phone, [phoneRule, maxLen(30)]);
  check('birthDate', r.birthDate, [
    (d) => (isIsoDate(d) ? null : MESSAGES.date),
    (d) => (isOfAge(d, options.today) ? null : MESSAGES.ofAge),
  ]);
  check('birthCountry', r.birthCountry, [(c) => (c === ITALY || isBirthCountry(c) ? null : MESSAGES.required)]);
  check('birthPlace', r.birthPlace, [maxLen(FIELD_MAX)]);
  check('birthProvince', r.birthProvince, [(p) => (/^[A-Z]{2}$/.test(p) ? null : MESSAGES.required)], false);
  check('gender', r.gender, [oneOf(['M', 'F'])]);
  check('address.address1', r.address.address1, [maxLen(FIELD_MAX)]);
  check('address.addressNumber', r.address.addressNumber, [maxLen(10)]);
  check('address.postalcode', r.address.postalcode, [postalCodeRule]);
  check('address.city', r.address.city, [maxLen(FIELD_MAX)]);
  check('address.province', r.address.province, [(p) => (/^[A-Z]{2}$/.test(p) ? null : MESSAGES.required)]);

  if (!r.noFiscalCode) {
    if (!r.fiscalCode) add('fiscalCode', MESSAGES.fiscalCodeRequired);
    else if (r.fiscalCode.length > 16) add('fiscalCode', MESSAGES.fiscalCodeMismatch);
    else {
      const abroad = r.birthCountry !== ITALY;
      const verdict = checkFiscalCode(r.fiscalCode, {
        firstName: r.firstName,
        lastName: r.lastName,
        gender: r.gender === 'F' ? 'F' : 'M',
        birthDate: r.birthDate,
        // abroad the code is computed from the country's name in the Agenzia's list
        birthCountry: abroad ? (agenziaCountryName(r.birthCountry) ?? r.birthCountry) : ITALY,
        birthPlace: r.birthPlace,
        birthProvince: abroad ? null : r.birthProvince || null,
      });
      // A code that cannot match because another field is missing or wrong would only repeat
      // that field's message in other words: the code is judged once the personal data are valid.
      const personalFieldsFine = !problems.some((p) =>
        ['firstName', 'lastName', 'birthDate', 'birthCountry', 'birthPlace', 'gender'].includes(p.field ?? ''),
      );
      if (!verdict.ok && (verdict.reason === 'invalid' || personalFieldsFine)) add('fiscalCode', verdict.message);
    }
  }

  const accepted = new Set(r.disclaimers.filter((d) => d.value === 'true').map((d) => d.registrationDisclaimerId));
  for (const id of options.requiredDisclaimers) {
    if (!accepted.has(id))
      problems.push({
        ...fieldError(CODES.invalid, MESSAGES.consentRequired, 'disclaimers'),
        registrationDisclaimerId: id,
      } as FieldMessage);
  }
  return problems;
}
