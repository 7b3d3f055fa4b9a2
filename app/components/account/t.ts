import { createTranslator } from '~/i18n/translator';
import account from '~/locales/it/account.json';
import common from '~/locales/it/common.json';

export const t = createTranslator(account, common);
