// Settings of the backend, read once from the environment by server.ts; tests pass their own.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { trustedHopsFrom } from '../domain/client-address';

export type AppConfig = {
  /** sliding lifetime of a guest session */
  guestSessionDays: number;
  /** sliding lifetime of a logged-in session whose login asked remember_me */
  userSessionDays: number;
  /** sliding lifetime of a logged-in session without remember_me (the storefront's cookie dies with the browser) */
  shortSessionHours: number;
  /** shopper-independent catalogue answers may be cached this long by shared caches */
  catalogMaxAgeSeconds: number;
  /** a session's expiry is pushed forward at most this often, to spare a write per request */
  sessionTouchSeconds: number;
  /** how often the backend deletes expired sessions (guests' at once, users' after a grace for the 419) */
  sessionSweepMinutes: number;

  /** NODE_ENV=production: development pages (/dev/outbox) answer 404 */
  production: boolean;
  /** the storefront's public address: links in e-mails point there */
  shopUrl: string;
  /** request bodies above this answer 413 */
  bodyLimitBytes: number;

  /** TRUST_PROXY=<n>: n proxies of ours stand in front; the client address is X-Forwarded-For's n-th entry from the right */
  trustedProxyHops: number;
  /** shared secret the storefront sends in X-Ebsn-Storefront-Key; only then is X-Ebsn-Client-Ip believed */
  storefrontKey: string | null;

  /** lockout: failures within the window that lock a pair of account and address, and an address (an account alone is only slowed down) */
  lockoutPairFailures: number;
  lockoutAddressFailures: number;
  lockoutWindowMinutes: number;
  lockoutMinutes: number;
  /** each recent failure slows the next answer by this much (capped at loginSlowdownMaxMs) */
  loginSlowdownMs: number;
  loginSlowdownMaxMs: number;
  /** a second confirmation or reset e-mail to the same account is not sent sooner than this */
  mailCooldownSeconds: number;
  /** account e-mails asked for by a request are handled right after its answer (tests turn it off to look in between) */
  mailRequestsAfterResponse: boolean;

  /** reCAPTCHA on login: off unless a secret is configured */
  recaptchaSecret: string | null;
  recaptchaVerifyUrl: string;

  /** Google through OpenID Connect: off unless a client id and secret are configured */
  googleClientId: string | null;
  googleClientSecret: string | null;
  googleIssuer: string;
  /** redirect_uri values social-redir/google/start accepts (exact match) */
  socialRedirectUris: string[];

  /** From: of outgoing e-mail */
  mailFrom: string;

  /** ANONYMOUS_CART=1: guests may fill a cart (spec §4, §6: off by default) */
  anonymousCart: boolean;
  /** how long a chosen slot holds its unit of capacity, renewed while the shopper is active */
  slotHoldMinutes: number;

  /** the simulated card provider's public address (its pages are served by this backend under /pay/) */
  paymentProviderUrl: string;
  /** signs the provider's results (HMAC-SHA256): from the environment, else random per process */
  paymentProviderSecret: string;
  /** an order paid online and still unpaid this long after it was made is cancelled, its slot given back */
  paymentRetryMinutes: number;

  /** signs the content API's form nonces (HMAC-SHA256): from the environment, else random per process */
  formNonceSecret: string;
  /** where files sent through forms are kept: under the data directory, never under a served folder */
  uploadDir: string;
  /** a form's upload request (multipart) may be this big: the largest file a field takes plus the form's words */
  uploadBodyLimitBytes: number;
};

const DEFAULT_SHOP_URL = 'http://localhost:3000';

export const defaultConfig: AppConfig = {
  guestSessionDays: 30,
  userSessionDays: 30,
  shortSessionHours: 12,
  catalogMaxAgeSeconds: 60,
  sessionTouchSeconds: 60,
  sessionSweepMinutes: 60,
  production: false,
  shopUrl: DEFAULT_SHOP_URL,
  bodyLimitBytes: 64 * 1024,
  trustedProxyHops: 0,
  storefrontKey: null,
  lockoutPairFailures: 5,
  // higher than the pair's: many shoppers can share one address (offices, mobile carriers)
  lockoutAddressFailures: 20,
  lockoutWindowMinutes: 15,
  lockoutMinutes: 15,
  loginSlowdownMs: 250,
  loginSlowdownMaxMs: 2000,
  mailCooldownSeconds: 60,
  mailRequestsAfterResponse: true,
  recaptchaSecret: null,
  recaptchaVerifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
  googleClientId: null,
  googleClientSecret: null,
  googleIssuer: 'https://accounts.google.com',
  socialRedirectUris: [`${DEFAULT_SHOP_URL}/ebsn/api/social-redir/google`],
  mailFrom: 'Spesa <noreply@spesa.example>',
  anonymousCart: false,
  slotHoldMinutes: 30,
  paymentProviderUrl: 'http://localhost:3001',
  // random per process unless PAYMENT_PROVIDER_SECRET is set (npm start keeps one in the data directory)
  paymentProviderSecret: randomBytes(32).toString('base64url'),
  paymentRetryMinutes: 30,
  // random per process unless FORM_NONCE_SECRET is set (npm start keeps one in the data directory)
  formNonceSecret: randomBytes(32).toString('base64url'),
  uploadDir: path.resolve(process.env.DATA_DIR ?? 'data', 'uploads'),
  uploadBodyLimitBytes: 10 * 1024 * 1024 + 64 * 1024,
};

function numberFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

const textFromEnv = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

/**
 * The storefront's public address. Production never guesses it (issue 26): the card provider's way
 * back carries the result's signature, and a default of localhost would send it, and the shopper,
 * nowhere of ours. So it refuses to start without one, as the storefront does without its secrets.
 */
function shopUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const value = textFromEnv(env.SHOP_URL);
  if (!value) {
    if (env.NODE_ENV === 'production') throw new Error('SHOP_URL must be set in production');
    return DEFAULT_SHOP_URL;
  }
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    /* not an address: refused below */
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`SHOP_URL must be an http(s) address, not ${JSON.stringify(value)}`);
  return value.replace(/\/+$/, '');
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const shopUrl = shopUrlFromEnv(env);
  const redirects = textFromEnv(env.SOCIAL_REDIRECT_URIS);
  return {
    guestSessionDays: numberFromEnv(env.GUEST_SESSION_DAYS, defaultConfig.guestSessionDays),
    userSessionDays: numberFromEnv(env.USER_SESSION_DAYS, defaultConfig.userSessionDays),
    shortSessionHours: numberFromEnv(env.SHORT_SESSION_HOURS, defaultConfig.shortSessionHours),
    catalogMaxAgeSeconds: numberFromEnv(env.CATALOG_MAX_AGE, defaultConfig.catalogMaxAgeSeconds),
    sessionTouchSeconds: numberFromEnv(env.SESSION_TOUCH_SECONDS, defaultConfig.sessionTouchSeconds),
    // at least a minute: 0 would make setInterval spin
    sessionSweepMinutes: Math.max(1, numberFromEnv(env.SESSION_SWEEP_MINUTES, defaultConfig.sessionSweepMinutes)),
    production: env.NODE_ENV === 'production',
    shopUrl,
    bodyLimitBytes: numberFromEnv(env.BODY_LIMIT_BYTES, defaultConfig.bodyLimitBytes),
    trustedProxyHops: trustedHopsFrom(env.TRUST_PROXY),
    storefrontKey: textFromEnv(env.STOREFRONT_KEY),
    lockoutPairFailures: numberFromEnv(env.LOCKOUT_PAIR_FAILURES ?? env.LOCKOUT_ACCOUNT_FAILURES, defaultConfig.lockoutPairFailures),
    lockoutAddressFailures: numberFromEnv(env.LOCKOUT_ADDRESS_FAILURES, defaultConfig.lockoutAddressFailures),
    lockoutWindowMinutes: numberFromEnv(env.LOCKOUT_WINDOW_MINUTES, defaultConfig.lockoutWindowMinutes),
    lockoutMinutes: numberFromEnv(env.LOCKOUT_MINUTES, defaultConfig.lockoutMinutes),
    loginSlowdownMs: numberFromEnv(env.LOGIN_SLOWDOWN_MS, defaultConfig.loginSlowdownMs),
    loginSlowdownMaxMs: numberFromEnv(env.LOGIN_SLOWDOWN_MAX_MS, defaultConfig.loginSlowdownMaxMs),
    mailCooldownSeconds: numberFromEnv(env.MAIL_COOLDOWN_SECONDS, defaultConfig.mailCooldownSeconds),
    mailRequestsAfterResponse: true,
    recaptchaSecret: textFromEnv(env.RECAPTCHA_SECRET),
    recaptchaVerifyUrl: textFromEnv(env.RECAPTCHA_VERIFY_URL) ?? defaultConfig.recaptchaVerifyUrl,
    googleClientId: textFromEnv(env.GOOGLE_CLIENT_ID),
    googleClientSecret: textFromEnv(env.GOOGLE_CLIENT_SECRET),
    googleIssuer: textFromEnv(env.GOOGLE_ISSUER) ?? defaultConfig.googleIssuer,
    socialRedirectUris: redirects
      ? redirects
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean)
      : [`${shopUrl}/ebsn/api/social-redir/google`],
    mailFrom: textFromEnv(env.MAIL_FROM) ?? defaultConfig.mailFrom,
    anonymousCart: env.ANONYMOUS_CART === '1' || env.ANONYMOUS_CART === 'true',
    slotHoldMinutes: numberFromEnv(env.SLOT_HOLD_MINUTES, defaultConfig.slotHoldMinutes),
    paymentProviderUrl: (textFromEnv(env.PAYMENT_PROVIDER_URL) ?? `http://localhost:${env.BACKEND_PORT || '3001'}`).replace(/\/+$/, ''),
    paymentProviderSecret: textFromEnv(env.PAYMENT_PROVIDER_SECRET) ?? defaultConfig.paymentProviderSecret,
    paymentRetryMinutes: numberFromEnv(env.PAYMENT_RETRY_MINUTES, defaultConfig.paymentRetryMinutes),
    formNonceSecret: textFromEnv(env.FORM_NONCE_SECRET) ?? defaultConfig.formNonceSecret,
    uploadDir: path.resolve(env.DATA_DIR ?? 'data', 'uploads'),
    uploadBodyLimitBytes: numberFromEnv(env.UPLOAD_BODY_LIMIT_BYTES, defaultConfig.uploadBodyLimitBytes),
  };
}
