// The two-step verification's forms (profile.security): one intent per step. A pin is six digits,
// typed with or without spaces; switching off asks for a pin or the password.
import { z } from 'zod';
import { tProfileArea as t } from '~/i18n/profile-area';

export const SECURITY_INTENT = { start: 'mfa-start', confirm: 'mfa-confirm', off: 'mfa-off' } as const;

/** A refusal, said under the form of the step it belongs to. */
export type SecurityRefused = { intent: string; fields: { pin?: string[]; password?: string[] }; form: string[] };

const pin = () => z.string({ required_error: t('security.pinFormat') }).transform((typed) => typed.replace(/\s/g, ''));
const PIN = /^\d{6}$/;

export const startSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(SECURITY_INTENT.start), password: z.string().default('') }))();

export const confirmSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(SECURITY_INTENT.confirm),
    pin: pin().pipe(z.string().regex(PIN, t('security.pinFormat'))),
  }))();

export const offSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(SECURITY_INTENT.off), pin: pin().optional(), password: z.string().optional() }).superRefine((value, ctx) => {
    if (value.pin && !PIN.test(value.pin)) ctx.addIssue({ code: 'custom', path: ['pin'], message: t('security.pinFormat') });
    else if (!value.pin && !value.password) ctx.addIssue({ code: 'custom', path: [], message: t('security.proofMissing') });
  }))();
