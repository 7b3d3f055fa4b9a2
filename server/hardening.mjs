// What the storefront refuses before Remix sees a request, each with a 4xx Italian page instead of
// the 500 Remix would give: a method no page of ours takes (`TRACE /` crashes the request adapter),
// a Host header no URL can be built from, a path with a backslash (React Router's render throws on
// `/\`), a data request of before single fetch (`?_data`), and a form post from another site.
// Remix 2.17 compares `Origin` with the host itself and throws an Error (an empty 500) on a mismatch
// or on `Origin: null`; the same rule is applied here first, so the shopper gets a 403 page instead.
// Pure functions of the method, the headers and the path, so tests drive them without a server.
import italian from '../app/locales/it/common.json' with { type: 'json' };
import english from '../app/locales/en/common.json' with { type: 'json' };

const WORDS = { it: italian.errors, en: english.errors };

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'];

/** host[:port], a bracketed IPv6 address[:port]: what `new URL('http://' + host)` accepts unchanged. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

const PAGES = {
  400: ['badRequestTitle', 'badRequestText'],
  403: ['forbiddenTitle', 'forbiddenText'],
  405: ['badRequestTitle', 'badRequestText'],
  413: ['tooLargeTitle', 'tooLargeText'],
  500: ['genericTitle', 'genericText'],
};

/** The host a form post must come from: the proxy's X-Forwarded-Host when present, as Remix reads it. */
function expectedHost(headers) {
  const forwarded = String(headers['x-forwarded-host'] ?? '')
    .split(',')[0]
    .trim();
  return forwarded || headers.host;
}

/** The host of an `Origin` header, or null when it names no host (`null`, garbage). */
function originHost(origin) {
  if (origin === 'null') return null;
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

/**
 * The refusal for a request, or null when it may go on to Remix.
 * @param {string} method
 * @param {Record<string, string | string[] | undefined>} headers Node's lower-cased request headers
 * @param {string} [url] the request target (path and query)
 * @returns {{ status: 400 | 403 | 405, headers?: Record<string, string> } | null}
 */
export function refusalOf(method, headers, url = '/') {
  if (!ALLOWED_METHODS.includes(method)) return { status: 405, headers: { Allow: ALLOWED_METHODS.join(', ') } };
  // no path of ours has a backslash; React Router's server render throws on `/\` (read as `//`)
  if (/\\|%5c/i.test(url.split('?')[0])) return { status: 400 };
  // Remix's data requests of before single fetch, which no page of ours makes (it asks `.data`):
  // `?_data=routes/_index` answered a 500, English JSON ("Unexpected Server Error")
  const query = url.indexOf('?');
  if (query !== -1 && /data/i.test(url) && new URLSearchParams(url.slice(query + 1)).has('_data')) return { status: 400 };
  const host = String(headers.host ?? '');
  const forwarded = headers['x-forwarded-host'];
  if (!HOST.test(host) || (forwarded !== undefined && !HOST.test(expectedHost(headers)))) return { status: 400 };
  const origin = headers.origin;
  if (method === 'POST' && origin !== undefined && originHost(String(origin)) !== expectedHost(headers)) return { status: 403 };
  return null;
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A small page of its own (the shell needs Remix): what happened, in the spec's words (or their
 * English, for a shopper reading the shop in English), and a way home.
 */
export function refusalPage(status, locale = 'it') {
  const lang = locale in WORDS ? locale : 'it';
  const [title, text] = (PAGES[status] ?? PAGES[status < 500 ? 400 : 500]).map((key) => escapeHtml(WORDS[lang][key]));
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title} | Spesa</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;text-align:center;color:#1f2937}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;background:#b91c1c;color:#fff;border-radius:.5rem;text-decoration:none;font-weight:600}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<a href="/">${escapeHtml(WORDS[lang].notFoundHome)}</a>
</main>
</body>
</html>
`;
}

/** Headers of a refusal page: nothing to cache, run or frame. */
export const REFUSAL_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};

/**
 * Headers of the static files (the build's assets, public/): the same as app/lib/headers.ts gives
 * answers that are not pages (tests/app/hardening.test.ts holds the two together). An SVG opened
 * on its own runs no script and no site frames it.
 */
export const STATIC_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};
