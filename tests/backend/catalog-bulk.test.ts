// Bulk catalogue writes (migration 0032, decision 064): between beginCatalogBulk and
// finishCatalogBulk the upkeep triggers only take notes, and the finish leaves listing_product, the
// search columns and words, the facets and the indexes exactly as the per-statement path would, with
// each version bumped once. A bulk write cannot commit unfinished, and other transactions keep the
// per-statement path meanwhile.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginCatalogBulk, finishCatalogBulk, insertProducts } from '../../backend/catalog/bulk';
import type { Database } from '../../backend/db/client';
import { firstRow, rows } from '../../backend/db/query';
import { product, productToClass } from '../../backend/db/schema';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { ids, insertFixtures } from './helpers/fixtures';
import { copyAndSource } from './helpers/listing-copy';

async function expectInStep(db: Database) {
  const { copy, source } = await copyAndSource(db);
  expect(copy).toEqual(source);
}

/** the database's own words when a statement fails (drizzle wraps them as the cause) */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'no failure',
    (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
  );

const version = async (db: Database, key: string) =>
  Number((await firstRow<{ value: string }>(db, sql`select value from app_meta where key = ${key}`))?.value ?? 0);

/** what listings read, and how it was computed */
async function catalogueState(db: Database) {
  return {
    // the fixtures' promotion dates follow the clock of each load: whether a product has windows
    listing: (await copyAndSource(db)).copy.map(({ windows, ...row }) => ({ ...row, hasWindows: windows !== null })),
    search: await rows(db, sql`select id, search_doc::text as doc, search_text from product order by id`),
    words: await rows(db, sql`select word, frequency from search_word order by word`),
    facets: await rows(db, sql`select * from listing_facets(null, false, false) order by 1, 2`),
    promoFacets: await rows(db, sql`select * from listing_facets(null, true, false) order by 1, 2`),
    newFacets: await rows(db, sql`select * from listing_facets(array[${ids.mozzarelle}]::int[], false, true) order by 1, 2`),
    indexes: await rows(db, sql`select indexname, indexdef from pg_indexes where tablename in ('product', 'listing_product') order by 1`),
  };
}

