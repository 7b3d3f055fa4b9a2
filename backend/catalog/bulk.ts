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
  /** indexes dropped for a first load and built again */
  indexes: number;
  wordsRebuilt: boolean;
  catalogBumped: boolean;
  facetsBumped: boolean;
};

/**
 * Must be called inside a transaction: the switch is transaction-local, and the transaction cannot
 * commit without finishCatalogBulk. On an empty catalogue it also drops the secondary indexes of
 * product and listing_product (the finish builds them again).
 */
export async function beginCatalogBulk(tx: BulkTx): Promise<void> {
  await tx.execute(sql`select public.catalog_bulk_begin()`);
}

/**
 * Pays the upkeep owed since beginCatalogBulk, one phase at a time so each can be timed (log gets
 * one line per phase), and bumps catalog_version and listing_facet_version at most once each.
 */
export async function finishCatalogBulk(tx: BulkTx, log: (msg: string) => void = () => {}): Promise<BulkSummary> {
  const db = tx as Database;
  const timed = async <T>(step: () => Promise<T>, say: (value: T, seconds: string) => string | undefined): Promise<T> => {
    const started = performance.now();
    const value = await step();
    const line = say(value, ((performance.now() - started) / 1000).toFixed(1));
    if (line) log(line);
    return value;
  };
  const products = await timed(
    async () => Number((await firstRow<{ n: number }>(db, sql`select public.catalog_bulk_listing() as n`))?.n ?? 0),
    (n, s) => `listing_product: ${n} products checked in ${s} s`,
  );
  const indexes = await timed(
    async () => Number((await firstRow<{ n: number }>(db, sql`select public.catalog_bulk_indexes() as n`))?.n ?? 0),
    (n, s) => (n ? `${n} indexes built in ${s} s` : undefined),
  );
  const wordsRebuilt = await timed(
    async () => Boolean((await firstRow<{ rebuilt: boolean }>(db, sql`select public.catalog_bulk_words() as rebuilt`))?.rebuilt),
    (rebuilt, s) => (rebuilt ? `search words rebuilt in ${s} s` : undefined),
  );
  const done = await firstRow<{ catalog_bumped: boolean; facets_bumped: boolean }>(db, sql`select * from public.catalog_bulk_finish()`);
  return {
    products,
    indexes,
    wordsRebuilt,
    catalogBumped: Boolean(done?.catalog_bumped),
    facetsBumped: Boolean(done?.facets_bumped),
  };
}

/**
 * The rows as one JSON array for json_to_recordset: one parameter per statement instead of one per
 * value (a 2,000-product statement would otherwise bind 56,000). The columns are those the rows
 * carry (plus `also`, read but not inserted). jsonb columns are read as their JSON text and cast:
 * json_to_recordset's own conversion to jsonb took two to three times as long.
 */
function recordset(table: PgTable, values: object[], also: string[] = []) {
  const columns = getTableColumns(table);
  const keys = new Set<string>();
  for (const row of values) for (const key of Object.keys(row)) keys.add(key);
  const named = [...keys].map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`no column for ${key}`);
    return [key, column] as const;
  });
  const json = JSON.stringify(
    values.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of named) out[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return out;
    }),
  );
  const read = [...named.map(([, column]) => column), ...also.filter((key) => !keys.has(key)).map((key) => columns[key])];
  const id = (name: string) => JSON.stringify(name);
  const typeOf = (sqlType: string) => (sqlType === 'jsonb' ? 'text' : sqlType === 'serial' ? 'integer' : sqlType);
  return {
    json,
    insert: sql.raw(named.map(([, column]) => id(column.name)).join(', ')),
    select: sql.raw(named.map(([, column]) => `r.${id(column.name)}${column.getSQLType() === 'jsonb' ? '::jsonb' : ''}`).join(', ')),
    definition: sql.raw(read.map((column) => `${id(column.name)} ${typeOf(column.getSQLType())}`).join(', ')),
  };
}

/**
 * Inserts rows of any table in one statement, in their order (ids of a serial column follow it):
 * the rows are read from the JSON array in order and nothing in the statement reorders them.
 */
export async function insertRows(tx: BulkTx, table: PgTable, values: object[]): Promise<void> {
  if (!values.length) return;
  const r = recordset(table, values);
  await tx.execute(sql`insert into ${table} (${r.insert}) select ${r.select} from json_to_recordset(${r.json}::json) r(${r.definition})`);
}

export type NewProduct = Omit<typeof product.$inferInsert, 'id' | 'searchDoc' | 'searchText'>;

/**
 * Inserts products in one statement, in their order, with their search columns computed in the
 * statement by the functions the row trigger uses (migration 0032): during a bulk write the trigger
 * then leaves them as they are. Answers each new product's id and code.
 */
export async function insertProducts(tx: BulkTx, values: NewProduct[]): Promise<Array<{ id: number; code: string }>> {
  if (!values.length) return [];
  const r = recordset(product, values, ['name', 'vendorId', 'categoryId', 'shortDescr', 'packDescr']);
  // Scalar subqueries rather than joins for the names: a join could hand the rows over in another
  // order, and the ids would then follow it.
  return rows<{ id: number; code: string }>(
    tx as Database,
    sql`insert into product (${r.insert}, search_doc, search_text)
        select ${r.select},
          public.product_search_doc(r.name, (select v.name from vendor v where v.id = r.vendor_id), r.short_descr, r.pack_descr,
            (select c.name from category c where c.id = r.category_id)),
          public.product_search_text(r.name, (select v.name from vendor v where v.id = r.vendor_id))
        from json_to_recordset(${r.json}::json) r(${r.definition})
        returning id, code`,
  );
}
