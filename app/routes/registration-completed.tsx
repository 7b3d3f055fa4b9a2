// After registration (account.md §4): an e-mail with a confirmation code and link was sent; "resend"
// asks for it again (registration_resend_email, which never says whether the address exists).
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { conformField } from '~/components/forms/conform';
import { TextField } from '~/components/forms/Field';
import { Messages } from '~/components/Messages';
import { resendRegistrationEmail } from '~/ebsn/account.server';
import { EbsnError } from '~/ebsn/errors';
import { emailSchema, INTENT } from '~/lib/account-forms';
import { pageMeta } from '~/lib/seo';
import { checkForm } from '~/lib/security.server';
import { readForm } from '~/lib/form-body.server';
import { failure } from '~/lib/failures.server';
import { flashMessage, getShopper, goTo } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.registrationCompleted') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  return data({ email: shopper.session.get('registrationEmail') ?? null }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request, { publicForm: true });
  if (formData.get('intent') !== INTENT.resend) throw new Response('Bad Request', { status: 400 });
  const shopper = await getShopper(request, context);
  // the address the registration was sent to, or the one typed when this browser does not know it
  const known = shopper.session.get('registrationEmail');
  const submission = parseWithZod(known ? new URLSearchParams({ e_mail: known }) : formData, { schema: emailSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await resendRegistrationEmail(shopper.api, submission.value.e_mail);
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
  }
  shopper.session.set('registrationEmail', submission.value.e_mail);
  flashMessage(shopper, { level: 'success', text: t('registrationCompleted.resent') });
  return goTo(shopper, '/registration-completed');
}

export default function RegistrationCompletedPage() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'resend',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    // the address is known to the server when this browser registered: nothing to validate then
    onValidate: email ? undefined : ({ formData }) => parseWithZod(formData, { schema: emailSchema }),
  });
  return (
    <AccountPage title={t('registrationCompleted.title')}>
      <p className="mb-2 text-lg">{email ? t('registrationCompleted.textTo', { email }) : t('registrationCompleted.text')}</p>
      <p className="mb-4 text-neutral-800">{t('registrationCompleted.hint')}</p>
      <p>
        <Link
          to={`/registration-confirmed${email ? `?e_mail=${encodeURIComponent(email)}` : ''}`}
          className="font-medium text-secondary underline"
        >
          {t('registrationCompleted.confirmLink')}
        </Link>
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-3 border-t border-neutral-200 pt-5">
        <h2 className="text-lg font-semibold">{t('registrationCompleted.resendTitle')}</h2>
        <AuthenticityTokenInput />
        <HoneypotFields />
        <Messages id={form.errorId} errors={form.errors} />
        {email ? null : (
          <TextField
            key={fields.e_mail.key}
            {...conformField(fields.e_mail)}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
          />
        )}
        <Actions>
          <button type="submit" name="intent" value={INTENT.resend} className="btn-outline">
            {t('registrationCompleted.resend')}
          </button>
        </Actions>
      </Form>
    </AccountPage>
  );
}
