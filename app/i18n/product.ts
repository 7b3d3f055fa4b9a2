// One area's translator over its namespaces (docs/decisions/004-translations.md): the product page's
// own words (facts, limits, the quantity field) apart from the catalogue's, which every card carries.
import catalog from '~/locales/it/catalog.json';
import common from '~/locales/it/common.json';
import product from '~/locales/it/product.json';
import { createTranslator } from './translator';

export const tProduct = createTranslator(product, catalog, common);
