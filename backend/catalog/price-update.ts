// A chain's daily price file applied to the catalogue (decision 064): every line checked and every
// product found before anything is written, then one transaction through the bulk path
// (./bulk.ts): the prices and promotions in a few set-based statements, listing_product after them,
// catalog_version bumped once, so every cache of every process follows at once. A refused file
// changes nothing. The format is in domain/price-file.ts and the README.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { firstRow, rows } from '../db/query';
import { promotion } from '../db/schema';
import { formatPriceFileError, readPriceFile, type PriceFileError, type PriceLine } from '../../domain/price-file';
import { planPriceUpdate, restorePrices, type ProductPrices, type PromotionRow } from '../../domain/price-update';
import { shopDate } from '../../domain/timeslots';
import { beginCatalogBulk, finishCatalogBulk, insertRows, type BulkSummary } from './bulk';

export type PriceUpdateOptions = {
  /** check and plan only: nothing is written */
  dryRun?: boolean;
  log?: (msg: string) => void;
};

export type PriceUpdateReport = {
  lines: number;
  pricesChanged: number;
  /** products whose promotion had ended, sold at their shelf price again (domain restorePrices) */
  pricesRestored: number;
  promotionsStarted: number;
  promotionsEnded: number;
  /** promotions that had not started, taken away */
  promotionsDropped: number;
  unchanged: number;
  written: boolean;
  bulk?: BulkSummary;
  catalogVersion: { before: string | null; after: string | null };
};

export type PriceUpdateOutcome = ({ ok: true } & PriceUpdateReport) | { ok: false; errors: PriceFileError[] };

type FoundProduct = ProductPrices & { code: string; barcode: string };

/** Thrown inside the transaction to leave it without writing (a refused file, a dry run). */
class Refused extends Error {
  constructor(readonly outcome: PriceUpdateOutcome) {
    super('refused');
  }
}

/** each line's product, or the lines' errors: unknown code or barcode, two that disagree, a product named twice */
function matchProducts(lines: PriceLine[], found: FoundProduct[]) {
  const byCode = new Map(found.map((p) => [p.code, p]));
  const byBarcode = new Map(found.map((p) => [p.barcode, p]));
  const errors: PriceFileError[] = [];
  // codes are not unique in the schema (barcodes are): a code naming two products names neither
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const p of found) (seen.has(p.code) ? shared : seen).add(p.code);
  const matched: Array<{ line: PriceLine; product: FoundProduct }> = [];
  const lineOf = new Map<number, number>();
  for (const line of lines) {
    if (line.code && shared.has(line.code)) {
      errors.push({ line: line.line, column: 'code', message: `code ${line.code} names several products: use the barcode` });
      continue;
    }
    const byC = line.code ? byCode.get(line.code) : undefined;
    const byB = line.barcode ? byBarcode.get(line.barcode) : undefined;
    if (line.code && !byC) errors.push({ line: line.line, column: 'code', message: `no product has code ${line.code}` });
    if (line.barcode && !byB) errors.push({ line: line.line, column: 'barcode', message: `no product has barcode ${line.barcode}` });
    if (byC && byB && byC.id !== byB.id)
      errors.push({ line: line.line, message: `code ${line.code} and barcode ${line.barcode} name two different products` });
    const product = byC ?? byB;
    if (!product || (byC && byB && byC.id !== byB.id)) continue;
    const earlier = lineOf.get(product.id);
    if (earlier !== undefined) {
      errors.push({ line: line.line, message: `product ${product.code} is already on line ${earlier}` });
      continue;
    }
    lineOf.set(product.id, line.line);
    matched.push({ line, product });
  }
  return { matched, errors };
}

const catalogVersion = async (db: Database) =>
  (await firstRow<{ value: string }>(db, sql`select value from app_meta where key = 'catalog_version'`))?.value ?? null;

