// Helpers of the account tests: form posts with a valid CSRF token and honeypot, cookie sessions
// for a shopper in a given state, and readers for what loaders and actions answer.
import { csrf, HONEYPOT_FIELD } from '~/lib/security.server';
import { sessionStorage, type FlashMessage } from '~/lib/session.server';

export const ORIGIN = 'http://shop.test';

type SessionState = Partial<{
  ebsnToken: string;
  userId: number;
  firstName: string;
  consentsPending: boolean;
  remember: boolean;
  registrationEmail: string;
  messages: FlashMessage[];
}>;

/** `name=value` of a Set-Cookie line. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(';')[0]!;
}

export async function sessionCookie(state: SessionState): Promise<string> {
  const session = await sessionStorage.getSession();
  for (const [key, value] of Object.entries(state)) {
    if (key === 'messages') session.flash('messages', value as FlashMessage[]);
    else session.set(key as 'ebsnToken', value as string);
  }
  return cookiePair(await sessionStorage.commitSession(session));
}

export async function readSession(setCookie: string | null | undefined) {
  return sessionStorage.getSession(setCookie ? cookiePair(setCookie) : null);
}

export function setCookies(response: Response | { init?: ResponseInit | null }): string[] {
  const headers = response instanceof Response ? response.headers : new Headers(response.init?.headers);
  return headers.getSetCookie();
}

export function sessionSetCookie(response: Response | { init?: ResponseInit | null }): string | undefined {
  return setCookies(response).find((c) => c.startsWith('__spesa='));
}

type PostOptions = { cookies?: string[]; csrf?: boolean; honeypot?: boolean | string };

/** A POST of a form as a browser sends it, with a valid CSRF token and the empty honeypot unless told otherwise. */
export async function post(path: string, fields: Record<string, string | string[]>, options: PostOptions = {}): Promise<Request> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  const cookies = [...(options.cookies ?? [])];
  if (options.csrf !== false) {
    const [token, cookie] = await csrf.commitToken();
    body.set('csrf', token);
    cookies.push(cookiePair(cookie!));
  }
  if (options.honeypot !== false) body.set(HONEYPOT_FIELD, typeof options.honeypot === 'string' ? options.honeypot : '');
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookies.join('; ') },
    body,
  });
}

export function get(path: string, cookies: string[] = []): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookies.length ? { Cookie: cookies.join('; ') } : {} });
}

export const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

/** The awaited result, or the Response it threw (redirects are thrown by guards). */
export async function settle(promise: Promise<unknown> | unknown): Promise<unknown> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

export function isRedirect(result: unknown): result is Response {
  return result instanceof Response && result.status >= 300 && result.status < 400;
}

export function location(result: unknown): string | null {
  return result instanceof Response ? result.headers.get('Location') : null;
}

type DataResult<T> = { type: 'DataWithResponseInit'; data: T; init: ResponseInit | null };

export function payload<T = any>(result: unknown): T {
  if (result instanceof Response) throw new Error(`expected data, got a Response ${result.status} → ${result.headers.get('Location')}`);
  if (result && typeof result === 'object' && 'type' in result && (result as DataResult<T>).type === 'DataWithResponseInit')
    return (result as DataResult<T>).data;
  return result as T;
}

export function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  if (result && typeof result === 'object' && 'init' in result) return (result as DataResult<unknown>).init?.status ?? 200;
  return 200;
}

export function dataInit(result: unknown): { init?: ResponseInit | null } {
  return result as { init?: ResponseInit | null };
}
