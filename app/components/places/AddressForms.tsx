// The address picker's forms (shopping.md §2): a home address to add or edit (the coverage check's
// messages and 'Salva lo stesso' come from the route's action), the delete confirmation as a page
// of its own (it works without JS), and the shop-at-work code.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, useLocation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { Messages } from '~/components/Messages';
import { conformField } from '~/components/forms/conform';
import { ErrorSummary } from '~/components/forms/ErrorSummary';
import { ErrorList, SelectField, TextField } from '~/components/forms/Field';
import type { Address } from '~/ebsn/places-schemas';
import { tPlaces as t } from '~/i18n/places';
import { ADDRESS_FIELDS, ADDRESS_INTENT, addressFormSchema } from '~/lib/place-forms';
import { PROVINCES } from '~/lib/places';

const provinceOptions = PROVINCES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

export function addressLine(a: { address1?: string; addressNumber?: string; postalcode?: string; city?: string; province?: string }) {
  const street = [a.address1, a.addressNumber].filter(Boolean).join(' ');
  const place = [a.postalcode, a.city].filter(Boolean).join(' ') + (a.province ? ` (${a.province})` : '');
  return [street, place.trim()].filter(Boolean).join(', ');
}

export function DeleteConfirmation({ address, back, redirectTo }: { address: Address; back: string; redirectTo: string }) {
  return (
    <section aria-labelledby="delete-title" className="flex flex-col gap-3 rounded-md border border-primary p-4">
      <h2 id="delete-title" className="text-lg font-bold">
        {t('address.confirmDelete')}
      </h2>
      <p>
        <strong>{address.addressName}</strong> {addressLine(address)}
      </p>
      <Form replace method="post" className="flex gap-2">
        <AuthenticityTokenInput />
        <HoneypotFields />
        <input type="hidden" name="addressId" value={address.addressId} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" name="intent" value={ADDRESS_INTENT.remove} className="btn-primary min-h-11 min-w-20">
          {t('address.yes')}
        </button>
        <Link replace to={back} className="btn-outline min-h-11 min-w-20">
          {t('address.no')}
        </Link>
      </Form>
    </section>
  );
}

/** What the route's action answers a rejected save: conform's reply, and whether to offer 'Salva lo stesso'. */
export type AddressFormAnswer = { result?: SubmissionResult<string[]>; askForce?: boolean } | undefined;

export function AddressForm({
  address,
  back,
  redirectTo,
  answer,
  titled = true,
}: {
  address?: Address;
  back: string;
  redirectTo: string;
  answer: AddressFormAnswer;
  /** false when the page's own heading already says what the form is (the address book's dialog) */
  titled?: boolean;
}) {
  const location = useLocation();
  const result = answer?.result;
  const askForce = !!answer?.askForce;
  const [form, fields] = useForm({
    id: `address-form-${address?.addressId ?? 'new'}`,
    lastResult: result,
    defaultValue: address
      ? Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, (address as Record<string, unknown>)[name] ?? '']))
      : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressFormSchema }),
  });
  const labels = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, t(`address.fields.${name}`)]));
  const summary = ADDRESS_FIELDS.flatMap((name) =>
    (fields[name].errors ?? []).slice(0, 1).map((message) => ({ id: fields[name].id, label: labels[name]!, message })),
  );
  const text = (name: (typeof ADDRESS_FIELDS)[number], extra: Record<string, unknown> = {}) => (
    <TextField {...conformField(fields[name])} label={labels[name]} {...extra} />
  );
  return (
    <section aria-labelledby={titled ? 'address-form-title' : undefined} className="flex flex-col gap-3">
      {titled ? (
        <h2 id="address-form-title" className="text-lg font-bold">
          {address ? t('address.formTitleEdit') : t('address.formTitleNew')}
        </h2>
      ) : null}
      <ErrorSummary title={t('address.errorSummary')} items={summary} focusKeys={[answer]} />
      <Form replace method="post" action={`${location.pathname}${location.search}`} {...getFormProps(form)} className="flex flex-col gap-3">
        <AuthenticityTokenInput />
        <HoneypotFields />
        <input type="hidden" name="intent" value={ADDRESS_INTENT.save} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {address ? <input type="hidden" name="addressId" value={address.addressId} /> : null}
        <Messages id={form.errorId} messages={(form.errors ?? []).map((text) => ({ level: askForce ? 'warning' : 'error', text }))} />
        {text('addressName', { autoComplete: 'off' })}
        <div className="grid gap-3 sm:grid-cols-[3fr_1fr]">
          {text('address1', { autoComplete: 'address-line1' })}
          {text('addressNumber')}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {text('postalcode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          {text('city', { autoComplete: 'address-level2' })}
          <SelectField
            {...conformField(fields.province)}
            label={labels.province}
            options={provinceOptions}
            placeholder={t('address.fields.provinceChoose')}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('doorbellName')}
          {text('floor')}
        </div>
        {text('addressNote')}
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
        <p className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary min-h-11">
            {t('address.save')}
          </button>
          {askForce ? (
            <button type="submit" name="force" value="1" className="btn-secondary min-h-11">
              {t('address.saveAnyway')}
            </button>
          ) : null}
          <Link replace to={back} className="btn-outline min-h-11">
            {t('address.cancel')}
          </Link>
        </p>
      </Form>
    </section>
  );
}

/** A code the action refused: what was typed, and why (under the field). */
export type ShopAtWorkAnswer = { code: string; errors: string[] } | undefined;

export function ShopAtWork({ redirectTo, answer }: { redirectTo: string; answer: ShopAtWorkAnswer }) {
  const errorId = answer ? 'shop-at-work-code-error' : undefined;
  return (
    <details className="rounded-md border border-neutral-300 p-3" open={answer ? true : undefined}>
      <summary className="min-h-6 font-semibold text-secondary">{t('address.shopAtWork.title')}</summary>
      <Form replace method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <AuthenticityTokenInput />
        <HoneypotFields />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="flex-1 basis-48">
          <label htmlFor="shop-at-work-code" className="mb-1 block font-medium">
            {t('address.shopAtWork.code')}
          </label>
          <input
            id="shop-at-work-code"
            name="subscriptionCode"
            required
            maxLength={40}
            autoComplete="off"
            defaultValue={answer?.code}
            aria-invalid={answer ? true : undefined}
            aria-describedby={errorId}
            className={`input min-h-11 ${answer ? 'border-primary' : ''}`}
          />
        </div>
        <button type="submit" name="intent" value={ADDRESS_INTENT.shopAtWork} className="btn-secondary min-h-11">
          {t('address.shopAtWork.submit')}
        </button>
        <ErrorList id={errorId} errors={answer?.errors} className="w-full" />
      </Form>
    </details>
  );
}
