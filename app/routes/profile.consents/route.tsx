// I miei consensi (issue 11; account.md §2 "Disclaimers and consents", §7 list-by-type and
// update-disclaimer): every consent of the customer with its full text and the answer given. The
// optional ones can be changed at any time (yes/no); the required ones stay visible with their text,
// ticked (unticking one is refused with the spec's message). Only the consents that changed are sent.
// The consents and their rules come from the backend, never from the form.
import { ProfilePage } from '~/components/account/ProfilePage';
import { FormGuards } from '~/components/forms/FormGuards';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ConsentFields } from '~/components/forms/ConsentFields';
import { hasCode, listUserDisclaimers, updateDisclaimers } from '~/ebsn/account.server';
import { ACCOUNT_CODES } from '~/ebsn/account-schemas';
import { EbsnError } from '~/ebsn/errors';
import { tProfileArea as t } from '~/i18n/profile-area';
import { requireUser } from '~/lib/auth.server';
import { INTENT } from '~/lib/consent-forms';
import { readConsentAnswers, toConsentView } from '~/lib/consents.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { defineAction, intent } from '~/lib/action.server';
import { failure } from '~/lib/failures.server';
import { flashMessage, goTo, respond } from '~/lib/shopper.server';
import { profileConsentsSchema } from './forms';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.consents') }), { name: 'robots', content: 'noindex' }];

const HERE = '/profile/consents';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    const consents = (await listUserDisclaimers(shopper.api)).map(toConsentView);
    return respond(shopper, { consents });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const action = defineAction({
  auth: 'customer',
  intents: {
    [INTENT.update]: intent({
      schema: profileConsentsSchema,
      run: async ({ shopper, value }) => {
        // the consents and their rules come from the backend, never from the form
        const consents = (await listUserDisclaimers(shopper.api)).map(toConsentView);
        const read = readConsentAnswers(consents, value);
        if ('errors' in read) return respond(shopper, read, { status: 400 });
        const before = new Map(consents.map((c) => [c.id, c.value]));
        const changed = read.answers.filter((answer) => answer.value !== before.get(answer.registrationDisclaimerId));
        if (!changed.length) {
          flashMessage(shopper, { level: 'info', text: t('consents.unchanged') });
          return goTo(shopper, HERE);
        }
        try {
          await updateDisclaimers(shopper.api, changed);
          flashMessage(shopper, { level: 'success', text: t('consents.saved') });
        } catch (error) {
          // an ended session still goes to login (failure()); any other refusal is said here
          if (!(error instanceof EbsnError) || hasCode(error, ACCOUNT_CODES.required)) throw error;
          flashMessage(shopper, { level: 'error', text: t('consents.failed') });
        }
        return goTo(shopper, HERE);
      },
    }),
  },
});

export default function ProfileConsentsPage() {
  const { consents } = useLoaderData<typeof loader>();
  const rejected = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <ProfilePage title={t('consents.title')} intro={<p>{t('consents.intro')}</p>}>
      {consents.length ? (
        <Form method="post" noValidate className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
          <FormGuards />
          <ConsentFields
            consents={consents}
            errors={rejected?.errors}
            defaults={rejected?.values}
            full
            idPrefix="profile-consent"
            headingLevel={2}
          />
          <button type="submit" name="intent" value={INTENT.update} disabled={busy} className="btn-primary min-h-11 self-start">
            {t('consents.submit')}
          </button>
        </Form>
      ) : (
        <p className="rounded-lg bg-white p-6 shadow-sm">{t('consents.none')}</p>
      )}
    </ProfilePage>
  );
}
