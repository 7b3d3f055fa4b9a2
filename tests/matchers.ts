// What the storefront's tests keep checking about an answer, as matchers (CONVENTIONS.md, Tests
// share fixtures): a redirect and where it goes, the flash messages it sends, and what it writes
// in the session cookie. An answer is a Response (returned, or thrown by a guard and caught with
// settle()) or Remix's data() with its ResponseInit.
import { expect } from 'vitest';

interface AnswerMatchers<R = unknown> {
  /** a 3xx Response whose Location is `location` (a string, a RegExp or an asymmetric matcher); `status` too when given */
  toRedirectTo(location: unknown, status?: number): R;
  /** the session cookie set by the answer flashes exactly these messages ([] when none) */
  toFlash(messages: unknown): Promise<R>;
  /** the session cookie set by the answer holds these values (other keys may be there too) */
  toSetSession(values: Record<string, unknown>): Promise<R>;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends AnswerMatchers<T> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends AnswerMatchers {}
}

function headersOf(answer: unknown): Headers | undefined {
  if (answer instanceof Response) return answer.headers;
  if (answer && typeof answer === 'object' && 'init' in answer)
    return new Headers((answer as { init?: ResponseInit | null }).init?.headers);
  return undefined;
}

/** The session the answer's Set-Cookie commits, or undefined when it sets none. */
async function committedSession(answer: unknown) {
  const setCookie = headersOf(answer)
    ?.getSetCookie()
    .find((c) => c.startsWith('__spesa='));
  if (!setCookie) return undefined;
  // loaded here rather than at the top: the setup file loads this module for every suite, and
  // domain suites have no business loading the storefront's session code
  const { sessionStorage } = await import('~/lib/session.server');
  return sessionStorage.getSession(setCookie.split(';')[0]);
}

function describeAnswer(answer: unknown): string {
  if (answer instanceof Response) return `a ${answer.status} Response with Location ${answer.headers.get('Location')}`;
  return `${String(answer)} (not a Response)`;
}

expect.extend({
  toRedirectTo(received: unknown, location: unknown, status?: number) {
    const { isNot, equals, utils } = this;
    const actual = received instanceof Response ? received.headers.get('Location') : null;
    const isRedirect = received instanceof Response && received.status >= 300 && received.status < 400;
    const sameLocation = location instanceof RegExp ? actual !== null && location.test(actual) : equals(actual, location);
    const sameStatus = status === undefined || (received instanceof Response && received.status === status);
    return {
      pass: isRedirect && sameLocation && sameStatus,
      message: () =>
        `expected ${describeAnswer(received)} ${isNot ? 'not ' : ''}to redirect to ${utils.printExpected(location)}${status ? ` with ${status}` : ''}`,
      actual,
      expected: location,
    };
  },

  async toFlash(received: unknown, messages: unknown) {
    const session = await committedSession(received);
    const actual = session?.get('messages') ?? [];
    return {
      pass: this.equals(actual, messages),
      message: () =>
        `expected the answer ${this.isNot ? 'not ' : ''}to flash ${this.utils.printExpected(messages)}, it flashed ${this.utils.printReceived(actual)}`,
      actual,
      expected: messages,
    };
  },

  async toSetSession(received: unknown, values: Record<string, unknown>) {
    const session = await committedSession(received);
    const actual = Object.fromEntries(Object.keys(values).map((key) => [key, session?.get(key as never)]));
    return {
      pass: session !== undefined && this.equals(actual, values),
      message: () =>
        session
          ? `expected the session cookie ${this.isNot ? 'not ' : ''}to hold ${this.utils.printExpected(values)}, it holds ${this.utils.printReceived(actual)}`
          : 'expected the answer to set the session cookie, it set none',
      actual,
      expected: values,
    };
  },
});
