// GET /ebsn/api/auth/test: who the session is (user.userId > 0 when logged in). Login, logout and
// registration come with accounts.
import { Hono } from 'hono';
import type { AppEnv } from '../ebsn/context';
import { ok } from '../ebsn/envelope';

export function authRoutes() {
  return new Hono<AppEnv>().get('/auth/test', (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, { user: c.get('user') });
  });
}
