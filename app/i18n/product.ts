// One area's translator over its namespaces (docs/decisions/004-translations.md): the product page's
// own words (facts, limits, the quantity field) apart from the catalogue's, which every card carries.
import catalog from '#strings/catalog.json';
import common from '#strings/common.json';
import product from '#strings/product.json';
import { createTranslator } from './translator';

export const tProduct = createTranslator(product, catalog, common);
