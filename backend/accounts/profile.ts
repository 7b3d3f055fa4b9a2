// Profile changes (account.md §7 update_user_detail, update_contact, update_billing_address,
// update_person_info). Each call is a ProfileChange: which fields it sets and what the customer's
// data become. One function then judges every change with the registration's own rules
// (personal-data.ts) and writes only the fields the call sets, so two calls racing on different
// fields do not undo each other. The e-mail is not here: it changes only once the new address is
// proven (update_email_request / update_email).
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { appUser } from '../db/schema';
import { bodyId, safeText } from '../ebsn/validation';
import type { FieldMessage } from './messages';
import {
  billingAddressShape,
  cleanPersonalData,
  FISCAL_CODE_INPUTS,
  personalDataProblems,
  personalDataShape,
  type PersonalData,
  type PersonalField,
} from './personal-data';
import type { User } from './users';

// Far beyond what any rule lets through (60 for names, 100 for places): a longer value is no typo
// to point at but a broken or hostile client, answered 400 before the rules run. Missing or null
// values are empty strings, as in register_user ("Campo obbligatorio" where required).
const TEXT_MAX = 200;
const text = safeText(TEXT_MAX)
  .nullish()
  .transform((v) => v ?? '');

/** update_user_detail: the personal part of user_detail's answer (anything else in it is ignored) */
export const userDetailBody = z.object(personalDataShape(text));

export const contactBody = z.object({ phone: text });

/** update_billing_address: the address's fields at the top level of the body */
export const billingAddressBody = z.object(billingAddressShape(text));

/**
 * update_person_info's personInfoTypeId: one personal field each. Our own numbering (the contract
 * names the call, not the types); the phone and the address have calls of their own.
 */
export const PERSON_INFO_TYPES = {
  1: 'firstName',
  2: 'lastName',
  3: 'birthDate',
  4: 'gender',
  5: 'fiscalCode',
  6: 'birthCountry',
  7: 'birthPlace',
  8: 'birthProvince',
} as const satisfies Record<number, PersonalField>;
type PersonInfoTypeId = keyof typeof PERSON_INFO_TYPES;
const personInfoIds = Object.keys(PERSON_INFO_TYPES).map(Number);

export const personInfoBody = z.object({
  personInfoTypeId: bodyId.refine(
    (id) => personInfoIds.includes(id),
    `deve essere uno tra: ${personInfoIds.map((id) => `'${id}'`).join(', ')}`,
  ) as z.ZodType<PersonInfoTypeId, z.ZodTypeDef, unknown>,
  value: text,
});

export type ProfileChange = {
  /** the fields the call sets */
  fields: PersonalField[];
  /** the customer's data once changed (cleaned afterwards) */
  apply: (current: PersonalData) => PersonalData;
  /** the name a problem of a field carries on this call's wire; the field's own path when absent */
  wireName?: (field: PersonalField) => string;
};

const ALL_FIELDS: PersonalField[] = [
  'firstName',
  'lastName',
  'phone',
  'noFiscalCode',
  'fiscalCode',
  'birthDate',
  'birthCountry',
  'birthPlace',
  'birthProvince',
  'gender',
  'address.address1',
  'address.addressNumber',
  'address.postalcode',
  'address.city',
  'address.province',
];

export function userDetailChange(body: z.output<typeof userDetailBody>): ProfileChange {
  return { fields: ALL_FIELDS, apply: () => body };
}

export function contactChange(body: z.output<typeof contactBody>): ProfileChange {
  return { fields: ['phone'], apply: (current) => ({ ...current, phone: body.phone }) };
}

export function billingAddressChange(body: z.output<typeof billingAddressBody>): ProfileChange {
  return {
    fields: ['address.address1', 'address.addressNumber', 'address.postalcode', 'address.city', 'address.province'],
    apply: (current) => ({ ...current, address: body }),
    // the body is the address itself: its fields have no 'address.' in front
    wireName: (field) => field.replace(/^address\./, ''),
  };
}

