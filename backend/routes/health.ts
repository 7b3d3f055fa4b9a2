// GET /health for load balancers and start scripts: up only when the database answers.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Deps } from '../ebsn/context';

export function healthRoutes(deps: Deps) {
  return new Hono().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok', db: 'ok' });
    } catch (err) {
      deps.log.error({ err }, 'health check: database unreachable');
      return c.json({ status: 'error', db: 'error' }, 503);
    }
  });
}
