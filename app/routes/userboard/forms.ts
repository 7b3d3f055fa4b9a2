// The userboard's forms (decision 054): the staff sign-on, the sign-out, and the banner's "Smetti di
// operare" (posted here from every page while a staff member acts for a customer).
import { z } from 'zod';
import { tStaff as t } from '~/i18n/staff';

export const USERBOARD_INTENT = { signOn: 'signOn', signOut: 'signOut', stopActing: 'stopActing' } as const;

export const signOnSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(USERBOARD_INTENT.signOn),
    username: z
      .string({ required_error: t('signOn.usernameRequired') })
      .trim()
      .min(1, t('signOn.usernameRequired'))
      .max(64),
    password: z.string({ required_error: t('signOn.passwordRequired') }).max(1024),
    otp: z
      .string({ required_error: t('signOn.otpRequired') })
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, t('signOn.otpFormat'))),
  }))();

export const signOutSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(USERBOARD_INTENT.signOut) }))();
export const stopActingSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(USERBOARD_INTENT.stopActing) }))();
