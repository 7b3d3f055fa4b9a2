// The personal data fields of account.md §2 "Registration screen", shared by the registration form
// and /profile/profile-update (one set of fields and rules: app/lib/account-forms.ts). Each piece
// takes conform's field metadata of its fields and renders the shop's Field components, so labels,
// errors and aria-describedby are the same on both pages. Without JS every control is offered (the
// province of birth and the fiscal code too); with JS the province of birth shows only for people
// born in Italy and the fiscal code hides while "no fiscal code" is ticked.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { conformCheckbox, conformField } from '~/components/forms/conform';
import { CheckboxField, RadioGroup, SelectField, TextField } from '~/components/forms/Field';
import { tAccount as t } from '~/i18n/account';
import type { BILLING_ADDRESS_FIELDS, PERSON_FIELDS } from '~/lib/account-forms';
import { BIRTH_COUNTRIES, ITALY, PROVINCES } from '~/lib/places';

type Meta = Parameters<typeof conformField>[0];

const provinceOptions = PROVINCES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
const countryOptions = BIRTH_COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** A group of a form's fields under its legend. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-md border border-neutral-200 p-4 md:p-5">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Names, gender, birth data and fiscal code (or "no fiscal code"). */
export function PersonFields({ fields }: { fields: Record<(typeof PERSON_FIELDS)[number], Meta> }) {
  const hydrated = useHydrated();
  const [country, setCountry] = useState(String(fields.birthCountry.initialValue || ITALY));
  const [noFiscalCode, setNoFiscalCode] = useState(fields.noFiscalCode.initialValue === 'on');
  return (
    <>
      <TextField
        key={fields.firstName.key}
        {...conformField(fields.firstName)}
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
      />
      <TextField
        key={fields.lastName.key}
        {...conformField(fields.lastName)}
        label={t('fields.lastName')}
        autoComplete="family-name"
        required
      />
      <RadioGroup
        key={fields.gender.key}
        id={fields.gender.id}
        name={fields.gender.name}
        form={fields.gender.formId}
        legend={t('fields.gender')}
        required
        defaultValue={typeof fields.gender.initialValue === 'string' ? fields.gender.initialValue : undefined}
        errors={fields.gender.errors}
        options={[
          { value: 'M', label: t('fields.male') },
          { value: 'F', label: t('fields.female') },
        ]}
      />
      <TextField
        key={fields.birthDate.key}
        {...conformField(fields.birthDate)}
        label={t('fields.birthDate')}
        type="date"
        autoComplete="bday"
        required
      />
      <SelectField
        key={fields.birthCountry.key}
        {...conformField(fields.birthCountry)}
        label={t('fields.birthCountry')}
        options={countryOptions}
        required
        onChange={(e) => setCountry(e.currentTarget.value)}
      />
      {/* without JS both are offered; with JS the province only for people born in Italy */}
      {!hydrated || country === ITALY ? (
        <SelectField
          key={fields.birthProvince.key}
          {...conformField(fields.birthProvince)}
          label={t('fields.birthProvince')}
          help={hydrated ? undefined : t('fields.birthProvinceHelp')}
          options={provinceOptions}
          placeholder={t('fields.choose')}
          required={hydrated}
        />
      ) : null}
      <TextField
        key={fields.birthPlace.key}
        {...conformField(fields.birthPlace)}
        label={t('fields.birthPlace')}
        help={t('fields.birthPlaceHelp')}
        required
      />
      <div className="flex flex-col gap-2">
        {!hydrated || !noFiscalCode ? (
          <TextField
            key={fields.fiscalCode.key}
            {...conformField(fields.fiscalCode)}
            label={t('fields.fiscalCode')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            required={hydrated}
          />
        ) : null}
        <CheckboxField
          key={fields.noFiscalCode.key}
          {...conformCheckbox(fields.noFiscalCode)}
          label={t('fields.noFiscalCode')}
          className="flex min-h-11 flex-col justify-center"
          onChange={(e) => setNoFiscalCode(e.currentTarget.checked)}
        />
      </div>
    </>
  );
}

/** The phone number, required at registration and in the profile. */
export function PhoneField({ field }: { field: Meta }) {
  return (
    <TextField key={field.key} {...conformField(field)} label={t('fields.phone')} type="tel" autoComplete="tel" inputMode="tel" required />
  );
}

/** The billing address: street, number, postal code, town, province. */
export function BillingAddressFields({ fields }: { fields: Record<(typeof BILLING_ADDRESS_FIELDS)[number], Meta> }) {
  return (
    <>
      <TextField
        key={fields.address1.key}
        {...conformField(fields.address1)}
        label={t('fields.address1')}
        autoComplete="address-line1"
        required
      />
      <TextField key={fields.addressNumber.key} {...conformField(fields.addressNumber)} label={t('fields.addressNumber')} required />
      <TextField
        key={fields.postalcode.key}
        {...conformField(fields.postalcode)}
        label={t('fields.postalcode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
        required
      />
      <TextField key={fields.city.key} {...conformField(fields.city)} label={t('fields.city')} autoComplete="address-level2" required />
      <SelectField
        key={fields.province.key}
        {...conformField(fields.province)}
        label={t('fields.province')}
        options={provinceOptions}
        placeholder={t('fields.choose')}
        required
      />
    </>
  );
}
