// The one translation path, the same on the server and in the browser: every visible string and
// every backend message code goes through the area translators beside this file, one module for each
// namespace of `app/locales/it/*.json`, named after it (docs/decisions/004-translations.md). They
// import `#strings/<ns>.json`, which each build resolves to its own locale's folder (one build per
// locale: vite.config.ts), so a page carries the strings of one language only.
// Each is a module of its own and is imported from there, so a browser chunk carries only the JSON
// of the areas it shows (a shared module importing all of them would put every string in every page).
export type { TFunction, Vars } from './translator';

export type Locale = 'it' | 'en';

/** The locale this build speaks (SHOP_LOCALE when it was built; `it` in tests and by default). */
export const LOCALE: Locale = __LOCALE__;

/** The same locale as Intl names it: the spec's Italian formats, British English for `en`. */
export const INTL_LOCALE = LOCALE === 'en' ? 'en-GB' : 'it-IT';
