// The promotions listing as it was asked before listing_product carried the promotion windows
// (migration 0033, decision 068): an EXISTS probe of promotion per product. Tests hold the listing,
// and listing_product's windows, to it.
import { sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '../../../backend/catalog/listing';
import type { Database } from '../../../backend/db/client';
import { firstRow, rows } from '../../../backend/db/query';

const probe = (at: SQL) =>
  sql`exists (select 1 from promotion pr where pr.product_id = p.id and pr.valid_from <= ${at} and pr.valid_to > ${at})`;

const ORDER: Record<ProductSort, SQL> = {
  name_asc: sql`lower(p.name) asc, p.id asc`,
  name_des: sql`lower(p.name) desc, p.id desc`,
  pri_asc: sql`p.price_cents asc, p.id asc`,
  pri_des: sql`p.price_cents desc, p.id desc`,
  '': sql`p.popularity desc, lower(p.name) asc, p.id asc`,
};

/**
 * One promotions page (and the total) from the product rows and the promotion rows, at the database's
 * now(), in one statement: the old query's answer.
 */
export async function probedPromotionsPage(
  db: Database,
  f: { categoryIds?: number[]; vendorIds?: number[] },
  sort: ProductSort,
  page: number,
  pageSize: number,
): Promise<{ ids: number[]; total: number }> {
  const conditions = [probe(sql`now()`)];
  if (f.categoryIds) conditions.push(sql`p.category_id in ${f.categoryIds}`);
  if (f.vendorIds?.length) conditions.push(sql`p.vendor_id in ${f.vendorIds}`);
  const found = await rows<{ id: number | null; total: number }>(
    db,
    sql`with matched as (select p.* from product p where ${sql.join(conditions, sql` and `)})
      select page.id, (select count(*)::int from matched) as total
      from (select 1) one
      left join (select p.id, row_number() over (order by ${ORDER[sort]}) as n from matched p
        order by ${ORDER[sort]} limit ${pageSize} offset ${(page - 1) * pageSize}) page on true
      order by page.n`,
  );
  return { ids: found.filter((r) => r.id !== null).map((r) => Number(r.id)), total: Number(found[0]?.total ?? 0) };
}

/**
 * Products whose windows in listing_product say otherwise than their promotion rows, at every
 * instant that matters (each promotion's bounds, a microsecond either side, and now()): [] when in step.
 */
export async function windowDisagreements(db: Database): Promise<Array<{ id: number; at: string }>> {
  return rows(
    db,
    sql`with instants as (
        select distinct t from promotion pr,
          lateral unnest(array[pr.valid_from, pr.valid_to, pr.valid_from - interval '1 microsecond',
            pr.valid_from + interval '1 microsecond', pr.valid_to - interval '1 microsecond',
            pr.valid_to + interval '1 microsecond']) t
        union select now()
      ),
      candidates as (
        select l.id, l.promo_windows from listing_product l
        where l.promo_windows is not null or exists (select 1 from promotion pr where pr.product_id = l.id)
      )
      select p.id, i.t::text as at from candidates p cross join instants i
      where coalesce(p.promo_windows @> i.t, false) <> ${probe(sql`i.t`)}
      order by 1, 2`,
  );
}

/** how many products are on promotion now, by the promotion rows */
export async function promotedNow(db: Database): Promise<number> {
  return Number((await firstRow<{ n: number }>(db, sql`select count(*)::int as n from product p where ${probe(sql`now()`)}`))?.n ?? 0);
}
