// Where the storefront's security and caching headers are put on answers: documents and data
// requests from entry.server.tsx, resource routes through `resourceAnswer`. The rules themselves
// are in ~/lib/headers (docs/decisions/023-response-headers.md).
import { cacheControlFor, setSecurityHeaders, type PolicyOptions } from './headers';
import { env } from './env.server';
import { answersPerShopper } from './shopper.server';

const development = process.env.NODE_ENV === 'development';

/** A fresh nonce for one document's inline scripts: 128 random bits. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** Served over HTTPS: the request says so, or a trusted proxy does, or the shop's public URL. */
function servedOverHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  // the entry our nearest proxy wrote is the last one; earlier ones may come from the client
  if (env.trustedProxyHops > 0 && request.headers.get('X-Forwarded-Proto')?.split(',').at(-1)?.trim() === 'https') return true;
  return !!env.publicUrl?.startsWith('https://');
}

function policyOptions(request: Request, nonce?: string): PolicyOptions & { production: boolean } {
  return {
    nonce,
    development,
    https: servedOverHttps(request),
    socialSignIn: process.env.SOCIAL_GOOGLE === '1',
    paymentOrigins: env.paymentOrigins,
    production: env.isProduction,
  };
}

/** Cache-Control (and Vary) of a document or data answer, from what the routes declared and who asks. */
async function setCachePolicy(headers: Headers, request: Request, context: object, visitorToken: boolean) {
  const value = cacheControlFor({
    declared: headers.get('Cache-Control'),
    perShopper: await answersPerShopper(request, context),
    visitorToken: visitorToken || headers.has('Set-Cookie'),
    submission: request.method !== 'GET' && request.method !== 'HEAD',
  });
  headers.set('Cache-Control', value);
  // the same URL answers differently once the shopper logs in, and in the language the lng cookie or
  // Accept-Language picks (decision 004): no cache may hand one to the other
  if (!value.includes('no-store')) headers.append('Vary', 'Cookie, Accept-Language');
}

/**
 * The page in each language (decision 004): its path with ?lng=it and ?lng=en, and without for
 * x-default (the browser's or the cookie's language). An HTTP Link header, which search engines read
 * as they read the head's links, rather than links in the head: those would cost every page's
 * script the code that writes them. The query is left out, as the canonical links leave it out.
 */
function setLanguageAlternates(headers: Headers, request: Request) {
  const url = new URL(request.url);
  const page = `${env.publicUrl ?? url.origin}${url.pathname}`;
  headers.append(
    'Link',
    [
      `<${page}?lng=it>; rel="alternate"; hreflang="it"`,
      `<${page}?lng=en>; rel="alternate"; hreflang="en"`,
      `<${page}>; rel="alternate"; hreflang="x-default"`,
    ].join(', '),
  );
}

/**
 * A document's headers; `nonce` is the one its inline scripts carry. Only a page that is there
 * (200) has alternates: a 404 or a refusal is no page in any language, and the address of one may be
 * as long as the shopper or a robot typed it (three copies of it overflowed a client's header limit).
 */
export async function secureDocument(headers: Headers, request: Request, context: object, nonce: string, status = 200) {
  setSecurityHeaders(headers, { ...policyOptions(request, nonce), page: true });
  if (status === 200) setLanguageAlternates(headers, request);
  // every page carries the root's data, with the visitor's CSRF token
  await setCachePolicy(headers, request, context, true);
}

/**
 * A data request's answer (`.data` of single fetch, or `?_data`). Remix answers it with a fresh
 * Headers object; rebuilt anyway, so a frozen one cannot turn into a 500.
 */
export async function secureData(response: Response, request: Request, context: object): Promise<Response> {
  const headers = new Headers(response.headers);
  setSecurityHeaders(headers, { ...policyOptions(request), page: false });
  const url = new URL(request.url);
  const routes = url.searchParams.get('_routes');
  // without `_routes` every loader runs, the root's (with the CSRF token) too
  const withRoot = routes === null ? !url.searchParams.has('_data') : routes.split(',').includes('root');
  await setCachePolicy(headers, request, context, withRoot || url.searchParams.get('_data') === 'root');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A resource route's answer (pictures, robots.txt, sitemaps, redirects) with the shop's security
 * headers; its own Cache-Control stays, none means not stored.
 */
export function resourceAnswer(response: Response, request: Request): Response {
  const headers = new Headers(response.headers);
  setSecurityHeaders(headers, { ...policyOptions(request), page: false });
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const TEXT = 'text/plain; charset=utf-8';

/**
 * A resource route's body (a text, a picture) with its type; its Cache-Control only where it
 * departs from the central default (none: not stored, `resourceAnswer`), from ~/lib/headers' names.
 */
export function resourceBody(
  body: BodyInit | null,
  { type = TEXT, cache, status = 200, headers }: { type?: string; cache?: string; status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(body, { status, headers: { 'Content-Type': type, ...(cache ? { 'Cache-Control': cache } : {}), ...headers } });
}

/** A resource route's loader or action whose answers, returned or thrown, get `resourceAnswer`'s headers. */
export function secured<Args extends { request: Request }>(handler: (args: Args) => Promise<Response> | Response) {
  return async (args: Args): Promise<Response> => {
    let response: Response;
    try {
      response = await handler(args);
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      response = error;
    }
    return resourceAnswer(response, args.request);
  };
}
