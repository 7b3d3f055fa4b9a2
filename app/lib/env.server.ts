// Configuration from the environment, read once. Secrets never have a production default: the
// development ones below are public (they are in the repository), so production refuses to start
// without real ones (`npm start` makes random ones and keeps them in DATA_DIR: scripts/secrets.mjs).
import { trustedHopsFrom } from '#domain/client-address';

const isProduction = process.env.NODE_ENV === 'production';

function secret(name: string, devDefault: string): string {
  const value = process.env[name];
  if (value) return value;
  if (isProduction) throw new Error(`${name} must be set in production`);
  return devDefault;
}

/** A count or size setting: a whole number ≥ 0, or the start stops naming it (a typo is not "off"). */
function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, not "${raw}"`);
  return value;
}

/** Script URLs from a comma-separated setting: https, or a path on the shop itself; anything else is left out. */
function scriptList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => {
      if (/^\/[^/\\]/.test(item)) return true;
      try {
        return new URL(item).protocol === 'https:';
      } catch {
        return false;
      }
    });
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
  // all the time one page may wait for the APIs (decision 041): past it, the service-down page or a stale catalogue
  upstreamBudgetMs: Number(process.env.EBSN_BUDGET_MS ?? 2000),
  // listings, searches and products kept (app/lib/cache.server.ts): one per query, most asked once; 0 keeps none
  catalogCacheMax: wholeNumber('CATALOG_CACHE_MAX', 50),
  // how often the catalogue's version is asked of the backend (decision 062): a change to a product
  // shows on every storefront at most this long after it is made; 0 never asks (answers kept 15 minutes)
  catalogVersionCheckMs: Number(process.env.CATALOG_VERSION_CHECK_SECONDS ?? 5) * 1000,
  // the category tree, each category, the stores, the content's menus and pages: one per thing in the shop; 0 keeps none
  shopCacheMax: wholeNumber('SHOP_CACHE_MAX', 1000),
  // product cards' markup kept for reuse (docs/decisions/037-shared-markup.md); 0 turns it off
  sharedMarkupMax: wholeNumber('SHARED_MARKUP_MAX', 2000),
  // shared with the backend: it then believes the shopper's address we forward (login lockout)
  storefrontKey: process.env.STOREFRONT_KEY || undefined,
  // TRUST_PROXY=<n>: n proxies of ours stand in front and append to X-Forwarded-For; the shopper's
  // address is then the n-th entry from the right (never the client-written first); 0: the socket's peer
  trustedProxyHops: trustedHopsFrom(process.env.TRUST_PROXY),
  // ANONYMOUS_CART=1: guests may fill a cart (spec §4; the backend reads the same setting)
  anonymousCart: process.env.ANONYMOUS_CART === '1' || process.env.ANONYMOUS_CART === 'true',
  // the analytic and profiling tags (comma-separated script URLs), loaded only for a shopper whose
  // cookie choice allows their category (app/lib/consented-scripts.server.ts, decision 059); none by default
  analyticsScripts: scriptList(process.env.ANALYTICS_SCRIPTS),
  profilingScripts: scriptList(process.env.PROFILING_SCRIPTS),
  // where the checkout's form may send the shopper to pay: the card provider's origins (comma-separated);
  // by default the commerce API's host, whose backend serves the simulated provider's pages
  paymentOrigins: (process.env.PAYMENT_PROVIDER_ORIGINS ?? process.env.EBSN_URL ?? `http://localhost:${process.env.BACKEND_PORT ?? 3001}`)
    .split(',')
    .map((value) => {
      try {
        return new URL(value.trim()).origin;
      } catch {
        return '';
      }
    })
    .filter(Boolean),
};
