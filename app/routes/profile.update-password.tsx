// Cambia la password (account.md §2 /profile/update-password, §7 registration/update_password): the
// current password, then the new one twice under the shop's policy, the same rules and messages as
// at registration and reset. The backend checks the current one with the login's lockout and ends
// the customer's other sessions; this one stays logged in. A wrong current password or a policy the
// backend refuses comes back under its field; no password is ever sent back to the page.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { PASSWORD_POLICY } from '#domain/validators';
import { AccountPage } from '~/components/account/AccountPage';
import { conformField } from '~/components/forms/conform';
import { PasswordField } from '~/components/forms/Field';
import { Messages } from '~/components/Messages';
import { updatePassword } from '~/ebsn/account.server';
import { EbsnError } from '~/ebsn/errors';
import { tAccount as t } from '~/i18n/account';
import { INTENT, updatePasswordSchema } from '~/lib/account-forms';
import { errorTexts } from '~/lib/api-messages.server';
import { requireUser } from '~/lib/auth.server';
import { readForm } from '~/lib/form-body.server';
import { routeHeaders } from '~/lib/headers';
import { checkForm } from '~/lib/security.server';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { flashMessage, goTo, respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.updatePassword') }), { name: 'robots', content: 'noindex' }];

const NO_STORE = { 'Cache-Control': 'private, no-store' };
/** the passwords are never shown back, refused or not */
const HIDDEN = { hideFields: ['oldPassword', 'password', 'passwordConfirm'] };
/** the backend's field names, as the form's */
const FIELDS: Record<string, 'oldPassword' | 'password'> = { old_password: 'oldPassword', new_password: 'password', password: 'password' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  return respond(shopper, { ok: true }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  if (formData.get('intent') !== INTENT.updatePassword) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  const submission = parseWithZod(formData, { schema: updatePasswordSchema });
  if (submission.status !== 'success') return respond(shopper, { result: submission.reply(HIDDEN) }, { status: 400, headers: NO_STORE });
  try {
    const said = await updatePassword(shopper.api, submission.value.oldPassword, submission.value.password);
    flashMessage(shopper, { level: 'success', text: said[0] || t('updatePassword.done') });
    return goTo(shopper, '/profile/dashboard');
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const m of error.messages) {
      const field = m.field ? FIELDS[m.field] : undefined;
      if (field) (fieldErrors[field] ??= []).push(m.text);
      else if (m.text) formErrors.push(m.text);
    }
    const reply = submission.reply({
      ...HIDDEN,
      fieldErrors,
      formErrors: formErrors.length || Object.keys(fieldErrors).length ? formErrors : errorTexts(error),
    });
    return respond(shopper, { result: reply }, { status: 400, headers: NO_STORE });
  }
}

export default function UpdatePasswordPage() {
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: 'update-password',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updatePasswordSchema }),
  });
  return (
    <AccountPage title={t('updatePassword.title')} intro={<p>{t('updatePassword.intro')}</p>}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput />
        <HoneypotFields />
        <Messages id={form.errorId} errors={form.errors} />
        <PasswordField
          {...conformField(fields.oldPassword)}
          clearOn={actionData}
          label={t('updatePassword.oldPassword')}
          autoComplete="current-password"
          required
        />
        <PasswordField
          {...conformField(fields.password)}
          clearOn={actionData}
          label={t('fields.newPassword')}
          help={t('fields.passwordPolicy', PASSWORD_POLICY)}
          autoComplete="new-password"
          required
        />
        <PasswordField
          {...conformField(fields.passwordConfirm)}
          clearOn={actionData}
          label={t('fields.newPasswordConfirm')}
          autoComplete="new-password"
          required
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" name="intent" value={INTENT.updatePassword} className="btn-primary">
            {t('updatePassword.submit')}
          </button>
          <Link to="/profile/dashboard" className="underline">
            {t('updatePassword.back')}
          </Link>
        </div>
      </Form>
    </AccountPage>
  );
}
