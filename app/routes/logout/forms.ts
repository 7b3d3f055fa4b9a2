// The logout form (a button of the profile's pages): its intent only.
import { z } from 'zod';
import { INTENT } from '~/lib/account-intents';

export const logoutSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(INTENT.logout) }))();
