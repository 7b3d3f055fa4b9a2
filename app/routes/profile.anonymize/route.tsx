// Elimina l'account (issue 11; account.md §4 "Anonymisation: request a token, check it, then
// anonymise", §7; decision 027). What happens is said first; a code is e-mailed to the account's
// address (anonymize_token_request); the customer types it (or opens the e-mail's link, which brings
// it as ?token=) and ticks that they understand; the code is checked, then the account anonymised:
// its personal data erased, its sessions ended. This storefront session is replaced by a guest's and
// the customer lands on the home page with the server's words. Works without JS.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '~/components/account/ProfilePage';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Messages } from '~/components/Messages';
import { FormGuards } from '~/components/forms/FormGuards';
import { CheckboxField, TextField } from '~/components/forms/Field';
import { getUserDetail, hasCode } from '~/ebsn/account.server';
import { ACCOUNT_CODES } from '~/ebsn/account-schemas';
import { anonymize, checkAnonymizationToken, requestAnonymization } from '~/ebsn/security.server';
import { tProfileArea as t } from '~/i18n/profile-area';
import { defineAction, intent } from '~/lib/action.server';
import { errorTexts } from '~/lib/api-messages.server';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { flashMessage, goTo, replaceSession, respond, type Shopper } from '~/lib/shopper.server';
import { ANONYMIZE_INTENT, confirmSchema, requestSchema, TOKEN_MAX, type Refused } from './forms';

export const headers = routeHeaders;

const HERE = '/profile/anonymize';

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.anonymize') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const query = new URL(request.url).searchParams;
  const token = (query.get('token') ?? '').trim().slice(0, TOKEN_MAX);
  // the code step shows once a code was asked for, or when the e-mail's link brings it
  return respond(shopper, { token, sent: query.get('inviato') === '1' || !!token });
}

/** The code step again, with what was typed and why it was refused. */
const refuse = (shopper: Shopper, token: string, fields: Refused['fields'], form: string[] = []) =>
  respond(shopper, { token: token.trim().slice(0, TOKEN_MAX), fields, form } satisfies Refused, { status: 400 });

export const action = defineAction({
  auth: 'customer',
  intents: {
    [ANONYMIZE_INTENT.request]: intent({
      schema: requestSchema,
      refusedHere: async ({ shopper, error }) => refuse(shopper, '', {}, errorTexts(error)),
      run: async ({ shopper }) => {
        const said = await requestAnonymization(shopper.api);
        flashMessage(shopper, { level: 'success', text: said[0] || t('anonymize.sent') });
        return goTo(shopper, `${HERE}?inviato=1`);
      },
    }),
    [ANONYMIZE_INTENT.confirm]: intent({
      schema: confirmSchema,
      invalid: async ({ shopper, submission }) =>
        refuse(shopper, String(submission.payload.token ?? ''), {
          token: submission.error?.token ?? undefined,
          understand: submission.error?.understand ?? undefined,
        }),
      run: async ({ shopper, value }) => {
        // checked first (it is not used up), so a mistyped code is said under its field and nothing changes
        const user = await getUserDetail(shopper.api);
        if (!(await checkAnonymizationToken(shopper.api, user.login ?? user.email ?? '', value.token)))
          return refuse(shopper, value.token, { token: [t('anonymize.invalid')] });
        const said = await anonymize(shopper.api, value.token);
        // the account is gone: nothing of its session stays on this device
        await replaceSession(shopper);
        flashMessage(shopper, { level: 'success', text: said[0] || t('anonymize.done') });
        return goTo(shopper, '/');
      },
      // a code the backend refuses (unknown, expired, used) is a wrong code, said under its field
      refusedHere: async ({ shopper, value, error }) =>
        hasCode(error, ACCOUNT_CODES.tokenInvalid)
          ? refuse(shopper, value?.token ?? '', { token: [t('anonymize.invalid')] })
          : refuse(shopper, value?.token ?? '', {}, errorTexts(error)),
    }),
  },
});

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
