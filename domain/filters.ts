// Catalogue filters (spec §4 "Filters", §9 page size 24): one shape for the storefront URL, the
// filter form and the backend query, so a filtered list is a plain GET link that works without JS.

export const PAGE_SIZE = 24;
export const PAGE_SIZES = [24, 48, 96] as const;
export const SORTS = ['', 'name_asc', 'name_des', 'pri_asc', 'pri_des'] as const;
export type Sort = (typeof SORTS)[number];

/** No catalogue has this many pages; a larger number is a hand-edited or hostile URL. */
export const MAX_PAGE = 1000;
/** Bounds the work a crafted URL can ask of the backend (brand=1&brand=2&... thousands of times). */
export const MAX_FACET_VALUES = 50;

export type CatalogFilters = {
  brands: string[];
  classes: string[];
  promo: boolean;
  onlyNew: boolean;
  sort: Sort;
  page: number;
  pageSize: number;
};

export const DEFAULT_FILTERS: Readonly<CatalogFilters> = Object.freeze({
  brands: Object.freeze([]) as unknown as string[],
  classes: Object.freeze([]) as unknown as string[],
  promo: false,
  onlyNew: false,
  sort: '' as Sort,
  page: 1,
  pageSize: PAGE_SIZE,
});

function defaults(): CatalogFilters {
  return { ...DEFAULT_FILTERS, brands: [], classes: [] };
}

/** Ids are PostgreSQL `integer` serials; the backend rejects the whole query for a larger one. */
export const MAX_ID = 2_147_483_647;

// Leading zeros are dropped so "007" and "7" make one canonical URL; 0 is never a serial.
function normalizeId(raw: string): string | null {
  const value = raw.trim();
  if (!/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? String(id) : null;
}

function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

// Sorted so that the same selection is the same URL (and the same cache key) whatever the order
// the shopper ticked the boxes in.
function normalizeIds(values: Iterable<string>): string[] {
  const ids = new Set<string>();
  for (const value of values) {
    // A comma-joined value (brand=1,2) is what the backend wire uses; accept it here too.
    for (const part of String(value).split(',')) {
      const id = normalizeId(part);
      if (id !== null) ids.add(id);
      if (ids.size >= MAX_FACET_VALUES) return [...ids].sort(compareIds);
    }
  }
  return [...ids].sort(compareIds);
}

// An unchecked HTML checkbox sends nothing and a checked one without a value sends "on", so a
// no-JS filter form and our own links ("1") must both read as true.
function isOn(value: string | null): boolean {
  return value !== null && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());
}

function parsePage(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,7}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function parsePageSize(value: unknown): number {
  const size = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN;
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE;
}

function parseSort(value: unknown): Sort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value) ? (value as Sort) : '';
}

export function parseFilters(params: URLSearchParams): CatalogFilters {
  return {
    brands: normalizeIds(params.getAll('brand')),
    classes: normalizeIds(params.getAll('class')),
    promo: isOn(params.get('promo')),
    onlyNew: isOn(params.get('new')),
    sort: parseSort(params.get('sort')),
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('size')),
  };
}

export function filtersToSearchParams(f: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of normalizeIds(f.brands)) params.append('brand', id);
  for (const id of normalizeIds(f.classes)) params.append('class', id);
  if (f.promo) params.set('promo', '1');
  if (f.onlyNew) params.set('new', '1');
  const sort = parseSort(f.sort);
  if (sort) params.set('sort', sort);
  const pageSize = parsePageSize(f.pageSize);
  if (pageSize !== PAGE_SIZE) params.set('size', String(pageSize));
  const page = parsePage(f.page);
  if (page !== 1) params.set('page', String(page));
  return params;
}

// Callers may build filters by hand; everything leaving this module is in canonical form.
function normalize(f: CatalogFilters): CatalogFilters {
  return {
    brands: normalizeIds(f.brands),
    classes: normalizeIds(f.classes),
    promo: Boolean(f.promo),
    onlyNew: Boolean(f.onlyNew),
    sort: parseSort(f.sort),
    page: parsePage(f.page),
    pageSize: parsePageSize(f.pageSize),
  };
}

function sameIds(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * Applies a change of facets, flags, sort or page size. Any real change goes back to page 1: the
 * shopper's current page number means nothing in a differently filtered or sized list (and may
 * not exist in it). Sort and page size are included for the same reason, beyond the spec's list.
 */
export function changeFilters(f: CatalogFilters, change: Partial<Omit<CatalogFilters, 'page'>>): CatalogFilters {
  const before = normalize(f);
  const { page: _ignored, ...allowed } = change as Partial<CatalogFilters>;
  const next = normalize({ ...before, ...stripUndefined(allowed) });
  const changed =
    !sameIds(next.brands, before.brands) ||
    !sameIds(next.classes, before.classes) ||
    next.promo !== before.promo ||
    next.onlyNew !== before.onlyNew ||
    next.sort !== before.sort ||
    next.pageSize !== before.pageSize;
  return changed ? { ...next, page: 1 } : next;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function goToPage(f: CatalogFilters, page: number): CatalogFilters {
  return { ...normalize(f), page: parsePage(Number.isInteger(page) ? page : NaN) };
}

/** Spec §4: a new category starts from scratch (page 1, page size 24, no sort, no facets). */
export function resetForCategoryChange(): CatalogFilters {
  return defaults();
}

/** The backend's query (eBSN wire names); extra (category, q...) is added and wins on a clash. */
export function toApiQuery(
  f: CatalogFilters,
  extra: Record<string, string | number | boolean | null | undefined> = {},
): Record<string, string> {
  const query: Record<string, string> = {};
  const brands = normalizeIds(f.brands);
  const classes = normalizeIds(f.classes);
  if (brands.length) query.vendor = brands.join(',');
  if (classes.length) query.product_class = classes.join(',');
  if (f.promo) query.promo = 'true';
  if (f.onlyNew) query.new_product = 'true';
  const sort = parseSort(f.sort);
  if (sort) query.sort = sort;
  query.page = String(parsePage(f.page));
  query.page_size = String(parsePageSize(f.pageSize));
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = String(value);
  }
  return query;
}

/** What narrows the list (for the "Filtri (3)" badge); sort and page size only reorder or split it. */
export function activeFilterCount(f: CatalogFilters): number {
  return normalizeIds(f.brands).length + normalizeIds(f.classes).length + (f.promo ? 1 : 0) + (f.onlyNew ? 1 : 0);
}
