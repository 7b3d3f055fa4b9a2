// A PostgreSQL server that ends the backend's idle connections (a restart, a failover, an operator's
// pg_terminate_backend) must not end the backend process: the pool drops them and the next query
// runs on a new connection. Without a listener, node-postgres raises the loss as an unhandled
// 'error' event, which kills the process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../backend/db/client';
import { firstRow } from '../../backend/db/query';
import { openTestDatabase, type TestDatabase } from './helpers/database';

describe.runIf(process.env.DATABASE_URL)('the database pool when PostgreSQL ends its connections', () => {
  let database: TestDatabase;
  let admin: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    admin = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  });
  afterAll(async () => {
    await admin?.close();
    await database?.dispose();
  });

  it('keeps the process and answers the next query on a new connection', async () => {
    const before = await firstRow<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
    const unhandled: unknown[] = [];
    const listener = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', listener);
    try {
      const name = new URL(database.url!).pathname.slice(1);
      const ended = await firstRow<{ ended: number }>(
        admin.db,
        // the pids first (a CTE kept as is): in one WHERE, the planner may call pg_terminate_backend on
        // rows the other conditions would have left out
        sql`with victims as materialized (select pid from pg_stat_activity where datname = ${name})
          select count(*)::int as ended from victims where pg_terminate_backend(pid)`,
      );
      expect(ended?.ended).toBeGreaterThan(0);
      // the pool hears of the loss when the server's message arrives
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await firstRow<{ pid: number; one: number }>(database.db, sql`select pg_backend_pid() as pid, 1 as one`);
      expect(after?.one).toBe(1);
      expect(after?.pid).not.toBe(before?.pid);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', listener);
    }
  });
});
