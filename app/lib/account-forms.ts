// The account forms' zod schemas, shared by the browser (conform's onValidate) and the server
// (parseWithZod in the actions). Rules and Italian messages are domain/validators.ts (account.md §5).
// Client-safe: imported only by the account routes, so zod and conform stay out of the shell.
// The fiscal-code match needs 300 KB of comuni and runs in the actions only (account-forms.server.ts).
//
// Registration validates in one superRefine over a lenient object of strings: every rule runs on
// every submission, so a mismatch between two fields shows even while a third is still empty. The
// personal data part (checkPersonalData) is the same for /profile/profile-update, as the backend
// judges both with one set of rules (docs/decisions/027-profile-edits-and-anonymisation.md).
import { z } from 'zod';
import {
  email,
  FISCAL_CODE_PATTERN,
  isIsoDate,
  isOfAge,
  maxLength,
  MESSAGES,
  normalizeLogin,
  passwordProblems,
  phone,
  postalCode,
  readableLine,
} from '#domain/validators';
import { consentField, type ConsentRule } from './consent-forms';
import { isBirthCountry, isProvince, ITALY } from './places';

// The intents and pages live in a module without zod: a page that only needs their names (the
// dashboard's logout, the notice pages) would otherwise load the schemas' chunk and zod with it.
export { INTENT, PROFILE_PAGES } from './account-intents';

type Ctx = z.RefinementCtx;
type Rule = (value: string) => string | null;

function issue(ctx: Ctx, path: string, message: string) {
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
}

/** The first failing rule of a field (required first), as conform shows one message per rule. */
function check(ctx: Ctx, path: string, value: string | undefined, rules: Rule[], { required = true } = {}) {
  const v = value ?? '';
  if (!v.trim()) {
    if (required) issue(ctx, path, MESSAGES.required);
    return;
  }
  for (const rule of rules) {
    const message = rule(v);
    if (message) return issue(ctx, path, message);
  }
}

/** The password policy: every unmet rule is shown at once; then the confirmation must match. */
function checkPasswords(ctx: Ctx, password: string | undefined, confirm: string | undefined) {
  if (!password) issue(ctx, 'password', MESSAGES.required);
  else for (const message of passwordProblems(password)) issue(ctx, 'password', message);
  if (!confirm) issue(ctx, 'passwordConfirm', MESSAGES.required);
  else if (password && password !== confirm) issue(ctx, 'passwordConfirm', MESSAGES.passwordMismatch);
}

const text = z.string().optional();
const loginEmail = (required: string) =>
  z
    .string({ required_error: required })
    .transform(normalizeLogin)
    .refine((v) => v !== '', required)
    .refine((v) => email(v) === null, MESSAGES.email);

// ---- login --------------------------------------------------------------------------------------

const LOGIN_PASSWORD_MAX = 256;

export const loginSchema = z.object({
  login: loginEmail(MESSAGES.loginEmailRequired),
  // far above any password the policy lets anyone choose; a longer one is not forwarded at all
  password: z.string({ required_error: MESSAGES.loginPasswordRequired }).max(LOGIN_PASSWORD_MAX, MESSAGES.maxLength(LOGIN_PASSWORD_MAX)),
  remember: z.boolean().default(false),
  redirectTo: z.string().max(2000).optional(),
});

/** "Forgot password": only the e-mail field matters (a valid one asks for a reset right away). */
export const forgotSchema = z.object({ login: loginEmail(MESSAGES.loginEmailRequired) });

export const mfaSchema = z.object({
  mfa_pin: z
    .string({ required_error: MESSAGES.required })
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => /^\d{6,8}$/.test(v), MESSAGES.numeric),
});

// ---- e-mail only forms, codes, reset --------------------------------------------------------------

export const emailSchema = z.object({ e_mail: loginEmail(MESSAGES.required) });

export const confirmCodeSchema = z.object({
  e_mail: loginEmail(MESSAGES.required),
  reg_control_code: z.string({ required_error: MESSAGES.required }).trim().max(100, MESSAGES.maxLength(100)),
});

export const resetPasswordSchema = z
  .object({ e_mail: z.string().max(254), token: z.string().max(500), password: text, passwordConfirm: text })
  .superRefine((v, ctx) => checkPasswords(ctx, v.password, v.passwordConfirm))
  .transform((v) => ({ email: v.e_mail, token: v.token, password: v.password! }));

/** /profile/update-password: the current password, then the new one twice under the policy. */
export const updatePasswordSchema = z
  .object({ oldPassword: text, password: text, passwordConfirm: text })
  .superRefine((v, ctx) => {
    if (!v.oldPassword) issue(ctx, 'oldPassword', MESSAGES.required);
    else if (v.oldPassword.length > LOGIN_PASSWORD_MAX) issue(ctx, 'oldPassword', MESSAGES.maxLength(LOGIN_PASSWORD_MAX));
    checkPasswords(ctx, v.password, v.passwordConfirm);
  })
  .transform((v) => ({ oldPassword: v.oldPassword!, password: v.password! }));

