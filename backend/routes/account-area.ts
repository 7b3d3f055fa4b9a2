// The customer's own area (account.md §3, §7): saved invoice data (GET user-person-fiscal/list,
// POST user-person-fiscal/insert-billing-address, GET user-person-fiscal/delete-person-fiscal) and
// gift certificates (GET giftcertificate/list and list-manual-assigned, show_history). A customer's
// calls only: a guest gets the accounts' login-required refusal (auth.required). Invoice data is
// checked by domain/invoice, the rules the cart's invoice_data and the storefront's form use.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { deletePersonFiscal, FISCAL_NOTES, insertPersonFiscal, listPersonFiscal, personFiscalWire } from '../accounts/person-fiscal';
import { customerCertificates } from '../cart/gift-certificates';
import { readBody } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { failMany, ok } from '../ebsn/envelope';
import { requireUser } from '../ebsn/guards';
import { intParam, lenientFlagParam, validQuery } from '../ebsn/validation';
import { MAX_ID } from '../limits';
import { INVOICE_FIELDS, invoiceProblems, normaliseInvoice } from '../../domain/invoice';

/** the code of a field the invoice rules refuse (as cart/update-cart-info answers invoice_data) */
export const INVOICE_FIELD_CODE = 'error.invoice.field';

// An invoice field as a client sends it: text, a number (a house number, a postal code), or null for
// nothing. Anything else is a malformed request; length and content are the invoice rules' to judge.
const invoiceValue = z.union([z.string(), z.number().finite().transform(String), z.null().transform(() => '')]);
// unknown keys are ignored (clients post back a whole record, personFiscalId included)
const invoiceBody = z.object(
  Object.fromEntries(INVOICE_FIELDS.map((f) => [f, invoiceValue.optional()])) as Record<
    (typeof INVOICE_FIELDS)[number],
    z.ZodOptional<typeof invoiceValue>
  >,
);

const deleteQuery = z.object({ person_fiscal_id: intParam(1, MAX_ID).pipe(z.number({ required_error: 'è obbligatorio' })) });
// show_history as live clients send it: true/1, false/0; anything else is the default (no history)
const historyQuery = z.object({ show_history: lenientFlagParam });

export function accountAreaRoutes(deps: Deps) {
  const { db } = deps;

  const certificates = async (c: Context<AppEnv>, manualOnly: boolean, showHistory: boolean) => {
    const auth = await requireUser(c, db);
    if ('answer' in auth) return auth.answer;
    return ok(c, { giftCertificates: await customerCertificates(db, auth.user.id, { manualOnly, showHistory }) });
  };

  return (
    new Hono<AppEnv>()
      .get('/user-person-fiscal/list', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const rows = await listPersonFiscal(db, auth.user.id);
        return ok(c, { personFiscals: rows.map(personFiscalWire) });
      })

      // answers the stored record: the new one, or the one that already had this data
      .post('/user-person-fiscal/insert-billing-address', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const data = normaliseInvoice(await readBody(c, invoiceBody));
        const problems = Object.entries(invoiceProblems(data));
        if (problems.length) {
          return failMany(
            c,
            problems.map(([field, error]) => ({ code: INVOICE_FIELD_CODE, error: error!, field })),
            400,
          );
        }
        const { row, created } = await db.transaction((tx) => insertPersonFiscal(tx, auth.user.id, data));
        return ok(c, { personFiscal: personFiscalWire(row) }, created ? undefined : { infos: [FISCAL_NOTES.alreadySaved] });
      })

      // answers the records that remain
      .get('/user-person-fiscal/delete-person-fiscal', validQuery(deleteQuery), async (c) => {
        // a GET that writes: the session middleware refuses it from another site (ebsn/state-changing.ts)
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        await db.transaction((tx) => deletePersonFiscal(tx, auth.user.id, c.req.valid('query').person_fiscal_id));
        return ok(c, { personFiscals: (await listPersonFiscal(db, auth.user.id)).map(personFiscalWire) });
      })

      .get('/giftcertificate/list', validQuery(historyQuery), async (c) =>
        certificates(c, false, c.req.valid('query').show_history === true),
      )
      .get('/giftcertificate/list-manual-assigned', validQuery(historyQuery), async (c) =>
        certificates(c, true, c.req.valid('query').show_history === true),
      )
  );
}
