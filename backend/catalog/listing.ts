// A page of /products and its facets. Facets are disjunctive, as shoppers expect: the brand counts
// apply every filter except the brand filter (so other brands stay offered with their counts), and
// the same for product classes. Several values of one facet mean "any of them".
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rows } from '../db/query';
import { fromCatalog } from './cache';
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

export const activePromotion = sql`exists (select 1 from promotion pr
  where pr.product_id = p.id and pr.valid_from <= now() and pr.valid_to > now())`;

function baseConditions(f: ListingFilters): SQL[] {
  const out: SQL[] = [];
  if (f.categoryIds) out.push(f.categoryIds.length ? sql`p.category_id in ${f.categoryIds}` : NOTHING);
  if (f.search?.kind === 'barcode') out.push(sql`p.barcode = ${f.search.barcode}`);
  if (f.search?.kind === 'text') {
    out.push(f.search.tsquery ? sql`p.search_doc @@ to_tsquery('italian', ${f.search.tsquery})` : NOTHING);
  }
  if (f.barcode) out.push(sql`p.barcode = ${f.barcode}`);
  if (f.promo) out.push(activePromotion);
  if (f.isNew) out.push(sql`p.is_new`);
  return out;
}

function vendorCondition(f: ListingFilters): SQL[] {
  return f.vendorIds.length ? [sql`p.vendor_id in ${f.vendorIds}`] : [];
}

function classCondition(f: ListingFilters): SQL[] {
  return f.classIds.length
    ? [sql`exists (select 1 from product_product_class x where x.product_id = p.id and x.product_class_id in ${f.classIds})`]
    : [];
}

function where(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

function orderBy(sort: ProductSort, search?: SearchPlan): SQL {
  switch (sort) {
    case 'name_asc':
      return sql`lower(p.name) asc, p.id asc`;
    case 'name_des':
      return sql`lower(p.name) desc, p.id desc`;
    case 'pri_asc':
      return sql`p.price_cents asc, p.id asc`;
    case 'pri_des':
      return sql`p.price_cents desc, p.id desc`;
    default:
      // Relevance blends text rank with popularity (log-damped so best sellers cannot bury a
      // better text match); without a query, best sellers first.
      if (search?.kind === 'text' && search.tsquery) {
        return sql`ts_rank(p.search_doc, to_tsquery('italian', ${search.tsquery}))
          + ln(1 + greatest(p.popularity, 0)) / 100 desc, p.popularity desc, p.id asc`;
      }
      return sql`p.popularity desc, lower(p.name) asc, p.id asc`;
  }
}

/** one page of products with its total and facets, kept per catalogue version (cache.ts) */
export function listProducts(db: Database, filters: ListingFilters, sort: ProductSort, page: number, pageSize: number): Promise<Listing> {
  const key = `listing:${JSON.stringify([filters, sort, page, pageSize])}`;
  return fromCatalog(db, key, () => queryListing(db, filters, sort, page, pageSize));
}

async function queryListing(db: Database, filters: ListingFilters, sort: ProductSort, page: number, pageSize: number): Promise<Listing> {
  const offset = (page - 1) * pageSize;
  if (filters.search || filters.barcode) {
    // No index gives a search's order: every match is ranked whatever the page, so the page comes
    // from the same pass over the matches as the total and facets (one read of the matching rows).
    const found = await rows<SummaryRow>(db, scannedSummary(filters, { sort, limit: pageSize, offset }));
    const ids = found
      .filter((r) => r.kind === 'page')
      .sort((a, b) => Number(a.rank) - Number(b.rank))
      .map((r) => Number(r.id));
    return { ids, ...summaryOf(found) };
  }
  const [ids, summary] = await Promise.all([listingPage(db, filters, sort, page, pageSize), listingSummary(db, filters)]);
  return { ids, ...summary };
}

/** the ids of one page on their own: the page walks the order's index and stops after one page */
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
    sql`select p.id from product p ${where(all)} order by ${orderBy(sort, filters.search)} limit ${pageSize} offset ${(page - 1) * pageSize}`,
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

function materializedSummary(f: ListingFilters): SQL {
  const categories = f.categoryIds
    ? sql`array[${sql.join(
        f.categoryIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}]`
    : sql`null::int[]`;
  // the same rows, ranks and ties as scannedSummary's
  return sql`with f as materialized (
      select f.kind, f.value_id, f.products::int as products
      from public.listing_facets(${categories}, ${f.promo === true}, ${f.isNew === true}) f
    )
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

/** with `page`, the ids of that page too: rows of kind 'page' ranked in the listing's order */
function scannedSummary(filters: ListingFilters, page?: { sort: ProductSort; limit: number; offset: number }): SQL {
  const base = baseConditions(filters);
  const byClass = classCondition(filters);
  // Chosen brands stay listed even when outside the top ones, so they can be unticked.
  const chosenFirst = filters.vendorIds.length ? sql`(v.id in ${filters.vendorIds}) desc,` : sql``;
  // The total and both facets come from one pass over the products matching the filters other than
  // brand and class: each row carries whether it passes the brand filter and the class filter, and
  // each count keeps the rows it needs.
  const inVendor = filters.vendorIds.length ? sql`coalesce(p.vendor_id in ${filters.vendorIds}, false)` : sql`true`;
  const inClass = byClass.length ? byClass[0] : sql`true`;
  const ord = page ? sql`row_number() over (order by ${orderBy(page.sort, filters.search)})` : sql`0::bigint`;
  const pageRows = page
    ? sql`select * from (
            select 'page' as kind, m.ord as rank, m.id, null::text as name, 0 as "filteredCount"
            from matched m where m.in_vendor and m.in_class
            order by m.ord limit ${page.limit} offset ${page.offset}
          ) page_rows
          union all`
    : sql``;
  return sql`with matched as materialized (
            select p.id, p.vendor_id, ${inVendor} as in_vendor, ${inClass} as in_class, ${ord} as ord
            from product p ${where(base)}
          )
          ${pageRows}
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
            from matched m
            join product_product_class ppc on ppc.product_id = m.id
            join product_class pc on pc.id = ppc.product_class_id
            where m.in_vendor
            group by pc.id, pc.name`;
}
