// The footer's language switch (decision 004): the other language, named in its own words, as a
// plain GET form without an action, so the browser asks for the page's own path with ?lng= (the
// server answers in that language and keeps the choice in a cookie), a whole page load whether
// scripts run or not, as the other language is another build. The page's query goes along as hidden
// fields (a probe: switching on a search lost the search). Every page carries this code, so it stays
// this small: one button (LOCALE is the build's constant, so the build keeps only its own), and the
// hreflang alternates an HTTP header.
import { useLocation } from '@remix-run/react';
import { tCommon as t } from '~/i18n/common';
import { LOCALE } from '~/i18n/t';

const OTHER = LOCALE === 'en' ? 'it' : 'en';
const NAME = LOCALE === 'en' ? 'Italiano' : 'English';

export function LanguageSwitch() {
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== 'lng');
  return (
    <form aria-label={t('footer.language')}>
      {kept.map(([name, value], index) => (
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      <button name="lng" value={OTHER} lang={OTHER} className="py-1 underline">
        {NAME}
      </button>
    </form>
  );
}
