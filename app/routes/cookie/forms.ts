// The cookie centre's form (the shell's banner and dialog, the /cookie page): one of three intents,
// the two optional categories as checkboxes (read only by "Salva ed esci"), and where to go back.
import { z } from 'zod';
import { COOKIE_INTENT } from '~/lib/cookie-consent';

export const cookieChoiceSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.enum([COOKIE_INTENT.acceptAll, COOKIE_INTENT.rejectAll, COOKIE_INTENT.save]),
    analytics: z.boolean().optional(),
    profiling: z.boolean().optional(),
    redirectTo: z.string().max(2048).optional(),
  }))();
