// Drives the backend app in-process with app.request(), remembering the session token like the
// storefront does.
import pino from 'pino';
import { createApp, type App } from '../../../backend/app';
import { defaultConfig, type AppConfig } from '../../../backend/config';
import type { Database } from '../../../backend/db/client';
import type { Deps } from '../../../backend/ebsn/context';
import { createSession } from '../../../backend/ebsn/session';

export const silentLog = pino({ level: 'silent' });

export function testApp(db: Database, config: Partial<AppConfig> = {}): App {
  return createApp({ db, log: silentLog, config });
}

/** a POST of form fields, as a browser sends a plain form */
export const formPost = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

export type Answer = { status: number; headers: Headers; body: any; text: string };

export async function call(app: App, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await app.request(path, init);
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** a card typed on the provider's page of an order that checkout/buy answered */
export function payOnPage(
  app: App,
  order: { paymentUrl: string; paymentParameters: { params: { client_secret: string } } },
  card: string,
): Promise<Answer> {
  const secret = order.paymentParameters.params.client_secret;
  return call(
    app,
    new URL(order.paymentUrl).pathname,
    formPost({ client_secret: secret, step: 'card', number: card, expiry: '12/34', cvc: '123' }),
  );
}

/** a client that keeps the x-ebsn-account token it was given */
export function shopper(app: App) {
  let token: string | undefined;
  return {
    get token() {
      return token;
    },
    async get(path: string): Promise<Answer> {
      const answer = await call(app, path, { headers: token ? { 'X-Ebsn-Account': token } : {} });
      token = answer.headers.get('x-ebsn-account') ?? token;
      return answer;
    },
  };
}

/** a guest session as the backend makes one when something needs it (a cart, a login flow) */
export async function guestSession(db: Database): Promise<{ token: string }> {
  const deps: Deps = { db, log: silentLog, config: defaultConfig };
  const { token } = await createSession(db, deps);
  return { token };
}
