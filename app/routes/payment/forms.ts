// /payment's one form: a way to pay the order, posted with intent `pay`.
import { z } from 'zod';

export const PAYMENT_INTENT = { pay: 'pay' } as const;

/** a way to pay as posted: `type-<paymentTypeId>` or `auth-<userPaymentAuthId>` (a saved card) */
const METHOD = /^(type|auth)-(\d{1,9})$/;

export const paySchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(PAYMENT_INTENT.pay),
    method: z
      .string()
      .regex(METHOD)
      .transform((posted) => {
        const [, kind, id] = METHOD.exec(posted)!;
        return { kind: kind as 'type' | 'auth', id: Number(id) };
      }),
  }))();
