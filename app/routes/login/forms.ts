// The login page's buttons that are not the login itself (its own schemas, shared with the
// registration's e-mail rules, are in ~/lib/account-forms): what each posts.
import { z } from 'zod';
import { INTENT } from '~/lib/account-intents';

/** "Forgot password": whatever is in the field; a valid e-mail asks for a reset at once (forgotSchema). */
export const forgotIntentSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(INTENT.forgot), login: z.string().optional() }))();

export const socialSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(INTENT.social) }))();

export const cancelMfaSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(INTENT.cancelMfa), redirectTo: z.string().optional() }))();
