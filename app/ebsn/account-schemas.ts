// The wire contract of the account calls (account.md §7 "Authentication", "Registration and
// account", "Consents"; ebsn-wire.md "Login") as the storefront sends and reads them. Our backend
// implements exactly this; its tests parse its answers with these schemas.
//
// Requests (all answers are the eBSN envelope; business errors are HTTP 200 with status != 0 and
// an error `code` from ACCOUNT_CODES so the storefront can tell them apart):
//
//   POST /ebsn/api/auth/login            form: login, password, remember_me ('true'|'false'),
//                                        show_sectors, mfa_pin?, token? (reCAPTCHA)
//        success: header x-ebsn-account = NEW token (rotated), data = loginDataSchema
//        errors:  auth.invalidCredentials | auth.locked | auth.mfaRequired | auth.mfaInvalid |
//                 auth.notConfirmed; HTTP 403 when the bot check fails
//   POST /ebsn/api/auth/logout           the session dies; header x-ebsn-account = a new guest token
//   GET  /ebsn/api/auth/test             envelope user = the session's user (userId -1 for a guest)
//   POST /ebsn/api/registration/register_user     JSON registerUserSchema → data {} for a password
//        registration, the same whether or not the address was free (the owner of a taken one is
//        e-mailed); data { userId } when a social registration logged the user in
//        errors: registration.invalid (errors carry `field` names); registration.emailTaken only
//        for a social registration
//   GET  /ebsn/api/registration/registration_confirm  e_mail, reg_control_code → data { confirmed: true }
//        errors: registration.codeInvalid
//   GET  /ebsn/api/registration/registration_resend_email  e_mail → status 0 always (no enumeration)
//   GET  /ebsn/api/registration/password_reset_token_request  e_mail (login, fiscal_code optional)
//        → status 0 always (no enumeration); the e-mail carries a link with the token
//   GET  /ebsn/api/registration/password_reset_token_check  e_mail, reset_token → data { valid }
//   GET  /ebsn/api/registration/password_reset  e_mail, reset_token, password → data { reset: true }
//        errors: registration.tokenInvalid | registration.passwordPolicy
//   GET  /ebsn/api/registration/update_email  token → data { email }   (new e-mail confirmed)
//   GET  /ebsn/api/registration/user_detail  → data userDetailSchema (login required: 419 if the
//        session expired, status != 0 auth.required for a guest)
//   POST /ebsn/api/registration/update_user_detail  JSON userDetailUpdateSchema → data userDetailSchema
//        errors: registration.invalid (errors carry `field`, as register_user's)
//   GET  /ebsn/api/registration/update_email_request  new_email → status 0; errors on field new_email
//   GET  /ebsn/api/registration/mfa_enabled → data { enabled }; POST update_mfa form enabled
//   GET  /ebsn/api/registration/social_user_detail → data socialUserSchema (after a first social login)
//   GET  /ebsn/api/social-redir/google   the identity provider's redirect target (browser-facing,
//        through the storefront), see docs/decisions/008-storefront-accounts.md
//   GET  /ebsn/api/registration-disclaimer/list  store_id=5, registration_module_type_id=2
//        → data { registrationDisclaimers: disclaimerSchema[] }
//   GET  /ebsn/api/user-registration-disclaimer/check-disclaimer → data { registrationModules:
//        [{ registrationModuleId, registrationModuleDisclaimers: disclaimerSchema[] }] } (missing ones)
//   POST /ebsn/api/user-registration-disclaimer/update-disclaimer  JSON { disclaimers:
//        [{ registrationDisclaimerId, value: 'true'|'false' }] }
import { z } from 'zod';

export { ACCOUNT_CODES } from '#domain/account-codes';

const optStr = z.string().nullish();

export const accountUserSchema = z
  .object({
    userId: z.coerce.number(),
    login: optStr,
    email: optStr,
    firstName: optStr,
    lastName: optStr,
    profile: z.object({ confirmed: z.boolean().nullish(), level: z.coerce.number().nullish() }).passthrough().nullish(),
    // the loyalty card and its points; live shops leave both out for a customer without a card
    fidelityCard: z.string().optional(),
    userPoints: z.coerce.number().optional(),
  })
  .passthrough();
export type AccountUser = z.infer<typeof accountUserSchema>;

export const loginDataSchema = z
  .object({
    // the customer's cart
    cartId: z.coerce.number(),
    user: accountUserSchema,
    shippingAddress: z.unknown().optional(),
  })
  .passthrough();

export const genderSchema = z.enum(['M', 'F']);

