// Verifica in due passaggi (issue 11; account.md §4 "Multi-factor authentication can be switched on or
// off by the user", §7 mfa_enabled / update_mfa). Off: one button makes a secret. Waiting: the secret
// as a QR code (made here, on the server: no script) and as text, and the first pin, which alone
// switches it on. On: switching off asks for the password or a current pin. One POST form per step,
// by intent; a refusal comes back under its field. No password or pin is ever sent back to the page.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '~/components/account/ProfilePage';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Messages } from '~/components/Messages';
import { FormGuards } from '~/components/forms/FormGuards';
import { PasswordField, TextField } from '~/components/forms/Field';
import type { EbsnError } from '~/ebsn/errors';
import { confirmMfa, disableMfa, mfaState, startMfa } from '~/ebsn/security.server';
import { tProfileArea as t } from '~/i18n/profile-area';
import { formRefusal } from '~/lib/account-forms.server';
import { defineAction, intent } from '~/lib/action.server';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import { qrDataUrl } from './qr.server';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { flashMessage, goTo, respond, type Shopper } from '~/lib/shopper.server';
import { confirmSchema, offSchema, SECURITY_INTENT, startSchema, type SecurityRefused } from './forms';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.security') }), { name: 'robots', content: 'noindex' }];

const HERE = '/profile/security';

/** the secret in groups of four, as authenticator apps show and people type it */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    const state = await mfaState(shopper.api);
    const pending = state.pending
      ? {
          secret: grouped(state.pending.secret),
          qr: await qrDataUrl(state.pending.otpauthUri),
        }
      : null;
    return respond(shopper, { enabled: state.enabled, pending });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

type Refused = SecurityRefused;

/** What the step's form shows of a refusal: errors under the pin or the password, or over the form. */
function refusedAnswer(shopper: Shopper, intent: string, answer: Omit<Refused, 'intent'>) {
  return respond(shopper, { intent, ...answer }, { status: 400 });
}

/** A step's form that did not pass its schema. */
function invalidStep({
  shopper,
  submission,
}: {
  shopper: Shopper;
  submission: { payload: Record<string, unknown>; error?: Record<string, string[] | null> | null };
}) {
  const error = submission.error ?? {};
  return refusedAnswer(shopper, String(submission.payload.intent), { fields: { pin: error.pin ?? undefined }, form: error[''] ?? [] });
}

/** the backend's field names, as the steps' forms */
const STEP_FIELDS = { mfa_pin: 'pin', password: 'password' };

/** The backend's refusal of a step: under its field, or over the form. */
function refusedStep({ shopper, value, error }: { shopper: Shopper; value: { intent: string }; error: EbsnError }) {
  return refusedAnswer(shopper, value.intent, formRefusal(error.messages, STEP_FIELDS));
}

export const action = defineAction({
  auth: 'customer',
  intents: {
    [SECURITY_INTENT.start]: intent({
      schema: startSchema,
      refusedHere: refusedStep,
      run: async ({ shopper, value }) => {
        await startMfa(shopper.api, value.password);
        return goTo(shopper, HERE);
      },
    }),
    [SECURITY_INTENT.confirm]: intent({
      schema: confirmSchema,
      invalid: invalidStep,
      refusedHere: refusedStep,
      run: async ({ shopper, value }) => {
        const said = await confirmMfa(shopper.api, value.pin);
        flashMessage(shopper, { level: 'success', text: said[0] || t('security.done.on') });
        return goTo(shopper, HERE);
      },
    }),
    [SECURITY_INTENT.off]: intent({
      schema: offSchema,
      invalid: invalidStep,
      refusedHere: refusedStep,
      run: async ({ shopper, value }) => {
        const said = await disableMfa(shopper.api, value.pin ? { pin: value.pin } : { password: value.password ?? '' });
        flashMessage(shopper, { level: 'success', text: said[0] || t('security.done.off') });
        return goTo(shopper, HERE);
      },
    }),
  },
});

