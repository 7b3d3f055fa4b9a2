// The saved payment methods of the commerce API (shopping.md §3 Payment authorisation, §7
// payment-type/list-auth; decision 024): list, save a new card on the provider's page, delete.
import { z } from 'zod';
import { ebsn, type ApiContext } from './client.server';

const num = z.coerce.number();

export const paymentAuthSchema = z
  .object({
    userPaymentAuthId: num,
    paymentTypeId: num,
    creditCard: z.string(),
    brand: z.string().optional(),
    expireDate: z.string().optional(),
    active: z.boolean().default(true),
  })
  .passthrough();
export type PaymentAuth = z.infer<typeof paymentAuthSchema>;

const authsSchema = z.object({ auths: z.array(paymentAuthSchema) });

export async function listPaymentAuths(api: ApiContext, paymentTypeId?: number): Promise<PaymentAuth[]> {
  const { data } = await ebsn(api, {
    path: 'payment-type/list-auth',
    query: paymentTypeId ? { payment_type_id: String(paymentTypeId) } : undefined,
    schema: authsSchema,
  });
  return data.auths;
}

const addAuthSchema = z.object({
  prebilledAmount: num,
  paymentUrl: z.string().url(),
  paymentParameters: z.object({ mode: z.enum(['get', 'post']), params: z.record(z.string(), z.coerce.string()).default({}) }),
});

/** payment-type/add-auth: where the provider takes the card to save (and charges, then gives back, the test amount). */
export async function addPaymentAuth(api: ApiContext, paymentTypeId: number) {
  const { data } = await ebsn(api, {
    path: 'payment-type/add-auth',
    method: 'POST',
    json: { payment_type_id: paymentTypeId },
    schema: addAuthSchema,
  });
  return { amount: data.prebilledAmount, url: data.paymentUrl, method: data.paymentParameters.mode, params: data.paymentParameters.params };
}

export async function deletePaymentAuth(api: ApiContext, authId: number): Promise<PaymentAuth[]> {
  const { data } = await ebsn(api, {
    path: 'payment-type/delete-auth',
    method: 'POST',
    json: { user_payment_auth_id: authId },
    schema: authsSchema,
  });
  return data.auths;
}

const savedSchema = z.object({
  payment: z.object({ paymentId: num, status: z.string() }).passthrough(),
  userPaymentAuth: paymentAuthSchema.optional(),
});

/** The result the provider sent the shopper back with after saving a card, as the backend judges it. */
export async function savedCardResult(api: ApiContext, query: Record<string, string>) {
  const { data } = await ebsn(api, { path: 'payment-feedback-recurrent', query, schema: savedSchema });
  return data;
}
