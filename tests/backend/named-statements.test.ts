// Raw SQL whose text depends only on the call's shape runs as a statement named after that text
// (backend/db/query.ts namedRows): PostgreSQL parses it once per connection and may keep one plan,
// where a category page's listing spent longer being planned than run. The names stay few.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetNamedShapes, namedRows, NAMED_SHAPES_MAX, rows } from '../../backend/db/query';
import type { Database } from '../../backend/db/client';
import { listProducts } from '../../backend/catalog/listing';
import { planSearch } from '../../backend/catalog/search';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { ids, insertFixtures } from './helpers/fixtures';

/** a database whose statements are only recorded: the name each call was prepared under */
function recorder() {
  const names: Array<string | undefined> = [];
  const db = {
    dialect: { sqlToQuery: (query: { queryChunks: unknown[] }) => ({ sql: JSON.stringify(query.queryChunks), params: [] }) },
    session: {
      prepareQuery: (_query: unknown, _fields: undefined, name: string | undefined) => ({
        execute: async () => {
          names.push(name);
          return { rows: [] };
        },
      }),
    },
  } as unknown as Database;
  return { db, names };
}

describe('namedRows', () => {
  afterAll(() => forgetNamedShapes());

  it('names a statement after its text, the same text the same name, and runs texts past the limit unnamed', async () => {
    forgetNamedShapes();
    const { db, names } = recorder();
    await namedRows(db, 'shape', sql.raw('select 1'));
    await namedRows(db, 'shape', sql.raw('select 1'));
    await namedRows(db, 'shape', sql.raw('select 2'));
    expect(names[0]).toMatch(/^shape_[\w-]{20}$/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
    for (let i = 0; i < NAMED_SHAPES_MAX; i++) await namedRows(db, 'many', sql.raw(`select ${i + 10}`));
    // this process had named two texts already: the last ones of the loop went unnamed
    expect(names.slice(-2)).toEqual([undefined, undefined]);
    // a text named before the limit keeps its name
    await namedRows(db, 'shape', sql.raw('select 2'));
    expect(names.at(-1)).toBe(names[2]);
  });
});

describe.each(backendKinds)('named statements (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    // the test above named as many texts as a process may
    forgetNamedShapes();
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers as the unnamed statement did, and PostgreSQL keeps it on the connection under its name', async () => {
    const query = () => sql`select ${41}::int + 1 as answer, ${'x'}::text as word`;
    // one transaction is one connection: the statement named on it is listed there
    await database.db.transaction(async (tx) => {
      const tdb = tx as unknown as Database;
      expect(await namedRows(tdb, 'probe', query())).toEqual(await rows(tdb, query()));
      const [kept] = await rows<{ count: number }>(
        tdb,
        sql`select count(*)::int as count from pg_prepared_statements where name like 'probe_%'`,
      );
      // PGlite ignores the name
      expect(kept!.count).toBe(kind === 'postgres' ? 1 : 0);
    });
  });

  it('a category page read twice answers the same, the second time from the named statement', async () => {
    const filters = { categoryIds: [ids.latticini, ids.formaggi, ids.mozzarelle, ids.latte], vendorIds: [], classIds: [] };
    const first = await listProducts(database.db, filters, 'name_asc', 1, 2);
    expect(first.ids).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    for (let run = 0; run < 6; run++) expect(await listProducts(database.db, filters, 'name_asc', 1, 2)).toEqual(first);
  });

  it("judges a search's words with one named statement per word count: the verdicts past PostgreSQL's fifth run are as right as the first", async () => {
    await database.db.transaction(async (tx) => {
      const tdb = tx as unknown as Database;
      // different words each time: the verdicts of words asked before are kept per catalogue version
      const plans = [];
      for (const q of ['mozarela', 'latte', 'burro', 'pane', 'acqua', 'uova', 'mozarella', 'mozarela bufla'])
        plans.push(await planSearch(tdb, q));
      expect(plans.map((plan) => (plan.kind === 'text' ? plan.corrected : 'barcode'))).toEqual([
        'mozzarella',
        null,
        null,
        null,
        null,
        null,
        'mozzarella',
        'mozzarella bufala',
      ]);
      const [kept] = await rows<{ count: number }>(
        tdb,
        sql`select count(*)::int as count from pg_prepared_statements where name like 'judge_words_%'`,
      );
      // one text for one word, one for two; PGlite ignores the names
      expect(kept!.count).toBe(kind === 'postgres' ? 2 : 0);
    });
  });
});
