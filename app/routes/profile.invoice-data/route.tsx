// Dati per la fattura (account.md §3 "Fiscal person record", §7 user-person-fiscal/*; shopping.md §5
// "Invoice form fields"): the customer's saved invoice data, the records the checkout's invoice
// request offers (who: person type, name or company, VAT number and fiscal code, PEC and SDI code,
// address); each deleted after a confirmation of its own that names it (`?elimina=<id>`, so it works
// without JS); a new one added with the checkout's invoice form, its rules and its messages
// (invoice-forms.ts, InvoiceDataFields). A refused form comes back with everything typed and each
// error under its field; the backend's refusals are said with its words.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '~/components/account/ProfilePage';
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { normaliseInvoice, type InvoiceData, type InvoiceField } from '#domain/invoice';
import { InvoiceDataFields, invoiceFieldId } from '~/components/checkout/InvoiceFields';
import { ConfirmQuestion } from '~/components/forms/ConfirmQuestion';
import { ErrorSummary } from '~/components/forms/ErrorSummary';
import { deletePersonFiscal, insertPersonFiscal, listPersonFiscal, type PersonFiscal } from '~/ebsn/account-area.server';
import { tCheckout } from '~/i18n/checkout';
import { tProfileArea as t } from '~/i18n/profile-area';
import { idOf } from '~/lib/ids';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import {
  CONFIRM_DELETE,
  INVOICE_DATA_INTENT,
  INVOICE_DATA_PATH as HERE,
  invoiceAddress,
  invoiceCode,
  invoiceFieldErrors,
  invoiceHolder,
  PERSON_FISCAL_FIELD,
  readInvoiceForm,
  type InvoiceErrors,
} from '~/lib/invoice-forms';
import { pageMeta } from '~/lib/seo';
import { refusalTexts } from '~/lib/api-messages.server';
import { failure } from '~/lib/failures.server';
import { defineAction, firstErrors, intent } from '~/lib/action.server';
import { addSchema, deleteSchema } from './forms';
import { flashMessage, goTo, respond, type Shopper } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('invoiceData.title') }), { name: 'robots', content: 'noindex' }];

