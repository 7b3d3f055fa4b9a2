// packaging-type/list (shopping.md §7): the seeded ways to pack an order, in the chain's order, for
// guests and customers alike; a new demo world has them, and one seeded before they existed gets them
// at its next start, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '~/ebsn/schemas';
import { seedIfNeeded } from '../../backend/db/seeding';
import { appMeta, packagingType } from '../../backend/db/schema';
import { seedDemoWorld } from '../../backend/seed';
import { PACKAGING_TYPES, seedPackagingTypes } from '../../backend/seed/packaging';
import { call, silentLog, testApp } from './helpers/app';
import { DEMO_USERS, okData } from './helpers/accounts';
import { customer } from './helpers/cart';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';

const LIST = '/ebsn/api/packaging-type/list';

describe.each(backendKinds)('packaging types (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // a world seeded before packaging types existed: seed_version set, no packaging
    await database.db.insert(appMeta).values({ key: 'seed_version', value: '1' });
    expect(await seedIfNeeded(database.db, silentLog)).toBe(false);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('lists the seeded types, the default first, with their price a bag in euros', async () => {
    const answer = await call(testApp(database.db), LIST);
    expect(answer.status).toBe(200);
    expect(envelopeSchema.parse(answer.body).response.status).toBe(0);
    expect(answer.body.data.packagingTypes).toEqual([
      {
        packagingTypeId: 1,
        name: 'Sacchetti compostabili',
        descr: expect.stringContaining('0,10 € a sacchetto'),
        price: 0.1,
        isDefault: true,
      },
      { packagingTypeId: 2, name: 'Sacchetti di carta', descr: expect.stringContaining('0,15 €'), price: 0.15, isDefault: false },
      { packagingTypeId: 3, name: 'Senza sacchetti', descr: expect.any(String), price: 0, isDefault: false },
    ]);
  });

  it('answers guests from shared caches and customers privately', async () => {
    const app = testApp(database.db);
    expect((await call(app, LIST)).headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const mario = await customer(app, database.db, DEMO_USERS.mario);
    const answer = await mario.client.get(LIST);
    expect(okData(answer).packagingTypes).toHaveLength(3);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves out a type the chain switched off, and a later start adds nothing back', async () => {
    await database.db.update(packagingType).set({ active: false }).where(eq(packagingType.id, 2));
    await database.db.delete(packagingType).where(eq(packagingType.id, 3));
    try {
      expect(await seedIfNeeded(database.db, silentLog)).toBe(false);
      const listed = okData(await call(testApp(database.db), LIST)).packagingTypes;
      expect(listed.map((p: { packagingTypeId: number }) => p.packagingTypeId)).toEqual([1]);
    } finally {
      await database.db.update(packagingType).set({ active: true }).where(eq(packagingType.id, 2));
      await seedPackagingTypes(database.db);
    }
    expect(await database.db.select().from(packagingType)).toHaveLength(PACKAGING_TYPES.length);
  });

  it('ignores parameters it does not take, and answers only GET', async () => {
    const app = testApp(database.db);
    expect(okData(await call(app, `${LIST}?delivery_service_id=abc&__proto__=x`)).packagingTypes).toHaveLength(3);
    const post = await call(app, LIST, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(post.body.response.status).not.toBe(0);
  });
});

describe.each(backendKinds)('packaging types of a new demo world (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDemoWorld(database.db, { products: 0 });
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('are seeded with the world', async () => {
    expect(okData(await call(testApp(database.db), LIST)).packagingTypes).toHaveLength(3);
  });
});
