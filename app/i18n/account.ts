// One area's translator over its namespaces (docs/decisions/004-translations.md): a module of its own,
// so only the pages that show the area carry its JSON.
import account from '#strings/account.json';
import common from '#strings/common.json';
import forms from '#strings/forms.json';
import { createTranslator } from './translator';

export const tAccount = createTranslator(account, forms, common);
