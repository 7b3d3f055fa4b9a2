// register_user: the shape of the body (registerUserSchema of the contract: a wrong type is a
// client bug, 400) and every rule of account.md §5 on its values, each failure an error with the
// field's path and the spec's Italian message (registration.invalid). The storefront checks the
// same rules first; these are the ones that count.
import { z } from 'zod';
import { email as emailRule, MESSAGES, passwordProblems } from '../../domain/validators';
import { disclaimerAnswerSchema } from './disclaimers';
import { CODES, fieldError, type FieldMessage } from './messages';
import { cleanPersonalData, personalDataProblems, personalDataShape } from './personal-data';
import { normalizeEmail } from './users';

// Missing strings are empty ones (the rules say "Campo obbligatorio"); other types are refused, and
// so is NUL, which PostgreSQL text cannot hold.
const text = z
  .string()
  .refine((v) => !v.includes('\u0000'), 'contiene caratteri non validi')
  .nullish()
  .transform((v) => v ?? '');

// the personal data as update_user_detail reads them, with the account's own fields after the names
const { firstName, lastName, ...personal } = personalDataShape(text);

export const registerBodySchema = z.object({
  firstName,
  lastName,
  email: text,
  password: text,
  ...personal,
  disclaimers: z
    .array(disclaimerAnswerSchema)
    .max(100)
    .nullish()
    .transform((v) => v ?? []),
  socialLogin: z.string().max(40).nullish(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** the values as stored: trimmed, e-mail normalised, fiscal code upper-case without spaces */
export function cleanRegistration(body: RegisterBody) {
  return { ...body, ...cleanPersonalData(body), email: normalizeEmail(body.email) };
}
export type Registration = ReturnType<typeof cleanRegistration>;

/**
 * Every problem of a registration, one message per rule broken (required first, then the field's
 * rules: the first that fails; the password shows every policy rule it misses), in the form's
 * order. The personal data follow personal-data.ts's rules, the same a profile change follows.
 * `disclaimers`: the consents of the registration module, to check the required ones.
 */
export function registrationProblems(
  r: Registration,
  options: { social: boolean; requiredDisclaimers: number[]; today?: Date },
): FieldMessage[] {
  const credentials: FieldMessage[] = [];
  const add = (field: string, message: string) => credentials.push(fieldError(CODES.invalid, message, field));
  if (!r.email) add('email', MESSAGES.required);
  else {
    const message = emailRule(r.email);
    if (message) add('email', message);
  }
  // A social account may have no password (the provider vouches for the person); one given must
  // still follow the policy.
  if (!(options.social && r.password === '')) {
    if (!r.password) add('password', MESSAGES.required);
    else for (const message of passwordProblems(r.password)) add('password', message);
  }

  const personal = personalDataProblems(r, options.today);
  const isName = (p: FieldMessage) => p.field === 'firstName' || p.field === 'lastName';
  const problems = [...personal.filter(isName), ...credentials, ...personal.filter((p) => !isName(p))];

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
