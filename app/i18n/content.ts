// One area's translator over its namespaces (docs/decisions/004-translations.md): the content pages
// (FAQ, recipes, forms, store map and cards, video).
import common from '#strings/common.json';
import content from '#strings/content.json';
import { createTranslator } from './translator';

export const tContent = createTranslator(content, common);
