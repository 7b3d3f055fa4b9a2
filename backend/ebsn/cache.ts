// Cache-Control for commerce answers. Only shopper-independent reads may be stored by shared caches,
// and only when the answer carries nothing of one shopper: a freshly minted session token (the
// x-ebsn-account header) or a logged-in user in the envelope make it private.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from './context';

export function shopperIndependent(c: Context<AppEnv>, deps: Deps): void {
  const session = c.get('session');
  const shareable = !session || (!session.isNew && session.userId <= 0);
  c.header('Cache-Control', shareable ? `public, max-age=${deps.config.catalogMaxAgeSeconds}` : 'private, no-store');
}

/** everything else of the commerce API is per-shopper unless a route says otherwise */
export const noStoreByDefault = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
});
