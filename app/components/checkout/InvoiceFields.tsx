// The invoice form (shopping.md §5 "Invoice form fields"): the person type and every field with its
// error tied to it (`InvoiceDataFields`, also the form of /profile/invoice-data). Which fields a type
// needs is said in the help text; the actions check them by domain/invoice's rules.
// The checkout's invoice request (`InvoiceFields`) wraps it in a disclosure that opens by itself when
// an invoice is asked for (a native <details>, so it works without JS), with the customer's saved
// invoice data to start from: a select and a button of a small form of their own (`InvoiceFillForm`,
// joined by the `form` attribute, so Enter in a field still confirms the order, never this).
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import type { InvoiceData, InvoiceField } from '#domain/invoice';
import { PERSON_TYPES } from '#domain/invoice';
import { RadioGroup, SelectField, TextField } from '~/components/forms/Field';
import { tCheckout as t } from '~/i18n/checkout';
import { CHECKOUT_INTENT, INVOICE_FILL_FORM } from '~/routes/checkout/forms';
import { INVOICE_PREFIX, PERSON_FISCAL_FIELD, type InvoiceErrors } from '~/lib/invoice-forms';

const TEXT_FIELDS: Array<{ name: InvoiceField; autoComplete?: string; inputMode?: 'numeric' | 'email' }> = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'companyName', autoComplete: 'organization' },
  { name: 'vatNumber', inputMode: 'numeric' },
  { name: 'fiscalCode' },
  { name: 'pec', autoComplete: 'email', inputMode: 'email' },
  { name: 'sdi' },
  { name: 'address1', autoComplete: 'address-line1' },
  { name: 'addressNumber' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'postalcode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'province', autoComplete: 'address-level1' },
];

/** the id of a field's control, for the error summary's links */
export const invoiceFieldId = (name: InvoiceField) => `invoice-${name}`;

/** The person type and the invoice fields, with what was typed and the error of each. */
export function InvoiceDataFields({ values, errors }: { values: InvoiceData; errors: InvoiceErrors }) {
  return (
    <>
      <RadioGroup
        id={invoiceFieldId('personType')}
        legend={t('invoice.personType')}
        name={`${INVOICE_PREFIX}personType`}
        defaultValue={values.personType || 'individual'}
        options={PERSON_TYPES.map((type) => ({ value: type, label: t(`invoice.${type}`) }))}
        errors={errors.personType ? [errors.personType] : undefined}
        help={t('invoice.help')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f.name}
            id={invoiceFieldId(f.name)}
            name={`${INVOICE_PREFIX}${f.name}`}
            label={t(`invoice.${f.name}`)}
            defaultValue={values[f.name]}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            maxLength={f.name === 'province' ? 2 : 100}
            errors={errors[f.name] ? [errors[f.name]!] : undefined}
          />
        ))}
      </div>
    </>
  );
}

/** A saved record as the checkout offers it. */
export type SavedInvoice = { id: number; label: string };

/**
 * The checkout's "use saved invoice data" form: empty, outside the checkout's one form (forms do not
 * nest); the select and the button inside the invoice request belong to it by their `form` attribute.
 */
export function InvoiceFillForm() {
  return (
    <Form method="post" id={INVOICE_FILL_FORM} className="hidden">
      <AuthenticityTokenInput />
      <HoneypotFields />
    </Form>
  );
}

export function InvoiceFields({
  needInvoice,
  values,
  errors,
  saved = [],
  busy = false,
}: {
  needInvoice: boolean;
  values: InvoiceData;
  errors: InvoiceErrors;
  /** the customer's saved invoice data (the newest first); with none, no choice is offered */
  saved?: SavedInvoice[];
  busy?: boolean;
}) {
  const open = needInvoice || Object.keys(errors).length > 0;
  return (
    <details open={open} className="rounded-lg bg-white p-4 shadow-sm">
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">{t('invoice.summary')}</summary>
      <div className="mt-2 flex flex-col gap-4">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="need_invoice" value="true" defaultChecked={needInvoice} className="h-5 w-5" />
          {t('invoice.need')}
        </label>
        {saved.length ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <SelectField
              id="invoice-saved"
              name={PERSON_FISCAL_FIELD}
              form={INVOICE_FILL_FORM}
              label={t('invoice.saved')}
              help={t('invoice.savedHelp')}
              options={saved.map((s) => ({ value: String(s.id), label: s.label }))}
              className="min-w-0 flex-1"
            />
            <button
              type="submit"
              form={INVOICE_FILL_FORM}
              name="intent"
              value={CHECKOUT_INTENT.invoiceFill}
              disabled={busy}
              className="btn-outline min-h-11"
            >
              {t('invoice.useSaved')}
            </button>
          </div>
        ) : null}
        <InvoiceDataFields values={values} errors={errors} />
      </div>
    </details>
  );
}
