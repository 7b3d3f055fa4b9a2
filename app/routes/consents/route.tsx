// The consents still to give (account.md §2, §4): the action of the consent dialog (intent update:
// update-disclaimer with the answers, then the dialog closes in every case), and, without JS or
// after a rejected answer, the same form as a page.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { safeRedirect } from '~/lib/safe-redirect';
import { useHydrated } from 'remix-utils/use-hydrated';
import { AccountPage } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { ConsentForm } from '~/components/shell/ConsentDialog';
import { missingDisclaimers, updateDisclaimers } from '~/ebsn/account.server';
import { EbsnError } from '~/ebsn/errors';
import { requireUser } from '~/lib/auth.server';
import { INTENT } from '~/lib/consent-forms';
import { readConsentAnswers, toConsentView } from '~/lib/consents.server';
import { log } from '~/lib/log.server';
import { pageMeta } from '~/lib/seo';
import { defineAction, intent } from '~/lib/action.server';
import { failure } from '~/lib/failures.server';
import { flashMessage, goTo, respond } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';
import { consentsSchema } from './forms';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.consents') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    const consents = (await missingDisclaimers(shopper.api)).map(toConsentView);
    if (!consents.length) shopper.session.unset('consentsPending');
    return respond(shopper, { consents });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const action = defineAction({
  auth: 'customer',
  intents: {
    [INTENT.update]: intent({
      schema: consentsSchema,
      run: async ({ shopper, value }) => {
        const back = safeRedirect(value.redirectTo, '/');
        // the consents and their rules come from the backend, never from the form
        const consents = (await missingDisclaimers(shopper.api)).map(toConsentView);
        const read = readConsentAnswers(consents, value);
        if ('errors' in read) return respond(shopper, { ...read, redirectTo: back }, { status: 400 });
        if (read.answers.length) {
          try {
            await updateDisclaimers(shopper.api, read.answers);
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
      },
    }),
  },
});

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