export function personInfoChange(body: z.output<typeof personInfoBody>): ProfileChange {
  const field = PERSON_INFO_TYPES[body.personInfoTypeId];
  // giving a fiscal code says the customer has one
  const fiscal = field === 'fiscalCode';
  return {
    fields: fiscal ? ['fiscalCode', 'noFiscalCode'] : [field],
    apply: (current) => ({ ...current, [field]: body.value, ...(fiscal ? { noFiscalCode: false } : {}) }),
    // the field set is the body's `value`; a fiscal code this change makes wrong keeps its name
    wireName: (f) => (f === field ? 'value' : f),
  };
}

/** the stored data as the rules read them (absent values are empty) */
export function personalDataOf(u: User): PersonalData {
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone ?? '',
    noFiscalCode: u.noFiscalCode,
    fiscalCode: u.fiscalCode ?? '',
    birthDate: u.birthDate ?? '',
    birthCountry: u.birthCountry ?? '',
    birthPlace: u.birthPlace ?? '',
    birthProvince: u.birthProvince ?? '',
    gender: u.gender ?? '',
    address: {
      address1: u.address1 ?? '',
      addressNumber: u.addressNumber ?? '',
      postalcode: u.postalcode ?? '',
      city: u.city ?? '',
      province: u.province ?? '',
    },
  };
}

type UserColumns = Partial<typeof appUser.$inferInsert>;
const orNull = (v: string) => v || null;

/** the columns each field writes (an empty optional value is stored as null, as at registration) */
function columnsOf(p: PersonalData): Record<PersonalField, UserColumns> {
  const fiscalCode = p.noFiscalCode ? null : orNull(p.fiscalCode);
  return {
    firstName: { firstName: p.firstName },
    lastName: { lastName: p.lastName },
    phone: { phone: orNull(p.phone) },
    noFiscalCode: { noFiscalCode: p.noFiscalCode, fiscalCode },
    fiscalCode: { fiscalCode },
    birthDate: { birthDate: orNull(p.birthDate) },
    birthCountry: { birthCountry: orNull(p.birthCountry) },
    birthPlace: { birthPlace: orNull(p.birthPlace) },
    birthProvince: { birthProvince: orNull(p.birthProvince) },
    gender: { gender: orNull(p.gender) },
    'address.address1': { address1: orNull(p.address.address1) },
    'address.addressNumber': { addressNumber: orNull(p.address.addressNumber) },
    'address.postalcode': { postalcode: orNull(p.address.postalcode) },
    'address.city': { city: orNull(p.address.city) },
    'address.province': { province: orNull(p.address.province) },
  };
}

export type ProfileOutcome =
  | { kind: 'updated'; user: User }
  | { kind: 'invalid'; problems: FieldMessage[] }
  // anonymised between the login check and the write: there is nobody left to update
  | { kind: 'gone' };

/**
 * Judges the changed data as registration would and stores the fields the call sets. Only problems
 * of those fields are told (a phone change is not refused for a birth place stored before the
 * rules existed), plus the fiscal code when the change touches what it is computed from: a new
 * surname must still match the code.
 */
export async function updatePersonalData(db: Database, user: User, change: ProfileChange, today?: Date): Promise<ProfileOutcome> {
  const next = cleanPersonalData(change.apply(personalDataOf(user)));
  const told = new Set<string>(change.fields);
  if (change.fields.some((f) => FISCAL_CODE_INPUTS.includes(f))) told.add('fiscalCode');
  const problems = personalDataProblems(next, today).filter((p) => told.has(p.field ?? ''));
  if (problems.length) {
    const wireName = change.wireName ?? ((f: PersonalField) => f);
    return { kind: 'invalid', problems: problems.map((p) => ({ ...p, field: wireName(p.field as PersonalField) })) };
  }
  const columns = columnsOf(next);
  const [updated] = await db
    .update(appUser)
    .set(Object.assign({ updatedAt: new Date() }, ...change.fields.map((f) => columns[f])))
    .where(and(eq(appUser.id, user.id), isNull(appUser.anonymizedAt)))
    .returning();
  return updated ? { kind: 'updated', user: updated } : { kind: 'gone' };
}
