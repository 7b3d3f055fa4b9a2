import { createTranslator } from '~/i18n/translator';
import common from '~/locales/it/common.json';

export const t = createTranslator(common);
