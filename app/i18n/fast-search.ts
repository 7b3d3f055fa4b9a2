// One area's translator over its namespaces (docs/decisions/004-translations.md): the fast-search
// page's own words apart from the catalogue's, which every card carries.
import catalog from '#strings/catalog.json';
import common from '#strings/common.json';
import fastSearch from '#strings/fast-search.json';
import { createTranslator } from './translator';

export const tFastSearch = createTranslator(fastSearch, catalog, common);
