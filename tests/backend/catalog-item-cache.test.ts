// The products of carts and lists kept one by one per catalogue version (backend/catalog/cache.ts
// manyFromCatalog): a set that changes by one product reads that product only, a write to the
// catalogue drops them all, and a failed read is not kept.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyFromCatalog } from '../../backend/catalog/cache';
import { loadProducts } from '../../backend/catalog/products';
import { product } from '../../backend/db/schema';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { ids, insertFixtures } from './helpers/fixtures';

describe.each(backendKinds)('products kept one by one (%s)', (kind) => {
  let database: TestDatabase;
  /** every set of ids `compute` was asked for, and the answer it gives: the id doubled, 13 left out */
  let asked: number[][];
  const doubled = (prefix: string, list: number[]) =>
    manyFromCatalog(database.db, prefix, list, async (missing) => {
      asked.push(missing);
      return new Map(missing.filter((id) => id !== 13).map((id) => [id, id * 2]));
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('reads only the ids it does not keep yet, once, and keeps an id the read did not find as missing', async () => {
    asked = [];
    expect([...(await doubled('t1', [1, 2]))]).toEqual([
      [1, 2],
      [2, 4],
    ]);
    expect([...(await doubled('t1', [2, 3, 1, 3, 13]))]).toEqual([
      [2, 4],
      [3, 6],
      [1, 2],
    ]);
    expect(await doubled('t1', [13, 1])).toEqual(new Map([[1, 2]]));
    // another prefix is another answer
    await doubled('t2', [1]);
    expect(asked).toEqual([[1, 2], [3, 13], [1]]);
  });

  it('shares one read between calls at once, and forgets a read that failed', async () => {
    asked = [];
    const [a, b] = await Promise.all([doubled('t3', [5, 6]), doubled('t3', [6, 5])]);
    expect([a.get(5), b.get(6)]).toEqual([10, 12]);
    // one read of both ids, in the order of whichever call read the version first: on PostgreSQL the
    // two version reads go on two connections and either may answer first
    expect(asked.map((set) => [...set].sort((x, y) => x - y))).toEqual([[5, 6]]);
    const failing = manyFromCatalog(database.db, 't4', [7], () => Promise.reject(new Error('read failed')));
    await expect(failing).rejects.toThrow('read failed');
    expect(await doubled('t4', [7])).toEqual(new Map([[7, 14]]));
  });

  it('reads everything again after a write to the catalogue: a cart shows the new price', async () => {
    asked = [];
    await doubled('t5', [8]);
    const before = await loadProducts(database.db, [ids.bufala, ids.fiordilatte]);
    expect(before.map((p) => p.productId)).toEqual([ids.bufala, ids.fiordilatte]);
    await database.db
      .update(product)
      .set({ priceCents: sql`${product.priceCents} + 1` })
      .where(eq(product.id, ids.bufala));
    await doubled('t5', [8]);
    expect(asked).toEqual([[8], [8]]);
    const after = await loadProducts(database.db, [ids.fiordilatte, ids.bufala]);
    expect(after.map((p) => p.productId)).toEqual([ids.fiordilatte, ids.bufala]);
    expect(after[1]!.price).toBeCloseTo(Number(before[0]!.price) + 0.01, 5);
    expect(after[0]!.price).toBe(before[1]!.price);
  });
});
