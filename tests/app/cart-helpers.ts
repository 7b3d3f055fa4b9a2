// Helpers of the cart tests: a logged-in customer's cookie, cart form posts, and what the answer flashed.
import { MARIO } from '../mocks/account';
import { cookiePair, post, readSession, sessionCookie, sessionSetCookie } from './account-helpers';

export const mario = () => sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId, firstName: 'Mario' });

export async function cartPost(fields: Record<string, string>, cookies: string[] = []) {
  return post('/cart', fields, { cookies });
}

/** The flash messages and the session an answer committed. */
export async function flashed(result: unknown) {
  const setCookie = sessionSetCookie(result as Response);
  const session = await readSession(setCookie);
  return {
    session,
    cookie: setCookie ? cookiePair(setCookie) : undefined,
    messages: (session.get('messages') ?? []) as Array<{ level: string; text: string }>,
  };
}
