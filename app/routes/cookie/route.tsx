// The cookie centre as a page (account.md §2; issue 27 §2; decision 059): the footer's "Preferenze
// cookie" without JS, and the action of the centre wherever it is shown. Each choice goes into the
// `spesa_consent` cookie (categories, date, random id, categories' version) and is recorded at the
// backend; a backend that does not answer does not stop the choice from counting on this browser.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { recordCookieConsent } from '~/cms/cookie-consent.server';
import { CookieForm } from '~/components/shell/CookieCentre';
import { tCookies as t } from '~/i18n/cookies';
import { defineAction, intent } from '~/lib/action.server';
import { COOKIE_INTENT, consentNeeded, grantedCategories } from '~/lib/cookie-consent';
import { consentSetCookie, newConsent, readConsent } from '~/lib/cookie-consent.server';
import { routeHeaders } from '~/lib/headers';
import { LEGAL_PAGES } from '~/lib/links';
import { log } from '~/lib/log.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { pageMeta } from '~/lib/seo';
import { flashMessage, getShopper, goTo, respond } from '~/lib/shopper.server';
import { cookieChoiceSchema } from './forms';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.title') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  const consent = await readConsent(request);
  const { analytics, profiling } = grantedCategories(consent);
  return respond(shopper, {
    granted: { analytics, profiling },
    // the date of a choice still in force, shown as the current one
    chosenAt: consent && !consentNeeded(consent) ? consent.at : null,
  });
}

// the three buttons of one form: the intent says which categories go in
const choose = intent({
  schema: cookieChoiceSchema,
  run: async ({ request, shopper, value }) => {
    const categories =
      value.intent === COOKIE_INTENT.acceptAll
        ? { analytics: true, profiling: true }
        : value.intent === COOKIE_INTENT.rejectAll
          ? { analytics: false, profiling: false }
          : { analytics: value.analytics === true, profiling: value.profiling === true };
    const consent = newConsent(categories, await readConsent(request));
    try {
      await recordCookieConsent(shopper.api, consent);
    } catch (error) {
      // the choice holds on this browser; only the record is missing, and the log says so
      log.warn({ err: (error as Error).message, consentId: consent.id }, 'cookie-consent not recorded');
    }
    shopper.cookies.push(await consentSetCookie(consent));
    flashMessage(shopper, { level: 'success', text: t('saved') });
    const back = safeRedirect(value.redirectTo, '/');
    return goTo(shopper, back.startsWith('/cookie') ? '/' : back);
  },
});

export const action = defineAction({
  intents: { [COOKIE_INTENT.acceptAll]: choose, [COOKIE_INTENT.rejectAll]: choose, [COOKIE_INTENT.save]: choose },
});

export default function CookiePage() {
  const { granted, chosenAt } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto w-full max-w-3xl rounded-lg bg-white p-6 shadow-sm md:p-8" aria-labelledby="cookie-title">
      <h1 id="cookie-title" className="mb-3 text-2xl font-bold md:text-3xl">
        {t('title')}
      </h1>
      <p className="mb-2">{t('intro')}</p>
      {chosenAt ? (
        <p className="mb-2 text-sm text-neutral-700">
          {t('current', { date: new Date(chosenAt).toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' }) })}
        </p>
      ) : null}
      <p className="mb-4">
        <a href={LEGAL_PAGES.cookies} className="text-secondary underline">
          {t('policy')}
        </a>
      </p>
      <CookieForm granted={granted} redirectTo="/" idPrefix="cookie-page" />
    </section>
  );
}
