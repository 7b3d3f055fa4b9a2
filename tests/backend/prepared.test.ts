// backend/db/prepared.ts (decision 075): a hot statement built once per database handle, and built
// on a transaction when given one, so that it runs inside that transaction.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../backend/db/client';
import { preparedQuery } from '../../backend/db/prepared';
import { appMeta } from '../../backend/db/schema';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';

describe.each(backendKinds)('prepared statements (%s)', (kind) => {
  let database: TestDatabase;
  let builds = 0;
  const metaValue = preparedQuery('test_meta_value', (db: Database, name) => {
    builds++;
    return db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, sql.placeholder('key')))
      .prepare(name);
  });
  const valueOf = async (db: Database, key: string) => (await metaValue(db).execute({ key }))[0]?.value;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('is built once per database and answers each call with its own values', async () => {
    builds = 0;
    await database.db.insert(appMeta).values([
      { key: 'test_a', value: 'uno' },
      { key: 'test_b', value: 'due' },
    ]);
    expect(await valueOf(database.db, 'test_a')).toBe('uno');
    expect(await valueOf(database.db, 'test_b')).toBe('due');
    expect(await valueOf(database.db, 'test_missing')).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('given a transaction, is built on it and runs inside it: it reads the transaction’s own write before the commit', async () => {
    builds = 0;
    // on PostgreSQL a statement sent on any other pooled connection would not see the row yet
    const seen = await database.db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'test_in_transaction', value: 'tre' });
      return valueOf(tx as unknown as Database, 'test_in_transaction');
    });
    expect(seen).toBe('tre');
    // built for that transaction; the database's own was built by the test before
    expect(builds).toBe(1);
    expect(await valueOf(database.db, 'test_in_transaction')).toBe('tre');
    expect(builds).toBe(1);
  });
});
