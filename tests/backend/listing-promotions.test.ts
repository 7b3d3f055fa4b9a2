// The promotions listing reads each product's promotion windows from listing_product (migration 0033,
// decision 068) instead of probing promotion per row: its pages, deep ones included, and its counts
// are those of the old probe at every instant, through promotions written one by one, in bulk, and
// windows opening and closing on the database's clock.
import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginCatalogBulk, finishCatalogBulk, insertRows } from '../../backend/catalog/bulk';
import { listProducts, type ListingFilters, type ProductSort } from '../../backend/catalog/listing';
import type { Database } from '../../backend/db/client';
import { firstRow, rows } from '../../backend/db/query';
import { product, promotion } from '../../backend/db/schema';
import { seedIfNeeded } from '../../backend/db/seeding';
import { silentLog } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { probedPromotionsPage, promotedNow, windowDisagreements } from './helpers/promotions';

const SORTS: ProductSort[] = ['', 'name_asc', 'name_des', 'pri_asc', 'pri_des'];
const promo = (f: Partial<ListingFilters> = {}): ListingFilters => ({ promo: true, vendorIds: [], classIds: [], ...f });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backendKinds)('promotions listing from listing_product (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // the seed loads its products and promotions through the bulk path (catalog_bulk_finish)
    expect(await seedIfNeeded(database.db, silentLog, { products: 600 })).toBe(true);
    await database.db.execute(sql`select setval('promotion_id_seq', (select max(id) from promotion))`);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** every page of the promotions listing (and one past the end), in every order, against the probe */
  async function expectEveryPage(f: Partial<ListingFilters> = {}, pageSize = 7) {
    const db = database.db;
    const total = (await probedPromotionsPage(db, f, '', 1, 1)).total;
    const pages = Math.ceil(total / pageSize) + 1;
    for (const sort of SORTS) {
      const seen: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const listing = await listProducts(db, promo(f), sort, page, pageSize);
        const probed = await probedPromotionsPage(db, f, sort, page, pageSize);
        expect({ sort, page, ids: listing.ids, total: listing.total }).toEqual({ sort, page, ...probed });
        seen.push(...listing.ids);
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    }
    return total;
  }

  /** the whole listing in one page, in every order, against the probe */
  async function expectWholeListing() {
    for (const sort of SORTS) {
      const listing = await listProducts(database.db, promo(), sort, 1, 1000);
      expect({ sort, ids: listing.ids, total: listing.total }).toEqual({
        sort,
        ...(await probedPromotionsPage(database.db, {}, sort, 1, 1000)),
      });
    }
  }

  it('holds the windows a bulk load wrote, and answers every page, deep ones too, as the probe of promotion did', async () => {
    const db = database.db;
    expect(await windowDisagreements(db)).toEqual([]);
    const total = await expectEveryPage();
    expect(total).toBeGreaterThan(30);
    // a category's promotions, and a brand's (the scanned path)
    const [top] = await rows<{ category_id: number }>(
      db,
      sql`select category_id from listing_product where promo_windows is not null group by 1 order by count(*) desc limit 1`,
    );
    await expectEveryPage({ categoryIds: [top.category_id] }, 3);
    const [brand] = await rows<{ vendor_id: number }>(
      db,
      sql`select vendor_id from listing_product where promo_windows is not null and vendor_id is not null
        group by 1 order by count(*) desc limit 1`,
    );
    await expectEveryPage({ vendorIds: [brand.vendor_id] }, 2);
  });

  it('follows promotions inserted, updated, moved and deleted, one statement at a time', async () => {
    const db = database.db;
    const promoted = db.select({ id: promotion.productId }).from(promotion);
    const free = await db.select({ id: product.id }).from(product).where(notInArray(product.id, promoted)).orderBy(product.id).limit(4);
    const [a, b, c, d] = free.map((r) => r.id);
    const { now } = (await firstRow<{ now: Date }>(db, sql`select now() as now`))!;
    const at = (hours: number) => new Date(new Date(now).getTime() + hours * 3_600_000);
    const base = { promoType: 'SCONTO', discountPerc: 10 };
    const before = await promotedNow(db);

    // one statement, several products: a running one, a future one, an ended one, an empty window
    const [running, future] = await db
      .insert(promotion)
      .values([
        { ...base, productId: a, validFrom: at(-1), validTo: at(24) },
        { ...base, productId: b, validFrom: at(24), validTo: at(48) },
        { ...base, productId: c, validFrom: at(-48), validTo: at(-24) },
        { ...base, productId: d, validFrom: at(1), validTo: at(-1) },
      ])
      .returning({ id: promotion.id });
    expect(await windowDisagreements(db)).toEqual([]);
    expect(await promotedNow(db)).toBe(before + 1);
    await expectWholeListing();

    // a second, disjoint window for the same product; then the running one's end moved into the past
    await db.insert(promotion).values({ ...base, productId: a, validFrom: at(72), validTo: at(96) });
    await db
      .update(promotion)
      .set({ validTo: at(-0.5) })
      .where(eq(promotion.id, running.id));
    expect(await windowDisagreements(db)).toEqual([]);
    expect(await promotedNow(db)).toBe(before);
    await expectWholeListing();

    // the future one starts now, and moves to another product; a label change writes nothing
    await db
      .update(promotion)
      .set({ validFrom: at(-2), productId: c })
      .where(eq(promotion.id, future.id));
    const windows = await rows(db, sql`select id, promo_windows::text from listing_product where id in ${[a, b, c, d]} order by id`);
    await db.update(promotion).set({ header: 'Nuovo' }).where(eq(promotion.id, future.id));
    expect(await rows(db, sql`select id, promo_windows::text from listing_product where id in ${[a, b, c, d]} order by id`)).toEqual(
      windows,
    );
    expect(await windowDisagreements(db)).toEqual([]);
    expect(await promotedNow(db)).toBe(before + 1);
    await expectWholeListing();

    // deleted, with every other promotion of the same products
    await db.delete(promotion).where(inArray(promotion.productId, [a, b, c, d]));
    expect(await rows(db, sql`select id from listing_product where id in ${[a, b, c, d]} and promo_windows is not null`)).toEqual([]);
    expect(await promotedNow(db)).toBe(before);
    await expectWholeListing();

    // a product arriving after its promotion gets its windows
    const ghost = 990_001;
    await db.insert(promotion).values({ ...base, productId: ghost, validFrom: at(-1), validTo: at(1) });
    const [model] = await db.select().from(product).where(eq(product.id, a));
    await db
      .insert(product)
      .values({ ...model, id: ghost, code: 'ghost', slug: 'ghost', barcode: 'ghost-barcode', searchDoc: null, searchText: null });
    expect(await windowDisagreements(db)).toEqual([]);
    expect((await listProducts(db, promo(), 'pri_asc', 1, 1000)).ids).toContain(ghost);
    await expectWholeListing();
    await db.delete(product).where(eq(product.id, ghost));
    await db.delete(promotion).where(eq(promotion.productId, ghost));

    // truncated (rolled back afterwards): no product has windows any more
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate promotion`);
        const left = await firstRow<{ n: number }>(
          tx as unknown as Database,
          sql`select count(*)::int as n from listing_product where promo_windows is not null`,
        );
        expect(left).toEqual({ n: 0 });
        expect((await listProducts(tx as unknown as Database, promo(), '', 1, 10)).ids).toEqual([]);
        tx.rollback();
      })
      .catch((e: Error) => {
        if (!/rollback/i.test(e.message)) throw e;
      });
    expect(await windowDisagreements(db)).toEqual([]);
  });

  it('shows a promotion from the instant it starts on the database clock until the instant it ends', async () => {
    const db = database.db;
    const promoted = db.select({ id: promotion.productId }).from(promotion);
    const [target] = await db.select({ id: product.id }).from(product).where(notInArray(product.id, promoted)).limit(1);
    // the database's clock, not this process's (nor SHOP_CLOCK): the two may disagree
    const { start } = (await firstRow<{ start: Date }>(db, sql`select now() + interval '1500 milliseconds' as start`))!;
    const validFrom = new Date(start);
    const validTo = new Date(validFrom.getTime() + 3_000);
    await db.insert(promotion).values({ productId: target.id, promoType: 'SCONTO', validFrom, validTo });
    // the listing and the probe in one transaction share one now(): on a busy machine two statements
    // apart may straddle a bound. The probe reads the promotion rows, so it says which side that was.
    const listed = () =>
      db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const page = await listProducts(t, promo(), 'pri_des', 1, 1000);
        expect({ ids: page.ids, total: page.total }).toEqual(await probedPromotionsPage(t, {}, 'pri_des', 1, 1000));
        return page.ids.includes(target.id);
      });
    expect(await listed()).toBe(false);
    await sleep(validFrom.getTime() + 1_000 - Date.now());
    expect(await listed()).toBe(true);
    await sleep(validTo.getTime() + 750 - Date.now());
    expect(await listed()).toBe(false);
    // nothing was written meanwhile: the row answered for each instant
    expect(await windowDisagreements(db)).toEqual([]);
    await db.delete(promotion).where(eq(promotion.productId, target.id));
  });

  it('writes the windows at the finish of a bulk write of promotions alone', async () => {
    const db = database.db;
    const promoted = db.select({ id: promotion.productId }).from(promotion);
    const free = await db.select({ id: product.id }).from(product).where(notInArray(product.id, promoted)).orderBy(product.id).limit(3);
    const [ending] = await rows<{ id: number; product_id: number }>(
      db,
      sql`select id, product_id from promotion where valid_from <= now() and valid_to > now() order by id limit 2`,
    );
    const { now } = (await firstRow<{ now: Date }>(db, sql`select now() as now`))!;
    const at = (hours: number) => new Date(new Date(now).getTime() + hours * 3_600_000);
    const summary = await db.transaction(async (tx) => {
      await beginCatalogBulk(tx);
      await insertRows(
        tx,
        promotion,
        free.map((p, i) => ({ productId: p.id, promoType: 'SCONTO', validFrom: at(-1), validTo: at(i === 2 ? -0.5 : 24) })),
      );
      await tx.execute(sql`update promotion set valid_to = now() where id = ${ending.id}`);
      // noted, not written yet
      expect(await firstRow(tx as unknown as Database, sql`select promo_windows from listing_product where id = ${free[0].id}`)).toEqual({
        promo_windows: null,
      });
      return finishCatalogBulk(tx);
    });
    expect(summary).toMatchObject({ products: 4, facetsBumped: true });
    expect(await windowDisagreements(db)).toEqual([]);
    await expectWholeListing();
    await expectEveryPage({}, 25);
  });
});
