// The recipe page's one form: every ingredient that is a product of the shop into the cart.
import { z } from 'zod';

export const RECIPE_INTENT = { addAll: 'add-all' } as const;

export const addAllSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(RECIPE_INTENT.addAll) }))();

export const recipePath = (slug: string) => `/ricette/${slug}`;
