// Cambia la password (account.md §2 /profile/update-password, §7 registration/update_password): the
// current password, then the new one twice under the shop's policy, the same rules and messages as
// at registration and reset. The backend checks the current one with the login's lockout and ends
// the customer's other sessions; this one stays logged in. A wrong current password or a policy the
// backend refuses comes back under its field; no password is ever sent back to the page.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { NewPasswordFields } from '~/components/account/CredentialFields';
import { AccountPage } from '~/components/account/AccountPage';
import { conformField } from '~/components/forms/conform';
import { PasswordField } from '~/components/forms/Field';
import { Messages } from '~/components/Messages';
import { updatePassword } from '~/ebsn/account.server';
import { tAccount as t } from '~/i18n/account';
import { INTENT, updatePasswordSchema } from '~/lib/account-forms';
import { formRefusal } from '~/lib/account-forms.server';
import { defineAction, intent } from '~/lib/action.server';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { flashMessage, goTo, respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.updatePassword') }), { name: 'robots', content: 'noindex' }];

/** the passwords are never shown back, refused or not */
const HIDDEN = { hideFields: ['oldPassword', 'password', 'passwordConfirm'] };
/** the backend's field names, as the form's */
const FIELDS: Record<string, 'oldPassword' | 'password'> = { old_password: 'oldPassword', new_password: 'password', password: 'password' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  return respond(shopper, { ok: true });
}

export const action = defineAction({
  auth: 'customer',
  intents: {
    [INTENT.updatePassword]: intent({
      schema: updatePasswordSchema,
      invalid: async ({ shopper, submission }) => respond(shopper, { result: submission.reply(HIDDEN) }, { status: 400 }),
      refusedHere: async ({ shopper, reply, error }) => {
        const { fields, form } = formRefusal(error.messages, FIELDS);
        const result = reply({ ...HIDDEN, fieldErrors: fields, formErrors: form });
        return respond(shopper, { result }, { status: 400 });
      },
      run: async ({ shopper, value }) => {
        const said = await updatePassword(shopper.api, value.oldPassword, value.password);
        flashMessage(shopper, { level: 'success', text: said[0] || t('updatePassword.done') });
        return goTo(shopper, '/profile/dashboard');
      },
    }),
  },
});

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
        <NewPasswordFields
          password={fields.password}
          confirm={fields.passwordConfirm}
          labels={[t('fields.newPassword'), t('fields.newPasswordConfirm')]}
          clearOn={actionData}
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
