// The server half of the registration form: the fiscal-code match (domain/fiscal-code.ts carries
// 300 KB of comuni: server only), what register_user is sent, and how the backend's field errors
// land on the form's fields.
import { checkFiscalCode } from '#domain/fiscal-code';
import type { RegisterUser } from '~/ebsn/account-schemas';
import type { ApiMessage } from '~/ebsn/errors';
import type { RegistrationValues } from './account-forms';
import { agenziaCountryName, ITALY } from './places';
import { translateMessage } from './api-messages.server';

/** null when the fiscal code belongs to the personal data (or the shopper has none). */
export function fiscalCodeProblem(values: RegistrationValues): string | null {
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

export function toRegisterUser(values: RegistrationValues): RegisterUser {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password ?? '',
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
    disclaimers: values.consents,
    socialLogin: values.socialLogin ?? null,
  };
}

// register_user's field paths → the form's field names
const WIRE_TO_FORM: Record<string, string> = {
  'address.address1': 'address1',
  'address.addressNumber': 'addressNumber',
  'address.postalcode': 'postalcode',
  'address.city': 'city',
  'address.province': 'province',
};
const FORM_FIELDS = new Set([
  'firstName',
  'lastName',
  'email',
  'password',
  'phone',
  'fiscalCode',
  'address1',
  'addressNumber',
  'postalcode',
  'province',
  'city',
  'birthDate',
  'birthCountry',
  'birthProvince',
  'birthPlace',
  'gender',
]);

/** Backend errors by form field; those about no field of ours go to the form itself (key ''). */
export function fieldErrors(messages: ApiMessage[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const message of messages) {
    if (message.level !== 'error') continue;
    const wire = message.field ?? '';
    const field = WIRE_TO_FORM[wire] ?? (FORM_FIELDS.has(wire) ? wire : '');
    (errors[field] ??= []).push(translateMessage(message));
  }
  return errors;
}
