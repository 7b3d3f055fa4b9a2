// A customer's saved payment methods (shopping.md §7 "payment-type/list-auth", §9 pre-billed amounts;
// decision 024): list them, save a new card on the provider's page (blocked until the e-mail is
// confirmed, shopping.md §5), delete one, and the amount saving a card costs (charged and given back).
// payment-type/add-auth and delete-auth are ours: the spec names no calls for them.
import { Hono } from 'hono';
import { z } from 'zod';
import { accountUser } from '../accounts/users';
import { readBody, withoutEmpty } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, ok } from '../ebsn/envelope';
import { requireUser } from '../ebsn/guards';
import { bodyId, intParam, validQuery } from '../ebsn/validation';
import { MAX_ID } from '../limits';
import { paymentRedirect } from '../payments/provider';
import { deleteAuth, listAuths, openCardSetup } from '../payments/saved-cards';
import { DEFAULT_PAYMENT_TYPE_ID, needsAuthorisation, prebilledCents } from '../../domain/payments';

export const PAYMENT_METHOD_REFUSALS = {
  type: { code: 'error.payment.type', error: 'Questo metodo di pagamento non si può salvare.' },
  emailNotConfirmed: {
    code: 'error.payment.emailNotConfirmed',
    error: 'Conferma il tuo indirizzo e-mail con il link che ti abbiamo inviato per salvare un metodo di pagamento.',
  },
  notFound: { code: 'error.payment.authNotFound', error: 'Metodo di pagamento non trovato.' },
} as const;

const typeQuery = z.object({ payment_type_id: intParam(1, MAX_ID) });

const addBody = z.object({ payment_type_id: bodyId.optional() });
const deleteBody = z.object({ user_payment_auth_id: bodyId });

export function paymentMethodRoutes(deps: Deps) {
  const { db, config } = deps;
  return (
    new Hono<AppEnv>()
      .get('/payment-type/list-auth', validQuery(typeQuery), async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        return ok(c, { auths: await listAuths(db, auth.user.id, c.req.valid('query').payment_type_id) });
      })

      .get('/checkout/prebilled-amount', validQuery(typeQuery), async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const typeId = c.req.valid('query').payment_type_id ?? DEFAULT_PAYMENT_TYPE_ID;
        return ok(c, { paymentTypeId: typeId, prebilledAmount: (prebilledCents(typeId) ?? 0) / 100 });
      })

      // saving a card: the provider's page, as an order's payment is (paymentUrl, paymentParameters)
      .post('/payment-type/add-auth', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const typeId = (await readBody(c, addBody, { form: withoutEmpty })).payment_type_id ?? DEFAULT_PAYMENT_TYPE_ID;
        if (!needsAuthorisation(typeId)) return fail(c, PAYMENT_METHOD_REFUSALS.type);
        if (!accountUser(auth.user).profile.confirmed) {
          return fail(c, PAYMENT_METHOD_REFUSALS.emailNotConfirmed);
        }
        const row = await openCardSetup(db, auth.user.id, typeId);
        return ok(c, { paymentTypeId: typeId, prebilledAmount: row.amountCents / 100, ...paymentRedirect(row, config) });
      })

      .post('/payment-type/delete-auth', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const { user_payment_auth_id: authId } = await readBody(c, deleteBody, { form: withoutEmpty });
        if (!(await deleteAuth(db, auth.user.id, authId))) {
          return fail(c, PAYMENT_METHOD_REFUSALS.notFound);
        }
        return ok(c, { auths: await listAuths(db, auth.user.id) });
      })
  );
}
