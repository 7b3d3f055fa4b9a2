// The shop's two languages (decision 004): the footer's switch, a plain GET form that asks for the
// same page with ?lng= (the server answers in that language and keeps the choice in a cookie), and
// the document's hreflang alternates, the same addresses. Each language is named in its own words.
import { useLocation } from '@remix-run/react';
import { tCommon as t } from '~/i18n/common';
import { LOCALE } from '~/i18n/t';

const LANGUAGES = [
  ['it', 'Italiano'],
  ['en', 'English'],
] as const;

/** This page in `lng` (?lng=), or as the shopper's browser and cookie choose (none). */
function inLanguage(pathname: string, search: string, lng?: string): string {
  const params = new URLSearchParams(search);
  params.delete('lng');
  if (lng) params.set('lng', lng);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      {LANGUAGES.map(([lng]) => (
        <link key={lng} rel="alternate" hrefLang={lng} href={origin + inLanguage(pathname, search, lng)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + inLanguage(pathname, search)} />
    </>
  );
}

export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  // a plain form, not Remix's: the other language is another build, so a whole page load
  return (
    <form method="get" action={pathname} aria-label={t('footer.language')} className="flex gap-2">
      {[...new URLSearchParams(search)]
        .filter(([name]) => name !== 'lng')
        .map(([name, value], i) => (
          <input key={i} type="hidden" name={name} value={value} />
        ))}
      {LANGUAGES.map(([lng, name]) => (
        <button
          key={lng}
          name="lng"
          value={lng}
          lang={lng}
          aria-current={lng === LOCALE || undefined}
          className="py-1 underline aria-[current]:font-bold aria-[current]:no-underline"
        >
          {name}
        </button>
      ))}
    </form>
  );
}
