import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeFilters,
  DEFAULT_FILTERS,
  filtersToSearchParams,
  goToPage,
  MAX_FACET_VALUES,
  MAX_ID,
  PAGE_SIZE,
  PAGE_SIZES,
  parseFilters,
  resetForCategoryChange,
  SORTS,
  toApiQuery,
  type CatalogFilters,
} from '#domain/filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));
const filters = (over: Partial<CatalogFilters> = {}): CatalogFilters => ({ ...DEFAULT_FILTERS, brands: [], classes: [], ...over });

describe('constants (spec §9)', () => {
  it('lists 24 products per page by default', () => {
    expect(PAGE_SIZE).toBe(24);
    expect(PAGE_SIZES).toEqual([24, 48, 96]);
    expect(DEFAULT_FILTERS).toEqual({ brands: [], classes: [], promo: false, onlyNew: false, sort: '', page: 1, pageSize: 24 });
    expect(SORTS).toEqual(['', 'name_asc', 'name_des', 'pri_asc', 'pri_des']);
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_FILTERS)).toBe(true);
    expect(() => DEFAULT_FILTERS.brands.push('1')).toThrow();
  });
});

describe('parseFilters', () => {
  it('reads every storefront parameter', () => {
    expect(parse('brand=12&brand=3&class=7&promo=1&new=1&sort=pri_asc&page=3&size=48')).toEqual({
      brands: ['3', '12'],
      classes: ['7'],
      promo: true,
      onlyNew: true,
      sort: 'pri_asc',
      page: 3,
      pageSize: 48,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('reads a checked no-JS checkbox ("on") as true and anything else as false', () => {
    expect(parse('promo=on&new=true')).toMatchObject({ promo: true, onlyNew: true });
    expect(parse('promo=0&new=no')).toMatchObject({ promo: false, onlyNew: false });
    expect(parse('promo=&new')).toMatchObject({ promo: false, onlyNew: false });
  });

  it.each([
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
    ['page=1e3', 1],
    ['page=99999999999999999999', 1],
    ['page=1001', 1],
    ['page=1000', 1000],
    ['page=%202%20', 2],
  ])('falls back to page 1 for junk: %s → %i', (query, page) => {
    expect(parse(query).page).toBe(page);
  });

  it.each([
    ['size=24', 24],
    ['size=96', 96],
    ['size=25', 24],
    ['size=-48', 24],
    ['size=100000', 24],
    ['size=lots', 24],
  ])('accepts only the offered page sizes: %s → %i', (query, size) => {
    expect(parse(query).pageSize).toBe(size);
  });

  it('ignores an unknown sort', () => {
    expect(parse('sort=price').sort).toBe('');
    expect(parse('sort=NAME_ASC').sort).toBe('');
    expect(parse('sort=name_des').sort).toBe('name_des');
  });

  it('keeps only digit ids, deduplicated and in canonical order', () => {
    expect(parse('brand=5&brand=abc&brand=5&brand=-1&brand=1.5&brand=&brand=007&brand=0&brand=12').brands).toEqual(['5', '7', '12']);
    expect(parse('class=%3Cscript%3E&class=2').classes).toEqual(['2']);
  });

  it('accepts comma-joined ids as the backend writes them', () => {
    expect(parse('brand=3,1,,x').brands).toEqual(['1', '3']);
  });

  it(`keeps at most ${MAX_FACET_VALUES} ids per facet`, () => {
    const query = Array.from({ length: 500 }, (_, i) => `brand=${i + 1}`).join('&');
    const { brands } = parse(query);
    expect(brands).toHaveLength(50);
    expect(brands[0]).toBe('1');
    expect(brands[49]).toBe('50');
  });

  it('refuses ids beyond what the backend accepts (PostgreSQL integer)', () => {
    expect(MAX_ID).toBe(2_147_483_647);
    expect(parse(`brand=2147483648&brand=2147483647&brand=${'9'.repeat(40)}`).brands).toEqual(['2147483647']);
  });
});

describe('filtersToSearchParams', () => {
  it('omits every default', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('writes a canonical URL whatever the order of selection', () => {
    const a = filtersToSearchParams(
      filters({ brands: ['9', '10'], classes: ['4'], promo: true, onlyNew: true, sort: 'name_asc', page: 2, pageSize: 96 }),
    );
    const b = filtersToSearchParams(
      filters({ page: 2, pageSize: 96, sort: 'name_asc', onlyNew: true, promo: true, classes: ['4'], brands: ['10', '9', '9'] }),
    );
    expect(a.toString()).toBe('brand=9&brand=10&class=4&promo=1&new=1&sort=name_asc&size=96&page=2');
    expect(b.toString()).toBe(a.toString());
  });

  it('round-trips through parseFilters', () => {
    const f = filters({ brands: ['1', '2'], classes: ['3'], promo: true, sort: 'pri_des', page: 4, pageSize: 48 });
    expect(parseFilters(filtersToSearchParams(f))).toEqual(f);
  });
});

describe('changeFilters (spec §4: changing facets, promo or onlyNew resets page to 1)', () => {
  const onPage3 = filters({ brands: ['1'], page: 3 });

  it.each<[string, Parameters<typeof changeFilters>[1]]>([
    ['brands', { brands: ['1', '2'] }],
    ['classes', { classes: ['5'] }],
    ['promo', { promo: true }],
    ['onlyNew', { onlyNew: true }],
    ['sort', { sort: 'pri_asc' }],
    ['pageSize', { pageSize: 48 }],
  ])('returns to page 1 when %s changes', (_name, change) => {
    const next = changeFilters(onPage3, change);
    expect(next.page).toBe(1);
    expect(next).toMatchObject(change);
  });

  it('stays on the page when nothing actually changes', () => {
    expect(changeFilters(onPage3, { brands: ['1'], promo: false }).page).toBe(3);
    expect(changeFilters(onPage3, {}).page).toBe(3);
  });

  it('cannot move the page itself', () => {
    expect(changeFilters(onPage3, { page: 7 } as never).page).toBe(3);
  });

  it('cleans what it is given', () => {
    const next = changeFilters(onPage3, { brands: ['2', 'x', '2'], pageSize: 30, sort: 'cheap' as never });
    expect(next).toEqual({ ...onPage3, brands: ['2'], pageSize: 24, sort: '', page: 1 });
  });

  it('does not modify its input', () => {
    const before = structuredClone(onPage3);
    changeFilters(onPage3, { brands: [], promo: true });
    expect(onPage3).toEqual(before);
  });
});

describe('goToPage', () => {
  it('keeps the filters and moves the page', () => {
    expect(goToPage(filters({ promo: true }), 5)).toEqual(filters({ promo: true, page: 5 }));
  });

  it.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 1001])('goes to page 1 for %s', (page) => {
    expect(goToPage(filters({ page: 4 }), page).page).toBe(1);
  });
});

describe('resetForCategoryChange (spec §4: page 1, page size 24, no sort)', () => {
  it('drops every filter', () => {
    expect(resetForCategoryChange()).toEqual({ brands: [], classes: [], promo: false, onlyNew: false, sort: '', page: 1, pageSize: 24 });
  });

  it('returns a fresh object each time', () => {
    const a = resetForCategoryChange();
    a.brands.push('1');
    expect(resetForCategoryChange().brands).toEqual([]);
    expect(DEFAULT_FILTERS.brands).toEqual([]);
  });
});

describe('toApiQuery', () => {
  it('uses the backend wire names', () => {
    const f = filters({ brands: ['12', '3'], classes: ['7', '8'], promo: true, onlyNew: true, sort: 'name_des', page: 2, pageSize: 96 });
    expect(toApiQuery(f)).toEqual({
      vendor: '3,12',
      product_class: '7,8',
      promo: 'true',
      new_product: 'true',
      sort: 'name_des',
      page: '2',
      page_size: '96',
    });
  });

  it('omits empty filters but always states page and page size', () => {
    expect(toApiQuery(DEFAULT_FILTERS)).toEqual({ page: '1', page_size: '24' });
  });

  it('adds the extra parameters and leaves out the empty ones', () => {
    expect(toApiQuery(DEFAULT_FILTERS, { parent_category_id: 42, q: 'latte', filter: '', other: undefined })).toEqual({
      page: '1',
      page_size: '24',
      parent_category_id: '42',
      q: 'latte',
    });
  });
});

describe('activeFilterCount', () => {
  it('counts each id and each flag, not sort or paging', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ sort: 'pri_asc', page: 3, pageSize: 96 }))).toBe(0);
    expect(activeFilterCount(filters({ brands: ['1', '2'], classes: ['3'], promo: true, onlyNew: true }))).toBe(5);
  });
});
