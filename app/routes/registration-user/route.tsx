// Registration (account.md §2 "Registration screen", §5 Registration, §7 register_user). Every field
// of the spec; one zod schema for browser and server (app/lib/account-forms.ts); the fiscal code is
// matched against the personal data in the action only (300 KB of comuni stay on the server). The
// personal data fields and rules are the profile's too (PersonalDataFields, decision 030).
// With ?social_login=google (after a first social login) the form is prefilled from the provider
// and has no password: the backend links the identity.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { LEGAL_PAGES } from '~/lib/links';
import { useState } from 'react';
import { FormGuards } from '~/components/forms/FormGuards';
import { EmailPairFields, NewPasswordFields } from '~/components/account/CredentialFields';
import { AccountPage } from '~/components/account/AccountPage';
import { BillingAddressFields, FormSection, PersonFields, PhoneField } from '~/components/account/PersonalDataFields';
import { tAccount as t } from '~/i18n/account';
import { ConsentFields } from '~/components/forms/ConsentFields';
import { ErrorSummary } from '~/components/forms/ErrorSummary';
import { Messages } from '~/components/Messages';
import { INTENT, registrationSchema } from '~/lib/account-forms';
import { defineAction, intent } from '~/lib/action.server';
import { DEFAULT_AFTER_LOGIN } from '~/lib/auth.server';
import { consentField } from '~/lib/consent-forms';
import { ITALY } from '~/lib/places';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { getShopper, goTo, respond } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';
import { consentRules as rules, SOCIAL_PROVIDER, SUMMARY_FIELDS } from './forms';
import { postedRegistrationSchema, register, registrationPage, registrationRefused, rejectRegistration } from './registration.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.registration') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const wantsSocial = new URL(request.url).searchParams.get('social_login') === SOCIAL_PROVIDER;
  const shopper = await getShopper(request, context);
  if (shopper.loggedIn && !wantsSocial) throw await goTo(shopper, DEFAULT_AFTER_LOGIN);
  try {
    return respond(shopper, await registrationPage(shopper, wantsSocial));
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const action = defineAction({
  publicForm: true,
  intents: {
    [INTENT.register]: intent({
      // the consents and their rules come from the backend, never from the form
      schema: ({ shopper }) => postedRegistrationSchema(shopper),
      invalid: async ({ shopper, submission }) => rejectRegistration(shopper, (options) => submission.reply(options)),
      refusedHere: async ({ shopper, reply, error }) => registrationRefused(shopper, reply, error),
      run: ({ shopper, value, reply }) => register(shopper, value, reply),
    }),
  },
});

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
        <FormGuards />
        {social ? <input type="hidden" name="socialLogin" value={SOCIAL_PROVIDER} /> : null}
        <ErrorSummary title={t('registration.errorSummary')} items={submitted ? summary : []} focusKeys={[actionData, attempts]} />
        <Messages id={form.errorId} errors={form.errors} />

        <FormSection title={t('registration.personal')}>
          <PersonFields fields={fields} />
        </FormSection>

        <FormSection title={t('registration.access')}>
          <EmailPairFields email={fields.email} confirm={fields.emailConfirm} labels={[t('fields.email'), t('fields.emailConfirm')]} />
          {social ? null : (
            <>
              <NewPasswordFields
                password={fields.password}
                confirm={fields.passwordConfirm}
                labels={[t('fields.password'), t('fields.passwordConfirm')]}
                clearOn={actionData}
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
