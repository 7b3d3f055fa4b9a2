// The one place that talks HTTP to the commerce API: forwards the shopper's session token, times
// every call for Server-Timing, unwraps the envelope and turns failures into typed errors.
import type { ZodType, ZodTypeDef } from 'zod';
import { forwardedClientAddress } from '#domain/client-address';
import { env } from '~/lib/env.server';
import { envelopeSchema, type Envelope } from './schemas';
import { EbsnError, NotFoundError, RequestTooLargeError, SessionExpiredError, UpstreamUnavailableError, type ApiMessage } from './errors';
import { send } from './transport.server';

export const SESSION_HEADER = 'X-Ebsn-Account';

export type Timing = { name: string; dur: number; desc?: string };

/** Request-scoped state of our conversation with the backend. */
export type ApiContext = {
  /** the backend session token held in the shopper's cookie (undefined for a new visitor) */
  token: string | undefined;
  /** a token the backend issued during this request, to be saved in the cookie */
  issuedToken?: string;
  timings: Timing[];
  /** store and slot scope of catalogue reads, w<warehouseId>d<date>t<timeslotId>; none when nothing is chosen */
  hash: string | undefined;
  /** the shopper's network address (clientIpOf), forwarded to the backend for login throttling */
  clientIp?: string;
  /**
   * whom the backend's last answer to a call carrying the token named as the session's user (its
   * envelope's `user`): a logged-in cookie whose session the backend answers for a guest is dead
   */
  sessionUser?: { userId: number };
  /**
   * when this request's time for the APIs runs out (Date.now() milliseconds): every call is aborted
   * then at the latest, and a call asked after it fails at once (decision 041)
   */
  deadline: number;
};

/**
 * How long one request may wait for the APIs in all. A page (GET) has EBSN_BUDGET_MS, so a slow or
 * frozen backend costs the shopper that much before the service-down page or a stale catalogue, not
 * one timeout per call; a change (POST) has one EBSN_TIMEOUT_MS, since a write cut short midway
 * leaves the shopper unsure whether it was made.
 */
export function requestBudgetMs(method = 'GET'): number {
  return method === 'GET' || method === 'HEAD' ? Math.min(env.upstreamBudgetMs, env.upstreamTimeoutMs) : env.upstreamTimeoutMs;
}

export function createApiContext(
  token: string | undefined,
  clientIp?: string,
  hash?: string,
  deadline = Date.now() + requestBudgetMs(),
): ApiContext {
  return { token, timings: [], hash, clientIp, deadline };
}

/**
 * The shopper's address: the socket's peer, which our server puts in the load context
 * (server/index.mjs), or behind TRUST_PROXY hops the address our own proxies vouch for in
 * X-Forwarded-For, counted from the right (decision 022). Undefined when nothing tells it (the
 * Vite dev server has no load context).
 */
export function clientIpOf(request: Request, context?: unknown): string | undefined {
  const peer = (context as StorefrontLoadContext | undefined)?.peerAddress;
  return forwardedClientAddress(peer, request.headers.get('X-Forwarded-For'), env.trustedProxyHops);
}

/** What our HTTP server (server/index.mjs) hands every loader and action besides the request. */
export type StorefrontLoadContext = {
  /** the remote address of the connection the request came on */
  peerAddress?: string;
  /** the build served: its manifest's version and when it was made (none under Vite's dev server) */
  build?: { version: string; builtAt: string };
};

type Query = Record<string, string | number | boolean | null | undefined>;

export type EbsnCall<T> = {
  path: string; // below /ebsn/api, e.g. 'products'
  query?: Query;
  method?: 'GET' | 'POST';
  form?: Record<string, string>;
  json?: unknown;
  schema: ZodType<T, ZodTypeDef, unknown>;
  /** send the shopper's token (false for shopper-independent, cacheable reads) */
  withSession?: boolean;
  /** a write the backend makes once per key (checkout/buy): sent as Idempotency-Key, and safe to retry */
  idempotencyKey?: string;
};

export type EbsnResult<T> = { data: T; user: Envelope['user']; messages: ApiMessage[] };

