// The userboard (account.md §2: where admin routes send whoever is not a single-sign-on user;
// decision 054): the staff's entry. Not signed on, the sign-on form (username, password, the OTP of
// their authenticator app); signed on, who they are and the tools of their roles, and the sign-out.
// The banner's "Smetti di operare" posts here too. Every form is a plain POST: it works without JS.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { PasswordField, TextField } from '~/components/forms/Field';
import { Messages } from '~/components/Messages';
import { createApiContext } from '~/ebsn/client.server';
import { EbsnError, SessionExpiredError } from '~/ebsn/errors';
import { currentStaff, selectUser, ssoLogin, ssoLogout } from '~/ebsn/staff.server';
import { tStaff as t } from '~/i18n/staff';
import { defineAction, firstErrors, intent } from '~/lib/action.server';
import { errorTexts, translateMessage } from '~/lib/api-messages.server';
import { failure } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { log } from '~/lib/log.server';
import { pageMeta } from '~/lib/seo';
import { flashMessage, forgetShopper, getShopper, goTo, replaceSession, respond, type Shopper } from '~/lib/shopper.server';
import { hasAnyRole, STAFF_ENTRY, STAFF_TOOLS, staffOf, startStaffSession, stopActing } from '~/lib/staff.server';
import { signOnSchema, signOutSchema, stopActingSchema, USERBOARD_INTENT } from './forms';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.userboard') }), { name: 'robots', content: 'noindex' }];

type SignOnErrors = Partial<Record<'username' | 'password' | 'otp' | 'form', string>>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  const signedOn = staffOf(shopper);
  if (!signedOn) return respond(shopper, { board: null });
  let staff;
  try {
    staff = await currentStaff(shopper.api);
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) return failure(error, request, shopper);
  }
  if (!staff) {
    forgetShopper(shopper);
    flashMessage(shopper, { level: 'error', text: t('signOn.ended') });
    throw await goTo(shopper, STAFF_ENTRY);
  }
  return respond(shopper, {
    board: {
      name: `${staff.firstName} ${staff.lastName}`,
      username: staff.username,
      roles: staff.roles.map((role) => t(`roles.${role}`)),
      tools: STAFF_TOOLS.filter((tool) => hasAnyRole(staff, tool.roles)).map((tool) => ({
        path: tool.path,
        label: t(tool.label),
        description: t(tool.description),
      })),
    },
  });
}

/** Sign-on, tried once more without the old token when that one had expired (nothing to tell anyone). */
async function signOnWithRetry(shopper: Shopper, input: Parameters<typeof ssoLogin>[1]) {
  try {
    return await ssoLogin(shopper.api, input);
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) throw error;
    shopper.api = createApiContext(undefined, shopper.api.clientIp, undefined, shopper.api.deadline);
    return ssoLogin(shopper.api, input);
  }
}

/** The OTP's refusals go under its field; the rest above the form. */
function signOnRefusal(error: EbsnError): SignOnErrors {
  const otp = error.messages.filter((m) => m.code?.startsWith('auth.sso.otp')).map(translateMessage);
  const texts = errorTexts(error);
  return otp.length ? { otp: otp[0] } : { form: texts.join(' ') };
}

