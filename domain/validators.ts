// Form rules of the spec (account.md §5, shopping.md §5) and their messages, the Italian as written.
// Every rule but `required` lets an empty value pass: emptiness is `required`'s business alone.
// Each rule answers null when the value is fine, or the message to show.

// The words are in the forms namespace (`validation`): `#strings` is each build's own locale (decision
// 004), so the English shop says them in English; the backend and the tests read the Italian, the
// spec's words as written.
import forms from '#strings/forms.json' with { type: 'json' };

const words = forms.validation;
const counted = (text: string) => (n: number) => text.replace('{{count}}', String(n));

export const MESSAGES = {
  required: words.required,
  email: words.email,
  phone: words.phone,
  postalCode: words.postalCode,
  numeric: words.numeric,
  fiscalCodeOrVat: words.fiscalCodeOrVat,
  sdi: words.sdi,
  loginEmailRequired: words.loginEmailRequired,
  loginPasswordRequired: words.loginPasswordRequired,
  ofAge: words.ofAge,
  fiscalCodeRequired: words.fiscalCodeRequired,
  fiscalCodeMismatch: words.fiscalCodeMismatch,
  fiscalCodeNotComputable: words.fiscalCodeNotComputable,
  consentRequired: words.consentRequired,
  minUppercase: counted(words.minUppercase),
  minSpecial: counted(words.minSpecial),
  minLength: counted(words.minLength),
  maxLength: counted(words.maxLength),
  // not in the spec's list, written in its style
  emailMismatch: words.emailMismatch,
  passwordMismatch: words.passwordMismatch,
  date: words.date,
  characters: words.characters,
  invalidValue: words.invalidValue,
} as const;

/** The password policy of the shop: the spec names the rules, not the numbers. */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 64, minUppercase: 1, minSpecial: 1 } as const;

type Rule = (value: string) => string | null;
const isEmpty = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
const unlessEmpty =
  (test: (v: string) => boolean, message: string): Rule =>
  (value) =>
    isEmpty(value) || test(value.trim()) ? null : message;

export const required: Rule = (value) => (isEmpty(value) ? MESSAGES.required : null);
/** A required checkbox passes only when ticked. */
export const requiredTrue = (checked: boolean | string | null | undefined): string | null =>
  checked === true || checked === 'true' || checked === 'on' ? null : MESSAGES.required;

// Local part and domain as browsers accept them, with a top-level domain of 2 to 11 letters (spec).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,11}$/;
export const email = unlessEmpty((v) => v.length <= 254 && EMAIL.test(v), MESSAGES.email);

// Italian and international numbers: optional +, digits with spaces, dots, dashes, 6 to 15 digits.
export const phone = unlessEmpty((v) => /^\+?[0-9 .\-/()]{6,20}$/.test(v) && /^(?:\D*\d){6,15}\D*$/.test(v), MESSAGES.phone);
export const postalCode = unlessEmpty((v) => /^\d{4,5}$/.test(v), MESSAGES.postalCode);
export const numeric = unlessEmpty((v) => /^\d+(?:[.,]\d+)?$/.test(v), MESSAGES.numeric);
export const sdi = unlessEmpty((v) => /^[A-Z0-9]{6,7}$/.test(v), MESSAGES.sdi);

/** The shape of an Italian fiscal code (16 characters, omocodia letters allowed in the digit places). */
export const FISCAL_CODE_PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/i;
export const fiscalCodeOrVat = unlessEmpty((v) => FISCAL_CODE_PATTERN.test(v) || /^\d{11}$/.test(v), MESSAGES.fiscalCodeOrVat);

// What nobody types in a text meant for a person to read, and what would reach a driver, a label or an
// e-mail greeting as typed: control characters (a bell, an escape sequence, a line break in a name);
// the direction marks, overrides and isolates that make a text read otherwise than it is stored (a
// name shown backwards); the zero-width space and the byte-order mark, with which a required field that
// looks empty passes as filled. A note of several lines keeps its line breaks and tabs.
const UNREADABLE_IN_LINE = /[\p{Cc}\u2028\u2029\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
const UNREADABLE_IN_NOTE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
/** One line for a person to read: a name, an address, a list's name. */
export const isReadableLine = (value: string): boolean => !UNREADABLE_IN_LINE.test(value);
/** A note of one line or several: an order's comment, a note for the driver. */
export const isReadableNote = (value: string): boolean => !UNREADABLE_IN_NOTE.test(value);
export const readableLine = unlessEmpty(isReadableLine, MESSAGES.characters);
export const readableNote = unlessEmpty(isReadableNote, MESSAGES.characters);

export const minLength = (n: number): Rule => unlessEmpty((v) => v.length >= n, MESSAGES.minLength(n));
export const maxLength =
  (n: number): Rule =>
  (value) =>
    value && value.length > n ? MESSAGES.maxLength(n) : null;
export const minUppercase = (n: number): Rule => unlessEmpty((v) => (v.match(/\p{Lu}/gu)?.length ?? 0) >= n, MESSAGES.minUppercase(n));
/** Anything that is neither a letter nor a digit counts as special. */
export const minSpecial = (n: number): Rule => unlessEmpty((v) => (v.match(/[^\p{L}\p{N}]/gu)?.length ?? 0) >= n, MESSAGES.minSpecial(n));

// Password rules count what is not white space: "        " or 8 tabs are not 8 characters of a
// password (issue 9), and a space is not a special character.
const nonSpace = (value: string) => value.replace(/\s/gu, '');
const passwordLength = (n: number): Rule => unlessEmpty((v) => [...nonSpace(v)].length >= n, MESSAGES.minLength(n));
const passwordSpecial = (n: number): Rule =>
  unlessEmpty((v) => (nonSpace(v).match(/[^\p{L}\p{N}]/gu)?.length ?? 0) >= n, MESSAGES.minSpecial(n));

/**
 * Every message the password policy raises, in order (a form shows them all at once). A password
 * of white space only is no password: it gets the required message, never an empty list.
 */
export function passwordProblems(password: string, policy = PASSWORD_POLICY): string[] {
  if (isEmpty(password)) return [MESSAGES.required];
  return [
    passwordLength(policy.minLength),
    maxLength(policy.maxLength),
    minUppercase(policy.minUppercase),
    passwordSpecial(policy.minSpecial),
  ]
    .map((rule) => rule(password))
    .filter((m): m is string => m !== null);
}

/** Of age (18) on `today`, from an ISO birth date. */
export function isOfAge(birthDate: string, today: Date = new Date(), age = 18): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const limit = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  return Date.UTC(y, m - 1, d) <= limit.getTime();
}

/** An ISO date (YYYY-MM-DD) that exists in the calendar. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3])
  );
}

/** The login identifier: spaces stripped while typing and on the server alike (spec). */
export function normalizeLogin(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}
