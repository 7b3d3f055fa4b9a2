// Route `headers` for document requests: with Single Fetch Remix merges loaders' Set-Cookie on its
// own, but Cache-Control and Server-Timing reach the page only through this export.
import type { HeadersFunction } from '@remix-run/node';
import type { ImgHTMLAttributes } from 'react';
import { VIDEO_FRAME_HOSTS } from './video';

export const routeHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers();
  const own = errorHeaders ?? loaderHeaders;
  const cacheControl = own.get('Cache-Control') ?? parentHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  // the page's own preloads (its largest picture): the browser starts them with the response's first bytes
  const link = own.get('Link');
  if (link) headers.set('Link', link);
  const timings = [parentHeaders.get('Server-Timing'), own.get('Server-Timing')].filter(Boolean).join(', ');
  if (timings) headers.set('Server-Timing', timings);
  return headers;
};

/**
 * A page's likely largest picture, fetched first: the attribute as HTML spells it. React 18 does not
 * know `fetchPriority` (it writes it as is, with a warning in development and in the unit tests).
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' } as ImgHTMLAttributes<HTMLImageElement>;

/**
 * A `Link` header that preloads a page's likely largest paint (the first product picture of a
 * grid), so its download does not wait for the HTML above it to be parsed. Nothing for a URL the
 * header cannot carry as it is.
 */
export function preloadImage(url: string | null | undefined): Record<string, string> {
  if (!url || !/^(\/[^/]|https:\/\/)[^\s<>",;]*$/.test(url)) return {};
  return { Link: `<${url}>; rel=preload; as=image; fetchpriority=high` };
}

/**
 * The same, for pages whose URL carries a secret (an e-mail link's code or token): no Referer takes
 * it to another site. 'same-origin', not 'no-referrer': the latter makes browsers send `Origin: null`
 * with the page's own form posts, which Remix refuses.
 */
export const secretUrlHeaders: HeadersFunction = (args) => {
  const headers = routeHeaders(args) as Headers;
  headers.set('Referrer-Policy', 'same-origin');
  return headers;
};

/**
 * What a catalogue page says of itself when it reads nothing of the shopper: a plain guest's copy
 * may be kept by shared caches, revalidated on every use. The answer is narrowed per request
 * (`cacheControlFor`): a shopper with a session, or a document carrying the visitor's CSRF token,
 * never gets it.
 */
export const SHAREABLE_FOR_GUESTS = { 'Cache-Control': 'public, max-age=0, must-revalidate' };

/** A file that never changes under its name (a picture): any cache keeps it a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A text for crawlers, the same for everyone (robots.txt): kept an hour. */
export const PUBLIC_HOUR = 'public, max-age=3600';

/** What every answer that depends on the shopper's session sends. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** A page of a plain guest: only the browser keeps it (its forms carry the visitor's CSRF token). */
export const PRIVATE_REVALIDATE = 'private, max-age=0, must-revalidate';

export type CacheFacts = {
  /** the Cache-Control the route's loader (or thrown answer) declared, after the `headers` exports */
  declared: string | null;
  /** the answer depends on the session: a logged-in shopper, a backend token (a cart), flash messages */
  perShopper: boolean;
  /** the answer carries the visitor's own tokens (the root's CSRF token, a cookie it sets) */
  visitorToken: boolean;
  /** a form post: never stored */
  submission?: boolean;
};

/**
 * The one Cache-Control rule of the storefront (docs/decisions/023-response-headers.md): anything
 * that depends on the session is `private, no-store`; a route that declared nothing is too (the safe
 * default); a route that declared itself shareable is shared only for a plain guest and only when
 * the answer carries nothing of the visitor, otherwise private to the browser.
 */
export function cacheControlFor({ declared, perShopper, visitorToken, submission }: CacheFacts): string {
  const value = declared?.toLowerCase() ?? '';
  if (!value || submission || perShopper || /\bno-store\b/.test(value)) return PRIVATE_NO_STORE;
  if (/\bpublic\b/.test(value)) return visitorToken ? PRIVATE_REVALIDATE : declared!;
  return /\bprivate\b/.test(value) ? declared! : PRIVATE_NO_STORE;
}

export type PolicyOptions = {
  /** the per-request nonce of the document's inline scripts (Remix's context, scroll restoration) */
  nonce?: string;
  /** Vite's dev server: its client and HMR need inline scripts and a websocket */
  development: boolean;
  /** served over HTTPS (the request, the public URL or a trusted proxy says so) */
  https: boolean;
  /** the login form posts to the identity provider's page (SOCIAL_GOOGLE=1) */
  socialSignIn?: boolean;
  /** the checkout's form posts to the card provider's page: its origins */
  paymentOrigins?: string[];
};

/**
 * The document's Content-Security-Policy. Scripts only from the shop and the inline ones carrying
 * this request's nonce; styles may be inline (React's style attributes: banner colours, the
 * honeypot's `display:none`), which injects nothing executable; pictures from the shop, data URIs
 * and any HTTPS host (an eBSN catalogue's pictures may live on a CDN).
 */
export function contentSecurityPolicy({ nonce, development, https, socialSignIn, paymentOrigins = [] }: PolicyOptions): string {
  const scripts = development ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scripts,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    // the social sign-in form answers with a redirect to the provider, which form-action governs too
    // and the checkout's form goes to the card provider's page
    'form-action': [...(socialSignIn ? ["'self'", 'https:', ...(development ? ['http:'] : [])] : ["'self'"]), ...paymentOrigins],
    'frame-ancestors': ["'none'"],
    // only the video page's players (app/lib/video.ts), opened in place as a dialog from any content page
    'frame-src': [...VIDEO_FRAME_HOSTS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Answers that are not pages (data requests, pictures, XML) load nothing and are framed by no one. */
export const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers every storefront answer carries; a route's own stricter choice stays (a picture's
 * CSP, an e-mail link page's Referrer-Policy). `page`: an HTML document (it gets the full CSP).
 */
export function setSecurityHeaders(headers: Headers, options: PolicyOptions & { page: boolean; production: boolean }) {
  const keep = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  if (options.page) headers.set('Content-Security-Policy', contentSecurityPolicy(options));
  else keep('Content-Security-Policy', NOT_A_PAGE_POLICY);
  headers.set('X-Frame-Options', 'DENY');
  headers.set('X-Content-Type-Options', 'nosniff');
  keep('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (options.production && options.https) headers.set('Strict-Transport-Security', HSTS);
}
