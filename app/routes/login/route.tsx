// Login (account.md §2 "Login screen", §5 Login, §7 Authentication). One form with two submit
// buttons: "Accedi" (intent login) and "Hai dimenticato la password?" (intent forgot: a valid e-mail
// in the field asks for a reset link at once, anything else opens the reset request page), so both
// work without JavaScript. A backend answering auth.mfaRequired leads to the pin step
// (docs/decisions/006-login-mfa-step.md). Success rotates the cookie session and goes back to
// where the shopper was going.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { safeRedirect } from '~/lib/safe-redirect';
import { z } from 'zod';
import { AccountPage } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { conformCheckbox, conformField } from '~/components/forms/conform';
import { CheckboxField, PasswordField, TextField } from '~/components/forms/Field';
import { Messages } from '~/components/Messages';
import { hasCode, login, requestPasswordReset, socialLoginStart } from '~/ebsn/account.server';
import { ACCOUNT_CODES } from '~/ebsn/account-schemas';
import { createApiContext } from '~/ebsn/client.server';
import { EbsnError, SessionExpiredError } from '~/ebsn/errors';
import { forgotSchema, INTENT, loginSchema, mfaSchema } from '~/lib/account-forms';
import { errorTexts } from '~/lib/api-messages.server';
import {
  clearPendingMfa,
  commitPendingMfa,
  DEFAULT_AFTER_LOGIN,
  readPendingMfa,
  readPendingMfaWithPassword,
  startUserSession,
} from '~/lib/auth.server';
import { env } from '~/lib/env.server';
import { pageMeta } from '~/lib/seo';
import { defineAction, intent, replyInvalid } from '~/lib/action.server';
import { notFound } from '~/lib/failures.server';
import { flashMessage, getShopper, goTo, respond, type Shopper } from '~/lib/shopper.server';
import { gateUrl } from '~/lib/gates';
import { pendingAdd, rememberPendingAdd, resumePendingAdd } from '~/lib/pending-add.server';
import { routeHeaders } from '~/lib/headers';
import { cancelMfaSchema, forgotIntentSchema, socialSchema } from './forms';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.login') }), { name: 'robots', content: 'noindex' }];

const socialGoogleEnabled = () => process.env.SOCIAL_GOOGLE === '1';

/** Where to go after login: a path of this shop only (~/lib/safe-redirect), by default the profile. */
function target(redirectTo: string | null | undefined): string {
  const to = safeRedirect(redirectTo, DEFAULT_AFTER_LOGIN);
  // never back to the login page itself, nor to an API route
  return /^\/(login|logout)(\/|\?|$)/.test(to) ? DEFAULT_AFTER_LOGIN : to;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirectTo') ?? '';
  const shopper = await getShopper(request, context);
  if (shopper.loggedIn) throw await goTo(shopper, target(redirectTo));
  const mfa = await readPendingMfa(request);
  return respond(shopper, {
    redirectTo: mfa?.redirectTo || safeRedirect(redirectTo, ''),
    socialGoogle: socialGoogleEnabled(),
    mfa: mfa ? { login: mfa.login } : null,
  });
}

async function finishLogin(
  shopper: Shopper,
  user: Parameters<typeof startUserSession>[1],
  remember: boolean,
  redirectTo: string | undefined,
) {
  const name = user?.firstName;
  // the add the gating stopped outlives the session that login replaces, and is made now (§4)
  const waiting = pendingAdd(shopper);
  await startUserSession(shopper, user, {
    remember,
    message: { level: 'success', text: name ? t('login.welcome', { name }) : t('login.welcomeNoName') },
  });
  shopper.cookies.push(await clearPendingMfa());
  if (waiting) {
    rememberPendingAdd(shopper, waiting);
    const resumed = await resumePendingAdd(shopper);
    if (resumed.kind === 'waiting') {
      return goTo(shopper, gateUrl(resumed.step, target(redirectTo)));
    }
  }
  return goTo(shopper, target(redirectTo));
}

/** Login, retried once without the old token when that one had expired (no reason to bother the shopper). */
async function loginWithRetry(shopper: Shopper, input: Parameters<typeof login>[1]) {
  try {
    return await login(shopper.api, input);
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) throw error;
    shopper.api = createApiContext(undefined, shopper.api.clientIp, undefined, shopper.api.deadline);
    return login(shopper.api, input);
  }
}

/** The pin step's cookie is gone (too late, or another browser): start again. */
function mfaExpired(shopper: Shopper) {
  flashMessage(shopper, { level: 'error', text: t('login.mfaExpired') });
  return goTo(shopper, '/login');
}

