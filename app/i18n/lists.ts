// The wish list pages' words and the shell's (docs/decisions/004-translations.md): only /profile/lists
// and a list's page carry them.
import common from '#strings/common.json';
import lists from '#strings/lists.json';
import { createTranslator } from './translator';

export const tLists = createTranslator(lists, common);
