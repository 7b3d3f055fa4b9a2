// CSRF token and honeypot, wired once so every form gets them (remix-utils).
import { createHmac, randomBytes } from 'node:crypto';
import { CSRF, CSRFError } from 'remix-utils/csrf/server';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { shopCookie } from './cookies.server';
import { env } from './env.server';

/**
 * remix-utils makes a token with crypto-js, JavaScript hashing that cost every new visitor's first page
 * a twentieth of its server time (docs/decisions/037-shared-markup.md). The same token, 32 random
 * bytes and their HMAC-SHA256 with the secret, both base64url, comes from node:crypto here; checking
 * a submitted token stays remix-utils' own code, which tests/app/csrf-token.test.ts runs on these.
 */
class NodeCsrf extends CSRF {
  constructor(private signingSecret: string) {
    super({ cookie: shopCookie('__spesa_csrf'), formDataKey: 'csrf', secret: signingSecret });
  }

  override generate(bytes = 32): string {
    const token = randomBytes(bytes).toString('base64url');
    return `${token}.${createHmac('sha256', this.signingSecret).update(token).digest('base64url')}`;
  }
}

export const csrf: CSRF = new NodeCsrf(env.sessionSecrets[0]!);

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
