// The home address a customer posts (user-address/check and update: `{ address, force? }`): the
// fields of account.md §3 Address and what a driver needs, with the spec's Italian messages
// (domain/validators.ts). A problem answers 400 with one message per field, `field` naming it.
import { z } from 'zod';
import type { FieldMessage } from '../ebsn/envelope';
import { MAX_ID } from '../limits';
import { isReadableLine, isReadableNote, MESSAGES, phone, postalCode, required } from '../../domain/validators';
import { PLACE_TEXT } from './messages';
import type { HomeAddressInput } from './home-addresses';

type Rule = (value: string) => string | null;

const province: Rule = (v) => (v === '' || /^[A-Za-z]{2}$/.test(v) ? null : PLACE_TEXT.province);

/** a text field, one line unless a `note`: numbers are taken as their digits (clients send postal codes as numbers too) */
const field = (max: number, rules: Rule[] = [], { note = false } = {}) =>
  z
    .preprocess(
      (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v === null ? undefined : v),
      z.string({ invalid_type_error: PLACE_TEXT.invalidValue }).optional(),
    )
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      // what a driver or a label would get as typed: no control or direction characters (NUL included)
      if (!(note ? isReadableNote(v) : isReadableLine(v))) return void ctx.addIssue({ code: 'custom', message: MESSAGES.characters });
      // the field's own rule speaks first: a 6-digit postal code is 'Il CAP deve essere di 4 o 5 cifre'
      for (const rule of rules) {
        const problem = rule(v);
        if (problem) return void ctx.addIssue({ code: 'custom', message: problem });
      }
      if (v.length > max) ctx.addIssue({ code: 'custom', message: MESSAGES.maxLength(max) });
    });

const addressId = z
  .union(
    [
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    { errorMap: () => ({ message: PLACE_TEXT.invalidValue }) },
  )
  .pipe(z.number().int().min(1, PLACE_TEXT.invalidValue).max(MAX_ID, PLACE_TEXT.invalidValue))
  .optional();

export const homeAddressSchema = z.object(
  {
    addressId,
    addressName: field(60),
    address1: field(120, [required]),
    addressNumber: field(20, [required]),
    postalcode: field(5, [required, postalCode]),
    city: field(80, [required]),
    province: field(2, [province]),
    doorbellName: field(60),
    floor: field(20),
    addressNote: field(500, [], { note: true }),
    phone: field(30, [phone]),
  },
  { invalid_type_error: MESSAGES.required, required_error: MESSAGES.required },
);

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { errorMap: () => ({ message: PLACE_TEXT.invalidValue }) })
  .transform((v) => v === true || v === 'true' || v === '1');

export const homeAddressBody = z.object(
  { address: homeAddressSchema, force: flag.optional() },
  { invalid_type_error: MESSAGES.required, required_error: MESSAGES.required },
);

/** one message per field, named by its last path segment ('postalcode', not 'address.postalcode') */
export function fieldProblems(error: z.ZodError): FieldMessage[] {
  const seen = new Set<string>();
  const out: FieldMessage[] = [];
  for (const issue of error.issues) {
    const name = String(issue.path[issue.path.length - 1] ?? 'address');
    if (seen.has(name)) continue;
    seen.add(name);
    const text = issue.code === 'invalid_type' && issue.received === 'undefined' ? MESSAGES.required : issue.message;
    out.push({ error: text, code: 'error.validation', field: name });
  }
  return out;
}

export function toInput(value: z.output<typeof homeAddressSchema>): HomeAddressInput {
  const optional = (v: string) => (v === '' ? undefined : v);
  return {
    addressId: value.addressId,
    addressName: optional(value.addressName),
    address1: value.address1,
    addressNumber: value.addressNumber,
    postalcode: value.postalcode,
    city: value.city,
    province: optional(value.province),
    doorbellName: optional(value.doorbellName),
    floor: optional(value.floor),
    addressNote: optional(value.addressNote),
    phone: optional(value.phone),
  };
}
