// Registration (account.md §2 "Registration screen", §5 Registration, §7 register_user). Every field
// of the spec; one zod schema for browser and server (app/lib/account-forms.ts); the fiscal code is
// matched against the personal data in the action only (300 KB of comuni stay on the server). The
// personal data fields and rules are the profile's too (PersonalDataFields, decision 030).
// With ?social_login=google (after a first social login) the form is prefilled from the provider
// and has no password: the backend links the identity.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { LEGAL_PAGES } from '~/lib/links';
import { useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { PASSWORD_POLICY } from '#domain/validators';
import { AccountPage } from '~/components/account/AccountPage';
import { BillingAddressFields, FormSection, PersonFields, PhoneField } from '~/components/account/PersonalDataFields';
import { tAccount as t } from '~/i18n/account';
import { ConsentFields } from '~/components/forms/ConsentFields';
import { conformField } from '~/components/forms/conform';
import { PasswordField, TextField } from '~/components/forms/Field';
import { ErrorSummary } from '~/components/forms/ErrorSummary';
import { Messages } from '~/components/Messages';
import { getSocialUserDetail, hasCode, listRegistrationDisclaimers, registerUser } from '~/ebsn/account.server';
import { ACCOUNT_CODES } from '~/ebsn/account-schemas';
import { EbsnError } from '~/ebsn/errors';
import { BILLING_ADDRESS_FIELDS, INTENT, PERSON_FIELDS, registrationSchema } from '~/lib/account-forms';
import { fieldErrors, fiscalCodeProblem, toRegisterUser } from '~/lib/account-forms.server';
import { errorTexts } from '~/lib/api-messages.server';
import { DEFAULT_AFTER_LOGIN, startUserSession } from '~/lib/auth.server';
import { consentField, type ConsentView } from '~/lib/consent-forms';
import { toConsentView } from '~/lib/consents.server';
import { log } from '~/lib/log.server';
import { ITALY } from '~/lib/places';
import { pageMeta } from '~/lib/seo';
import { checkForm } from '~/lib/security.server';
import { readForm } from '~/lib/form-body.server';
import { failure } from '~/lib/failures.server';
import { getShopper, goTo, respond } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.registration') }), { name: 'robots', content: 'noindex' }];

const SOCIAL_PROVIDER = 'google';
const HIDDEN = ['password', 'passwordConfirm'];

// the form's fields in page order, for the error summary (labels from account.json `fields`)
const SUMMARY_FIELDS = [
  ...PERSON_FIELDS,
  'email',
  'emailConfirm',
  'password',
  'passwordConfirm',
  'phone',
  ...BILLING_ADDRESS_FIELDS,
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

export default function RegistrationPage() {
  const { consents, social, socialUnavailable, prefill } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
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
        <HoneypotFields />
        {social ? <input type="hidden" name="socialLogin" value={SOCIAL_PROVIDER} /> : null}
        <ErrorSummary title={t('registration.errorSummary')} items={submitted ? summary : []} focusKeys={[actionData, attempts]} />
        <Messages id={form.errorId} errors={form.errors} />

        <FormSection title={t('registration.personal')}>
          <PersonFields fields={fields} />
        </FormSection>

        <FormSection title={t('registration.access')}>
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
          <PhoneField field={fields.phone} />
        </FormSection>

        <FormSection title={t('registration.address')}>
          <BillingAddressFields fields={fields} />
        </FormSection>

        <fieldset className="rounded-md border border-neutral-200 p-4 md:p-5">
          <legend className="px-1 text-lg font-semibold">{t('registration.consents')}</legend>
          <p className="mb-4">
            {t('registration.policiesBefore')}{' '}
            <Link to={LEGAL_PAGES.privacy} className="font-medium text-secondary underline" target="_blank">
              {t('registration.policiesPrivacy')}
            </Link>{' '}
            {t('registration.policiesAnd')}{' '}
            <Link to={LEGAL_PAGES.cookies} className="font-medium text-secondary underline" target="_blank">
              {t('registration.policiesCookies')}
            </Link>
            .
          </p>
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
