// /profile/anonymize's two forms: ask for a code by e-mail; type it back, understanding what follows.
import { z } from 'zod';
import { MESSAGES } from '#domain/validators';
import { tProfileArea as t } from '~/i18n/profile-area';

export const ANONYMIZE_INTENT = { request: 'anonymize-request', confirm: 'anonymize' } as const;
/** the backend's tokens: 32 characters of base64url; anything longer is not one */
export const TOKEN_MAX = 64;

/** What a refused code step answers: the code as typed, the errors by field, the backend's words. */
export type Refused = { token: string; fields: { token?: string[]; understand?: string[] }; form: string[] };

export const requestSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(ANONYMIZE_INTENT.request) }))();

export const confirmSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(ANONYMIZE_INTENT.confirm),
    token: z.string({ required_error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(TOKEN_MAX, t('anonymize.invalid')),
    understand: z.literal('on', { errorMap: () => ({ message: t('anonymize.understandRequired') }) }),
  }))();
