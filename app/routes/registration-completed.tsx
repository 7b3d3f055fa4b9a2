// After registration (account.md §4): an e-mail with a confirmation code and link was sent; "resend"
// asks for it again (registration_resend_email, which never says whether the address exists).
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
import { resendRegistrationEmail } from '~/ebsn/account.server';
import { EbsnError } from '~/ebsn/errors';
import { emailSchema, INTENT } from '~/lib/account-forms';
import { pageMeta } from '~/lib/seo';
import { defineAction, intent, replyInvalid } from '~/lib/action.server';
import { flashMessage, getShopper, goTo, respond, type Shopper } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.registrationCompleted') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  return respond(shopper, { email: shopper.session.get('registrationEmail') ?? null });
}

/** Sends the confirmation e-mail again; an unknown address reads like a known one. */
async function resend(shopper: Shopper, email: string) {
  try {
    await resendRegistrationEmail(shopper.api, email);
  } catch (error) {
    if (!(error instanceof EbsnError)) throw error;
  }
  shopper.session.set('registrationEmail', email);
  flashMessage(shopper, { level: 'success', text: t('registrationCompleted.resent') });
  return goTo(shopper, '/registration-completed');
}

// the address the registration was sent to, or the one typed when this browser does not know it
export const action = defineAction({
  publicForm: true,
  intents: {
    [INTENT.resend]: intent({
      schema: emailSchema,
      invalid: async (args) => {
        const known = args.shopper.session.get('registrationEmail');
        return known ? resend(args.shopper, known) : replyInvalid(args);
      },
      run: async ({ shopper, value }) => resend(shopper, shopper.session.get('registrationEmail') ?? value.e_mail),
    }),
  },
});

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
