// The link of the reset e-mail: /reset-password?e_mail=..&token=.. A valid token (checked with
// password_reset_token_check) opens the form for the new password, twice, under the shop's policy;
// an invalid or expired one says so and offers to ask again.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { NewPasswordFields } from '~/components/account/CredentialFields';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { Messages } from '~/components/Messages';
import { checkPasswordResetToken, hasCode, resetPassword } from '~/ebsn/account.server';
import { ACCOUNT_CODES } from '~/ebsn/account-schemas';
import { EbsnError } from '~/ebsn/errors';
import { INTENT, resetPasswordSchema } from '~/lib/account-forms';
import { errorTexts } from '~/lib/api-messages.server';
import { pageMeta } from '~/lib/seo';
import { defineAction, intent } from '~/lib/action.server';
import { failure } from '~/lib/failures.server';
import { getShopper, goTo, respond } from '~/lib/shopper.server';
import { secretUrlHeaders } from '~/lib/headers';

export const headers = secretUrlHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.reset') }), { name: 'robots', content: 'noindex' }];

function linkParams(url: URL) {
  return {
    email: (url.searchParams.get('e_mail') ?? '').replace(/\s+/g, '').slice(0, 254),
    token: (url.searchParams.get('token') ?? '').trim().slice(0, 500),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { email, token } = linkParams(new URL(request.url));
  const shopper = await getShopper(request, context);
  if (!email || !token) return respond(shopper, { valid: false, email, token: '' });
  let valid: boolean;
  try {
    valid = await checkPasswordResetToken(shopper.api, email, token);
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    valid = false;
  }
  return respond(shopper, { valid, email, token: valid ? token : '' });
}

// the new password is never sent back to the page
const hidden = { hideFields: ['password', 'passwordConfirm'] };

export const action = defineAction({
  publicForm: true,
  intents: {
    [INTENT.reset]: intent({
      schema: resetPasswordSchema,
      invalid: async ({ shopper, submission }) => respond(shopper, { result: submission.reply(hidden), invalid: false }, { status: 400 }),
      refusedHere: async ({ shopper, reply, error }) => {
        if (hasCode(error, ACCOUNT_CODES.tokenInvalid)) return respond(shopper, { result: reply(hidden), invalid: true }, { status: 400 });
        const errors = hasCode(error, ACCOUNT_CODES.passwordPolicy)
          ? { fieldErrors: { password: errorTexts(error) } }
          : { formErrors: errorTexts(error) };
        return respond(shopper, { result: reply({ ...hidden, ...errors }), invalid: false }, { status: 400 });
      },
      run: async ({ shopper, value }) => {
        await resetPassword(shopper.api, value);
        return goTo(shopper, '/reset-password-completed');
      },
    }),
  },
});

function Invalid() {
  return (
    <AccountPage title={t('reset.title')}>
      <Messages messages={[{ level: 'error', text: t('reset.invalid') }]} />
      <Actions>
        <Link to="/reset-password-request" className="btn-primary">
          {t('reset.requestAgain')}
        </Link>
      </Actions>
    </AccountPage>
  );
}

export default function ResetPasswordPage() {
  const { valid, email, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  if (!valid || actionData?.invalid) return <Invalid />;
  return (
    <AccountPage title={t('reset.title')} intro={<p>{t('reset.intro', { email })}</p>}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput />
        <HoneypotFields />
        <input type="hidden" name="e_mail" value={email} />
        <input type="hidden" name="token" value={token} />
        {/* lets password managers store the new password under the right account */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <Messages id={form.errorId} errors={form.errors} />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.passwordConfirm}
          labels={[t('fields.newPassword'), t('fields.newPasswordConfirm')]}
          clearOn={actionData}
        />
        <button type="submit" name="intent" value={INTENT.reset} className="btn-primary self-start">
          {t('reset.submit')}
        </button>
      </Form>
    </AccountPage>
  );
}