/** A new secret: the password first (the backend asks it, so a stolen session cannot switch the pin on). */
function StartForm({
  label,
  refusal,
  busy,
  clearOn,
  primary = false,
}: {
  label: string;
  refusal: Refused | undefined;
  busy: boolean;
  clearOn: unknown;
  primary?: boolean;
}) {
  return (
    <Form method="post" className="mt-2 flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm">
      <FormGuards />
      <Messages id="mfa-start-errors" errors={refusal?.form} />
      <PasswordField
        id="mfa-start-password"
        name="password"
        label={t('security.password')}
        help={t('security.startHelp')}
        autoComplete="current-password"
        errors={refusal?.fields.password}
        clearOn={clearOn}
      />
      <button
        type="submit"
        name="intent"
        value={SECURITY_INTENT.start}
        disabled={busy}
        className={`${primary ? 'btn-primary' : 'btn-outline'} min-h-11 self-start`}
      >
        {label}
      </button>
    </Form>
  );
}

export default function SecurityPage() {
  const { enabled, pending } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Refused | undefined;
  const busy = useNavigation().state === 'submitting';
  const refusal = (intent: string) => (answer?.intent === intent ? answer : undefined);
  const confirmRefused = refusal(SECURITY_INTENT.confirm);
  const offRefused = refusal(SECURITY_INTENT.off);
  return (
    <ProfilePage title={t('security.title')} intro={<p>{t('security.intro')}</p>}>
      <p className={`rounded-md px-4 py-3 font-semibold ${enabled ? 'bg-green-50 text-green-900' : 'bg-neutral-100'}`}>
        {enabled ? t('security.statusOn') : t('security.statusOff')}
      </p>

      {enabled ? (
        <section aria-labelledby="mfa-off-heading" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="mfa-off-heading" className="mb-2 text-xl font-semibold">
            {t('security.offTitle')}
          </h2>
          <p className="mb-4">{t('security.offIntro')}</p>
          <Form method="post" className="flex flex-col gap-4">
            <FormGuards />
            <Messages id="mfa-off-errors" errors={offRefused?.form} />
            <PasswordField
              id="mfa-off-password"
              name="password"
              label={t('security.password')}
              autoComplete="current-password"
              errors={offRefused?.fields.password}
              clearOn={answer}
            />
            <p className="font-medium">{t('security.or')}</p>
            <TextField
              id="mfa-off-pin"
              name="pin"
              label={t('security.pin')}
              help={t('security.pinHelp')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              errors={offRefused?.fields.pin}
            />
            <button type="submit" name="intent" value={SECURITY_INTENT.off} disabled={busy} className="btn-outline min-h-11 self-start">
              {t('security.off')}
            </button>
          </Form>
        </section>
      ) : pending ? (
        <section aria-labelledby="mfa-setup-heading" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="mfa-setup-heading" className="mb-3 text-xl font-semibold">
            {t('security.setupTitle')}
          </h2>
          <ol className="flex list-decimal flex-col gap-4 pl-5">
            <li>
              <p>{t('security.step1')}</p>
              <img src={pending.qr} alt={t('security.qrAlt')} width={200} height={200} className="mt-2 h-[200px] w-[200px] bg-white" />
            </li>
            <li>
              <p>{t('security.step2')}</p>
              <p className="mt-1">
                <span className="sr-only">{t('security.secret')}: </span>
                <code className="break-all rounded bg-neutral-100 px-2 py-1 font-mono text-lg" data-testid="mfa-secret">
                  {pending.secret}
                </code>
              </p>
            </li>
            <li>
              <p className="mb-2">{t('security.step3')}</p>
              <Form method="post" className="flex flex-col gap-3">
                <FormGuards />
                <Messages id="mfa-confirm-errors" errors={confirmRefused?.form} />
                <TextField
                  id="mfa-confirm-pin"
                  name="pin"
                  label={t('security.pin')}
                  help={t('security.pinHelp')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  required
                  errors={confirmRefused?.fields.pin}
                />
                <button
                  type="submit"
                  name="intent"
                  value={SECURITY_INTENT.confirm}
                  disabled={busy}
                  className="btn-primary min-h-11 self-start"
                >
                  {t('security.confirm')}
                </button>
              </Form>
            </li>
          </ol>
          <p className="mt-4 text-sm">{t('security.expires')}</p>
          <StartForm label={t('security.restart')} refusal={refusal(SECURITY_INTENT.start)} busy={busy} clearOn={answer} />
        </section>
      ) : (
        <StartForm label={t('security.start')} refusal={refusal(SECURITY_INTENT.start)} busy={busy} clearOn={answer} primary />
      )}
    </ProfilePage>
  );
}
