// Every suite starts from a copy of a database migrated once per run (decision 045). This one
// migrates from scratch, as a new installation does, on each engine, and checks that a suite's copy
// is that same database: same tables, columns, indexes, constraints, functions, triggers, views,
// extensions, applied migrations and rows. A dump or template left from other migrations fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFolder, openDatabase, type Database } from '../../backend/db/client';
import { backendKinds, openTestDatabase, type BackendKind, type TestDatabase } from './helpers/database';
import { migratedPostgresDatabase } from './helpers/templates';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

const rows = async (db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const SCHEMAS = sql`('public', 'drizzle')`;

async function shape(db: Database) {
  const tables = (
    await rows(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).map((r) => String(r.name));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [r] = await rows(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = Number(r.n);
  }
  return {
    columns: await rows(
      db,
      sql`select table_schema, table_name, column_name, data_type, udt_name, column_default, is_nullable
          from information_schema.columns where table_schema in ${SCHEMAS} order by 1, 2, 3`,
    ),
    indexes: await rows(
      db,
      sql`select schemaname, tablename, indexname, indexdef from pg_indexes where schemaname in ${SCHEMAS} order by 1, 2, 3`,
    ),
    constraints: await rows(
      db,
      sql`select conrelid::regclass::text as on, conname, pg_get_constraintdef(oid) as def
          from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    functions: await rows(
      db,
      sql`select proname, pg_get_function_identity_arguments(oid) as args, md5(prosrc) as src
          from pg_proc where pronamespace = 'public'::regnamespace order by 1, 2`,
    ),
    triggers: await rows(
      db,
      sql`select tgrelid::regclass::text as on, tgname, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal order by 1, 2`,
    ),
    views: await rows(
      db,
      sql`select relname, relkind, pg_get_viewdef(oid) as def from pg_class
          where relkind in ('v', 'm') and relnamespace = 'public'::regnamespace order by 1`,
    ),
    extensions: await rows(db, sql`select extname, extversion from pg_extension order by 1`),
    migrations: await rows(db, sql`select hash, created_at from drizzle.__drizzle_migrations order by id`),
    counts,
  };
}

async function migratedFromScratch(kind: BackendKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    return { ...handle, dispose: () => handle.close() };
  }
  const database = await migratedPostgresDatabase('spesa_test_');
  const handle = await openDatabase({ databaseUrl: database.url });
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

describe.each(backendKinds)('migrations (%s)', (kind) => {
  let scratch: TestDatabase;
  let copy: TestDatabase;

  beforeAll(async () => {
    [scratch, copy] = await Promise.all([migratedFromScratch(kind), openTestDatabase(kind)]);
  });
  afterAll(async () => {
    await Promise.all([scratch?.dispose(), copy?.dispose()]);
  });

  it('apply every migration of the journal to an empty database', async () => {
    expect(await rows(scratch.db, sql`select id from drizzle.__drizzle_migrations`)).toHaveLength(journal.entries.length);
  });

  it("give a suite's copy exactly the database migrating from scratch gives", async () => {
    const [fromScratch, copied] = await Promise.all([shape(scratch.db), shape(copy.db)]);
    expect(fromScratch.columns.length).toBeGreaterThan(0);
    expect(copied).toEqual(fromScratch);
  });
});
