// Dati personali (account.md §2 /profile/profile-update, §5, §7 update_user_detail and
// update_email_request; decision 027). Two plain POST forms, each with its intent:
// - the personal data of registration (the same fields, app/components/account/PersonalDataFields,
//   and the same rules, personalDataSchema), prefilled from user_detail. The fiscal code is matched
//   with the personal data here as at registration; the backend's field errors come back under
//   their fields with everything typed kept. Saved: /profile/profile-updated with a flash; an answer
//   no field explains: /profile/profile-update-error.
// - the e-mail: the new address twice; the backend mails a link to it (opened, it lands on
//   /email-confirmed, which sends this customer on to /profile/email-updated). Asked: back here with
//   ?emailchanged=true, which says so; the address waiting for its confirmation is shown.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { useState } from 'react';
import { FormGuards } from '~/components/forms/FormGuards';
import { BillingAddressFields, FormSection, PersonFields, PhoneField } from '~/components/account/PersonalDataFields';
import { conformField } from '~/components/forms/conform';
import { EmailPairFields } from '~/components/account/CredentialFields';
import { ErrorSummary } from '~/components/forms/ErrorSummary';
import { PasswordField } from '~/components/forms/Field';
import { Messages } from '~/components/Messages';
import { tAccount as t } from '~/i18n/account';
import { INTENT, PERSONAL_DATA_FORM_FIELDS, PROFILE_PAGES, type PersonalDataForm, type PersonalDataValues } from '~/lib/account-forms';
import { personalDataDefaults } from '~/lib/account-forms.server';
import { defineAction, intent } from '~/lib/action.server';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { requiredUserDetail } from '~/lib/user-detail.server';
import { emailChangeSchema, PROFILE_FORM as FORM, profileSchema } from './forms';
import { changeEmail, emailRefused, profileRefused, rejectEmail, rejectProfile, saveProfile } from './profile-update.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.profileUpdate') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const emailChanged = new URL(request.url).searchParams.get(PROFILE_PAGES.emailChangedFlag) === 'true';
  const user = await requiredUserDetail(shopper, request);
  return respond(shopper, {
    defaults: personalDataDefaults(user),
    email: user.email ?? user.login ?? null,
    pendingEmail: user.pendingEmail ?? null,
    emailChanged,
  });
}

export const action = defineAction({
  auth: 'customer',
  intents: {
    [INTENT.updateProfile]: intent({
      schema: profileSchema,
      invalid: async ({ shopper, submission }) => rejectProfile(shopper, (options) => submission.reply(options)),
      refusedHere: async ({ shopper, reply, error }) => profileRefused(shopper, reply, error),
      run: ({ shopper, value, reply }) => saveProfile(shopper, value, reply),
    }),
    [INTENT.changeEmail]: intent({
      schema: emailChangeSchema,
      invalid: async ({ shopper, submission }) => rejectEmail(shopper, (options) => submission.reply(options)),
      refusedHere: async ({ shopper, reply, error }) => emailRefused(shopper, reply, error),
      run: ({ shopper, value }) => changeEmail(shopper, value),
    }),
  },
});

/** The e-mail change: the new address twice. */
function EmailChangeForm({ lastResult, busy }: { lastResult: SubmissionResult<string[]> | undefined; busy: boolean }) {
  const [emailForm, emailFields] = useForm({
    id: FORM.email,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailChangeSchema }),
  });
  return (
    <Form method="post" {...getFormProps(emailForm)} className="flex flex-col gap-4">
      <FormGuards />
      <Messages id={emailForm.errorId} errors={emailForm.errors} />
      <div className="grid gap-4 md:grid-cols-2">
        <EmailPairFields
          email={emailFields.newEmail}
          confirm={emailFields.newEmailConfirm}
          labels={[t('profileUpdate.newEmail'), t('profileUpdate.newEmailConfirm')]}
        />
      </div>
      <PasswordField
        {...conformField(emailFields.password)}
        clearOn={lastResult}
        label={t('profileUpdate.emailPassword')}
        help={t('profileUpdate.emailPasswordHelp')}
        autoComplete="current-password"
        required
      />
      <button
        type="submit"
        name="intent"
        value={INTENT.changeEmail}
        className="btn-primary min-h-11 w-full md:w-auto md:self-start"
        disabled={busy}
      >
        {t('profileUpdate.emailSubmit')}
      </button>
    </Form>
  );
}

