// The invoice request of the checkout (shopping.md §5 "Invoice form fields"): a disclosure that opens
// by itself when an invoice is asked for (a native <details>, so it works without JS), the person
// type, and every field with its error tied to it. Which fields a type needs is said in the help
// text; the action checks them by domain/invoice's rules.
import type { InvoiceData, InvoiceField } from '#domain/invoice';
import { PERSON_TYPES } from '#domain/invoice';
import { RadioGroup, TextField } from '~/components/forms/Field';
import { tCheckout as t } from '~/i18n/checkout';
import { INVOICE_PREFIX } from '~/lib/checkout-forms';

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

export function InvoiceFields({
  needInvoice,
  values,
  errors,
}: {
  needInvoice: boolean;
  values: InvoiceData;
  errors: Partial<Record<InvoiceField, string>>;
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
      </div>
    </details>
  );
}
