// One area's translator over its namespaces (docs/decisions/004-translations.md): the search page's
// own words apart from the catalogue's, which every card and listing carries.
import catalog from '#strings/catalog.json';
import common from '#strings/common.json';
import search from '#strings/search.json';
import { createTranslator } from './translator';

export const tSearch = createTranslator(search, catalog, common);
