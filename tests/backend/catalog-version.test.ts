// GET /catalog/version (decision 062): the stamp the storefronts keep their catalogue answers under.
// The same from every backend process of one database, another one after a write to the catalogue
// and when a promotion starts, without any write; the backend's own answers follow it too.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../backend/app';
import { openDatabase } from '../../backend/db/client';
import { product, promotion } from '../../backend/db/schema';
import { call, silentLog, testApp } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { ids, insertFixtures } from './helpers/fixtures';

describe.each(backendKinds)('catalogue version (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>;
  const stamp = async (target = app) => {
    const answer = await call(target, '/catalog/version');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return (answer.body as { version: string }).version;
  };
  const priceOf = async (id: number) => {
    const answer = await call(app, `/ebsn/api/products/${id}`);
    return (answer.body as { data: { price: number } }).data.price;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    app = testApp(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('stays while nothing changes, and moves with a write to the catalogue, which the answers follow', async () => {
    const first = await stamp();
    expect(first).toMatch(/^\d+\.\d+$/);
    expect(await stamp()).toBe(first);
    const before = await priceOf(ids.bufala);
    await database.db
      .update(product)
      .set({ priceCents: sql`${product.priceCents} + 1` })
      .where(eq(product.id, ids.bufala));
    const second = await stamp();
    expect(second).not.toBe(first);
    expect(await priceOf(ids.bufala)).toBeCloseTo(before + 0.01, 5);
  });

  it('moves when a promotion starts, with no write at that moment', async () => {
    const startsAt = new Date(Date.now() + 1500);
    await database.db.insert(promotion).values({
      // the fixtures' promotions take their ids by hand
      id: 9001,
      productId: ids.fiordilatte,
      promoType: 'SCONTO',
      discountPerc: 10,
      header: '-10%',
      validFrom: startsAt,
      validTo: new Date(startsAt.getTime() + 86_400_000),
    });
    const before = await stamp();
    await new Promise((r) => setTimeout(r, startsAt.getTime() - Date.now() + 100));
    expect(await stamp()).not.toBe(before);
  });

  it.runIf(kind === 'postgres')('is the same from two backend processes of one database', async () => {
    const second = await openDatabase({ databaseUrl: database.url! });
    try {
      const other = createApp({ db: second.db, log: silentLog });
      expect(await stamp(other)).toBe(await stamp());
      await database.db
        .update(product)
        .set({ priceCents: sql`${product.priceCents} + 1` })
        .where(eq(product.id, ids.bufala));
      const after = await stamp();
      expect(await stamp(other)).toBe(after);
    } finally {
      await second.close();
    }
  });
});
