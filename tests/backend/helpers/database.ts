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

async function waitForNoConnections(url: string, name: string, timeoutMs = 5000): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
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
      // pool.end() resolves while its sockets are still closing: a forced drop would kill them
      // mid-goodbye and their FATAL would surface as an unhandled error. Wait for them to go.
      await waitForNoConnections(serverUrl, name);
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
