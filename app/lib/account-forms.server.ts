// The server half of the personal-data forms (registration, /profile/profile-update): the
// fiscal-code match (domain/fiscal-code.ts carries 300 KB of comuni: server only), what
// register_user and update_user_detail are sent, and how the backend's field errors land on the
// form's fields.
import { checkFiscalCode } from '#domain/fiscal-code';
import type { RegisterUser, UserDetail, UserDetailUpdate } from '~/ebsn/account-schemas';
import type { ApiMessage } from '~/ebsn/errors';
import {
  BILLING_ADDRESS_FIELDS,
  PERSON_FIELDS,
  type PersonalDataForm,
  type PersonalDataValues,
  type RegistrationValues,
} from './account-forms';
import { agenziaCountryName, ITALY } from './places';
import { translateMessage } from './api-messages.server';
import { tErrors } from '~/i18n/errors';

/** null when the fiscal code belongs to the personal data (or the shopper has none). */
export function fiscalCodeProblem(values: PersonalDataValues): string | null {
  if (values.noFiscalCode || !values.fiscalCode) return null;
  const abroad = values.birthCountry !== ITALY;
  const verdict = checkFiscalCode(values.fiscalCode, {
    firstName: values.firstName,
    lastName: values.lastName,
    gender: values.gender,
    birthDate: values.birthDate,
    birthCountry: abroad ? (agenziaCountryName(values.birthCountry) ?? values.birthCountry) : ITALY,
    birthPlace: values.birthPlace,
    birthProvince: abroad ? null : values.birthProvince,
  });
  return verdict.ok ? null : verdict.message;
}

/** The personal part of register_user's and update_user_detail's bodies. */
function personalBody(values: PersonalDataValues): UserDetailUpdate {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    noFiscalCode: values.noFiscalCode,
    fiscalCode: values.noFiscalCode ? null : (values.fiscalCode ?? null),
    birthDate: values.birthDate,
    birthCountry: values.birthCountry,
    birthPlace: values.birthPlace,
    birthProvince: values.birthProvince ?? null,
    gender: values.gender,
    address: {
      address1: values.address1,
      addressNumber: values.addressNumber,
      postalcode: values.postalcode,
      city: values.city,
      province: values.province,
    },
  };
}

export function toRegisterUser(values: RegistrationValues): RegisterUser {
  return {
    ...personalBody(values),
    email: values.email,
    password: values.password ?? '',
    disclaimers: values.consents,
    socialLogin: values.socialLogin ?? null,
  };
}

/** update_user_detail's body (decision 027: user_detail's personal keys). */
export const toUserDetailUpdate = personalBody;

/**
 * The profile form's first values from user_detail, as the browser would post them (every value
 * text, the "no fiscal code" box 'on'); Italy when the country of birth is not known yet.
 */
export function personalDataDefaults(user: UserDetail): Partial<PersonalDataForm> {
  const s = (v: string | null | undefined) => v ?? '';
  const values: Partial<PersonalDataForm> = {
    firstName: s(user.firstName),
    lastName: s(user.lastName),
    phone: s(user.phone),
    fiscalCode: s(user.fiscalCode),
    birthDate: s(user.birthDate),
    birthCountry: user.birthCountry || ITALY,
    birthPlace: s(user.birthPlace),
    birthProvince: s(user.birthProvince),
    gender: s(user.gender),
    address1: s(user.address?.address1),
    addressNumber: s(user.address?.addressNumber),
    postalcode: s(user.address?.postalcode),
    city: s(user.address?.city),
    province: s(user.address?.province),
  };
  if (user.noFiscalCode) values.noFiscalCode = 'on';
  return values;
}

// update_user_detail's field paths (register_user's too) → the form's field names
const same = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, n]));
export const PERSONAL_DATA_FIELDS: Readonly<Record<string, string>> = {
  ...same([...PERSON_FIELDS, 'phone']),
  ...Object.fromEntries(BILLING_ADDRESS_FIELDS.map((n) => [`address.${n}`, n])),
};
/** register_user's: the personal data's and the access data's */
export const REGISTRATION_FIELDS: Readonly<Record<string, string>> = { ...PERSONAL_DATA_FIELDS, ...same(['email', 'password']) };
/** update_email_request's parameter → the e-mail form's field */
export const EMAIL_CHANGE_FIELDS: Readonly<Record<string, string>> = { new_email: 'newEmail', password: 'password' };

/**
 * Backend errors by form field (`names`: the backend's field names → the form's); those about no
 * field of the form go to the form itself (key '').
 */
export function fieldErrors(
  messages: ApiMessage[],
  names: Readonly<Record<string, string>> = REGISTRATION_FIELDS,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const message of messages) {
    if (message.level !== 'error') continue;
    const wire = message.field ?? '';
    const field = Object.hasOwn(names, wire) ? names[wire]! : '';
    (errors[field] ??= []).push(translateMessage(message));
  }
  return errors;
}

/**
 * A refusal as its form shows it: errors under their fields (`names`, as fieldErrors), the rest over
 * the form, and the generic error over the form when the backend said nothing a field or the form
 * could show.
 */
export function formRefusal(
  messages: ApiMessage[],
  names: Readonly<Record<string, string>>,
): { fields: Record<string, string[]>; form: string[] } {
  const { '': form = [], ...fields } = fieldErrors(messages, names);
  return { fields, form: form.length || Object.keys(fields).length ? form : [tErrors('generic')] };
}
