// A page of /products and its facets. Facets are disjunctive, as shoppers expect: the brand counts
// apply every filter except the brand filter (so other brands stay offered with their counts), and
// the same for product classes. Several values of one facet mean "any of them".
//
// Every query here reads listing_product (migration 0010, decision 018): a narrow copy of the product
// columns listings filter, sort and count on, with each product's class ids, kept in step by database
// triggers. The wide product rows are read only for a page's own products (products.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { namedRows, rows } from '../db/query';
import type { SearchPlan } from './search';

export type ProductSort = '' | 'name_asc' | 'name_des' | 'pri_asc' | 'pri_des';

export type ListingFilters = {
  /** undefined: every category; an empty array: nothing matches (unknown category) */
  categoryIds?: number[];
  search?: SearchPlan;
  barcode?: string;
  promo?: boolean;
  isNew?: boolean;
  vendorIds: number[];
  classIds: number[];
};

export type FacetValue = { id: string; name: string; filteredCount: number };
export type Facet = { name: string; parameterName: string; values: FacetValue[] };

export type Listing = { ids: number[]; total: number; facets: Facet[] };

const BRAND_FACET_LIMIT = 30;
const NOTHING = sql`false`;

/**
 * On promotion now: a promotion of the product has valid_from <= now() < valid_to. listing_product
 * carries the union of those windows (migration 0033, decision 068), so the row answers without a
 * probe of promotion, at every instant of the database's clock, and the test implies the partial
 * indexes' "promo_windows is not null": a promotions page walks only the products with windows.
 */
export const activePromotion = sql`p.promo_windows @> now()`;

/** an int[] literal of ids the validation already holds to whole numbers */
function intArray(ids: number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;
}

// the barcode stays on the product row, behind its unique index
const withBarcode = (barcode: string) => sql`p.id in (select b.id from product b where b.barcode = ${barcode})`;

function baseConditions(f: ListingFilters): SQL[] {
  const out: SQL[] = [];
  if (f.categoryIds) out.push(f.categoryIds.length ? sql`p.category_id in ${f.categoryIds}` : NOTHING);
  if (f.search?.kind === 'barcode') out.push(withBarcode(f.search.barcode));
  if (f.search?.kind === 'text') {
    out.push(f.search.tsquery ? sql`p.search_doc @@ to_tsquery('italian', ${f.search.tsquery})` : NOTHING);
  }
  if (f.barcode) out.push(withBarcode(f.barcode));
  if (f.promo) out.push(activePromotion);
  if (f.isNew) out.push(sql`p.is_new`);
  return out;
}

function vendorCondition(f: ListingFilters): SQL[] {
  return f.vendorIds.length ? [sql`p.vendor_id in ${f.vendorIds}`] : [];
}

function classCondition(f: ListingFilters): SQL[] {
  return f.classIds.length ? [sql`p.class_ids && ${intArray(f.classIds)}`] : [];
}

