// /profile/payment-method's intents: save a new card, delete one.
import { z } from 'zod';
import { MAX_ID } from '#domain/filters';

export const METHOD_INTENT = { add: 'add', remove: 'remove' } as const;

export const addSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(METHOD_INTENT.add) }))();

export const removeSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(METHOD_INTENT.remove),
    user_payment_auth_id: z.coerce.number().int().positive().max(MAX_ID),
  }))();
