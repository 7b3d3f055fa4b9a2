// The consents still to give (account.md §2, §4): the action of the consent dialog (intent update:
// update-disclaimer with the answers, then the dialog closes in every case), and, without JS or
// after a rejected answer, the same form as a page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { safeRedirect } from '~/lib/safe-redirect';
import { useHydrated } from 'remix-utils/use-hydrated';
import { AccountPage } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { ConsentForm } from '~/components/shell/ConsentDialog';
import { missingDisclaimers, updateDisclaimers } from '~/ebsn/account.server';
import { EbsnError } from '~/ebsn/errors';
import { requireUser } from '~/lib/auth.server';
import { consentErrors, consentValue, INTENT } from '~/lib/consent-forms';
import { toConsentView } from '~/lib/consents.server';
import { log } from '~/lib/log.server';
import { pageMeta } from '~/lib/seo';
import { checkForm } from '~/lib/security.server';
import { readForm } from '~/lib/form-body.server';
import { failure } from '~/lib/failures.server';
import { flashMessage, goTo, respond } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.consents') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    const consents = (await missingDisclaimers(shopper.api)).map(toConsentView);
    if (!consents.length) shopper.session.unset('consentsPending');
    return respond(shopper, { consents }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  if (formData.get('intent') !== INTENT.update) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  const back = safeRedirect(formData.get('redirectTo'), '/');
  try {
    // the consents and their rules come from the backend, never from the form
    const consents = (await missingDisclaimers(shopper.api)).map(toConsentView);
    const errors = consentErrors(consents, formData);
    if (Object.keys(errors).length) {
      const values = Object.fromEntries([...formData.entries()].filter(([k]) => k.startsWith('consent_')).map(([k, v]) => [k, String(v)]));
      return data({ errors, values, redirectTo: back }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    }
    if (consents.length) {
      try {
        await updateDisclaimers(
          shopper.api,
          consents.map((c) => ({ registrationDisclaimerId: c.id, value: consentValue(formData, c.id) })),
        );
        flashMessage(shopper, { level: 'success', text: t('consents.updated') });
      } catch (error) {
        if (!(error instanceof EbsnError)) throw error;
        log.warn({ err: error.message }, 'update-disclaimer refused');
        flashMessage(shopper, { level: 'error', text: t('consents.failed') });
      }
    }
    // the dialog closes in every case (spec); it comes back only with the next login
    shopper.session.unset('consentsPending');
    return goTo(shopper, back === '/consents' ? '/' : back);
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function ConsentsPage() {
  const { consents } = useLoaderData<typeof loader>();
  const rejected = useActionData<typeof action>();
  const hydrated = useHydrated();
  return (
    <AccountPage title={t('consents.title')} intro={consents.length ? <p>{t('consents.intro')}</p> : undefined}>
      {consents.length ? (
        <ConsentForm
          consents={consents}
          errors={rejected?.errors}
          defaults={rejected?.values}
          redirectTo={rejected?.redirectTo ?? '/'}
          guard={hydrated}
        />
      ) : (
        <p>{t('consents.none')}</p>
      )}
    </AccountPage>
  );
}