export const action = defineAction({
  publicForm: true,
  intents: {
    [INTENT.forgot]: intent({
      schema: forgotIntentSchema,
      run: async ({ shopper, value }) => {
        const parsed = forgotSchema.safeParse({ login: value.login });
        if (!parsed.success) {
          // carried to the reset page in the URL: no longer than an e-mail address can be
          const typed = (value.login ?? '').replace(/\s+/g, '').slice(0, 254);
          return goTo(shopper, `/reset-password-request${typed ? `?e_mail=${encodeURIComponent(typed)}` : ''}`);
        }
        try {
          await requestPasswordReset(shopper.api, parsed.data.login);
        } catch (error) {
          // no enumeration: whatever the backend says about the address, the shopper hears the same
          if (!(error instanceof EbsnError)) throw error;
        }
        return goTo(shopper, '/reset-password-sent');
      },
    }),

    [INTENT.social]: intent({
      schema: socialSchema,
      run: async ({ request, shopper }) => {
        if (!socialGoogleEnabled()) notFound();
        const origin = env.publicUrl ?? new URL(request.url).origin;
        try {
          const url = await socialLoginStart(shopper.api, 'google', `${origin}/ebsn/api/social-redir/google`);
          if (!/^https?:\/\//.test(url)) throw new EbsnError([], 1);
          return await goTo(shopper, url);
        } catch (error) {
          if (!(error instanceof EbsnError)) throw error;
          flashMessage(shopper, { level: 'error', text: t('login.socialUnavailable') });
          return goTo(shopper, '/login');
        }
      },
    }),

    [INTENT.cancelMfa]: intent({
      schema: cancelMfaSchema,
      run: async ({ shopper, value }) => {
        const redirectTo = safeRedirect(value.redirectTo, '');
        shopper.cookies.push(await clearPendingMfa());
        return goTo(shopper, `/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`);
      },
    }),

    [INTENT.mfa]: intent({
      schema: mfaSchema,
      invalid: async (args) => ((await readPendingMfaWithPassword(args.request)) ? replyInvalid(args) : mfaExpired(args.shopper)),
      refusedHere: async ({ shopper, reply, error }) => {
        if (hasCode(error, ACCOUNT_CODES.mfaInvalid))
          return respond(shopper, { result: reply({ fieldErrors: { mfa_pin: errorTexts(error) } }) }, { status: 400 });
        return respond(shopper, { result: reply({ formErrors: errorTexts(error) }) }, { status: 400 });
      },
      run: async ({ request, shopper, value }) => {
        const pending = await readPendingMfaWithPassword(request);
        if (!pending) return mfaExpired(shopper);
        const user = await loginWithRetry(shopper, {
          login: pending.login,
          password: pending.password,
          remember: pending.remember,
          mfaPin: value.mfa_pin,
        });
        return finishLogin(shopper, user.user, pending.remember, pending.redirectTo);
      },
    }),

    // Enter in a field submits with the form's first button, which is "Accedi" (intent login)
    [INTENT.login]: intent({
      schema: loginSchema,
      invalid: async ({ shopper, submission }) =>
        respond(shopper, { result: submission.reply({ hideFields: ['password'] }) }, { status: 400 }),
      refusedHere: async ({ shopper, value, reply, error }) => {
        const { login: email, password, remember, redirectTo } = value;
        // the backend session that saw the first round must see the second one: the answer keeps its token
        if (hasCode(error, ACCOUNT_CODES.mfaRequired)) {
          shopper.cookies.push(
            await commitPendingMfa({ login: email, password, remember, redirectTo: redirectTo ? target(redirectTo) : '' }),
          );
          return goTo(shopper, `/login${redirectTo ? `?redirectTo=${encodeURIComponent(target(redirectTo))}` : ''}`);
        }
        return respond(shopper, { result: reply({ formErrors: errorTexts(error), hideFields: ['password'] }) }, { status: 400 });
      },
      run: async ({ shopper, value }) => {
        const { login: email, password, remember, redirectTo } = value;
        const user = await loginWithRetry(shopper, { login: email, password, remember });
        return finishLogin(shopper, user.user, remember, redirectTo);
      },
    }),
  },
});

const skipClientValidation = z.object({}).passthrough();

type LoginFields = { login: string; password: string; remember: string; redirectTo: string };
type MfaFields = { mfa_pin: string };

function LoginForm({ redirectTo, socialGoogle }: { redirectTo: string; socialGoogle: boolean }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/login');
  const [form, fields] = useForm<LoginFields, unknown>({
    id: 'login',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { remember: 'on' },
    // not on blur: an error appearing as the e-mail field loses focus would move the "forgot
    // password" button from under the pointer between press and release
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate({ formData, submitter }) {
      // "forgot password" (the button pressed) never waits for the password: the server decides where it leads
      if (submitter?.value === INTENT.forgot) return parseWithZod(formData, { schema: skipClientValidation });
      return parseWithZod(formData, { schema: loginSchema });
    },
  });
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput />
        <HoneypotFields />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Messages id={form.errorId} errors={form.errors} />
        <TextField
          key={fields.login.key}
          {...conformField(fields.login)}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          // spaces are stripped while typing and on blur (spec); the server strips them again
          onInput={(e) => {
            const input = e.currentTarget;
            if (/\s/.test(input.value)) input.value = input.value.replace(/\s+/g, '');
          }}
        />
        <PasswordField
          {...conformField(fields.password)}
          clearOn={actionData}
          label={t('login.password')}
          autoComplete="current-password"
          required
        />
        <CheckboxField key={fields.remember.key} {...conformCheckbox(fields.remember)} label={t('login.remember')} />
        <button type="submit" name="intent" value={INTENT.login} className="btn-primary w-full py-3 text-lg" disabled={busy}>
          {t('login.submit')}
        </button>
        <button
          type="submit"
          name="intent"
          value={INTENT.forgot}
          formNoValidate
          className="self-start font-medium text-secondary underline hover:text-secondary-dark"
        >
          {t('login.forgot')}
        </button>
        <p className="text-sm text-neutral-700">
          {t('login.recaptchaBefore')}{' '}
          <a href="https://policies.google.com/privacy" className="text-secondary underline" rel="noopener noreferrer" target="_blank">
            {t('login.recaptchaPrivacy')}
          </a>{' '}
          {t('login.recaptchaAnd')}{' '}
          <a href="https://policies.google.com/terms" className="text-secondary underline" rel="noopener noreferrer" target="_blank">
            {t('login.recaptchaTerms')}
          </a>{' '}
          {t('login.recaptchaAfter')}
        </p>
      </Form>
      {socialGoogle ? (
        <Form method="post" className="mt-4">
          <AuthenticityTokenInput />
          <HoneypotFields />
          <p className="mb-3 text-center text-sm text-neutral-700">{t('login.or')}</p>
          <button type="submit" name="intent" value={INTENT.social} className="btn-outline w-full py-3">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 48 48">
              <path
                fill="#FFC107"
                d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
              />
              <path
                fill="#FF3D00"
                d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
              />
              <path
                fill="#4CAF50"
                d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
              />
              <path
                fill="#1976D2"
                d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
              />
            </svg>
            {t('login.google')}
          </button>
        </Form>
      ) : null}
      <div className="mt-6 border-t border-neutral-200 pt-5 text-center">
        <p className="mb-3">{t('login.noAccount')}</p>
        <Link to="/registration-user" className="btn-secondary w-full py-3">
          {t('login.register')}
        </Link>
      </div>
    </>
  );
}

