// One Drizzle database over either PGlite (embedded, files under DATA_DIR) or a PostgreSQL server
// (DATABASE_URL). The rest of the backend sees only `Database` and writes the same SQL for both.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { LOCK_NAMESPACE } from './locks';
import * as schema from './schema';

export type Schema = typeof schema;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs `work` while this process holds the session advisory lock `key` (./locks.ts), waiting for
   * any other process holding it: on PostgreSQL one pooled connection holds the lock meanwhile, `work`
   * uses the others; on PGlite, one process holds the whole database and `work` just runs.
   */
  exclusively: <T>(key: number, work: () => Promise<T>) => Promise<T>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const log = pino({ name: 'database', level: process.env.LOG_LEVEL ?? 'info' });
export const migrationsFolder = path.join(here, 'migrations');

export type OpenOptions = {
  /** postgres://... ; when absent, PGlite is used */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throwaway database (tests) */
  dataDir?: string;
  /** a PGlite data directory dumped by dumpDataDir, to start from instead of an empty database */
  loadDataDir?: Blob;
  /** told every statement Drizzle runs: tests count the round trips of an answer with it */
  logger?: Logger;
};

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) });
    // An idle pooled connection the server ends (a restart, a failover, pg_terminate_backend) is an
    // 'error' event on the pool: unheard, it ends the process. The pool drops that connection and
    // opens another on the next query; a query in flight fails on its own and is answered as such.
    pool.on('error', (error) => log.warn({ err: error.message }, 'idle database connection lost'));
    const db = drizzle(pool, { schema, logger: options.logger }) as unknown as Database;
    const exclusively = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1::int, $2::int)', [LOCK_NAMESPACE, key]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1::int, $2::int)', [LOCK_NAMESPACE, key]);
        }
      } finally {
        holder.release();
      }
    };
    return { db, kind: 'postgres', close: () => pool.end(), exclusively };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ?? path.resolve(process.env.DATA_DIR ?? 'data', 'pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm, unaccent, cube, earthdistance } });
  const db = drizzle(client, { schema, logger: options.logger }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close(), exclusively: (_key, work) => work() };
}

export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(handle.db as any, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(handle.db as any, { migrationsFolder });
  }
}