export const registerUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
  phone: z.string(),
  noFiscalCode: z.boolean(),
  fiscalCode: z.string().nullable(),
  birthDate: z.string(), // YYYY-MM-DD
  birthCountry: z.string(), // ISO 3166 alpha-2, 'IT' for Italy
  birthPlace: z.string(), // comune for Italy, city abroad
  /** province of the comune of birth (Italy only; null abroad): tells apart comuni with the same name */
  birthProvince: z.string().nullish(),
  gender: genderSchema,
  address: z.object({
    address1: z.string(),
    addressNumber: z.string(),
    postalcode: z.string(),
    city: z.string(),
    province: z.string(),
  }),
  disclaimers: z.array(z.object({ registrationDisclaimerId: z.coerce.number(), value: z.enum(['true', 'false']) })),
  /** set when the account comes from a first social login; the backend links the identity */
  socialLogin: z.string().nullish(),
});
export type RegisterUser = z.infer<typeof registerUserSchema>;

/**
 * POST registration/update_user_detail (JSON, decision 027): the personal part of register_user's
 * body → data userDetailSchema; errors registration.invalid with `field` ('fiscalCode',
 * 'address.postalcode', ...).
 */
export const userDetailUpdateSchema = registerUserSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  noFiscalCode: true,
  fiscalCode: true,
  birthDate: true,
  birthCountry: true,
  birthPlace: true,
  birthProvince: true,
  gender: true,
  address: true,
});
export type UserDetailUpdate = z.infer<typeof userDetailUpdateSchema>;

export const userDetailSchema = accountUserSchema.extend({
  phone: optStr,
  fiscalCode: optStr,
  noFiscalCode: z.boolean().nullish(),
  birthDate: optStr,
  birthCountry: optStr,
  birthPlace: optStr,
  birthProvince: optStr,
  gender: optStr,
  /** the billing address */
  address: z
    .object({ address1: optStr, addressNumber: optStr, postalcode: optStr, city: optStr, province: optStr })
    .passthrough()
    .nullish(),
  mfaEnabled: z.boolean().nullish(),
  /** the new address of an e-mail change whose link was not opened yet */
  pendingEmail: optStr,
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const socialUserSchema = z.object({ provider: z.string(), email: optStr, firstName: optStr, lastName: optStr }).passthrough();

export const disclaimerSchema = z
  .object({
    registrationDisclaimerId: z.coerce.number(),
    registrationModuleDisclaimerId: z.coerce.number().nullish(),
    disclaimerTitle: z.string(),
    disclaimerContent: z.string(), // HTML
    disclaimerUrl: optStr,
    disclaimerLabel: optStr,
    required: z.enum(['true', 'false']),
    value: z.enum(['true', 'false']).nullish(),
    addDate: optStr,
  })
  .passthrough();
export type Disclaimer = z.infer<typeof disclaimerSchema>;

export const disclaimerListSchema = z.object({ registrationDisclaimers: z.array(disclaimerSchema) }).passthrough();
export const missingDisclaimersSchema = z
  .object({
    registrationModules: z.array(
      z.object({ registrationModuleId: z.coerce.number(), registrationModuleDisclaimers: z.array(disclaimerSchema) }).passthrough(),
    ),
  })
  .passthrough();

// ---- Added by the storefront's accounts (docs/decisions/008-storefront-accounts.md) ----
//
//   GET  /ebsn/api/social-redir/google/start  redirect_uri → data socialStartSchema (the provider's
//        authorisation URL the browser is sent to)
//   GET  /ebsn/api/social-redir/google  code, state (the provider's query, forwarded by the
//        storefront with the session token) → header x-ebsn-account = NEW token, data socialRedirSchema
//   GET  /ebsn/api/user-registration-disclaimer/list-by-type  registration_module_type_id=2
//        → data { registrationDisclaimers: disclaimerSchema[] } with the user's `value` of each
//   register_user: optional `birthProvince` (province of the comune of birth, Italy only) tells
//        apart comuni with the same name when the fiscal code is computed; null abroad.
//   Error messages of registration.invalid carry `field`: a path of registerUserSchema
//        ('email', 'fiscalCode', 'address.postalcode', ...).

export const registerUserResultSchema = z.object({ userId: z.coerce.number().optional() }).passthrough();
export const registrationConfirmResultSchema = z.object({ confirmed: z.boolean(), alreadyConfirmed: z.boolean().optional() }).passthrough();
export const tokenCheckResultSchema = z.object({ valid: z.boolean() }).passthrough();
export const passwordResetResultSchema = z.object({ reset: z.boolean() }).passthrough();
export const updateEmailResultSchema = z.object({ email: optStr }).passthrough();
/** calls whose answer is only the envelope's status */
export const statusOnlySchema = z.unknown();

export const socialStartSchema = z.object({ url: z.string().url() }).passthrough();
export const socialRedirSchema = z.object({ firstLogin: z.boolean(), user: accountUserSchema.nullish() }).passthrough();
