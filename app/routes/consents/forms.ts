// The consents form (the shell's dialog and the /consents page). Which consents there are, and which
// are required, comes from the backend when the form arrives: the action checks the `consent_<id>`
// fields against them (consentErrors); the schema keeps them as they were posted.
import { z } from 'zod';
import { INTENT } from '~/lib/consent-forms';

export const consentsSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(INTENT.update), redirectTo: z.string().optional() }).catchall(z.string().optional()))();
