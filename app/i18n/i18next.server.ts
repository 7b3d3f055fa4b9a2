// remix-i18next on the server: locale detection (only 'it' for now) and translators for loaders,
// meta titles, e-mails and backend message codes.
import { RemixI18Next } from 'remix-i18next/server';
import catalog from '~/locales/it/catalog.json';
import common from '~/locales/it/common.json';
import errors from '~/locales/it/errors.json';

export const resources = { it: { common, catalog, errors } };
export const supportedLngs = ['it'];
export const fallbackLng = 'it';

export const i18next = new RemixI18Next({
  detection: { supportedLanguages: supportedLngs, fallbackLanguage: fallbackLng },
  i18next: { resources, fallbackLng, defaultNS: 'common', interpolation: { escapeValue: false } },
});

export function getT(request: Request, ns: 'common' | 'catalog' | 'errors' = 'common') {
  return i18next.getFixedT(request, ns);
}