function where(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

type OrderKey = { value: SQL; desc: boolean };

/** the listing's order as a list of keys, the last one the id (a total order, so pages never overlap) */
function orderKeys(sort: ProductSort, search?: SearchPlan): OrderKey[] {
  const asc = (value: SQL) => ({ value, desc: false });
  const desc = (value: SQL) => ({ value, desc: true });
  switch (sort) {
    case 'name_asc':
      return [asc(sql`lower(p.name)`), asc(sql`p.id`)];
    case 'name_des':
      return [desc(sql`lower(p.name)`), desc(sql`p.id`)];
    case 'pri_asc':
      return [asc(sql`p.price_cents`), asc(sql`p.id`)];
    case 'pri_des':
      return [desc(sql`p.price_cents`), desc(sql`p.id`)];
    default:
      // Relevance blends text rank with popularity (log-damped so best sellers cannot bury a
      // better text match); without a query, best sellers first.
      if (search?.kind === 'text' && search.tsquery) {
        return [
          desc(sql`ts_rank(p.search_doc, to_tsquery('italian', ${search.tsquery})) + ln(1 + greatest(p.popularity, 0)) / 100`),
          desc(sql`p.popularity`),
          asc(sql`p.id`),
        ];
      }
      return [desc(sql`p.popularity`), asc(sql`lower(p.name)`), asc(sql`p.id`)];
  }
}

/** the keys computed once per row, as columns k0, k1... */
function keyColumns(keys: OrderKey[]): SQL {
  return sql.join(
    keys.map((k, i) => sql`${k.value} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
}

/** ORDER BY the keys themselves, or (with an alias) the columns keyColumns computed */
function orderBy(keys: OrderKey[], alias?: string): SQL {
  return sql.join(
    keys.map((k, i) => sql`${alias ? sql.raw(`${alias}.k${i}`) : k.value} ${sql.raw(k.desc ? 'desc' : 'asc')}`),
    sql`, `,
  );
}

/**
 * Rows of kind 'page' for one page of `source` (rows with id and the key columns), ranked in the
 * listing's order: the ranks are given after the LIMIT, so only the page is sorted in full.
 */
function pageRows(source: SQL, keys: OrderKey[], limit: number, offset: number): SQL {
  return sql`select 'page' as kind, row_number() over (order by ${orderBy(keys, 'page')}) as rank, page.id,
      null::text as name, 0 as "filteredCount"
    from (${source} order by ${orderBy(keys, 'm')} limit ${limit} offset ${offset}) page`;
}

/**
 * One page of products with its total and facets. Not kept here: the listing answer is kept whole
 * per catalogue version (routes/products.ts, decision 033).
 */
export async function listProducts(
  db: Database,
  filters: ListingFilters,
  sort: ProductSort,
  page: number,
  pageSize: number,
): Promise<Listing> {
  // One statement per listing: the page comes with its total and facets.
  const withPage = { keys: orderKeys(sort, filters.search), limit: pageSize, offset: (page - 1) * pageSize };
  // a materialized listing's statement has one text per shape (the number of categories, the order):
  // named, it is planned once per connection, not on every page (namedRows)
  const found = materializedListing(filters)
    ? await namedRows<SummaryRow>(db, 'listing', materializedSummary(filters, withPage))
    : await rows<SummaryRow>(db, scannedSummary(filters, withPage));
  const ids = found
    .filter((r) => r.kind === 'page')
    .sort((a, b) => Number(a.rank) - Number(b.rank))
    .map((r) => Number(r.id));
  return { ids, ...summaryOf(found) };
}

/** the ids of one page on their own (tests hold the one-statement pages to it) */
export async function listingPage(
  db: Database,
  filters: ListingFilters,
  sort: ProductSort,
  page: number,
  pageSize: number,
): Promise<number[]> {
  const all = [...baseConditions(filters), ...vendorCondition(filters), ...classCondition(filters)];
  const found = await rows<{ id: number }>(
    db,
    sql`select p.id from listing_product p ${where(all)}
      order by ${orderBy(orderKeys(sort, filters.search))} limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return found.map((r) => Number(r.id));
}

/**
 * The total and facets of a listing: from the materialized counts when the filters allow, else from
 * one pass over the matching products. `source` is for tests, which hold the two to the same answers.
 */
export async function listingSummary(
  db: Database,
  filters: ListingFilters,
  source: 'materialized' | 'scanned' = materializedListing(filters) ? 'materialized' : 'scanned',
): Promise<Omit<Listing, 'ids'>> {
  return summaryOf(await rows<SummaryRow>(db, source === 'materialized' ? materializedSummary(filters) : scannedSummary(filters)));
}

function summaryOf(summaryRows: SummaryRow[]): Omit<Listing, 'ids'> {
  const facetValues = (kind: 'vendor' | 'class') =>
    summaryRows
      .filter((r) => r.kind === kind)
      .sort((a, b) => Number(a.rank) - Number(b.rank))
      .map((r) => ({ id: String(r.id), name: r.name ?? '', filteredCount: Number(r.filteredCount) }));
  return {
    total: Number(summaryRows.find((r) => r.kind === 'total')?.filteredCount ?? 0),
    facets: [
      { name: 'Marca', parameterName: 'vendor', values: facetValues('vendor') },
      { name: 'Caratteristiche', parameterName: 'product_class', values: facetValues('class') },
    ],
  };
}

type SummaryRow = {
  kind: 'page' | 'total' | 'vendor' | 'class';
  rank: number;
  id: number | null;
  name: string | null;
  filteredCount: number;
};

/**
 * Listings filtered only by category, promotion and novelty (category pages, the promotions and
 * novelties pages) have their counts in the listing_facet table (migration 0009), which the database
 * keeps in step with the catalogue and the promotions' clock.
 */
export function materializedListing(f: ListingFilters): boolean {
  return (
    (f.categoryIds === undefined || f.categoryIds.length > 0) &&
    f.search === undefined &&
    f.barcode === undefined &&
    !f.vendorIds.length &&
    !f.classIds.length
  );
}

type PageSpec = { keys: OrderKey[]; limit: number; offset: number };

/**
 * The products of a materialized listing with their key columns, for one page. A category's listing
 * is one branch per category (the category and each one below it), each read in the page's order
 * from its category's index and cut at the page's end, so the database merges the branches (Merge
 * Append) and reads at most offset + limit index entries (migration 0034, decision 073). One
 * `category_id IN (...)` instead sorted every product of the categories, or walked the whole
 * catalogue's order testing each row's category. Without categories (promotions, novelties, the
 * whole catalogue), the order's own index.
 */
function orderedSource(f: ListingFilters, page: PageSpec): SQL {
  const columns = sql`p.id, ${keyColumns(page.keys)}`;
  if (!f.categoryIds?.length) return sql`select ${columns} from listing_product p ${where(baseConditions(f))}`;
  const others = baseConditions({ ...f, categoryIds: undefined });
  const end = page.offset + page.limit;
  return sql.join(
    [...new Set(f.categoryIds)].map(
      (id) =>
        sql`(select ${columns} from listing_product p ${where([sql`p.category_id = ${id}::int`, ...others])}
          order by ${orderBy(page.keys)} limit ${end})`,
    ),
    sql` union all `,
  );
}

/** with `page`, the ids of that page too, walking the order's index (no search ranks every match) */
function materializedSummary(f: ListingFilters, page?: PageSpec): SQL {
  const categories = f.categoryIds ? intArray(f.categoryIds) : sql`null::int[]`;
  const pagePart = page
    ? sql`select * from (${pageRows(sql`select m.* from (${orderedSource(f, page)}) m`, page.keys, page.limit, page.offset)}) page_rows
      union all`
    : sql``;
  // the same rows, ranks and ties as scannedSummary's
  return sql`with f as materialized (
      select f.kind, f.value_id, f.products::int as products
      from public.listing_facets(${categories}, ${f.promo === true}, ${f.isNew === true}) f
    )
    ${pagePart}
    select 'total' as kind, 0::bigint as rank, null::int as id, null::text as name,
      coalesce((select sum(products)::int from f where f.kind = 'total'), 0) as "filteredCount"
    union all
    select * from (
      select 'vendor', row_number() over (order by f.products desc, v.name asc), v.id, v.name, f.products
      from f join vendor v on v.id = f.value_id
      where f.kind = 'vendor' and f.products > 0
    ) vendors where vendors.row_number <= ${BRAND_FACET_LIMIT}
    union all
    select 'class', row_number() over (order by f.products desc, pc.name asc), pc.id, pc.name, f.products
      from f join product_class pc on pc.id = f.value_id
      where f.kind = 'class' and f.products > 0`;
}

/**
 * One pass over the products matching the filters other than brand and class: each row carries
 * whether it passes the brand filter and the class filter, and each count keeps the rows it needs.
 * With `page`, the ids of that page too (a search ranks every match anyway, whatever the page).
 */
function scannedSummary(filters: ListingFilters, page?: PageSpec): SQL {
  const base = baseConditions(filters);
  const byClass = classCondition(filters);
  // Chosen brands stay listed even when outside the top ones, so they can be unticked.
  const chosenFirst = filters.vendorIds.length ? sql`(v.id in ${filters.vendorIds}) desc,` : sql``;
  const inVendor = filters.vendorIds.length ? sql`coalesce(p.vendor_id in ${filters.vendorIds}, false)` : sql`true`;
  const inClass = byClass.length ? byClass[0] : sql`true`;
  const keys = page ? sql`, ${keyColumns(page.keys)}` : sql``;
  const pagePart = page
    ? sql`select * from (${pageRows(sql`select m.* from matched m where m.in_vendor and m.in_class`, page.keys, page.limit, page.offset)}) page_rows
      union all`
    : sql``;
  // The class facet unnests the class ids in the select list (a set-returning function there costs
  // far less per row than a lateral function scan).
  return sql`with matched as materialized (
            select p.id, p.vendor_id, p.class_ids, ${inVendor} as in_vendor, ${inClass} as in_class ${keys}
            from listing_product p ${where(base)}
          )
          ${pagePart}
          select 'total' as kind, 0::bigint as rank, null::int as id, null::text as name, count(*)::int as "filteredCount"
            from matched where in_vendor and in_class
          union all
          select * from (
            select 'vendor', row_number() over (order by ${chosenFirst} count(*) desc, v.name asc), v.id, v.name, count(*)::int
            from matched m join vendor v on v.id = m.vendor_id
            where m.in_class
            group by v.id, v.name
          ) vendors where vendors.row_number <= ${BRAND_FACET_LIMIT}
          union all
          select 'class', row_number() over (order by count(*) desc, pc.name asc), pc.id, pc.name, count(*)::int
            from (select unnest(m.class_ids) as class_id from matched m where m.in_vendor) c
            join product_class pc on pc.id = c.class_id
            group by pc.id, pc.name`;
}
