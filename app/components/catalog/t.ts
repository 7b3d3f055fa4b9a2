import { createTranslator } from '~/i18n/translator';
import catalog from '~/locales/it/catalog.json';
import common from '~/locales/it/common.json';

export const t = createTranslator(catalog, common);
