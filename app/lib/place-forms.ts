// The forms of the service, address and slot screens: intents and zod schemas shared by the
// components and the actions (the address form validates in the browser with conform too). Rules
// and Italian messages come from domain/validators.ts.
import { z } from 'zod';
import { SERVICE } from '#domain/services';
import { maxLength, MESSAGES, phone, postalCode, readableLine, readableNote } from '#domain/validators';
import { idField } from './ids';
import { isProvince } from './places';

/** The intents of /cart/address: each action answers 400 to any other value. */
export const ADDRESS_INTENT = {
  select: 'select',
  save: 'save',
  remove: 'delete',
  shopAtWork: 'shop-at-work',
} as const;

/** The intents of /cart/timeslot. */
export const SLOT_INTENT = {
  select: 'select',
} as const;

export const SERVICE_IDS = [SERVICE.drive, SERVICE.home, SERVICE.locker] as const;

/** A service id of the query (`?service=`), or undefined. */
export function serviceOf(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return (SERVICE_IDS as readonly number[]).includes(id) ? id : undefined;
}

const redirectTo = z.string().max(2000).optional();
const id = idField();

export const selectAddressSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(ADDRESS_INTENT.select),
    addressId: id,
    serviceId: z.coerce.number().refine((v) => (SERVICE_IDS as readonly number[]).includes(v)),
    addressType: z.coerce.number().int().min(2).max(5).optional(),
    redirectTo,
  }))();

export const deleteAddressSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(ADDRESS_INTENT.remove), addressId: id, redirectTo }))();

/** The company code of 'shop at work' (shopatwork/subscribe). */
export const shopAtWorkSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(ADDRESS_INTENT.shopAtWork),
    subscriptionCode: z.string().trim().min(1, MESSAGES.required).max(40),
    redirectTo,
  }))();

type Rule = (value: string) => string | null;

/** A text field: required (or not), trimmed, each rule in turn; one line unless a `note` of several. */
function text(rules: Rule[], { required = true, max = 100, note = false } = {}) {
  const all = [maxLength(max), note ? readableNote : readableLine, ...rules];
  const base = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().optional());
  return base
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.required });
        return;
      }
      for (const rule of all) {
        const message = rule(value);
        if (message) return void ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      }
    })
    .transform((v) => v ?? '');
}

const province: Rule = (v) => (isProvince(v.toUpperCase()) ? null : MESSAGES.required);

/** The home address form (account.md §3 Address, shopping.md §2 address picker). */
export const addressFormSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(ADDRESS_INTENT.save),
    addressId: id.optional(),
    addressName: text([], { max: 50 }),
    address1: text([]),
    addressNumber: text([], { max: 10 }),
    postalcode: text([postalCode], { max: 5 }),
    city: text([], { max: 60 }),
    province: text([province], { max: 2 }).transform((v) => v.toUpperCase()),
    doorbellName: text([], { required: false, max: 50 }),
    floor: text([], { required: false, max: 20 }),
    addressNote: text([], { required: false, max: 250, note: true }),
    phone: text([phone], { required: false, max: 20 }),
    force: z.literal('1').optional(),
    redirectTo,
  }))();
export type AddressFormValues = z.infer<typeof addressFormSchema>;

export const ADDRESS_FIELDS = [
  'addressName',
  'address1',
  'addressNumber',
  'postalcode',
  'city',
  'province',
  'doorbellName',
  'floor',
  'addressNote',
  'phone',
] as const;

export const selectTimeslotSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(SLOT_INTENT.select),
    sel_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    timeslot_id: id,
    redirectTo,
  }))();
