// reCAPTCHA on login (account.md §5: the token is appended to the login call, action "login").
// Off unless RECAPTCHA_SECRET is set. The token is checked with the verification service (POST
// secret, response, remoteip); anything but a clear success — a wrong token, no token, the service
// down or slow — is a failure, which login answers with HTTP 403 as live shops do.
import type { AppConfig } from '../config';

export const RECAPTCHA_TIMEOUT_MS = 5000;

export async function recaptchaPasses(
  config: AppConfig,
  token: string | undefined,
  remoteIp: string | null,
  action = 'login',
): Promise<boolean> {
  if (!config.recaptchaSecret) return true;
  if (!token || token.length > 4096) return false;
  const body = new URLSearchParams({ secret: config.recaptchaSecret, response: token });
  // an IPv6 client is known only by its /64 network (client-address.ts): not an address to send
  if (remoteIp && remoteIp !== 'unknown' && !remoteIp.includes('/')) body.set('remoteip', remoteIp);
  try {
    const res = await fetch(config.recaptchaVerifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    });
    if (!res.ok) return false;
    const answer = (await res.json()) as { success?: unknown; action?: unknown };
    // v3 tokens name their action; one minted for another form is not this one's
    if (typeof answer.action === 'string' && answer.action !== action) return false;
    return answer.success === true;
  } catch {
    return false;
  }
}