// ---- personal data: registration and /profile/profile-update ---------------------------------------

/** The personal data of a customer as the forms give them (account.md §2 "Registration screen"). */
export type PersonalDataValues = {
  firstName: string;
  lastName: string;
  phone: string;
  noFiscalCode: boolean;
  fiscalCode?: string;
  address1: string;
  addressNumber: string;
  postalcode: string;
  province: string;
  city: string;
  birthDate: string;
  birthCountry: string;
  birthProvince?: string;
  birthPlace: string;
  gender: 'M' | 'F';
};

export type RegistrationValues = PersonalDataValues & {
  email: string;
  emailConfirm: string;
  password?: string;
  passwordConfirm?: string;
  socialLogin?: string;
  consents: Array<{ registrationDisclaimerId: number; value: 'true' | 'false' }>;
};

/** The personal data fields in the order the forms show them (error summaries list them so). */
export const PERSON_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'birthCountry',
  'birthProvince',
  'birthPlace',
  'fiscalCode',
  'noFiscalCode',
] as const;
export const BILLING_ADDRESS_FIELDS = ['address1', 'addressNumber', 'postalcode', 'city', 'province'] as const;
/** /profile/profile-update's fields in page order */
export const PERSONAL_DATA_FORM_FIELDS = [...PERSON_FIELDS, 'phone', ...BILLING_ADDRESS_FIELDS] as const;
/** the personal data as the form posts them (the "no fiscal code" box is 'on' when ticked) */
export type PersonalDataForm = Record<(typeof PERSONAL_DATA_FORM_FIELDS)[number], string>;

const NAME_MAX = 60;
const FIELD_MAX = 100;

/** every personal field as the browser posts it: text, and the "no fiscal code" box */
const personalShape = {
  firstName: text,
  lastName: text,
  phone: text,
  noFiscalCode: z.boolean().default(false),
  fiscalCode: text,
  address1: text,
  addressNumber: text,
  postalcode: text,
  province: text,
  city: text,
  birthDate: text,
  birthCountry: text,
  birthProvince: text,
  birthPlace: text,
  gender: text,
};
const personalObject = z.object(personalShape);
type PersonalInput = z.output<typeof personalObject>;

/** The rules of the personal data (account.md §5), one message per field, the same at registration and later. */
function checkPersonalData(ctx: Ctx, v: PersonalInput, today: Date) {
  const max = (n: number): Rule => maxLength(n);
  check(ctx, 'firstName', v.firstName, [max(NAME_MAX), readableLine]);
  check(ctx, 'lastName', v.lastName, [max(NAME_MAX), readableLine]);
  check(ctx, 'phone', v.phone, [phone]);
  if (!v.noFiscalCode) {
    const code = (v.fiscalCode ?? '').replace(/\s+/g, '');
    if (!code) issue(ctx, 'fiscalCode', MESSAGES.fiscalCodeRequired);
    else if (!FISCAL_CODE_PATTERN.test(code)) issue(ctx, 'fiscalCode', MESSAGES.fiscalCodeMismatch);
  }
  check(ctx, 'address1', v.address1, [max(FIELD_MAX), readableLine]);
  check(ctx, 'addressNumber', v.addressNumber, [max(10), readableLine]);
  check(ctx, 'postalcode', v.postalcode, [postalCode]);
  check(ctx, 'province', v.province, [(p) => (isProvince(p) ? null : MESSAGES.required)]);
  check(ctx, 'city', v.city, [max(FIELD_MAX), readableLine]);
  check(ctx, 'birthDate', v.birthDate, [(d) => (isIsoDate(d) ? null : MESSAGES.date), (d) => (isOfAge(d, today) ? null : MESSAGES.ofAge)]);
  check(ctx, 'birthCountry', v.birthCountry, [(c) => (isBirthCountry(c) ? null : MESSAGES.required)]);
  if ((v.birthCountry ?? ITALY) === ITALY) {
    check(ctx, 'birthProvince', v.birthProvince, [(p) => (isProvince(p) ? null : MESSAGES.required)]);
  }
  check(ctx, 'birthPlace', v.birthPlace, [max(FIELD_MAX), readableLine]);
  check(ctx, 'gender', v.gender, [(g) => (g === 'M' || g === 'F' ? null : MESSAGES.required)]);
}

