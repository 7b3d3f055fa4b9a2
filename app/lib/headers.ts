// Route `headers` for document requests: with Single Fetch Remix merges loaders' Set-Cookie on its
// own, but Cache-Control and Server-Timing reach the page only through this export.
import type { HeadersFunction } from '@remix-run/node';

export const routeHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers();
  const own = errorHeaders ?? loaderHeaders;
  const cacheControl = own.get('Cache-Control') ?? parentHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  const timings = [parentHeaders.get('Server-Timing'), own.get('Server-Timing')].filter(Boolean).join(', ');
  if (timings) headers.set('Server-Timing', timings);
  return headers;
};
