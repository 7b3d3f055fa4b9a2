// The link of the confirmation e-mail: /registration-confirmed?e_mail=..&reg_control_code=..
// confirms the registration (registration_confirm) and offers login; a customer logged in as that
// account goes to /profile/profile-confirmed instead. Without a code, or with a wrong one, a form
// takes the e-mail and the code by hand.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { conformField } from '~/components/forms/conform';
import { TextField } from '~/components/forms/Field';
import { Messages } from '~/components/Messages';
import { confirmRegistration, getUserDetail } from '~/ebsn/account.server';
import { EbsnError, NotFoundError, UpstreamUnavailableError } from '~/ebsn/errors';
import { normalizeLogin } from '#domain/validators';
import { confirmCodeSchema, INTENT, PROFILE_PAGES } from '~/lib/account-forms';
import { isLoggedIn } from '~/lib/session.server';
import { pageMeta } from '~/lib/seo';
import { defineAction, intent, replyInvalid } from '~/lib/action.server';
import { failure } from '~/lib/failures.server';
import { getShopper, goTo, respond } from '~/lib/shopper.server';
import { errorTexts } from '~/lib/api-messages.server';
import { secretUrlHeaders } from '~/lib/headers';

export const headers = secretUrlHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.registrationConfirmed') }), { name: 'robots', content: 'noindex' }];

type Status = 'confirmed' | 'already' | 'invalid' | 'form';

/** A refused code's message: the lockout's, with its minutes, when too many codes were tried; else "invalid". */
function refusal(error: EbsnError): string[] {
  return error.messages.some((m) => m.code === 'auth.locked') ? errorTexts(error) : [t('registrationConfirmed.invalid')];
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = (url.searchParams.get('e_mail') ?? '').replace(/\s+/g, '').slice(0, 254);
  const code = (url.searchParams.get('reg_control_code') ?? '').trim().slice(0, 100);
  const shopper = await getShopper(request, context);
  if (url.searchParams.get('confirmed') === '1') return respond(shopper, { status: 'confirmed' as Status, email });
  if (!email || !code) return respond(shopper, { status: 'form' as Status, email });
  let status: Status;
  let errors: string[] | undefined;
  try {
    status = (await confirmRegistration(shopper.api, email, code)) || 'invalid';
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    status = 'invalid';
    errors = refusal(error);
  }
  // the account confirmed is this session's own: its page in the profile (account.md §2)
  if (status !== 'invalid' && (await isOwnAccount(shopper, email))) return goTo(shopper, PROFILE_PAGES.confirmed);
  return respond(shopper, { status, email, errors });
}

async function isOwnAccount(shopper: Awaited<ReturnType<typeof getShopper>>, email: string) {
  if (!isLoggedIn(shopper.session)) return false;
  try {
    const user = await getUserDetail(shopper.api);
    return normalizeLogin(user.email ?? user.login ?? '') === normalizeLogin(email);
  } catch (error) {
    // a session the backend has ended, or no answer: the visitor's page, which offers login
    if (error instanceof EbsnError || error instanceof NotFoundError || error instanceof UpstreamUnavailableError) return false;
    throw error;
  }
}

export const action = defineAction({
  publicForm: true,
  intents: {
    [INTENT.confirm]: intent({
      schema: confirmCodeSchema,
      invalid: replyInvalid,
      refusedHere: async ({ shopper, reply, error }) =>
        respond(shopper, { result: reply({ formErrors: refusal(error) }) }, { status: 400 }),
      run: async ({ shopper, value, reply }) => {
        const confirmed = await confirmRegistration(shopper.api, value.e_mail, value.reg_control_code);
        if (!confirmed) return respond(shopper, { result: reply({ formErrors: [t('registrationConfirmed.invalid')] }) }, { status: 400 });
        return goTo(shopper, '/registration-confirmed?confirmed=1');
      },
    }),
  },
});

function CodeForm({ email, invalid, errors }: { email: string; invalid: boolean; errors?: string[] }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'confirm-registration',
    lastResult: actionData?.result,
    defaultValue: { e_mail: email },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: confirmCodeSchema }),
  });
  return (
    <AccountPage title={t('registrationConfirmed.formTitle')} intro={<p>{t('registrationConfirmed.formIntro')}</p>}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput />
        <HoneypotFields />
        <Messages
          id={form.errorId}
          errors={form.errors ?? (invalid && !actionData ? (errors ?? [t('registrationConfirmed.invalid')]) : undefined)}
        />
        <TextField
          key={fields.e_mail.key}
          {...conformField(fields.e_mail)}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          key={fields.reg_control_code.key}
          {...conformField(fields.reg_control_code)}
          label={t('fields.code')}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <button type="submit" name="intent" value={INTENT.confirm} className="btn-primary self-start">
          {t('registrationConfirmed.submit')}
        </button>
      </Form>
      <p className="mt-6">
        <Link to="/registration-completed" className="text-secondary underline">
          {t('registrationConfirmed.resendLink')}
        </Link>
      </p>
    </AccountPage>
  );
}

export default function RegistrationConfirmedPage() {
  const loaded = useLoaderData<typeof loader>();
  const { status, email } = loaded;
  const errors = 'errors' in loaded ? loaded.errors : undefined;
  if (status !== 'confirmed' && status !== 'already') return <CodeForm email={email} invalid={status === 'invalid'} errors={errors} />;
  const already = status === 'already';
  return (
    <AccountPage title={already ? t('registrationConfirmed.alreadyTitle') : t('registrationConfirmed.title')}>
      <p className="text-lg">{already ? t('registrationConfirmed.alreadyText') : t('registrationConfirmed.text')}</p>
      <Actions>
        <Link to="/login" className="btn-primary">
          {t('registrationConfirmed.login')}
        </Link>
      </Actions>
    </AccountPage>
  );
}
