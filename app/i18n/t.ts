// The one translation path, the same on the server and in the browser: every visible string and
// every backend message code goes through these translators over `app/locales/it/*.json`
// (docs/decisions/004-translations.md). One translator per area, each with the namespaces that area
// shows; the calls are pure, so a chunk carries only the JSON of the translators it uses.
import account from '~/locales/it/account.json';
import cart from '~/locales/it/cart.json';
import catalog from '~/locales/it/catalog.json';
import common from '~/locales/it/common.json';
import errors from '~/locales/it/errors.json';
import { createTranslator } from './translator';

export type { TFunction, Vars } from './translator';

/** The shop's only locale (`<html lang>`); a second one would pick its JSON here. */
export const LOCALE = 'it';

export const tCommon = /* @__PURE__ */ createTranslator(common);
export const tErrors = /* @__PURE__ */ createTranslator(errors, common);
export const tCatalog = /* @__PURE__ */ createTranslator(catalog, common);
export const tCart = /* @__PURE__ */ createTranslator(cart, catalog, common);
export const tAccount = /* @__PURE__ */ createTranslator(account, common);