type SummaryMeta = { id?: string; errors?: string[] } | undefined;

export default function ProfileUpdatePage() {
  const { defaults, email, pendingEmail, emailChanged } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const answerOf = (id: string) => (actionData && 'form' in actionData && actionData.form === id ? actionData.result : undefined);
  const profileResult = answerOf(FORM.profile);

  const [form, fields] = useForm<PersonalDataForm, PersonalDataValues>({
    id: FORM.profile,
    lastResult: profileResult,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });

  // shown once the shopper submitted: the server's answer, or a submission the browser refused
  const [attempts, setAttempts] = useState(0);
  // the error summary lists the fields in page order (labels from account.json `fields`)
  const summary = PERSONAL_DATA_FORM_FIELDS.flatMap((name) => {
    const meta: SummaryMeta = fields[name];
    return meta?.errors?.length ? [{ id: meta.id ?? '', label: t(`fields.${name}`), message: meta.errors[0]! }] : [];
  });
  const submitted = !!profileResult || attempts > 0;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header>
        <h1 className="mb-2 text-2xl font-bold md:text-3xl">{t('profileUpdate.title')}</h1>
        <p>{t('profileUpdate.intro')}</p>
        <p className="mt-1 text-sm text-neutral-700">{t('fields.required')}</p>
      </header>

      <section aria-labelledby="personal-data-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
        <h2 id="personal-data-heading" className="mb-4 text-xl font-semibold">
          {t('profileUpdate.personal')}
        </h2>
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
          <ErrorSummary title={t('profileUpdate.errorSummary')} items={submitted ? summary : []} focusKeys={[profileResult, attempts]} />
          <Messages id={form.errorId} errors={form.errors} />

          <FormSection title={t('profileUpdate.identity')}>
            <PersonFields fields={fields} />
          </FormSection>
          <FormSection title={t('profileUpdate.contact')}>
            <PhoneField field={fields.phone} />
          </FormSection>
          <FormSection title={t('profileUpdate.address')}>
            <BillingAddressFields fields={fields} />
          </FormSection>

          <button
            type="submit"
            name="intent"
            value={INTENT.updateProfile}
            className="btn-primary min-h-11 w-full md:w-auto md:self-start"
            disabled={submitting === INTENT.updateProfile}
          >
            {t('profileUpdate.submit')}
          </button>
        </Form>
      </section>

      <section aria-labelledby="email-change-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
        <h2 id="email-change-heading" className="mb-3 text-xl font-semibold">
          {t('profileUpdate.emailTitle')}
        </h2>
        {emailChanged ? <Messages messages={[{ level: 'success', text: t('profileUpdate.emailChanged') }]} /> : null}
        {email ? <p className="break-words">{t('profileUpdate.currentEmail', { email })}</p> : null}
        {pendingEmail ? (
          <p className="mt-2 break-words rounded-md bg-accent-light px-3 py-2">
            {t('profileUpdate.pendingEmail', { email: pendingEmail })}
          </p>
        ) : null}
        <p className="mb-4 mt-2 text-sm text-neutral-700">{t('profileUpdate.emailIntro')}</p>
        {/* a new form once an address is waiting: what was typed goes, as it would without JS */}
        <EmailChangeForm key={pendingEmail ?? ''} lastResult={answerOf(FORM.email)} busy={submitting === INTENT.changeEmail} />
      </section>

      <p>
        <Link to="/profile/dashboard" className="inline-flex min-h-11 items-center underline">
          {t('profileUpdate.back')}
        </Link>
      </p>
    </div>
  );
}
