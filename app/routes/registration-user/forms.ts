// The registration form's page-side names (account.md §2 "Registration screen"): the social
// provider whose first login prefills it, the fields never shown back, the error summary's order,
// and the consents' rules as the schema takes them.
import type { ConsentView } from '~/lib/consent-forms';
import { BILLING_ADDRESS_FIELDS, PERSON_FIELDS } from '~/lib/account-forms';

export const SOCIAL_PROVIDER = 'google';
/** what a refused form never sends back to the page */
export const HIDDEN = ['password', 'passwordConfirm'];

/** the form's fields in page order, for the error summary (labels from account.json `fields`) */
export const SUMMARY_FIELDS = [
  ...PERSON_FIELDS,
  'email',
  'emailConfirm',
  'password',
  'passwordConfirm',
  'phone',
  ...BILLING_ADDRESS_FIELDS,
] as const;

export const consentRules = (consents: ConsentView[]) => consents.map((c) => ({ id: c.id, required: c.required }));
