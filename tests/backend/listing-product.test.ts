// Listings read listing_product, a narrow copy of the product columns they filter, sort and count on
// (migration 0010, decision 018). The copy follows every write to products and their classes, and
// the listings answer exactly what the same queries over the product rows themselves answer.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descendantIds, loadCategories } from '../../backend/catalog/categories';
import { listProducts, type ListingFilters, type ProductSort } from '../../backend/catalog/listing';
import { planSearch } from '../../backend/catalog/search';
import type { Database } from '../../backend/db/client';
import { firstRow, rows } from '../../backend/db/query';
import { product, productToClass, vendor } from '../../backend/db/schema';
import { seedIfNeeded } from '../../backend/db/seeding';
import { silentLog } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { copyAndSource } from './helpers/listing-copy';

const BRAND_FACET_LIMIT = 30;

/**
 * The listing as separate queries over the product rows and product_product_class (what the
 * backend asked before listing_product existed): the reference the listings are held to.
 */
async function reference(db: Database, f: ListingFilters, sort: ProductSort, page: number, pageSize: number) {
  const base: SQL[] = [];
  if (f.categoryIds) base.push(f.categoryIds.length ? sql`p.category_id in ${f.categoryIds}` : sql`false`);
  if (f.search?.kind === 'barcode') base.push(sql`p.barcode = ${f.search.barcode}`);
  if (f.search?.kind === 'text') base.push(f.search.tsquery ? sql`p.search_doc @@ to_tsquery('italian', ${f.search.tsquery})` : sql`false`);
  if (f.promo)
    base.push(sql`exists (select 1 from promotion pr where pr.product_id = p.id and pr.valid_from <= now() and pr.valid_to > now())`);
  if (f.isNew) base.push(sql`p.is_new`);
  const byVendor = f.vendorIds.length ? [sql`p.vendor_id in ${f.vendorIds}`] : [];
  const byClass = f.classIds.length
    ? [sql`exists (select 1 from product_product_class x where x.product_id = p.id and x.product_class_id in ${f.classIds})`]
    : [];
  const where = (c: SQL[]) => (c.length ? sql`where ${sql.join(c, sql` and `)}` : sql``);
  const text = f.search?.kind === 'text' && f.search.tsquery ? f.search.tsquery : null;
  const order = {
    name_asc: sql`lower(p.name) asc, p.id asc`,
    name_des: sql`lower(p.name) desc, p.id desc`,
    pri_asc: sql`p.price_cents asc, p.id asc`,
    pri_des: sql`p.price_cents desc, p.id desc`,
    '': text
      ? sql`ts_rank(p.search_doc, to_tsquery('italian', ${text})) + ln(1 + greatest(p.popularity, 0)) / 100 desc, p.popularity desc, p.id asc`
      : sql`p.popularity desc, lower(p.name) asc, p.id asc`,
  }[sort];
  const all = [...base, ...byVendor, ...byClass];
  const ids = await rows<{ id: number }>(
    db,
    sql`select p.id from product p ${where(all)} order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const total = await firstRow<{ n: number }>(db, sql`select count(*)::int as n from product p ${where(all)}`);
  const chosenFirst = f.vendorIds.length ? sql`(v.id in ${f.vendorIds}) desc,` : sql``;
  const vendors = await rows<{ id: number; name: string; n: number }>(
    db,
    sql`select v.id, v.name, count(*)::int as n from product p join vendor v on v.id = p.vendor_id ${where([...base, ...byClass])}
      group by v.id, v.name order by ${chosenFirst} count(*) desc, v.name asc limit ${BRAND_FACET_LIMIT}`,
  );
  const classes = await rows<{ id: number; name: string; n: number }>(
    db,
    sql`select pc.id, pc.name, count(*)::int as n from product p
      join product_product_class x on x.product_id = p.id join product_class pc on pc.id = x.product_class_id
      ${where([...base, ...byVendor])}
      group by pc.id, pc.name order by count(*) desc, pc.name asc`,
  );
  const values = (list: Array<{ id: number; name: string; n: number }>) =>
    list.map((r) => ({ id: String(r.id), name: r.name, filteredCount: Number(r.n) }));
  return {
    ids: ids.map((r) => Number(r.id)),
    total: Number(total?.n ?? 0),
    facets: [
      { name: 'Marca', parameterName: 'vendor', values: values(vendors) },
      { name: 'Caratteristiche', parameterName: 'product_class', values: values(classes) },
    ],
  };
}

describe.each(backendKinds)('listing_product (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    expect(await seedIfNeeded(database.db, silentLog, { products: 600 })).toBe(true);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function expectInStep() {
    const { copy, source } = await copyAndSource(database.db);
    expect(copy.length).toBe(source.length);
    expect(copy).toEqual(source);
  }

  it('answers every listing as the same queries over the product rows do', async () => {
    const db = database.db;
    const index = await loadCategories(db);
    const [top] = index.children.get(null) ?? [];
    const [someVendor] = await db
      .select({ id: product.vendorId })
      .from(product)
      .where(sql`${product.name} ilike '%latte%'`)
      .limit(1);
    const [someClass] = await db.select({ id: productToClass.productClassId }).from(productToClass).limit(1);
    const [barcoded] = await db.select({ barcode: product.barcode }).from(product).limit(1);
    const inTop = descendantIds(index, top.id);
    const searches = await Promise.all(['latte', 'mozarela', 'pasta di', 'bio', barcoded.barcode].map((q) => planSearch(db, q)));
    const variants: ListingFilters[] = [
      { vendorIds: [], classIds: [] },
      { categoryIds: inTop, vendorIds: [], classIds: [] },
      { categoryIds: inTop, promo: true, vendorIds: [], classIds: [] },
      { promo: true, vendorIds: [], classIds: [] },
      { isNew: true, vendorIds: [], classIds: [] },
      { categoryIds: inTop, vendorIds: someVendor?.id ? [someVendor.id] : [], classIds: [someClass.id] },
      ...searches.flatMap((search) => [
        { search, vendorIds: [], classIds: [] },
        { search, vendorIds: someVendor?.id ? [someVendor.id] : [], classIds: [] },
        { search, categoryIds: inTop, vendorIds: [], classIds: [someClass.id], promo: true },
      ]),
    ];
    const sorts: ProductSort[] = ['', 'name_asc', 'name_des', 'pri_asc', 'pri_des'];
    let compared = 0;
    for (const filters of variants) {
      for (const sort of sorts) {
        for (const page of [1, 3]) {
          const listing = await listProducts(db, filters, sort, page, 7);
          expect(listing, JSON.stringify({ filters, sort, page })).toEqual(await reference(db, filters, sort, page, 7));
          compared += listing.ids.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    // some 250 listings, each held to five reference queries: minutes on PGlite on a busy machine
  }, 240_000);

  it('follows every write to products and their classes', async () => {
    const db = database.db;
    await expectInStep();
    const ids = (await db.select({ id: product.id }).from(product).orderBy(product.id).limit(8)).map((r) => r.id);
    const [otherVendor] = await db
      .select({ id: vendor.id })
      .from(vendor)
      .orderBy(sql`${vendor.id} desc`)
      .limit(1);

    // prices, popularity and names (the daily writes), then what moves a product between listings
    await db
      .update(product)
      .set({ priceCents: 99, popularity: 12_345, name: 'Latte di montagna' })
      .where(inArray(product.id, ids.slice(0, 3)));
    await db.update(product).set({ vendorId: otherVendor.id, isNew: true }).where(eq(product.id, ids[3]));
    await db.update(product).set({ vendorId: null }).where(eq(product.id, ids[4]));
    await expectInStep();

    // a vendor renamed changes its products' search text
    await db.update(vendor).set({ name: 'Caseificio Rinominato' }).where(eq(vendor.id, otherVendor.id));
    await expectInStep();

    // classes added, changed and taken away
    await db.delete(productToClass).where(inArray(productToClass.productId, ids.slice(0, 2)));
    await db.insert(productToClass).values([
      { productId: ids[0], productClassId: 1 },
      { productId: ids[0], productClassId: 2 },
      { productId: ids[5], productClassId: 3 },
    ]);
    await db.execute(sql`update product_product_class set product_class_id = 4 where product_id = ${ids[0]} and product_class_id = 2`);
    await expectInStep();

    // a product whose id changes, one deleted, one arriving with its classes already written
    await db.execute(sql`update product set id = 900001 where id = ${ids[6]}`);
    await db.delete(product).where(eq(product.id, ids[7]));
    await db.insert(productToClass).values({ productId: 900002, productClassId: 2 });
    const [template] = await db.select().from(product).where(eq(product.id, ids[5]));
    const { id: _id, searchDoc: _doc, searchText: _text, ...fields } = template;
    await db.insert(product).values({ ...fields, id: 900002, slug: 'nuovo-arrivo', barcode: '8000000900002', name: 'Nuovo arrivo' });
    await expectInStep();

    // and the copy can be rebuilt whole
    await db.execute(sql`delete from listing_product`);
    await db.execute(sql`select public.refresh_listing_product()`);
    await expectInStep();

    await db.execute(sql`truncate product_product_class`);
    await expectInStep();
    await db.execute(sql`truncate product cascade`);
    expect((await copyAndSource(db)).copy).toEqual([]);
  });
});
