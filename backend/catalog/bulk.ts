// Bulk catalogue writes (migration 0032, decision 064): a catalogue load or a daily price file writes
// its rows with the upkeep triggers only taking notes, then pays listing_product, the search words
// and the catalogue's versions once, set-based. Ordinary writes (staff, tests) keep the triggers'
// per-statement path; only a transaction that called beginCatalogBulk() takes this one.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { firstRow, rows } from '../db/query';
import { product } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** a transaction, or the Database a caller already runs inside one (the seed's) */
export type BulkTx = Tx | Database;

export type BulkSummary = {
  /** products whose listing_product row was checked and written where it differed */
  products: number;
  wordsRebuilt: boolean;
  catalogBumped: boolean;
  facetsBumped: boolean;
};

/** must be called inside a transaction: the switch is transaction-local */
export async function beginCatalogBulk(tx: BulkTx): Promise<void> {
  await tx.execute(sql`select public.catalog_bulk_begin()`);
}

/**
 * Pays the upkeep owed since beginCatalogBulk, one phase at a time so each can be timed (log gets
 * one line per phase), and bumps catalog_version and listing_facet_version at most once each.
 */
export async function finishCatalogBulk(tx: BulkTx, log: (msg: string) => void = () => {}): Promise<BulkSummary> {
  const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
  let started = performance.now();
  const listing = await firstRow<{ n: number }>(tx as Database, sql`select public.catalog_bulk_listing() as n`);
  const products = Number(listing?.n ?? 0);
  log(`listing_product: ${products} products in ${seconds(started)} s`);
  started = performance.now();
  const words = await firstRow<{ rebuilt: boolean }>(tx as Database, sql`select public.catalog_bulk_words() as rebuilt`);
  if (words?.rebuilt) log(`search words rebuilt in ${seconds(started)} s`);
  const done = await firstRow<{ products: number; words_rebuilt: boolean; catalog_bumped: boolean; facets_bumped: boolean }>(
    tx as Database,
    sql`select * from public.catalog_bulk_finish()`,
  );
  return {
    products: products + Number(done?.products ?? 0),
    wordsRebuilt: Boolean(words?.rebuilt || done?.words_rebuilt),
    catalogBumped: Boolean(done?.catalog_bumped),
    facetsBumped: Boolean(done?.facets_bumped),
  };
}

/**
 * The rows as one JSON array keyed by column name, for json_populate_recordset: one parameter per
 * statement instead of one per value (a 2,000-product statement would otherwise bind 56,000), and
 * the columns named are those the rows carry.
 */
function asColumns(table: PgTable, values: object[]): { json: string; columns: string[] } {
  const byKey = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
  const keys = new Set<string>();
  for (const row of values) for (const key of Object.keys(row)) keys.add(key);
  const named = [...keys].map((key) => {
    const column = byKey.get(key);
    if (!column) throw new Error(`no column for ${key}`);
    return [key, column] as const;
  });
  const json = JSON.stringify(
    values.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of named) out[column] = (row as Record<string, unknown>)[key] ?? null;
      return out;
    }),
  );
  return { json, columns: named.map(([, column]) => column) };
}

const columnList = (columns: string[], prefix?: string) =>
  sql.raw(columns.map((c) => (prefix ? `${prefix}.${JSON.stringify(c)}` : JSON.stringify(c))).join(', '));

/**
 * Inserts rows of any table in one statement, in their order (ids of a serial column follow it):
 * the rows are read from the JSON array in order and nothing in the statement reorders them.
 */
export async function insertRows(tx: BulkTx, table: PgTable, values: object[]): Promise<void> {
  if (!values.length) return;
  const { json, columns } = asColumns(table, values);
  await tx.execute(
    sql`insert into ${table} (${columnList(columns)})
        select ${columnList(columns, 'r')} from json_populate_recordset(null::${table}, ${json}::json) r`,
  );
}

export type NewProduct = Omit<typeof product.$inferInsert, 'id' | 'searchDoc' | 'searchText'>;

/**
 * Inserts products in one statement, in their order, with their search columns computed in the
 * statement by the functions the row trigger uses (migration 0032): during a bulk write the trigger
 * then leaves them as they are. Answers each new product's id and code.
 */
export async function insertProducts(tx: BulkTx, values: NewProduct[]): Promise<Array<{ id: number; code: string }>> {
  if (!values.length) return [];
  const { json, columns } = asColumns(product, values);
  // Scalar subqueries rather than joins for the names: a join could hand the rows over in another
  // order, and the ids would then follow it.
  return rows<{ id: number; code: string }>(
    tx as Database,
    sql`insert into product (${columnList(columns)}, search_doc, search_text)
        select ${columnList(columns, 'r')},
          public.product_search_doc(r.name, (select v.name from vendor v where v.id = r.vendor_id), r.short_descr, r.pack_descr,
            (select c.name from category c where c.id = r.category_id)),
          public.product_search_text(r.name, (select v.name from vendor v where v.id = r.vendor_id))
        from json_populate_recordset(null::product, ${json}::json) r
        returning id, code`,
  );
}
