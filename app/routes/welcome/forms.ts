// Closing the first-shop welcome: its intent and where the shopper was.
import { z } from 'zod';
import { WELCOME_INTENT } from '~/lib/welcome';

export const closeWelcomeSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(WELCOME_INTENT.close), redirectTo: z.string().max(2048).optional() }))();
