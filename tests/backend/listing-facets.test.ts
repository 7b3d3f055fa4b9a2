// The materialized facet counts of plain listings (migration 0009, decision 015) answer exactly what
// one pass over the matching products answers: for every category, with and without the promotion
// and novelty filters, after catalogue writes, and as promotions start.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descendantIds, loadCategories } from '../../backend/catalog/categories';
import {
  listingPage,
  listingSummary,
  listProducts,
  materializedListing,
  type ListingFilters,
  type ProductSort,
} from '../../backend/catalog/listing';
import { planSearch } from '../../backend/catalog/search';
import { firstRow } from '../../backend/db/query';
import { product, productToClass, promotion } from '../../backend/db/schema';
import { seedIfNeeded } from '../../backend/db/seeding';
import { silentLog } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';

const plain = (categoryIds: number[] | undefined, promo: boolean, isNew: boolean): ListingFilters => ({
  categoryIds,
  promo,
  isNew,
  vendorIds: [],
  classIds: [],
});

describe.each(backendKinds)('materialized listing facets (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    expect(await seedIfNeeded(database.db, silentLog, { products: 600 })).toBe(true);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** every plain listing of these categories answers the same from the table and from a scan */
  async function expectSameAnswers(categorySets: Array<number[] | undefined>) {
    for (const categoryIds of categorySets) {
      for (const promo of [false, true]) {
        for (const isNew of [false, true]) {
          const filters = plain(categoryIds, promo, isNew);
          expect(materializedListing(filters)).toBe(true);
          const materialized = await listingSummary(database.db, filters, 'materialized');
          const scanned = await listingSummary(database.db, filters, 'scanned');
          expect(materialized, JSON.stringify({ categoryIds, promo, isNew })).toEqual(scanned);
        }
      }
    }
  }

  async function categorySets() {
    const index = await loadCategories(database.db);
    const tops = index.children.get(null) ?? [];
    const seconds = tops.flatMap((top) => index.children.get(top.id) ?? []);
    return [undefined, ...[...tops, ...seconds.slice(0, 12)].map((c) => descendantIds(index, c.id))];
  }

  it('answers every plain listing as a pass over the products does', async () => {
    const sets = await categorySets();
    expect(sets.length).toBeGreaterThan(8);
    await expectSameAnswers(sets);
    const all = await listingSummary(database.db, plain(undefined, false, false));
    expect(all.total).toBe(600);
    expect(all.facets[0].values.length).toBeGreaterThan(5);
    expect(all.facets[1].values.length).toBeGreaterThan(2);
    const promos = await listingSummary(database.db, plain(undefined, true, false));
    expect(promos.total).toBeGreaterThan(10);
    expect(promos.total).toBeLessThan(600);
  });

  it('pages a search in one pass over its matches, in the order and with the counts of separate queries', async () => {
    const db = database.db;
    const [someVendor] = await db
      .select({ id: product.vendorId })
      .from(product)
      .where(sql`${product.name} ilike '%latte%'`)
      .limit(1);
    const [someClass] = await db.select({ id: productToClass.productClassId }).from(productToClass).limit(1);
    const sorts: ProductSort[] = ['', 'name_asc', 'pri_des'];
    let compared = 0;
    for (const q of ['latte', 'mozarela', 'pasta di', 'bio']) {
      const search = await planSearch(db, q);
      const variants: ListingFilters[] = [
        { search, vendorIds: [], classIds: [] },
        { search, vendorIds: someVendor?.id ? [someVendor.id] : [], classIds: [] },
        { search, vendorIds: [], classIds: [someClass.id], promo: true },
      ];
      for (const filters of variants) {
        for (const sort of sorts) {
          for (const page of [1, 2]) {
            const listing = await listProducts(db, filters, sort, page, 7);
            expect(listing.ids, JSON.stringify({ q, filters, sort, page })).toEqual(await listingPage(db, filters, sort, page, 7));
            expect({ total: listing.total, facets: listing.facets }).toEqual(await listingSummary(db, filters, 'scanned'));
            compared += listing.ids.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('pages a category read branch by branch in the order of one sorted query over all its products', async () => {
    // a category page merges one ordered branch per category (decision 073): the same ids, page by
    // page and to the last one, as one ORDER BY over `category_id IN (...)`, ties on name and
    // popularity included, with the promotion and novelty filters too
    const db = database.db;
    const sorts: ProductSort[] = ['', 'name_asc', 'name_des', 'pri_asc', 'pri_des'];
    const size = 9;
    let compared = 0;
    const sets = (await categorySets()).filter((ids) => ids !== undefined).sort((a, b) => b.length - a.length);
    expect(sets[0].length).toBeGreaterThan(3);
    for (const categoryIds of [...sets.slice(0, 4), sets[sets.length - 1]]) {
      for (const [promo, isNew] of [
        [false, false],
        [true, false],
        [false, true],
      ]) {
        const filters = plain(categoryIds, promo, isNew);
        const { total } = await listingSummary(db, filters, 'scanned');
        const last = Math.max(1, Math.ceil(total / size));
        for (const sort of sorts) {
          for (const page of new Set([1, 2, Math.ceil(last / 2), last, last + 1])) {
            const listing = await listProducts(db, filters, sort, page, size);
            expect(listing.ids, JSON.stringify({ categoryIds, promo, isNew, sort, page })).toEqual(
              await listingPage(db, filters, sort, page, size),
            );
            compared += listing.ids.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('uses the table only for filters it holds', () => {
    expect(materializedListing({ ...plain([1], true, false), vendorIds: [3] })).toBe(false);
    expect(materializedListing({ ...plain([1], false, false), classIds: [2] })).toBe(false);
    expect(materializedListing({ ...plain(undefined, false, false), barcode: '8000000000000' })).toBe(false);
    expect(
      materializedListing({
        ...plain(undefined, false, false),
        search: { kind: 'text', query: 'latte', tsquery: "'latte':*", corrected: null },
      }),
    ).toBe(false);
    expect(materializedListing(plain([], false, false))).toBe(false);
  });

  it('follows writes to products, classes and promotions', async () => {
    const db = database.db;
    const index = await loadCategories(db);
    const [top] = index.children.get(null) ?? [];
    const inTop = descendantIds(index, top.id);
    const before = await listingSummary(db, plain(inTop, false, false));
    const moved = await firstRow<{ id: number; category_id: number }>(
      db,
      sql`select id, category_id from product where category_id not in ${inTop} order by id limit 1`,
    );
    expect(moved).toBeDefined();
    const [leaf] = inTop.filter((id) => !index.children.get(id)?.length);
    await db.update(product).set({ categoryId: leaf }).where(eq(product.id, moved!.id));
    expect((await listingSummary(db, plain(inTop, false, false))).total).toBe(before.total + 1);
    await db.update(product).set({ isNew: true }).where(eq(product.id, moved!.id));
    const [someClass] = await db.select({ id: productToClass.productClassId }).from(productToClass).limit(1);
    await db.insert(productToClass).values({ productId: moved!.id, productClassId: someClass.id }).onConflictDoNothing();
    const after = await listingSummary(db, plain(inTop, false, false));
    expect(after.total).toBe(before.total + 1);

    const onPromo = await firstRow<{ product_id: number }>(db, sql`select product_id from promotion order by id limit 1`);
    await db.delete(promotion).where(eq(promotion.productId, onPromo!.product_id));
    await db.delete(productToClass).where(and(eq(productToClass.productId, onPromo!.product_id)));
    await expectSameAnswers(await categorySets());
  });

  it('keeps its counts through writes that cannot change them (prices, popularity, names)', async () => {
    const db = database.db;
    const version = () => firstRow<{ value: string }>(db, sql`select value from app_meta where key = 'listing_facet_version'`);
    await listingSummary(db, plain(undefined, false, false));
    const before = await version();
    const [first] = await db.select({ id: product.id }).from(product).orderBy(product.id).limit(1);
    await db.update(product).set({ priceCents: 123, popularity: 99_999, name: 'Prodotto rinominato' }).where(eq(product.id, first.id));
    expect(await version()).toEqual(before);
    await db.update(product).set({ isNew: true }).where(eq(product.id, first.id));
    expect(Number((await version())!.value)).toBeGreaterThan(Number(before!.value));
    await expectSameAnswers([undefined]);
  });

  it('counts a promotion from the moment it starts', async () => {
    const db = database.db;
    const promoted = db.select({ id: promotion.productId }).from(promotion);
    const [target] = await db.select({ id: product.id }).from(product).where(notInArray(product.id, promoted)).limit(1);
    const before = await listingSummary(db, plain(undefined, true, false));
    // the database's clock, not this process's: the two may disagree by a little
    const start = await firstRow<{ at: Date }>(db, sql`select now() + interval '1500 milliseconds' as at`);
    await db.insert(promotion).values({
      productId: target.id,
      promoType: 'SCONTO',
      validFrom: new Date(start!.at),
      validTo: new Date(new Date(start!.at).getTime() + 86_400_000),
    });
    const waiting = await listingSummary(db, plain(undefined, true, false));
    expect(waiting.total).toBe(before.total);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const started = await listingSummary(db, plain(undefined, true, false));
    expect(started.total).toBe(before.total + 1);
    expect(started).toEqual(await listingSummary(db, plain(undefined, true, false), 'scanned'));
  });

  it('computes the table once for concurrent requests and answers them all alike', async () => {
    const db = database.db;
    await db.update(product).set({ isNew: false }).where(eq(product.isNew, true));
    const filters = plain(undefined, false, false);
    const answers = await Promise.all(Array.from({ length: 6 }, () => listingSummary(db, filters)));
    const scanned = await listingSummary(db, filters, 'scanned');
    for (const answer of answers) expect(answer).toEqual(scanned);
    const news = await listingSummary(db, plain(undefined, false, true));
    expect(news.total).toBe(0);
  });
});
