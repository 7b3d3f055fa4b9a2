// Registration (account.md §2 "Registration screen", §5 Registration, §7 register_user). Every field
// of the spec; one zod schema for browser and server (app/lib/account-forms.ts); the fiscal code is
// matched against the personal data in the action only (300 KB of comuni stay on the server).
// With ?social_login=google (after a first social login) the form is prefilled from the provider
// and has no password: the backend links the identity.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { PASSWORD_POLICY } from '#domain/validators';
import { AccountPage } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { ConsentFields } from '~/components/forms/ConsentFields';
import { conformCheckbox, conformField } from '~/components/forms/conform';
import { CheckboxField, PasswordField, RadioGroup, SelectField, TextField } from '~/components/forms/Field';
import { ErrorSummary } from '~/components/forms/ErrorSummary';
import { Messages } from '~/components/Messages';
import { getSocialUserDetail, hasCode, listRegistrationDisclaimers, registerUser } from '~/ebsn/account.server';
import { ACCOUNT_CODES } from '~/ebsn/account-schemas';
import { EbsnError } from '~/ebsn/errors';
import { INTENT, registrationSchema } from '~/lib/account-forms';
import { fieldErrors, fiscalCodeProblem, toRegisterUser } from '~/lib/account-forms.server';
import { errorTexts } from '~/lib/api-messages.server';
import { DEFAULT_AFTER_LOGIN, startUserSession } from '~/lib/auth.server';
import { consentField, type ConsentView } from '~/lib/consent-forms';
import { toConsentView } from '~/lib/consents.server';
import { log } from '~/lib/log.server';
import { BIRTH_COUNTRIES, ITALY, PROVINCES } from '~/lib/places';
import { pageMeta } from '~/lib/seo';
import { checkForm } from '~/lib/security.server';
import { readForm } from '~/lib/form-body.server';
import { failure, getShopper, goTo, respond } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.registration') }), { name: 'robots', content: 'noindex' }];

const SOCIAL_PROVIDER = 'google';
const HIDDEN = ['password', 'passwordConfirm'];

const provinceOptions = PROVINCES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
const countryOptions = BIRTH_COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

// the form's fields in page order, for the error summary (labels from account.json `fields`)
const SUMMARY_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'birthCountry',
  'birthProvince',
  'birthPlace',
  'fiscalCode',
  'noFiscalCode',
  'email',
  'emailConfirm',
  'password',
  'passwordConfirm',
  'phone',
  'address1',
  'addressNumber',
  'postalcode',
  'city',
  'province',
] as const;

