// The error codes of the account calls (app/ebsn/account-schemas.ts): the backend answers them and
// the storefront tells its cases apart by them, so both read this one list.
export const ACCOUNT_CODES = {
  invalidCredentials: 'auth.invalidCredentials',
  locked: 'auth.locked',
  mfaRequired: 'auth.mfaRequired',
  mfaInvalid: 'auth.mfaInvalid',
  /** the pin switching the login pin on came when no setup waited (expired, or never started) */
  mfaSetupExpired: 'auth.mfaSetupExpired',
  notConfirmed: 'auth.notConfirmed',
  required: 'auth.required',
  botCheck: 'auth.botCheck',
  emailTaken: 'registration.emailTaken',
  invalid: 'registration.invalid',
  codeInvalid: 'registration.codeInvalid',
  alreadyConfirmed: 'registration.alreadyConfirmed',
  tokenInvalid: 'registration.tokenInvalid',
  passwordPolicy: 'registration.passwordPolicy',
  socialUnavailable: 'social.unavailable',
  socialRedirect: 'social.redirectInvalid',
  socialFailed: 'social.failed',
  socialNone: 'social.none',
  consentRequired: 'disclaimer.required',
  disclaimerUnknown: 'disclaimer.unknown',
  validation: 'error.validation',
} as const;