export const action = defineAction({
  // the sign-on is posted before any session: the honeypot is on every form of the page (and the banner's)
  publicForm: true,
  intents: {
    [USERBOARD_INTENT.signOn]: intent({
      schema: signOnSchema,
      invalid: async ({ shopper, submission }) =>
        respond(
          shopper,
          { errors: firstErrors(submission) as SignOnErrors, username: String(submission.payload.username ?? '').slice(0, 64) },
          { status: 400 },
        ),
      refusedHere: async ({ shopper, value, error }) =>
        respond(shopper, { errors: signOnRefusal(error), username: value.username }, { status: 400 }),
      run: async ({ shopper, value }) => {
        const user = await signOnWithRetry(shopper, { username: value.username, password: value.password, otp: value.otp });
        await startStaffSession(shopper, user);
        flashMessage(shopper, { level: 'success', text: t('signOn.welcome', { name: user.firstName }) });
        return goTo(shopper, STAFF_ENTRY);
      },
    }),

    [USERBOARD_INTENT.signOut]: intent({
      schema: signOutSchema,
      run: async ({ shopper }) => {
        try {
          await ssoLogout(shopper.api);
        } catch (error) {
          // a session the backend already ended is as signed out as it gets: the cookie's goes anyway
          log.info({ err: (error as Error).message }, 'staff sign-out: backend session already gone');
        }
        await replaceSession(shopper);
        flashMessage(shopper, { level: 'success', text: t('board.signedOut') });
        return goTo(shopper, STAFF_ENTRY);
      },
    }),

    [USERBOARD_INTENT.stopActing]: intent({
      schema: stopActingSchema,
      refused: { back: STAFF_ENTRY },
      run: async ({ shopper }) => {
        const acting = shopper.session.get('actingFor');
        if (!staffOf(shopper)) return goTo(shopper, STAFF_ENTRY);
        await selectUser(shopper.api, -1);
        stopActing(shopper);
        if (acting) flashMessage(shopper, { level: 'success', text: t('banner.stopped', { name: acting.name }) });
        return goTo(shopper, '/admin/clienti');
      },
    }),
  },
});

function SignOnForm() {
  const answer = useActionData<typeof action>();
  const errors: SignOnErrors = answer && 'errors' in answer ? answer.errors : {};
  const username = answer && 'username' in answer ? answer.username : '';
  return (
    <AccountPage title={t('signOn.title')} intro={<p>{t('signOn.intro')}</p>}>
      <Form method="post" className="flex flex-col gap-4" aria-describedby={errors.form ? 'sign-on-error' : undefined}>
        <AuthenticityTokenInput />
        <HoneypotFields />
        <Messages id="sign-on-error" errors={errors.form ? [errors.form] : []} />
        <TextField
          id="sign-on-username"
          name="username"
          label={t('signOn.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={64}
          defaultValue={username}
          errors={errors.username ? [errors.username] : undefined}
        />
        <PasswordField
          id="sign-on-password"
          name="password"
          label={t('signOn.password')}
          autoComplete="current-password"
          clearOn={answer}
          required
          maxLength={1024}
          errors={errors.password ? [errors.password] : undefined}
        />
        <TextField
          id="sign-on-otp"
          name="otp"
          label={t('signOn.otp')}
          help={t('signOn.otpHelp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\s*\d{3}\s?\d{3}\s*"
          maxLength={8}
          required
          errors={errors.otp ? [errors.otp] : undefined}
        />
        <button type="submit" name="intent" value={USERBOARD_INTENT.signOn} className="btn-primary min-h-11">
          {t('signOn.submit')}
        </button>
      </Form>
      <p className="mt-6 text-sm text-neutral-700">
        <Link to="/login" className="underline">
          {t('signOn.customerNote')}
        </Link>
      </p>
    </AccountPage>
  );
}

export default function UserboardPage() {
  const { board } = useLoaderData<typeof loader>();
  if (!board) return <SignOnForm />;
  return (
    <AccountPage title={t('board.title')} intro={<p>{t('board.signedOnAs', { name: board.name, username: board.username })}</p>}>
      <p className="mb-4 text-neutral-800">{t('board.roles', { roles: board.roles.join(', ') })}</p>
      <section aria-labelledby="tools-heading">
        <h2 id="tools-heading" className="mb-2 text-lg font-semibold">
          {t('board.tools')}
        </h2>
        {board.tools.length ? (
          <ul className="flex flex-col gap-3">
            {board.tools.map((tool) => (
              <li key={tool.path} className="rounded-md border border-neutral-300 p-3">
                <Link to={tool.path} className="inline-flex min-h-11 items-center font-semibold underline">
                  {tool.label}
                </Link>
                <p className="text-sm text-neutral-700">{tool.description}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('board.noTools')}</p>
        )}
      </section>
      <Actions>
        <Form method="post">
          <AuthenticityTokenInput />
          <HoneypotFields />
          <button type="submit" name="intent" value={USERBOARD_INTENT.signOut} className="btn-secondary min-h-11">
            {t('board.signOut')}
          </button>
        </Form>
      </Actions>
    </AccountPage>
  );
}
