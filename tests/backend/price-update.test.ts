// A chain's daily price file (decision 064): applied whole through the bulk path, refused whole when
// any line is bad, a no-op when loaded twice; the shop's answers (and their cache) follow at once.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, productListSchema, productSchema } from '~/ebsn/schemas';
import { listProducts } from '../../backend/catalog/listing';
import { applyPriceFile } from '../../backend/catalog/price-update';
import type { Database } from '../../backend/db/client';
import { firstRow, rows } from '../../backend/db/query';
import { product, promotion } from '../../backend/db/schema';
import { formatPriceFileError } from '../../domain/price-file';
import { addDays, shopDate } from '../../domain/timeslots';
import { shopper, testApp, type Answer } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { ids, insertFixtures } from './helpers/fixtures';
import { probedPromotionsPage, windowDisagreements } from './helpers/promotions';

const HEADER = 'code,barcode,price,promo_price,promo_type,promo_from,promo_to,promo_selectable';

function okData(answer: Answer) {
  expect(answer.status).toBe(200);
  const envelope = envelopeSchema.parse(answer.body);
  expect(envelope.response.status).toBe(0);
  return envelope.data;
}

const catalogVersion = async (db: Database) =>
  (await firstRow<{ value: string }>(db, sql`select value from app_meta where key = 'catalog_version'`))!.value;

/** what a price file may change, for "nothing changed" checks */
const pricesAndPromotions = async (db: Database) => ({
  products: await rows(db, sql`select id, price_cents, list_price_cents, unit_price_cents, updated_at from product order by id`),
  promotions: await rows(db, sql`select * from promotion order by id`),
  listing: await rows(db, sql`select id, price_cents from listing_product order by id`),
});

