// listing_product (migration 0010, decision 018) beside what it copies: the product rows, their
// classes and their promotion windows (migration 0033, decision 068), computed here from the source
// tables themselves, not by the functions that keep the copy.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../backend/db/client';
import { rows } from '../../../backend/db/query';

/** listing_product's rows, and the same rows as the product, class and promotion rows say they should be */
export async function copyAndSource(db: Database) {
  const copy = await rows<Record<string, unknown>>(
    db,
    sql`select id, category_id, vendor_id, is_new, popularity, price_cents, name, class_ids, search_doc::text as doc,
        promo_windows::text as windows
      from listing_product order by id`,
  );
  const source = await rows<Record<string, unknown>>(
    db,
    sql`select p.id, p.category_id, p.vendor_id, p.is_new, p.popularity, p.price_cents, p.name,
        coalesce((select array_agg(x.product_class_id order by x.product_class_id) from product_product_class x
          where x.product_id = p.id), '{}') as class_ids, p.search_doc::text as doc,
        (select range_agg(tstzrange(pr.valid_from, pr.valid_to))::text from promotion pr
          where pr.product_id = p.id and pr.valid_from < pr.valid_to) as windows
      from product p order by p.id`,
  );
  return { copy, source };
}
