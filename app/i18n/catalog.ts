// One area's translator over its namespaces (docs/decisions/004-translations.md): a module of its own,
// so only the pages that show the area carry its JSON.
import catalog from '#strings/catalog.json';
import common from '#strings/common.json';
import { createTranslator } from './translator';

export const tCatalog = createTranslator(catalog, common);