/** The personal data as they are sent: trimmed, the fiscal code upper-case without spaces, no province of birth abroad. */
function cleanPersonalData(v: PersonalInput): PersonalDataValues {
  const trim = (s: string | undefined) => (s ?? '').trim();
  const abroad = v.birthCountry !== ITALY;
  return {
    firstName: trim(v.firstName),
    lastName: trim(v.lastName),
    phone: trim(v.phone),
    noFiscalCode: v.noFiscalCode,
    fiscalCode: v.noFiscalCode ? undefined : (v.fiscalCode ?? '').replace(/\s+/g, '').toUpperCase(),
    address1: trim(v.address1),
    addressNumber: trim(v.addressNumber),
    postalcode: trim(v.postalcode),
    province: trim(v.province),
    city: trim(v.city),
    birthDate: trim(v.birthDate),
    birthCountry: trim(v.birthCountry),
    birthProvince: abroad ? undefined : trim(v.birthProvince),
    birthPlace: trim(v.birthPlace),
    gender: v.gender as 'M' | 'F',
  };
}

/** An e-mail typed twice: a valid address, then the same again (compared once the first is valid). */
function checkEmailPair(ctx: Ctx, [first, second]: [string, string], typed: string | undefined, again: string | undefined) {
  const mail = normalizeLogin(typed ?? '');
  check(ctx, first, mail, [email]);
  check(ctx, second, normalizeLogin(again ?? ''), [
    email,
    (confirm) => (mail && email(mail) === null && confirm !== mail ? MESSAGES.emailMismatch : null),
  ]);
}

/** /profile/profile-update: the personal data of registration, the e-mail and consents aside. */
export function personalDataSchema({ today = () => new Date() }: { today?: () => Date } = {}) {
  return personalObject.superRefine((v, ctx) => checkPersonalData(ctx, v, today())).transform(cleanPersonalData);
}

/** /profile/profile-update's second form: the new e-mail, twice. */
export const emailChangeSchema = z
  .object({ newEmail: text, newEmailConfirm: text, password: text })
  .superRefine((v, ctx) => {
    checkEmailPair(ctx, ['newEmail', 'newEmailConfirm'], v.newEmail, v.newEmailConfirm);
    // the current password (decision 032): a stolen session alone cannot move the account's e-mail
    if (!v.password) issue(ctx, 'password', MESSAGES.required);
    else if (v.password.length > LOGIN_PASSWORD_MAX) issue(ctx, 'password', MESSAGES.maxLength(LOGIN_PASSWORD_MAX));
  })
  .transform((v) => ({ newEmail: normalizeLogin(v.newEmail ?? ''), password: v.password! }));

/**
 * The registration form for a set of consents (from registration-disclaimer/list). `social`: the
 * account comes from a first social login, so there is no password to choose (a function: told by
 * the posted `socialLogin`, as the server reads it).
 */
export function registrationSchema({
  consents,
  social = false,
  today = () => new Date(),
}: {
  consents: ConsentRule[];
  social?: boolean | ((socialLogin: string | undefined) => boolean);
  today?: () => Date;
}) {
  const isSocial = (v: { socialLogin?: string }) => (typeof social === 'function' ? social(v.socialLogin) : social);
  const consentShape = Object.fromEntries(consents.map((c) => [consentField(c.id), text]));
  return z
    .object({
      ...personalShape,
      email: text,
      emailConfirm: text,
      password: text,
      passwordConfirm: text,
      socialLogin: text,
      ...consentShape,
    })
    .passthrough()
    .superRefine((v, ctx) => {
      checkPersonalData(ctx, v, today());
      checkEmailPair(ctx, ['email', 'emailConfirm'], v.email, v.emailConfirm);
      if (!isSocial(v)) checkPasswords(ctx, v.password, v.passwordConfirm);
      const values = v as Record<string, unknown>;
      for (const consent of consents) {
        const value = values[consentField(consent.id)];
        if (consent.required) {
          if (value !== 'on' && value !== 'true') issue(ctx, consentField(consent.id), MESSAGES.consentRequired);
        } else if (value !== 'true' && value !== 'false') {
          issue(ctx, consentField(consent.id), MESSAGES.required);
        }
      }
    })
    .transform((v): RegistrationValues => {
      const values = v as Record<string, unknown>;
      const social = isSocial(v);
      return {
        ...cleanPersonalData(v),
        email: normalizeLogin(v.email ?? ''),
        emailConfirm: normalizeLogin(v.emailConfirm ?? ''),
        password: social ? undefined : v.password,
        passwordConfirm: social ? undefined : v.passwordConfirm,
        socialLogin: v.socialLogin || undefined,
        consents: consents.map((c) => {
          const value = values[consentField(c.id)];
          return { registrationDisclaimerId: c.id, value: value === 'on' || value === 'true' ? 'true' : 'false' };
        }),
      };
    });
}
