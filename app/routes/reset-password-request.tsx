// Ask for a password reset link (account.md §4 "Reset password"). Whatever the address, the
// shopper goes on to /reset-password-sent: the page never tells whether an account exists.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { AccountPage } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { conformField } from '~/components/forms/conform';
import { TextField } from '~/components/forms/Field';
import { Messages } from '~/components/Messages';
import { requestPasswordReset } from '~/ebsn/account.server';
import { EbsnError } from '~/ebsn/errors';
import { emailSchema, INTENT } from '~/lib/account-forms';
import { pageMeta } from '~/lib/seo';
import { defineAction, intent, replyInvalid } from '~/lib/action.server';
import { goTo } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.resetRequest') }), { name: 'robots', content: 'noindex' }];

export function loader({ request }: LoaderFunctionArgs) {
  const email = (new URL(request.url).searchParams.get('e_mail') ?? '').replace(/\s+/g, '').slice(0, 254);
  return { email };
}

export const action = defineAction({
  publicForm: true,
  intents: {
    [INTENT.requestReset]: intent({
      schema: emailSchema,
      invalid: replyInvalid,
      run: async ({ shopper, value }) => {
        try {
          await requestPasswordReset(shopper.api, value.e_mail);
        } catch (error) {
          // no enumeration: an unknown address reads exactly like a known one
          if (!(error instanceof EbsnError)) throw error;
        }
        return goTo(shopper, '/reset-password-sent');
      },
    }),
  },
});

export default function ResetPasswordRequestPage() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'reset-request',
    lastResult: actionData?.result,
    defaultValue: { e_mail: email },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailSchema }),
  });
  return (
    <AccountPage title={t('resetRequest.title')} intro={<p>{t('resetRequest.intro')}</p>}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput />
        <HoneypotFields />
        <Messages id={form.errorId} errors={form.errors} />
        <TextField
          key={fields.e_mail.key}
          {...conformField(fields.e_mail)}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <button type="submit" name="intent" value={INTENT.requestReset} className="btn-primary self-start">
          {t('resetRequest.submit')}
        </button>
      </Form>
      <p className="mt-6">
        <Link to="/login" className="text-secondary underline">
          {t('resetRequest.back')}
        </Link>
      </p>
    </AccountPage>
  );
}
