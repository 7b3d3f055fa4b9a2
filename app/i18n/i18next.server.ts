// remix-i18next on the server: locale detection (only 'it' for now) and translators for loaders,
// meta titles, e-mails and backend message codes.
import { RemixI18Next } from 'remix-i18next/server';
import account from '~/locales/it/account.json';
import cart from '~/locales/it/cart.json';
import catalog from '~/locales/it/catalog.json';
import common from '~/locales/it/common.json';
import errors from '~/locales/it/errors.json';

export const resources = { it: { common, catalog, cart, errors, account } };
export type Namespace = keyof (typeof resources)['it'];
export const supportedLngs = ['it'];
export const fallbackLng = 'it';

export const i18next = new RemixI18Next({
  detection: { supportedLanguages: supportedLngs, fallbackLanguage: fallbackLng },
  i18next: { resources, fallbackLng, defaultNS: 'common', interpolation: { escapeValue: false } },
});

export function getT(request: Request, ns: Namespace = 'common') {
  return i18next.getFixedT(request, ns);
}
