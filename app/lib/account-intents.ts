// The account actions' intents and the customer's personal-data pages: names only, no zod, so the
// pages that post a logout or link to a notice do not load the account schemas (account-forms.ts,
// which re-exports these for the form routes).

// The intents of the account actions: each action answers 400 to any other value.
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
  updatePassword: 'update-password',
  updateProfile: 'update-profile',
  changeEmail: 'email',
  logout: 'logout',
} as const;

/** The pages of the customer's personal data and e-mail (account.md §2 profile routes). */
export const PROFILE_PAGES = {
  update: '/profile/profile-update',
  /** the query flag of the update page after an e-mail change was asked for */
  emailChangedFlag: 'emailchanged',
  emailChanged: '/profile/profile-update?emailchanged=true',
  updated: '/profile/profile-updated',
  updateError: '/profile/profile-update-error',
  confirmed: '/profile/profile-confirmed',
  emailUpdated: '/profile/email-updated',
} as const;