export async function applyPriceFile(db: Database, text: string, options: PriceUpdateOptions = {}): Promise<PriceUpdateOutcome> {
  const log = options.log ?? (() => {});
  const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      // the database's clock, as the catalogue's promotion filter reads it (decision 042)
      const now = new Date(Number((await firstRow<{ ms: string }>(t, sql`select extract(epoch from now()) * 1000 as ms`))!.ms));
      let started = performance.now();
      const { lines, errors } = readPriceFile(text, shopDate(now));
      if (errors.length) throw new Refused({ ok: false, errors });
      log(`${lines.length} lines checked in ${seconds(started)} s`);

      started = performance.now();
      const codes = JSON.stringify(lines.flatMap((l) => (l.code ? [l.code] : [])));
      const barcodes = JSON.stringify(lines.flatMap((l) => (l.barcode ? [l.barcode] : [])));
      // by the indexes on code and barcode (an OR of the two would read every product); locked until
      // the commit: a staff edit of one of these prices waits for the file, or the file for it
      const found = await rows<FoundProduct>(
        t,
        sql`select p.id, p.code, p.barcode, p.kind, p.infos, p.price_cents as "priceCents",
              p.list_price_cents as "listPriceCents", p.unit_price_cents as "unitPriceCents"
            from product p
            where p.id in (
              select c.id from product c where c.code in (select json_array_elements_text(${codes}::json))
              union
              select b.id from product b where b.barcode in (select json_array_elements_text(${barcodes}::json)))
            order by p.id
            for update`,
      );
      const { matched, errors: unmatched } = matchProducts(lines, found);
      if (unmatched.length) throw new Refused({ ok: false, errors: unmatched.sort((a, b) => a.line - b.line) });
      const ids = JSON.stringify(matched.map((m) => m.product.id));
      const promotions = (
        await rows<Omit<PromotionRow, 'validFrom' | 'validTo'> & { validFrom: string; validTo: string }>(
          t,
          sql`select pr.id, pr.product_id as "productId", pr.promo_type as "promoType", pr.discount_perc as "discountPerc",
                pr.css_class as "cssClass", pr.header, pr.body, pr.footer, pr.selectable, pr.selectable_text as "selectableText",
                extract(epoch from pr.valid_from) * 1000 as "validFrom", extract(epoch from pr.valid_to) * 1000 as "validTo"
              from promotion pr
              where pr.product_id in (select json_array_elements_text(${ids}::json)::int) and pr.valid_to > ${now.toISOString()}::timestamptz
              order by pr.id`,
        )
      ).map((p) => ({ ...p, validFrom: new Date(Number(p.validFrom)), validTo: new Date(Number(p.validTo)) }));
      log(`${matched.length} products and ${promotions.length} of their promotions found in ${seconds(started)} s`);

      const plan = planPriceUpdate(matched, promotions, now);
      started = performance.now();
      const lapsed = await rows<ProductPrices>(
        t,
        sql`select p.id, p.kind, p.infos, p.price_cents as "priceCents", p.list_price_cents as "listPriceCents",
              p.unit_price_cents as "unitPriceCents"
            from product p
            where p.list_price_cents is not null
              and p.id not in (select json_array_elements_text(${ids}::json)::int)
              and not exists (select 1 from promotion pr
                where pr.product_id = p.id and pr.valid_from <= ${now.toISOString()}::timestamptz and pr.valid_to > ${now.toISOString()}::timestamptz)
            order by p.id
            for update`,
      );
      const restored = restorePrices(lapsed);
      plan.prices.push(...restored);
      log(`${restored.length} products whose promotion ended found in ${seconds(started)} s`);
      const before = await catalogVersion(t);
      const report: PriceUpdateReport = {
        lines: lines.length,
        pricesChanged: plan.prices.length - restored.length,
        pricesRestored: restored.length,
        promotionsStarted: plan.start.length,
        promotionsEnded: plan.end.length,
        promotionsDropped: plan.drop.length,
        unchanged: plan.unchanged,
        written: false,
        catalogVersion: { before, after: before },
      };
      log(
        `plan: ${report.pricesChanged} prices, ${restored.length} back to their shelf price, ${plan.start.length} promotions starting, ` +
          `${plan.end.length} ending${plan.drop.length ? `, ${plan.drop.length} not started taken away` : ''}, ${plan.unchanged} lines unchanged`,
      );
      const nothing = !plan.prices.length && !plan.start.length && !plan.end.length && !plan.drop.length;
      if (options.dryRun || nothing) throw new Refused({ ok: true, ...report });

      await beginCatalogBulk(tx);
      started = performance.now();
      await tx.execute(
        sql`update product p set price_cents = r.price_cents, list_price_cents = r.list_price_cents,
              unit_price_cents = r.unit_price_cents, updated_at = ${now.toISOString()}::timestamptz
            from json_to_recordset(${JSON.stringify(
              plan.prices.map((c) => ({
                id: c.id,
                price_cents: c.priceCents,
                list_price_cents: c.listPriceCents,
                unit_price_cents: c.unitPriceCents,
              })),
            )}::json) r(id integer, price_cents integer, list_price_cents integer, unit_price_cents integer)
            where p.id = r.id`,
      );
      log(`${plan.prices.length} prices written in ${seconds(started)} s`);
      started = performance.now();
      if (plan.end.length)
        await tx.execute(
          sql`update promotion set valid_to = ${now.toISOString()}::timestamptz
              where id in (select json_array_elements_text(${JSON.stringify(plan.end)}::json)::int)`,
        );
      if (plan.drop.length)
        await tx.execute(sql`delete from promotion where id in (select json_array_elements_text(${JSON.stringify(plan.drop)}::json)::int)`);
      await insertRows(tx, promotion, plan.start);
      log(`promotions written in ${seconds(started)} s`);
      const bulk = await finishCatalogBulk(tx, log);
      // PGlite has no autovacuum: the promotions listing's plans need the new distribution now
      started = performance.now();
      await tx.execute(sql`analyze promotion, listing_product`);
      log(`statistics in ${seconds(started)} s`);
      return { ok: true as const, ...report, written: true, bulk, catalogVersion: { before, after: await catalogVersion(t) } };
    });
  } catch (e) {
    if (e instanceof Refused) return e.outcome;
    throw e;
  }
}

export { formatPriceFileError };