function MfaStep({ login: email, redirectTo }: { login: string; redirectTo: string }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm<MfaFields, unknown>({
    id: 'login-mfa',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData, submitter }) {
      if (submitter?.value === INTENT.cancelMfa) return parseWithZod(formData, { schema: skipClientValidation });
      return parseWithZod(formData, { schema: mfaSchema });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <AuthenticityTokenInput />
      <HoneypotFields />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <h2 className="text-xl font-semibold">{t('login.mfaTitle')}</h2>
      <p>{t('login.mfaIntro', { login: email })}</p>
      <Messages id={form.errorId} errors={form.errors} />
      <TextField
        key={fields.mfa_pin.key}
        {...conformField(fields.mfa_pin)}
        defaultValue=""
        label={t('login.mfaPin')}
        help={t('login.mfaHelp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
      />
      <button type="submit" name="intent" value={INTENT.mfa} className="btn-primary w-full py-3 text-lg">
        {t('login.mfaSubmit')}
      </button>
      <button
        type="submit"
        name="intent"
        value={INTENT.cancelMfa}
        formNoValidate
        className="self-start font-medium text-secondary underline"
      >
        {t('login.mfaCancel')}
      </button>
    </Form>
  );
}

export default function LoginPage() {
  const { redirectTo, socialGoogle, mfa } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={t('login.title')} intro={mfa ? undefined : t('login.intro')}>
      {mfa ? (
        <MfaStep key="mfa" login={mfa.login} redirectTo={redirectTo} />
      ) : (
        <LoginForm key="login" redirectTo={redirectTo} socialGoogle={socialGoogle} />
      )}
    </AccountPage>
  );
}
