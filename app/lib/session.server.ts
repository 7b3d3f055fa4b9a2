// The shopper's storefront session: a signed, httpOnly, SameSite=Lax cookie holding the backend
// session token and flash messages. Nothing else of the shopper is kept here.
import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { env } from './env.server';

export type FlashMessage = { level: 'error' | 'warning' | 'info' | 'success'; text: string };

type SessionData = { ebsnToken: string };
type FlashData = { messages: FlashMessage[] };

export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: '__spesa',
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.isProduction && !process.env.INSECURE_COOKIES,
    secrets: env.sessionSecrets,
    maxAge: 60 * 60 * 24 * 30,
  },
});

export type ShopperSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<ShopperSession> {
  return sessionStorage.getSession(request.headers.get('Cookie'));
}

export function commitSession(session: ShopperSession): Promise<string> {
  return sessionStorage.commitSession(session);
}

export function flash(session: ShopperSession, message: FlashMessage) {
  const current = (session.get('messages') as FlashMessage[] | undefined) ?? [];
  session.flash('messages', [...current, message]);
}