/** A record as the page lists it: who, and each detail it has, labelled as the invoice form labels it. */
function recordView(record: PersonFiscal) {
  const details: Array<{ label: string; value: string }> = [
    { label: tCheckout('invoice.personType'), value: tCheckout(`invoice.${record.personType}`) },
  ];
  const add = (label: string, value: string) => {
    if (value) details.push({ label, value });
  };
  // a sole proprietorship is named by its company: the person behind it is said too
  if (record.personType === 'sole') add(t('invoiceData.owner'), [record.firstName, record.lastName].filter(Boolean).join(' '));
  add(tCheckout('invoice.vatNumber'), record.vatNumber);
  add(tCheckout('invoice.fiscalCode'), record.fiscalCode);
  add(tCheckout('invoice.pec'), record.pec);
  add(tCheckout('invoice.sdi'), record.sdi);
  add(tCheckout('invoice.address1'), invoiceAddress(record));
  return { id: record.personFiscalId, holder: invoiceHolder(record) || invoiceCode(record) || `n. ${record.personFiscalId}`, details };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    const records = (await listPersonFiscal(shopper.api)).map(recordView);
    const deleting = idOf(new URL(request.url).searchParams.get(CONFIRM_DELETE));
    // only a record of the customer's own can be deleted; any other id asks nothing
    return respond(shopper, { records, confirmDelete: records.find((r) => r.id === deleting) ?? null });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

/** The add form again: everything typed, each problem under its field, the backend's words above. */
const rejected = (shopper: Shopper, values: InvoiceData, errors: InvoiceErrors, formErrors: string[] = []) =>
  respond(shopper, { values, errors, formErrors }, { status: 400 });

export const action = defineAction({
  auth: 'customer',
  intents: {
    [INVOICE_DATA_INTENT.add]: intent({
      schema: addSchema,
      invalid: async ({ shopper, submission }) =>
        rejected(shopper, readInvoiceForm(submission.payload).invoice, firstErrors(submission) as InvoiceErrors),
      run: async ({ shopper, value: invoice }) => {
        const { personFiscal, alreadySaved } = await insertPersonFiscal(shopper.api, invoice);
        const holder = invoiceHolder(personFiscal);
        flashMessage(
          shopper,
          alreadySaved
            ? { level: 'info', text: t('invoiceData.add.already', { holder }) }
            : { level: 'success', text: t('invoiceData.add.done', { holder }) },
        );
        return goTo(shopper, HERE);
      },
      // the backend's rules said no to a field, or to one record more: said on the form, nothing typed lost
      refusedHere: async ({ shopper, value: invoice, error }) => {
        const fields = invoiceFieldErrors(error.messages);
        return Object.keys(fields).length ? rejected(shopper, invoice, fields) : rejected(shopper, invoice, {}, refusalTexts(error));
      },
    }),
    [INVOICE_DATA_INTENT.delete]: intent({
      schema: deleteSchema,
      refused: { back: HERE },
      run: async ({ shopper, value }) => {
        // read first, to name it in the message; another customer's id is one that is not there
        const record = (await listPersonFiscal(shopper.api)).find((r) => r.personFiscalId === value[PERSON_FISCAL_FIELD]);
        if (!record) {
          flashMessage(shopper, { level: 'error', text: t('invoiceData.delete.gone') });
          return goTo(shopper, HERE);
        }
        await deletePersonFiscal(shopper.api, record.personFiscalId);
        flashMessage(shopper, { level: 'success', text: t('invoiceData.delete.done', { holder: invoiceHolder(record) }) });
        return goTo(shopper, HERE);
      },
    }),
  },
});

/** the form of a new record: a private individual, nothing typed */
const EMPTY = normaliseInvoice({ personType: 'individual' });

export default function InvoiceDataPage() {
  const { records, confirmDelete } = useLoaderData<typeof loader>();
  const rejected = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  // a new page (after a save, a delete, a confirmation) starts the form over; a refusal keeps what was typed
  const formKey = useLocation().key;
  const errors: InvoiceErrors = rejected?.errors ?? {};
  const summary = Object.entries(errors).map(([name, message]) => ({
    id: invoiceFieldId(name as InvoiceField),
    label: tCheckout(`invoice.${name}`),
    message: message!,
  }));
  return (
    <ProfilePage title={t('invoiceData.title')} intro={<p>{t('invoiceData.intro')}</p>}>
      {confirmDelete ? (
        <ConfirmQuestion
          question={t('invoiceData.delete.question', { holder: confirmDelete.holder })}
          note={t('invoiceData.delete.note')}
          intent={INVOICE_DATA_INTENT.delete}
          fields={{ [PERSON_FISCAL_FIELD]: confirmDelete.id }}
          busy={busy}
          confirm={t('invoiceData.delete.confirm')}
          keep={t('invoiceData.delete.keep')}
          keepTo={HERE}
        />
      ) : null}

      <section aria-labelledby="records-heading" className="flex flex-col gap-3">
        <h2 id="records-heading" className="text-lg font-semibold">
          {t('invoiceData.records.title')}
        </h2>
        {records.length === 0 ? (
          <p className="rounded-lg bg-white p-4 shadow-sm">{t('invoiceData.records.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {records.map((record) => (
              <li key={record.id} className="rounded-lg bg-white p-4 shadow-sm">
                <article aria-labelledby={`record-${record.id}`} className="flex flex-col gap-3">
                  <h3 id={`record-${record.id}`} className="text-lg font-semibold [overflow-wrap:anywhere]">
                    {record.holder}
                  </h3>
                  <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                    {record.details.map((detail) => (
                      <div key={detail.label} className="contents">
                        <dt className="font-medium">{detail.label}</dt>
                        <dd className="[overflow-wrap:anywhere]">{detail.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <Link
                    to={`${HERE}?${CONFIRM_DELETE}=${record.id}`}
                    aria-label={t('invoiceData.delete.linkNamed', { holder: record.holder })}
                    className="btn-outline flex min-h-11 items-center justify-center sm:self-start"
                  >
                    {t('invoiceData.delete.link')}
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="add-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="add-heading" className="mb-3 text-lg font-semibold">
          {t('invoiceData.add.title')}
        </h2>
        <Form method="post" key={formKey} className="flex flex-col gap-4" noValidate>
          <ErrorSummary title={t('invoiceData.errorsTitle')} items={summary} focusKeys={[rejected]} />
          {rejected?.formErrors.length ? (
            <ul role="alert" className="flex flex-col gap-1 rounded-md border-2 border-primary px-3 py-2 font-medium">
              {rejected.formErrors.map((text: string) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
          <AuthenticityTokenInput />
          <HoneypotFields />
          <InvoiceDataFields values={rejected?.values ?? EMPTY} errors={errors} />
          <button
            type="submit"
            name="intent"
            value={INVOICE_DATA_INTENT.add}
            disabled={busy}
            className="btn-primary min-h-11 sm:self-start"
          >
            {t('invoiceData.add.submit')}
          </button>
        </Form>
      </section>
    </ProfilePage>
  );
}
