// One area's translator over its namespaces (docs/decisions/004-translations.md): a module of its own,
// so only the pages that show the area carry its JSON.
import account from '~/locales/it/account.json';
import common from '~/locales/it/common.json';
import forms from '~/locales/it/forms.json';
import { createTranslator } from './translator';

export const tAccount = createTranslator(account, forms, common);
