// Configuration from the environment, read once. Secrets never have a production default.
const isProduction = process.env.NODE_ENV === 'production';

function secret(name: string, devDefault: string): string {
  const value = process.env[name];
  if (value) return value;
  if (isProduction && !process.env.ALLOW_DEV_SECRETS) {
    throw new Error(`${name} must be set in production`);
  }
  return devDefault;
}

export const env = {
  isProduction,
  ebsnUrl: (process.env.EBSN_URL ?? `http://localhost:${process.env.BACKEND_PORT ?? 3001}`).replace(/\/$/, ''),
  // the content API lives on the same host as the commerce API unless told otherwise
  cmsUrl: (process.env.CMS_URL ?? process.env.EBSN_URL ?? `http://localhost:${process.env.BACKEND_PORT ?? 3001}`).replace(/\/$/, ''),
  sessionSecrets: secret('SESSION_SECRET', 'spesa-dev-session-secret').split(','),
  honeypotSeed: secret('HONEYPOT_SECRET', 'spesa-dev-honeypot-secret'),
  publicUrl: process.env.PUBLIC_URL?.replace(/\/$/, ''),
  upstreamTimeoutMs: Number(process.env.EBSN_TIMEOUT_MS ?? 8000),
  catalogCacheMax: Number(process.env.CATALOG_CACHE_MAX ?? 50),
  // shared with the backend: it then believes the shopper's address we forward (login lockout)
  storefrontKey: process.env.STOREFRONT_KEY || undefined,
  // a proxy in front of us sets X-Forwarded-For; without one we cannot know the shopper's address
  trustProxy: process.env.TRUST_PROXY === '1',
  // ANONYMOUS_CART=1: guests may fill a cart (spec §4; the backend reads the same setting)
  anonymousCart: process.env.ANONYMOUS_CART === '1' || process.env.ANONYMOUS_CART === 'true',
};
