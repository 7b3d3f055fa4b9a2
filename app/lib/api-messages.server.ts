// Messages of the commerce API as the shopper reads them: translated by code when account.json has
// the code (account.md §8 "messages with a translated code are replaced by the translation"),
// otherwise the server's own text, otherwise the generic error.
import { EbsnError, type ApiMessage } from '~/ebsn/errors';
import { getT } from '~/i18n/i18next.server';
import errors from '~/locales/it/errors.json';

export type Translate = (message: ApiMessage) => string;

export async function messageTranslator(request: Request): Promise<Translate> {
  const t = await getT(request, 'account');
  return (message) => {
    const fallback = message.text || errors.generic;
    return message.code ? t(`codes.${message.code}`, { defaultValue: fallback }) : fallback;
  };
}

/** The error texts of a business failure, never empty. */
export function errorTexts(error: EbsnError, translate: Translate): string[] {
  const list = error.messages.filter((m) => m.level === 'error').map(translate);
  return list.length ? [...new Set(list)] : [errors.generic];
}
