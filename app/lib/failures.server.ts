// The one way a route fails (docs/decisions/048-one-way-to-write-a-route.md): `badRequest()` for a
// form or a parameter no page of the shop sends, `notFound()`, and `failure()` for whatever a call
// to the backend threw. Every answer is in Italian; every backend text goes through the one
// translation path (translateMessage); every gate code leads to its page through one table (gates.ts).
import { EbsnError, NotFoundError, RequestTooLargeError, SessionExpiredError, UpstreamUnavailableError } from '~/ebsn/errors';
import { tCommon } from '~/i18n/common';
import { tErrors } from '~/i18n/errors';
import { refusalTexts } from './api-messages.server';
import { gateOf, GATES, gateUrl } from './gates';
import { log } from './log.server';
import { rememberPendingAdd } from './pending-add.server';
import type { PendingAdd } from './session.server';
import { flashMessage, goTo, sessionEnded, type Shopper } from './shopper.server';

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8' };

/** A form or a parameter the shop's pages never send: 400, said in Italian. Throw it. */
export function badRequest(): Response {
  return new Response(tCommon('errors.badRequestText'), { status: 400, headers: PLAIN });
}

/** The page is not there (or is another customer's: the same answer). */
export function notFound(): never {
  throw new Response(tErrors('notFound'), { status: 404, statusText: 'Not Found', headers: PLAIN });
}

/**
 * The backend no longer knows the shopper as logged in (its session ended before the cookie's).
 * failure() reads it; routes never do (tests/app/route-kernel.test.ts).
 */
export function authRefused(error: EbsnError): boolean {
  return error.messages.some((m) => m.code === 'auth.required' || m.code === GATES.login.code);
}

export type FailureOptions = {
  /** where a refusal of the backend is said: the shopper goes back there with its texts */
  back?: string;
  /** what is said when the refusal carries no text of its own */
  fallback?: string;
  /** an add the gate stopped: it waits in the session and the shopper goes to the step it asks for */
  waiting?: PendingAdd;
  /** a refusal means the thing asked for is not there for this shopper (another customer's address): 404, once an ended session is told apart */
  refusedIsNotFound?: boolean;
};

/**
 * Turns what a backend call threw into what the shopper gets: a thrown Response stays; 404 page;
 * an ended session (419, or a refusal saying `auth.required`) forgets the user and goes to login;
 * a refusal goes `back` with its texts (to the gate's page when it names a step and an add waits),
 * or is a 400 when nobody expected one; a call too large is a 413; a backend down, a 503.
 */
export async function failure(error: unknown, request: Request, shopper: Shopper, options: FailureOptions = {}): Promise<never> {
  if (error instanceof Response) throw error;
  if (error instanceof NotFoundError) notFound();
  if (error instanceof SessionExpiredError) {
    // the token the backend refused is worth nothing (forgotten with the user): no new one either
    shopper.api.issuedToken = undefined;
    return sessionEnded(shopper, request);
  }
  if (error instanceof EbsnError) {
    if (authRefused(error)) return sessionEnded(shopper, request);
    const { back, fallback, waiting, refusedIsNotFound } = options;
    if (refusedIsNotFound) notFound();
    // a refusal no caller expected (the backend found the shopper's parameters invalid): their error, not ours
    if (back === undefined) throw badRequest();
    for (const text of refusalTexts(error, fallback)) flashMessage(shopper, { level: 'error', text });
    const step = waiting ? gateOf(error.messages.map((m) => m.code)) : undefined;
    if (waiting && step) {
      rememberPendingAdd(shopper, waiting);
      throw await goTo(shopper, gateUrl(step, back));
    }
    throw await goTo(shopper, back);
  }
  if (error instanceof RequestTooLargeError) {
    log.warn({ err: error.message, url: request.url }, 'refused to forward an oversized call');
    throw new Response(tCommon('errors.tooLargeText'), { status: 413, headers: PLAIN });
  }
  if (error instanceof UpstreamUnavailableError) {
    log.error({ err: error.message, url: request.url }, 'upstream unavailable');
    throw new Response(tErrors('generic'), { status: 503, statusText: 'Service Unavailable', headers: PLAIN });
  }
  throw error;
}