const rules = (consents: ConsentView[]) => consents.map((c) => ({ id: c.id, required: c.required }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const wantsSocial = url.searchParams.get('social_login') === SOCIAL_PROVIDER;
  const shopper = await getShopper(request, context);
  if (shopper.loggedIn && !wantsSocial) throw await goTo(shopper, DEFAULT_AFTER_LOGIN);
  try {
    const [disclaimers, socialUser] = await Promise.all([
      listRegistrationDisclaimers(shopper.api),
      wantsSocial
        ? getSocialUserDetail(shopper.api).catch((error) => {
            if (!(error instanceof EbsnError)) throw error;
            log.info({ err: error.message }, 'no social user to prefill the registration');
            return null;
          })
        : null,
    ]);
    const social = !!socialUser;
    return respond(
      shopper,
      {
        consents: disclaimers.map(toConsentView),
        social,
        socialUnavailable: wantsSocial && !social,
        prefill: socialUser
          ? {
              firstName: socialUser.firstName ?? '',
              lastName: socialUser.lastName ?? '',
              email: socialUser.email ?? '',
              emailConfirm: socialUser.email ?? '',
            }
          : {},
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request, { publicForm: true });
  if (formData.get('intent') !== INTENT.register) throw new Response('Bad Request', { status: 400 });
  const shopper = await getShopper(request, context);
  try {
    const consents = (await listRegistrationDisclaimers(shopper.api)).map(toConsentView);
    const social = formData.get('socialLogin') === SOCIAL_PROVIDER;
    const submission = parseWithZod(formData, { schema: registrationSchema({ consents: rules(consents), social }) });
    const reject = (options: Parameters<typeof submission.reply>[0] = {}) =>
      respond(
        shopper,
        { result: submission.reply({ ...options, hideFields: HIDDEN }) },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      );
    if (submission.status !== 'success') return reject();

    const values = submission.value;
    const fiscal = fiscalCodeProblem(values);
    if (fiscal) return reject({ fieldErrors: { fiscalCode: [fiscal] } });

    let sessionUser;
    try {
      ({ sessionUser } = await registerUser(shopper.api, toRegisterUser(values)));
    } catch (error) {
      if (!(error instanceof EbsnError)) throw error;
      if (hasCode(error, ACCOUNT_CODES.emailTaken)) return reject({ fieldErrors: { email: [t('registration.emailTaken')] } });
      const byField = fieldErrors(error.messages);
      const { '': formLevel, ...fields } = byField;
      const said = error.messages.some((m) => m.level === 'error');
      // account.md §8: "cannot complete registration, retry in a few minutes" when the server says nothing
      const formErrors = formLevel ?? (Object.keys(fields).length ? [] : said ? errorTexts(error) : [t('registration.failed')]);
      return reject({ formErrors: formErrors.length ? formErrors : undefined, fieldErrors: fields });
    }

    if (social) {
      // the backend linked the identity; when it also logged the user in, the session turns over
      if (sessionUser && sessionUser.userId > 0) {
        await startUserSession(shopper, { userId: sessionUser.userId, firstName: values.firstName }, { remember: true });
      }
      return goTo(shopper, '/registration-social-completed');
    }
    shopper.session.set('registrationEmail', values.email);
    return goTo(shopper, '/registration-completed');
  } catch (error) {
    return failure(error, request, shopper);
  }
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-md border border-neutral-200 p-4 md:p-5">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export default function RegistrationPage() {
  const { consents, social, socialUnavailable, prefill } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const schema = registrationSchema({ consents: rules(consents), social });
  const [form, fields] = useForm({
    id: 'registration',
    lastResult: actionData?.result,
    defaultValue: { birthCountry: ITALY, ...prefill },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const initial = (name: string) => (form.initialValue as Record<string, unknown> | undefined)?.[name];
  const [country, setCountry] = useState(String(fields.birthCountry.initialValue ?? ITALY));
  const [noFiscalCode, setNoFiscalCode] = useState(fields.noFiscalCode.initialValue === 'on');
  const anyField = fields as unknown as Record<string, { errors?: string[] } | undefined>;
  const consentErrors = Object.fromEntries(consents.map((c) => [consentField(c.id), anyField[consentField(c.id)]?.errors]));
  const consentDefaults = Object.fromEntries(consents.map((c) => [consentField(c.id), initial(consentField(c.id))]));
  const busy = navigation.state === 'submitting';
  const [attempts, setAttempts] = useState(0);
  type Meta = { id?: string; errors?: string[] } | undefined;
  const summary = [
    ...SUMMARY_FIELDS.map((name) => ({ meta: anyField[name] as Meta, label: t(`fields.${name}`), id: undefined as string | undefined })),
    ...consents.map((c) => ({ meta: anyField[consentField(c.id)] as Meta, label: c.title, id: `registration-consent-${c.id}` })),
  ].flatMap(({ meta, label, id }) => (meta?.errors?.length ? [{ id: id ?? meta.id ?? '', label, message: meta.errors[0]! }] : []));
  // shown once the shopper submitted: by the server's answer, or by a submission the browser refused
  const submitted = !!actionData?.result || attempts > 0;

  return (
    <AccountPage
      wide
      title={social ? t('registration.socialTitle') : t('registration.title')}
      intro={
        <>
          <p>{social ? t('registration.socialIntro') : t('registration.intro')}</p>
          <p className="mt-1 text-sm text-neutral-700">{t('fields.required')}</p>
        </>
      }
    >
      {socialUnavailable ? <Messages messages={[{ level: 'warning', text: t('registration.socialUnavailable') }]} /> : null}
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          setAttempts((n) => n + 1);
          getFormProps(form).onSubmit(event);
        }}
        className="flex flex-col gap-6"
      >
        <AuthenticityTokenInput />
        <HoneypotInputs />
        {social ? <input type="hidden" name="socialLogin" value={SOCIAL_PROVIDER} /> : null}
        <ErrorSummary title={t('registration.errorSummary')} items={submitted ? summary : []} focusKeys={[actionData, attempts]} />
        <Messages id={form.errorId} errors={form.errors} />

        <Section title={t('registration.personal')}>
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
              onChange={(e) => setNoFiscalCode(e.currentTarget.checked)}
            />
          </div>
        </Section>

        <Section title={t('registration.access')}>
          <TextField
            key={fields.email.key}
            {...conformField(fields.email)}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <TextField
            key={fields.emailConfirm.key}
            {...conformField(fields.emailConfirm)}
            label={t('fields.emailConfirm')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          {social ? null : (
            <>
              <PasswordField
                {...conformField(fields.password)}
                clearOn={actionData}
                label={t('fields.password')}
                help={t('fields.passwordPolicy', PASSWORD_POLICY)}
                autoComplete="new-password"
                required
              />
              <PasswordField
                {...conformField(fields.passwordConfirm)}
                clearOn={actionData}
                label={t('fields.passwordConfirm')}
                autoComplete="new-password"
                required
              />
            </>
          )}
          <TextField
            key={fields.phone.key}
            {...conformField(fields.phone)}
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
          />
        </Section>

        <Section title={t('registration.address')}>
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
        </Section>

        <fieldset className="rounded-md border border-neutral-200 p-4 md:p-5">
          <legend className="px-1 text-lg font-semibold">{t('registration.consents')}</legend>
          <ConsentFields
            consents={consents}
            errors={consentErrors}
            defaults={consentDefaults}
            idPrefix="registration-consent"
            headingLevel={2}
          />
        </fieldset>

        <button
          type="submit"
          name="intent"
          value={INTENT.register}
          className="btn-primary w-full py-3 text-lg md:w-auto md:self-start"
          disabled={busy}
        >
          {t('registration.submit')}
        </button>
      </Form>
      <p className="mt-6">
        {t('registration.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-secondary underline">
          {t('registration.login')}
        </Link>
      </p>
    </AccountPage>
  );
}
