// The cart's forms: the intents the cart action answers and their zod schemas, imported by the
// add-to-cart form and by the action alike. The schemas are built lazily (pure calls), so a page
// that only needs the intent names carries no zod.
import { z } from 'zod';

export const INTENT = {
  add: 'add',
} as const;

export const addToCartSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(INTENT.add),
    productId: z.coerce.number().int().positive(),
    quantity: z.coerce.number().positive().max(9999),
    redirectTo: z.string().max(2000).optional(),
  }))();
