// A fresh, migrated database per suite: PGlite in memory always, and a throwaway PostgreSQL
// database (spesa_test_<random>, dropped afterwards) too when DATABASE_URL is set.
// Migrating is done once per run (tests/global-setup.ts, decision 045) and each suite gets a copy:
// PGlite loads a dump of a migrated database, PostgreSQL creates its database from a migrated
// template. migrations.test.ts migrates from scratch on both engines and compares with the copies.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type OpenOptions } from '../../../backend/db/client';
import { createPostgresDatabase } from './templates';

export type BackendKind = 'pglite' | 'postgres';

export const backendKinds: BackendKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** url: the PostgreSQL database's, for a test that opens a second handle on it (a second backend process) */
export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void>; url?: string };

/**
 * The dump, held in memory once per worker, as the Blob PGlite loads a data directory from. Node's
 * Blob.arrayBuffer() reads a 45 MB Blob in chunks and joins them, 0.35 s of CPU for each of the
 * stage's 70 or so PGlite starts; PGlite only reads the bytes (it untars them into its own files),
 * so each start gets a plain copy instead.
 */
class DumpBlob extends Blob {
  constructor(private readonly dump: Uint8Array) {
    super([]);
  }
  override get size() {
    return this.dump.byteLength;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.dump.slice().buffer;
  }
}

let pgliteDump: Blob | undefined;

/** `logger`: told every statement the database's Drizzle runs */
export async function openTestDatabase(kind: BackendKind, { logger }: Pick<OpenOptions, 'logger'> = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    pgliteDump ??= new DumpBlob(readFileSync(inject('pgliteTemplate')));
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: pgliteDump, logger });
    return { ...handle, dispose: () => handle.close() };
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('DATABASE_URL was not set when the tests started: no PostgreSQL template');
  const database = await createPostgresDatabase('spesa_test_', template);
  const handle = await openDatabase({ databaseUrl: database.url, logger });
  return {
    ...handle,
    url: database.url,
    dispose: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
