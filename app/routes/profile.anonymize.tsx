// Elimina l'account (issue 11; account.md §4 "Anonymisation: request a token, check it, then
// anonymise", §7; decision 027). What happens is said first; a code is e-mailed to the account's
// address (anonymize_token_request); the customer types it (or opens the e-mail's link, which brings
// it as ?token=) and ticks that they understand; the code is checked, then the account anonymised:
// its personal data erased, its sessions ended. This storefront session is replaced by a guest's and
// the customer lands on the home page with the server's words. Works without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '~/components/account/ProfilePage';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { MESSAGES } from '#domain/validators';
import { Messages } from '~/components/Messages';
import { FormGuards } from '~/components/forms/FormGuards';
import { CheckboxField, TextField } from '~/components/forms/Field';
import { getUserDetail } from '~/ebsn/account.server';
import { EbsnError } from '~/ebsn/errors';
import { anonymize, checkAnonymizationToken, requestAnonymization } from '~/ebsn/security.server';
import { tProfileArea as t } from '~/i18n/profile-area';
import { errorTexts } from '~/lib/api-messages.server';
import { requireUser } from '~/lib/auth.server';
import { readForm } from '~/lib/form-body.server';
import { routeHeaders } from '~/lib/headers';
import { intentOf } from '~/lib/intents';
import { checkForm } from '~/lib/security.server';
import { pageMeta } from '~/lib/seo';
import { authRefused, failure } from '~/lib/failures.server';
import { flashMessage, goTo, replaceSession, respond, sessionEnded } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.anonymize') }), { name: 'robots', content: 'noindex' }];

const NO_STORE = { 'Cache-Control': 'private, no-store' };
export const ANONYMIZE_INTENT = { request: 'anonymize-request', confirm: 'anonymize' } as const;
const INTENTS = Object.values(ANONYMIZE_INTENT);
/** the backend's tokens: 32 characters of base64url; anything longer is not one */
const TOKEN_MAX = 64;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const query = new URL(request.url).searchParams;
  const token = (query.get('token') ?? '').trim().slice(0, TOKEN_MAX);
  // the code step shows once a code was asked for, or when the e-mail's link brings it
  return respond(shopper, { token, sent: query.get('inviato') === '1' || !!token }, { headers: NO_STORE });
}

type Refused = { token: string; fields: { token?: string[]; understand?: string[] }; form: string[] };

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  const intent = intentOf(formData, INTENTS);
  if (!intent) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  try {
    if (intent === ANONYMIZE_INTENT.request) {
      const said = await requestAnonymization(shopper.api);
      flashMessage(shopper, { level: 'success', text: said[0] || t('anonymize.sent') });
      return goTo(shopper, '/profile/anonymize?inviato=1');
    }
    const token = String(formData.get('token') ?? '').trim();
    const understood = formData.get('understand') === 'on';
    const refused = (fields: Refused['fields'], form: string[] = []) =>
      respond(shopper, { token: token.slice(0, TOKEN_MAX), fields, form } satisfies Refused, { status: 400, headers: NO_STORE });
    const fields: Refused['fields'] = {};
    if (!token) fields.token = [MESSAGES.required];
    else if (token.length > TOKEN_MAX) fields.token = [t('anonymize.invalid')];
    if (!understood) fields.understand = [t('anonymize.understandRequired')];
    if (fields.token || fields.understand) return refused(fields);
    // checked first (it is not used up), so a mistyped code is said under its field and nothing changes
    const user = await getUserDetail(shopper.api);
    const login = user.login ?? user.email ?? '';
    if (!(await checkAnonymizationToken(shopper.api, login, token).catch(refusedCheck)))
      return refused({ token: [t('anonymize.invalid')] });
    const said = await anonymize(shopper.api, token);
    // the account is gone: nothing of its session stays on this device
    await replaceSession(shopper);
    flashMessage(shopper, { level: 'success', text: said[0] || t('anonymize.done') });
    return goTo(shopper, '/');
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    if (authRefused(error)) return sessionEnded(shopper, request);
    return respond(
      shopper,
      { token: String(formData.get('token') ?? '').slice(0, TOKEN_MAX), fields: {}, form: errorTexts(error) } satisfies Refused,
      { status: 400, headers: NO_STORE },
    );
  }
}

/** a code the backend refuses (unknown, expired, used) is a wrong code, not a failure of the page */
function refusedCheck(error: unknown): false {
  if (error instanceof EbsnError && !authRefused(error)) return false;
  throw error;
}

export default function AnonymizePage() {
  const { token, sent } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Refused | undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <ProfilePage
      title={t('anonymize.title')}
      intro={
        <>
          <p className="mt-2">{t('anonymize.intro')}</p>
          <ul className="mt-2 list-disc pl-6">
            {['1', '2', '3', '4'].map((n) => (
              <li key={n}>{t(`anonymize.effects.${n}`)}</li>
            ))}
          </ul>
        </>
      }
    >
      {sent || answer ? (
        <section aria-labelledby="anonymize-code-heading" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="anonymize-code-heading" className="mb-3 text-xl font-semibold">
            {t('anonymize.step2')}
          </h2>
          <Form method="post" className="flex flex-col gap-4">
            <FormGuards />
            <Messages id="anonymize-errors" errors={answer?.form} />
            <TextField
              id="anonymize-token"
              name="token"
              label={t('anonymize.token')}
              help={t('anonymize.tokenHelp')}
              defaultValue={answer?.token ?? token}
              autoComplete="off"
              spellCheck={false}
              required
              errors={answer?.fields.token}
            />
            <CheckboxField
              id="anonymize-understand"
              name="understand"
              label={t('anonymize.understand')}
              required
              errors={answer?.fields.understand}
            />
            <button
              type="submit"
              name="intent"
              value={ANONYMIZE_INTENT.confirm}
              disabled={busy}
              className="btn-primary min-h-11 self-start"
            >
              {t('anonymize.confirm')}
            </button>
          </Form>
          <Form method="post" className="mt-4">
            <FormGuards />
            <button type="submit" name="intent" value={ANONYMIZE_INTENT.request} disabled={busy} className="underline min-h-11">
              {t('anonymize.again')}
            </button>
          </Form>
        </section>
      ) : (
        <section aria-labelledby="anonymize-request-heading" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="anonymize-request-heading" className="sr-only">
            {t('anonymize.request')}
          </h2>
          <p className="mb-3">{t('anonymize.step1')}</p>
          <Form method="post">
            <FormGuards />
            <button type="submit" name="intent" value={ANONYMIZE_INTENT.request} disabled={busy} className="btn-primary min-h-11">
              {t('anonymize.request')}
            </button>
          </Form>
        </section>
      )}
    </ProfilePage>
  );
}
