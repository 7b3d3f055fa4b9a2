// A fresh, migrated database per suite: PGlite in memory always, and a throwaway PostgreSQL
// database (spesa_test_<random>, dropped afterwards) too when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDatabase, type DatabaseHandle } from '../../../backend/db/client';

export type BackendKind = 'pglite' | 'postgres';

export const backendKinds: BackendKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> };

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(kind: BackendKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    return { ...handle, dispose: () => handle.close() };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const name = `spesa_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrate(handle);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
