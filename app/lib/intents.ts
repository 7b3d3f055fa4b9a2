// The named `intent` values of the account forms (a route with several actions dispatches on them).
export const INTENT = {
  login: 'login',
  forgot: 'forgot',
  mfa: 'mfa',
  cancelMfa: 'cancel-mfa',
  social: 'social',
  register: 'register',
  resend: 'resend',
  confirm: 'confirm',
  requestReset: 'request-reset',
  reset: 'reset',
  consents: 'update',
  logout: 'logout',
} as const;