describe.each(backendKinds)('daily price file (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>;
  let client: ReturnType<typeof shopper>;
  const lastDay = addDays(shopDate(new Date()), 20);
  const detail = async (id: number) => productSchema.parse(okData(await client.get(`/ebsn/api/products/${id}`)));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    // the fixtures give promotions their ids: the sequence follows them
    await database.db.execute(sql`select setval('promotion_id_seq', (select max(id) from promotion))`);
    app = testApp(database.db);
    client = shopper(app);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('applies prices and promotions by code or barcode, bumps the catalogue once, and the shop answers the new prices', async () => {
    const db = database.db;
    // answers kept by the catalogue cache before the file
    expect((await detail(ids.latteIntero)).price).toBe(1.49);
    expect((await detail(ids.bufala)).warehousePromo).toBeTruthy();
    const promoted = productListSchema.parse(okData(await client.get('/ebsn/api/products?promo=true')));
    expect(promoted.products.map((p) => p.productId)).toEqual([ids.bufala]);
    const before = Number(await catalogVersion(db));

    const file = [
      HEADER,
      // a new shelf price
      `000104,,1.59,,,,,`,
      // by barcode: a price cut until lastDay, selectable
      `,8000000000107,4.49,3.99,TAGLIO_PREZZO,,${lastDay},true`,
      // the bufala's running promotion ends: its price is the shelf price again
      `000101,8001234567890,4.99,,,,,`,
    ].join('\r\n');
    const outcome = await applyPriceFile(db, file);
    expect(outcome).toMatchObject({
      ok: true,
      lines: 3,
      pricesChanged: 3,
      // the espresso's promotion ended days ago: it is sold at its shelf price again
      pricesRestored: 1,
      promotionsStarted: 1,
      promotionsEnded: 1,
      promotionsDropped: 0,
      unchanged: 0,
      written: true,
      bulk: { products: 4, indexes: 0, wordsRebuilt: false, catalogBumped: true, facetsBumped: true },
    });
    expect(Number(await catalogVersion(db))).toBe(before + 1);

    const latte = await detail(ids.latteIntero);
    expect([latte.price, latte.priceStandardDisplay, latte.warehousePromo]).toEqual([1.59, undefined, undefined]);
    const crema = await detail(ids.crema);
    expect([crema.price, crema.priceStandardDisplay]).toEqual([3.99, 4.49]);
    expect(crema.warehousePromo).toMatchObject({
      promoType: 'TAGLIO_PREZZO',
      discountPerc: 11,
      discount: 0.5,
      selectable: true,
      view: {
        header: 'Taglio prezzo',
        body: 'Risparmi 0,50 €',
        cssClass: 'promo-cut',
        footer: `fino al ${lastDay.slice(8)}/${lastDay.slice(5, 7)}`,
      },
    });
    const espresso = await detail(ids.espresso);
    expect([espresso.price, espresso.priceStandardDisplay]).toEqual([5.99, undefined]);
    const bufala = await detail(ids.bufala);
    expect([bufala.price, bufala.priceStandardDisplay, bufala.warehousePromo]).toEqual([4.99, undefined, undefined]);
    // the promotions listing and its facets follow
    const after = productListSchema.parse(okData(await client.get('/ebsn/api/products?promo=true')));
    expect(after.products.map((p) => p.productId)).toEqual([ids.crema]);
    expect(after.page.totItems).toBe(1);
    // listing_product's promotion windows (migration 0033) followed the promotions started and ended
    expect(await windowDisagreements(db)).toEqual([]);
    const promoPage = await listProducts(db, { promo: true, vendorIds: [], classIds: [] }, 'pri_asc', 1, 10);
    expect({ ids: promoPage.ids, total: promoPage.total }).toEqual(await probedPromotionsPage(db, {}, 'pri_asc', 1, 10));
    // a price sort reads listing_product
    const byPrice = productListSchema.parse(okData(await client.get(`/ebsn/api/products?parent_category_id=${ids.latte}&sort=pri_asc`)));
    expect(byPrice.products.map((p) => [p.productId, p.price])).toEqual([
      [ids.latteBio, 1.39],
      [ids.latteIntero, 1.59],
    ]);
    // the ended promotion is kept, ended at the load
    const [ended] = await db.select().from(promotion).where(eq(promotion.id, 1));
    expect(ended.validTo.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('changes nothing when the same file comes again', async () => {
    const db = database.db;
    const file = [HEADER, `,8000000000107,4.49,3.99,TAGLIO_PREZZO,,${lastDay},true`, `000104,,1.59,,,,,`].join('\n');
    const state = await pricesAndPromotions(db);
    const version = await catalogVersion(db);
    expect(await applyPriceFile(db, file)).toMatchObject({ ok: true, lines: 2, pricesChanged: 0, unchanged: 2, written: false });
    expect(await pricesAndPromotions(db)).toEqual(state);
    expect(await catalogVersion(db)).toBe(version);
  });

  it('refuses a file with any bad line, listing every error, and writes nothing', async () => {
    const db = database.db;
    const state = await pricesAndPromotions(db);
    const version = await catalogVersion(db);
    const refused = async (file: string) => {
      const outcome = await applyPriceFile(db, file);
      expect(outcome.ok).toBe(false);
      return outcome.ok ? [] : outcome.errors.map(formatPriceFileError);
    };
    // good lines beside bad ones: the good ones are not applied either
    expect(await refused([HEADER, '000104,,9.99,,,,,', '000105,,1,99,,,,,', '000106,,2.00,2.50,SCONTO,,2099-01-01,'].join('\n'))).toEqual([
      'line 3: 9 fields where the header has 8',
      'line 4, promo_price: 2.50 is not below the price 2.00',
    ]);
    expect(
      await refused(
        [
          HEADER,
          '000104,,9.99,,,,,',
          '999999,,1.00,,,,,',
          ',8000000099999,1.00,,,,,',
          '000105,8000000000106,1.00,,,,,',
          ',8000000000104,1.00,,,,,',
        ].join('\n'),
      ),
    ).toEqual([
      'line 3, code: no product has code 999999',
      'line 4, barcode: no product has barcode 8000000099999',
      'line 5: code 000105 and barcode 8000000000106 name two different products',
      'line 6: product 000104 is already on line 2',
    ]);
    expect(await pricesAndPromotions(db)).toEqual(state);
    expect(await catalogVersion(db)).toBe(version);
  });

  it('refuses a code two products share (codes are not unique, barcodes are)', async () => {
    const db = database.db;
    const [twin] = await db
      .insert(product)
      .values({
        code: '000105',
        slug: 'gemello',
        name: 'Latte Gemello',
        barcode: '8000000099998',
        categoryId: ids.latteFresco,
        kind: 'Pezzo',
        infos: {},
        priceCents: 100,
        picture: 'p',
      })
      .returning({ id: product.id });
    try {
      const outcome = await applyPriceFile(db, [HEADER, '000105,,1.00,,,,,', ',8000000099998,1.10,,,,,'].join('\n'));
      expect(outcome.ok ? [] : outcome.errors.map(formatPriceFileError)).toEqual([
        'line 2, code: code 000105 names several products: use the barcode',
      ]);
    } finally {
      await db.delete(product).where(eq(product.id, twin.id));
    }
  });

  it('plans without writing on a dry run', async () => {
    const db = database.db;
    const state = await pricesAndPromotions(db);
    const outcome = await applyPriceFile(db, [HEADER, '000102,,2.09,,,,,', '000103,,2.29,1.99,SCONTO,,2099-12-31,'].join('\n'), {
      dryRun: true,
    });
    expect(outcome).toMatchObject({ ok: true, lines: 2, pricesChanged: 2, promotionsStarted: 1, written: false });
    expect(await pricesAndPromotions(db)).toEqual(state);
    expect((await db.select({ price: product.priceCents }).from(product).where(eq(product.id, ids.fiordilatte)))[0].price).toBe(189);
  });

  it.runIf(kind === 'postgres')(
    'is run by npm run catalog:update: exit 0 with a summary, 1 with every error and nothing written',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'spesa-prices-'));
      const run = (file: string) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'backend/catalog/update-cli.ts', '--file', file], {
          env: { ...process.env, DATABASE_URL: database.url },
        }).then(
          (done) => ({ code: 0, ...done }),
          (failed: { code: number; stdout: string; stderr: string }) => failed,
        );
      try {
        const good = path.join(dir, 'good.csv');
        writeFileSync(good, [HEADER, '000108,,21.90,,,,,'].join('\n'));
        const applied = await run(good);
        expect(applied.code).toBe(0);
        expect(applied.stdout).toMatch(
          /1 lines: 1 prices changed, 0 promotions started, 0 ended, 0 lines unchanged; 0 products back to their shelf price; catalog_version \d+ → \d+/,
        );
        expect(applied.stdout).toMatch(/\[\d+\.\ds\] listing_product: 1 products checked in/);
        const bad = path.join(dir, 'bad.csv');
        writeFileSync(bad, [HEADER, '000108,,1.00,,,,,', 'nope,,x,,,,,'].join('\n'));
        const refused = await run(bad);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe(
          `${bad} refused, nothing written: 1 error(s)\n  line 3, price: "x" is not a price in euros like 2.49\n`,
        );
        expect((await database.db.select({ price: product.priceCents }).from(product).where(eq(product.id, ids.parmigiano)))[0].price).toBe(
          2190,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
