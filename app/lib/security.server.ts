// CSRF token and honeypot, wired once so every form gets them (remix-utils).
import { CSRF, CSRFError } from 'remix-utils/csrf/server';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { shopCookie } from './cookies.server';
import { env } from './env.server';

export const csrf = new CSRF({
  cookie: shopCookie('__spesa_csrf'),
  formDataKey: 'csrf',
  secret: env.sessionSecrets[0],
});

export const honeypot = new Honeypot({ encryptionSeed: env.honeypotSeed, validFromFieldName: null, nameFieldName: 'name__confirm' });

export const HONEYPOT_FIELD = 'name__confirm';

/**
 * Checks the honeypot and the CSRF token of a submitted form; throws a 400/403 Response when either
 * fails. Public forms (login, registration...) require the honeypot field to be present at all:
 * remix-utils skips the check when a bot simply leaves the field out.
 */
export async function checkForm(formData: FormData, request: Request, { publicForm = false } = {}): Promise<void> {
  try {
    if (publicForm && !formData.has(HONEYPOT_FIELD)) throw new SpamError('Missing honeypot input');
    honeypot.check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response('Form not submitted properly', { status: 400 });
    throw error;
  }
  try {
    await csrf.validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) throw new Response('Invalid CSRF token', { status: 403 });
    throw error;
  }
}
