// One area's translator over its namespaces (docs/decisions/004-translations.md): a module of its own,
// so only the pages that show the area carry its JSON. The cart's words are its own and the shell's.
import cart from '#strings/cart.json';
import common from '#strings/common.json';
import { createTranslator } from './translator';

export const tCart = createTranslator(cart, common);
