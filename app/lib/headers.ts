// Route `headers` for document requests: with Single Fetch Remix merges loaders' Set-Cookie on its
// own, but Cache-Control and Server-Timing reach the page only through this export.
import type { HeadersFunction } from '@remix-run/node';

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