describe.each(backendKinds)('bulk catalogue writes (%s)', (kind) => {
  let perStatement: TestDatabase;
  let bulk: TestDatabase;

  beforeAll(async () => {
    [perStatement, bulk] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]);
  });
  afterAll(async () => {
    await Promise.all([perStatement?.dispose(), bulk?.dispose()]);
  });

  it('loads a catalogue as the per-statement path does, paying the upkeep once at the finish', async () => {
    await insertFixtures(perStatement.db);
    // the per-statement path only ever adds to the lexicon's counts; a rebuild makes them exact
    await perStatement.db.execute(sql`select refresh_search_words()`);

    const before = { catalog: await version(bulk.db, 'catalog_version'), facets: await version(bulk.db, 'listing_facet_version') };
    const summary = await bulk.db.transaction(async (tx) => {
      await beginCatalogBulk(tx);
      await insertFixtures(tx as unknown as Database);
      // nothing paid yet: the copy is empty and the version where it was, even inside the transaction
      expect(await firstRow(tx as unknown as Database, sql`select count(*)::int as n from listing_product`)).toEqual({ n: 0 });
      expect(await version(tx as unknown as Database, 'catalog_version')).toBe(before.catalog);
      return finishCatalogBulk(tx);
    });
    // an empty catalogue: the secondary indexes of product and listing_product went and came back
    // (listing_product's three over the products with promotion windows among them, migration 0033,
    // and its three per category, migration 0034)
    expect(summary).toEqual({ products: 8, indexes: 15, wordsRebuilt: true, catalogBumped: true, facetsBumped: true });
    expect(await version(bulk.db, 'catalog_version')).toBe(before.catalog + 1);
    expect(await version(bulk.db, 'listing_facet_version')).toBe(before.facets + 1);

    await expectInStep(bulk.db);
    expect(await catalogueState(bulk.db)).toEqual(await catalogueState(perStatement.db));
  });

  it('inserts products with the search columns the row trigger computes, ids in the order given', async () => {
    const template = {
      slug: 'x',
      barcode: 'x',
      kind: 'Pezzo',
      infos: { QTY_MULT: '1' },
      priceCents: 100,
      picture: 'p',
      shortDescr: 'Breve',
      packDescr: 'GR. 100',
    };
    const names = ['Yogurt Greco Bianco', 'Burrata Pugliese', 'Caffè Decaffeinato in Grani'];
    const inserted = await bulk.db.transaction(async (tx) => {
      await beginCatalogBulk(tx);
      const out = await insertProducts(
        tx,
        names.map((name, i) => ({
          ...template,
          code: `X${i}`,
          slug: `x-${i}`,
          barcode: `X${i}`,
          name,
          vendorId: ids.granarolo,
          categoryId: ids.mozzarelle,
        })),
      );
      await finishCatalogBulk(tx);
      return out;
    });
    expect(inserted.map((r) => r.code)).toEqual(['X0', 'X1', 'X2']);
    expect(inserted.map((r) => r.id)).toEqual([...inserted.map((r) => r.id)].sort((a, b) => a - b));
    const mine = inserted.map((r) => r.id);
    const stored = await bulk.db
      .select({ id: product.id, doc: sql<string>`search_doc::text`, text: product.searchText })
      .from(product)
      .where(inArray(product.id, mine));
    // the brand's and the category's names are in them, as the trigger puts them
    expect(stored.map((r) => r.text)).toEqual([
      'yogurt greco bianco granarolo',
      'burrata pugliese granarolo',
      'caffe decaffeinato in grani granarolo',
    ]);
    for (const word of ['granarolo', 'mozzarelle', 'breve'])
      expect(
        await firstRow(
          bulk.db,
          sql`select count(*)::int as n from product where id in ${mine} and search_doc @@ to_tsquery('italian', ${word})`,
        ),
        word,
      ).toEqual({ n: 3 });
    // the trigger recomputes them on an update of the fields they come from: the same values
    await bulk.db.execute(sql`update product set name = name where id in ${mine}`);
    const recomputed = await bulk.db
      .select({ id: product.id, doc: sql<string>`search_doc::text`, text: product.searchText })
      .from(product)
      .where(inArray(product.id, mine));
    expect(recomputed).toEqual(stored);
    await expectInStep(bulk.db);
  });

  it('follows updates, moves and deletes at the finish; a price-only write owes no facet recount', async () => {
    const db = bulk.db;
    const catalog = await version(db, 'catalog_version');
    const facets = await version(db, 'listing_facet_version');
    const prices = await db.transaction(async (tx) => {
      await beginCatalogBulk(tx);
      await tx
        .update(product)
        .set({ priceCents: 111, popularity: 7 })
        .where(inArray(product.id, [ids.bufala, ids.crema]));
      return finishCatalogBulk(tx);
    });
    // not an empty catalogue: no index dropped
    expect(prices).toEqual({ products: 2, indexes: 0, wordsRebuilt: false, catalogBumped: true, facetsBumped: false });
    expect(await version(db, 'catalog_version')).toBe(catalog + 1);
    expect(await version(db, 'listing_facet_version')).toBe(facets);
    await expectInStep(db);

    const moves = await db.transaction(async (tx) => {
      await beginCatalogBulk(tx);
      await tx.update(product).set({ name: 'Latte Alpino Intero', isNew: true }).where(eq(product.id, ids.latteIntero));
      await tx.update(product).set({ categoryId: ids.latteFresco }).where(eq(product.id, ids.mozzLight));
      await tx.delete(productToClass).where(eq(productToClass.productId, ids.crema));
      await tx.insert(productToClass).values({ productId: ids.espresso, productClassId: ids.bio });
      await tx.delete(product).where(eq(product.id, ids.fiordilatte));
      await tx.execute(sql`update product set id = 900001 where id = ${ids.parmigiano}`);
      return finishCatalogBulk(tx);
    });
    expect(moves).toMatchObject({ wordsRebuilt: true, catalogBumped: true, facetsBumped: true });
    expect(await version(db, 'catalog_version')).toBe(catalog + 2);
    expect(await version(db, 'listing_facet_version')).toBe(facets + 1);
    await expectInStep(db);
    expect(await firstRow(db, sql`select word from search_word where word = 'alpino'`)).toEqual({ word: 'alpino' });
    // the lexicon is exact: a rebuild changes nothing
    const words = await rows(db, sql`select word, frequency from search_word order by word`);
    await db.execute(sql`select refresh_search_words()`);
    expect(await rows(db, sql`select word, frequency from search_word order by word`)).toEqual(words);
  });

  it('cannot commit unfinished, nor begin twice: nothing of such a transaction is kept', async () => {
    const db = bulk.db;
    const catalog = await version(db, 'catalog_version');
    expect(
      await failure(
        db.transaction(async (tx) => {
          await beginCatalogBulk(tx);
          await tx.update(product).set({ priceCents: 1 }).where(eq(product.id, ids.latteBio));
        }),
      ),
    ).toMatch(/without catalog_bulk_finish/);
    expect(
      await failure(
        db.transaction(async (tx) => {
          await beginCatalogBulk(tx);
          await beginCatalogBulk(tx);
        }),
      ),
    ).toMatch(/already under way/);
    expect((await db.select({ price: product.priceCents }).from(product).where(eq(product.id, ids.latteBio)))[0].price).toBe(139);
    expect(await version(db, 'catalog_version')).toBe(catalog);
    await expectInStep(db);
    // and the session is back on the per-statement path
    await db.update(product).set({ priceCents: 145 }).where(eq(product.id, ids.latteBio));
    expect(await version(db, 'catalog_version')).toBeGreaterThan(catalog);
    await expectInStep(db);
  });

  it.runIf(kind === 'postgres')('leaves other transactions on the per-statement path while a bulk write is open', async () => {
    const db = bulk.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const writing = db.transaction(async (tx) => {
      await beginCatalogBulk(tx);
      await tx.update(product).set({ priceCents: 321 }).where(eq(product.id, ids.bufala));
      opened();
      await held;
      return finishCatalogBulk(tx);
    });
    await open;
    // another connection's edit is in listing_product as soon as it commits
    await db.update(product).set({ priceCents: 222 }).where(eq(product.id, ids.espresso));
    expect(await firstRow(db, sql`select price_cents from listing_product where id = ${ids.espresso}`)).toEqual({ price_cents: 222 });
    release();
    await writing;
    expect(await firstRow(db, sql`select price_cents from listing_product where id = ${ids.bufala}`)).toEqual({ price_cents: 321 });
    await expectInStep(db);
  });
});