export function buildUrl(base: string, path: string, query?: Query): string {
  const url = new URL(path, `${base}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * No call of ours comes near these sizes; one that does carries a shopper's input unchecked, and is
 * refused here rather than sent (the backend would refuse it too, and close the connection).
 */
export const MAX_UPSTREAM_URL = 8 * 1024;
export const MAX_UPSTREAM_BODY = 64 * 1024;

/** A pooled keep-alive connection the server had already closed: the request never reached it. */
function deadConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  return (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'UND_ERR_SOCKET' ||
    /other side closed|socket hang up/i.test(cause?.message ?? (error as Error).message ?? '')
  );
}

/**
 * Whether the backend's last word was silence: the last call (of any shopper) ran out of time, and
 * none has been answered since. Pages still ask (each within its budget, and the first answer ends
 * it); the pictures do not, for each would hold one of the browser's few connections to the shop,
 * and the shopper's next page would queue behind them.
 */
let silentSince: number | undefined;
export function backendSilent(): boolean {
  return silentSince !== undefined;
}
export function noteBackendAnswer(answered: boolean) {
  if (answered) silentSince = undefined;
  else silentSince ??= Date.now();
}

const timedOut = (error: unknown) => (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError';

/**
 * A signal that aborts at the request's deadline, or after one call's timeout if that comes first.
 * Our own timer rather than AbortSignal.timeout: the tests move it with fake timers.
 */
function deadlineSignal(api: ApiContext, label: string): { signal: AbortSignal; done: () => void } {
  const left = Math.min(env.upstreamTimeoutMs, api.deadline - Date.now());
  if (left <= 0) throw new UpstreamUnavailableError(`${label}: no time left for this request`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${left} ms`, 'TimeoutError')), left);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

/**
 * Fetch within the request's time (deadlineSignal); network failures and 5xx become
 * UpstreamUnavailableError. A server closes idle pooled connections whenever it likes (nginx at each
 * reload of a rolling restart, a backend draining), and a call sent on one as it does gets no answer.
 * - An idempotent call (GET, HEAD, a write with an Idempotency-Key) rides the pool. When it fails on a
 *   dead pooled connection before any answer, it is sent once more, in the time left, on a new
 *   connection: the other pooled ones may be just as dead (nginx closes all of its old workers' at a
 *   reload; a retry on another of them failed a shopper's add to the cart, 2026-11-30). One shopper's
 *   refused request must never hand the next shopper a failure.
 * - A change goes out on a connection of its own from the start: sent as the server closes it, there
 *   is no telling whether it was made, so it cannot be sent again.
 * A timeout is never retried: a frozen backend would cost the shopper twice.
 */
export async function upstreamFetch(api: ApiContext, label: string, url: string, init: RequestInit): Promise<Response> {
  if (url.length > MAX_UPSTREAM_URL) throw new RequestTooLargeError(`${label}: URL of ${url.length} characters`);
  const bodySize =
    typeof init.body === 'string' ? init.body.length : init.body instanceof URLSearchParams ? init.body.toString().length : 0;
  if (bodySize > MAX_UPSTREAM_BODY) throw new RequestTooLargeError(`${label}: body of ${bodySize} characters`);
  const idempotent = !init.method || init.method === 'GET' || init.method === 'HEAD' || new Headers(init.headers).has('Idempotency-Key');
  const started = performance.now();
  let response: Response;
  try {
    try {
      response = await fetchBefore(api, label, url, init, { pooled: idempotent });
    } catch (error) {
      if (!idempotent || !deadConnection(error)) throw error;
      response = await fetchBefore(api, label, url, init, { pooled: false });
    }
  } catch (error) {
    if (timedOut(error)) noteBackendAnswer(false);
    if (error instanceof UpstreamUnavailableError) throw error;
    throw new UpstreamUnavailableError(`${label}: ${(error as Error).message}`, error);
  } finally {
    api.timings.push({ name: 'upstream', dur: performance.now() - started, desc: label });
  }
  noteBackendAnswer(true);
  if (response.status >= 500) throw new UpstreamUnavailableError(`${label}: HTTP ${response.status}`);
  return response;
}

/**
 * The answer, its body read in full before the deadline: a backend that sends the headers and then
 * stalls is cut off too. The body comes back buffered, so nobody reads it after the timer is gone.
 */
