// Messages of the commerce API as the shopper reads them, through the one translation path
// (app/i18n/t.ts): translated by code when account.json has the code (account.md §8 "messages with
// a translated code are replaced by the translation"), otherwise the server's own text, otherwise
// the generic error.
import { EbsnError, type ApiMessage } from '~/ebsn/errors';
import { tAccount } from '~/i18n/account';
import { tErrors } from '~/i18n/errors';

export function translateMessage(message: ApiMessage): string {
  const fallback = message.text || tErrors('generic');
  if (!message.code) return fallback;
  // A code can mean something narrower under a field: a wrong password is the login's "E-mail o
  // password non corretti" over the form, but "La password attuale non è corretta" under the old one.
  const keys = [...(message.field ? [`fieldCodes.${message.field}.${message.code}`] : []), `codes.${message.code}`];
  for (const key of keys) {
    const text = tAccount(key);
    if (text !== key) return text;
  }
  return fallback;
}

/** The error texts of a business failure, never empty. */
export function errorTexts(error: EbsnError): string[] {
  const list = error.messages.filter((m) => m.level === 'error').map(translateMessage);
  return list.length ? [...new Set(list)] : [tErrors('generic')];
}

/** Every text a refusal carries (errors, warnings or infos: a refused delete comes as an info), never empty. */
export function refusalTexts(error: EbsnError, fallback = tErrors('generic')): string[] {
  const texts = error.messages.map(translateMessage).filter(Boolean);
  return texts.length ? [...new Set(texts)] : [fallback];
}
