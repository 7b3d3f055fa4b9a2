// Verifica in due passaggi (issue 11; account.md §4 "Multi-factor authentication can be switched on or
// off by the user", §7 mfa_enabled / update_mfa). Off: one button makes a secret. Waiting: the secret
// as a QR code (made here, on the server: no script) and as text, and the first pin, which alone
// switches it on. On: switching off asks for the password or a current pin. One POST form per step,
// by intent; a refusal comes back under its field. No password or pin is ever sent back to the page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '~/components/account/ProfilePage';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Messages } from '~/components/Messages';
import { FormGuards } from '~/components/forms/FormGuards';
import { PasswordField, TextField } from '~/components/forms/Field';
import { EbsnError } from '~/ebsn/errors';
import { confirmMfa, disableMfa, mfaState, startMfa } from '~/ebsn/security.server';
import { tProfileArea as t } from '~/i18n/profile-area';
import { errorTexts } from '~/lib/api-messages.server';
import { requireUser } from '~/lib/auth.server';
import { readForm } from '~/lib/form-body.server';
import { routeHeaders } from '~/lib/headers';
import { intentOf } from '~/lib/intents';
import { checkForm } from '~/lib/security.server';
import { qrDataUrl } from '~/lib/qr.server';
import { pageMeta } from '~/lib/seo';
import { authRefused, failure } from '~/lib/failures.server';
import { flashMessage, goTo, respond, sessionEnded } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.security') }), { name: 'robots', content: 'noindex' }];

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const HERE = '/profile/security';
export const SECURITY_INTENT = { start: 'mfa-start', confirm: 'mfa-confirm', off: 'mfa-off' } as const;
const INTENTS = Object.values(SECURITY_INTENT);

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
    return respond(shopper, { enabled: state.enabled, pending }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof EbsnError && authRefused(error)) return sessionEnded(shopper, request);
    return failure(error, request, shopper);
  }
}

type Refused = { intent: string; fields: { pin?: string[]; password?: string[] }; form: string[] };

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  const intent = intentOf(formData, INTENTS);
  if (!intent) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  const refused = (answer: Omit<Refused, 'intent'>) => respond(shopper, { intent, ...answer }, { status: 400, headers: NO_STORE });
  const pin = String(formData.get('pin') ?? '').replace(/\s/g, '');
  const password = String(formData.get('password') ?? '');
  if ((intent === SECURITY_INTENT.confirm || (intent === SECURITY_INTENT.off && pin)) && !/^\d{6}$/.test(pin))
    return refused({ fields: { pin: [t('security.pinFormat')] }, form: [] });
  if (intent === SECURITY_INTENT.off && !pin && !password) return refused({ fields: {}, form: [t('security.proofMissing')] });
  try {
    if (intent === SECURITY_INTENT.start) {
      await startMfa(shopper.api, password);
      return goTo(shopper, HERE);
    }
    const said =
      intent === SECURITY_INTENT.confirm ? await confirmMfa(shopper.api, pin) : await disableMfa(shopper.api, pin ? { pin } : { password });
    flashMessage(shopper, {
      level: 'success',
      text: said[0] || t(intent === SECURITY_INTENT.confirm ? 'security.done.on' : 'security.done.off'),
    });
    return goTo(shopper, HERE);
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    if (authRefused(error)) return sessionEnded(shopper, request);
    const fields: Refused['fields'] = {};
    const form: string[] = [];
    for (const m of error.messages) {
      if (m.field === 'mfa_pin') (fields.pin ??= []).push(m.text);
      else if (m.field === 'password') (fields.password ??= []).push(m.text);
      else if (m.text) form.push(m.text);
    }
    return refused({ fields, form: form.length || fields.pin || fields.password ? form : errorTexts(error) });
  }
}

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