async function fetchBefore(api: ApiContext, label: string, url: string, init: RequestInit, how: { pooled: boolean }): Promise<Response> {
  const { signal, done } = deadlineSignal(api, label);
  try {
    return await send(url, init, signal, how);
  } finally {
    done();
  }
}

/** Live servers have sent blank lines before the JSON (ebsn-wire.md): trim before parsing. */
export async function readJson(response: Response, label: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text.trimStart());
  } catch (error) {
    throw new UpstreamUnavailableError(`${label}: invalid JSON`, error);
  }
}

function messagesOf(envelope: Envelope): ApiMessage[] {
  const r = envelope.response;
  return [
    ...r.errors.map((m) => ({
      level: 'error' as const,
      text: m.error ?? '',
      code: m.code,
      field: typeof m.field === 'string' ? m.field : null,
    })),
    ...r.warnings.map((m) => ({ level: 'warning' as const, text: m.warning ?? m.error ?? '', code: m.code })),
    ...r.infos.map((m) => ({ level: 'info' as const, text: m.info ?? m.error ?? '', code: m.code })),
  ].filter((m) => m.text);
}

export async function ebsn<T>(api: ApiContext, call: EbsnCall<T>): Promise<EbsnResult<T>> {
  const method = call.method ?? 'GET';
  const label = `${method} ${call.path}`;
  const headers = new Headers({ Accept: 'application/json', 'X-Ebsn-Client': 'site', 'X-Ebsn-Version': '1.1.49' });
  const token = api.issuedToken ?? api.token;
  if (call.withSession !== false && token) headers.set(SESSION_HEADER, token);
  if (call.idempotencyKey) headers.set('Idempotency-Key', call.idempotencyKey);
  if (env.storefrontKey && call.withSession !== false) {
    headers.set('X-Ebsn-Storefront-Key', env.storefrontKey);
    if (api.clientIp) headers.set('X-Ebsn-Client-Ip', api.clientIp);
  }
  let body: BodyInit | undefined;
  if (call.form) body = new URLSearchParams(call.form);
  else if (call.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(call.json);
  }

  const response = await upstreamFetch(api, label, buildUrl(env.ebsnUrl, `ebsn/api/${call.path}`, call.query), {
    method,
    headers,
    body,
  });
  if (response.status === 419) throw new SessionExpiredError();
  const issued = response.headers.get(SESSION_HEADER);
  if (call.withSession !== false && issued && issued !== token) api.issuedToken = issued;
  if (response.status === 404) throw new NotFoundError(label);

  const parsed = envelopeSchema.safeParse(await readJson(response, label));
  if (!parsed.success) throw new UpstreamUnavailableError(`${label}: not an eBSN envelope`);
  const envelope = parsed.data;
  if (call.withSession !== false && envelope.user) api.sessionUser = { userId: envelope.user.userId };
  const messages = messagesOf(envelope);
  if (envelope.response.status !== 0) throw new EbsnError(messages, envelope.response.status);
  if (response.status >= 400) throw new EbsnError(messages, response.status);

  const data = call.schema.safeParse(envelope.data);
  if (!data.success) {
    throw new UpstreamUnavailableError(
      `${label}: unexpected data: ${data.error.issues[0]?.path.join('.')} ${data.error.issues[0]?.message}`,
    );
  }
  return { data: data.data, user: envelope.user, messages };
}

const detailedTimings = process.env.NODE_ENV === 'development';

/**
 * The Server-Timing of a request. In development, every call and cache read by name (its cache key,
 * made of what shoppers typed, included); elsewhere only the total time spent waiting for the APIs:
 * a visitor must not read which searches others made (a cache hit names its key).
 */
export function serverTiming(api: ApiContext, detailed = detailedTimings): string {
  if (!detailed) {
    const upstream = api.timings.filter((t) => t.name === 'upstream').reduce((sum, t) => sum + t.dur, 0);
    return `upstream;dur=${upstream.toFixed(1)}`;
  }
  return api.timings
    .map((t, i) => `${t.name};dur=${t.dur.toFixed(1)}${t.desc ? `;desc="${t.desc.replace(/[^\x20-\x7e]|["\\]/g, '?')} #${i}"` : ''}`)
    .join(', ');
}
