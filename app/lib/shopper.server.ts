// Per-request plumbing shared by loaders and actions: the shopper's session, the API context, the
// headers to send back (cookie when the backend issued a token, Server-Timing), and the mapping of
// API failures onto HTTP answers.
import { redirect } from '@remix-run/node';
import { clientIpOf, createApiContext, serverTiming, type ApiContext } from '~/ebsn/client.server';
import { NotFoundError, SessionExpiredError, UpstreamUnavailableError } from '~/ebsn/errors';
import { commitSession, flash, forgetUser, getSession, type ShopperSession } from './session.server';
import errors from '~/locales/it/errors.json';
import { log } from './log.server';

export type Shopper = { session: ShopperSession; api: ApiContext };

export async function getShopper(request: Request): Promise<Shopper> {
  const session = await getSession(request);
  return { session, api: createApiContext(session.get('ebsnToken'), clientIpOf(request)) };
}

/** Headers every loader/action answer carries: a session cookie when it changed, Server-Timing. */
export async function shopperHeaders({ session, api }: Shopper, init?: HeadersInit): Promise<Headers> {
  const headers = new Headers(init);
  if (api.issuedToken) {
    session.set('ebsnToken', api.issuedToken);
    headers.append('Set-Cookie', await commitSession(session));
  }
  if (api.timings.length) headers.set('Server-Timing', serverTiming(api));
  return headers;
}

export function notFound(): never {
  throw new Response(errors.notFound, { status: 404, statusText: 'Not Found' });
}

/**
 * Turns an API failure into what the shopper should get: 404 page, service-down page (503), or,
 * for an expired backend session, a fresh start at login with the spec's message.
 */
export async function failure(error: unknown, request: Request, shopper?: Shopper): Promise<never> {
  if (error instanceof Response) throw error;
  if (error instanceof NotFoundError) notFound();
  if (error instanceof SessionExpiredError) {
    const session = shopper?.session ?? (await getSession(request));
    forgetUser(session);
    flash(session, { level: 'error', text: errors.sessionExpired });
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, {
      headers: { 'Set-Cookie': await commitSession(session) },
    });
  }
  if (error instanceof UpstreamUnavailableError) {
    log.error({ err: error.message, url: request.url }, 'upstream unavailable');
    throw new Response(errors.generic, { status: 503, statusText: 'Service Unavailable' });
  }
  throw error;
}
