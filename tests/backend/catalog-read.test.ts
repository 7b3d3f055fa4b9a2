// An answer built of kept parts reads the catalogue's version once (backend/catalog/cache.ts
// CatalogRead): the listing of a search no cache has seen asked for it three times, a round trip each
// (issue 29). A part asked alone, with the database, still reads it itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCatalog } from '../../backend/catalog/cache';
import { loadCategories } from '../../backend/catalog/categories';
import { planSearch } from '../../backend/catalog/search';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { insertFixtures } from './helpers/fixtures';

// the catalogue's version is read by one statement of app_meta (backend/catalog/cache.ts)
let versionReads = 0;
const logger = {
  logQuery: (query: string) => {
    if (/from "app_meta"/.test(query)) versionReads++;
  },
};

describe.each(backendKinds)('one version read per answer (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { logger });
    await insertFixtures(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('hands the answer’s read to its parts: the category tree and the search plan read no version of their own', async () => {
    versionReads = 0;
    const [index, plan] = await fromCatalog(database.db, 'test:answer:1', (read) =>
      Promise.all([loadCategories(read), planSearch(read, 'mozarela di bufla')]),
    );
    expect(index.byId.size).toBeGreaterThan(0);
    expect(plan).toMatchObject({ kind: 'text', corrected: expect.any(String) });
    expect(versionReads).toBe(1);
  });

  it('a part asked with the database reads the version itself, and a kept answer reads it once', async () => {
    versionReads = 0;
    await loadCategories(database.db);
    await planSearch(database.db, 'latte');
    expect(versionReads).toBe(2);
    versionReads = 0;
    await fromCatalog(database.db, 'test:answer:1', () => Promise.reject(new Error('kept: not computed again')));
    expect(versionReads).toBe(1);
  });
});
