// The personal data page's two forms (account.md §2 /profile/profile-update): their conform ids
// (which one an answer is about) and the personal data's rules, the registration's.
import { personalDataSchema } from '~/lib/account-forms';

export { emailChangeSchema } from '~/lib/account-forms';

/** the two forms of the page (their conform ids, and which one an action answer is about) */
export const PROFILE_FORM = { profile: 'profile-update', email: 'email-change' } as const;

export const profileSchema = /* @__PURE__ */ (() => personalDataSchema())();
