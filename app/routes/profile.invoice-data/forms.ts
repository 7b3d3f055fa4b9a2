// /profile/invoice-data's two forms: a new record (the checkout's invoice form, its rules and its
// messages from invoice-forms), and the deletion of a record the customer confirmed.
import { z } from 'zod';
import { idOf } from '~/lib/ids';
import { INVOICE_DATA_INTENT, PERSON_FISCAL_FIELD, readInvoiceForm } from '~/lib/invoice-forms';

/** A new record: the invoice data as typed (normalised), or the first problem of each field under it. */
export const addSchema = /* @__PURE__ */ (() =>
  z
    .object({ intent: z.literal(INVOICE_DATA_INTENT.add) })
    .passthrough()
    .transform((form, ctx) => {
      const { invoice, errors } = readInvoiceForm(form);
      for (const [name, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [name], message });
      return invoice;
    }))();

/** The record to delete, by its id (the confirmation page's hidden field). */
export const deleteSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(INVOICE_DATA_INTENT.delete), [PERSON_FISCAL_FIELD]: z.string().transform(idOf).pipe(z.number()) }))();
