// I miei consensi (issue 11; account.md §2 "Disclaimers and consents", §7 list-by-type and
// update-disclaimer): every consent of the customer with its full text and the answer given. The
// optional ones can be changed at any time (yes/no); the required ones stay visible with their text,
// ticked (unticking one is refused with the spec's message). Only the consents that changed are sent.
// The consents and their rules come from the backend, never from the form.
import { ProfilePage } from '~/components/account/ProfilePage';
import { FormGuards } from '~/components/forms/FormGuards';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ConsentFields } from '~/components/forms/ConsentFields';
import { listUserDisclaimers, updateDisclaimers } from '~/ebsn/account.server';
import { EbsnError } from '~/ebsn/errors';
import { tProfileArea as t } from '~/i18n/profile-area';
import { requireUser } from '~/lib/auth.server';
import { consentErrors, consentField, consentValue, INTENT } from '~/lib/consent-forms';
import { toConsentView } from '~/lib/consents.server';
import { readForm } from '~/lib/form-body.server';
import { routeHeaders } from '~/lib/headers';
import { checkForm } from '~/lib/security.server';
import { pageMeta } from '~/lib/seo';
import { authRefused, failure } from '~/lib/failures.server';
import { flashMessage, goTo, respond, sessionEnded } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.consents') }), { name: 'robots', content: 'noindex' }];

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const HERE = '/profile/consents';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    const consents = (await listUserDisclaimers(shopper.api)).map(toConsentView);
    return respond(shopper, { consents }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof EbsnError && authRefused(error)) return sessionEnded(shopper, request);
    return failure(error, request, shopper);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  if (formData.get('intent') !== INTENT.update) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  try {
    const consents = (await listUserDisclaimers(shopper.api)).map(toConsentView);
    const errors = consentErrors(consents, formData);
    if (Object.keys(errors).length) {
      const values = Object.fromEntries(consents.map((c) => [consentField(c.id), String(formData.get(consentField(c.id)) ?? '')]));
      return respond(shopper, { errors, values }, { status: 400, headers: NO_STORE });
    }
    const changed = consents
      .map((c) => ({ registrationDisclaimerId: c.id, value: consentValue(formData, c.id), before: c.value }))
      .filter((c) => c.value !== c.before)
      .map(({ registrationDisclaimerId, value }) => ({ registrationDisclaimerId, value }));
    if (!changed.length) {
      flashMessage(shopper, { level: 'info', text: t('consents.unchanged') });
      return goTo(shopper, HERE);
    }
    try {
      await updateDisclaimers(shopper.api, changed);
      flashMessage(shopper, { level: 'success', text: t('consents.saved') });
    } catch (error) {
      if (!(error instanceof EbsnError) || authRefused(error)) throw error;
      flashMessage(shopper, { level: 'error', text: t('consents.failed') });
    }
    return goTo(shopper, HERE);
  } catch (error) {
    if (error instanceof EbsnError && authRefused(error)) return sessionEnded(shopper, request);
    return failure(error, request, shopper);
  }
}

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
