// Facets, promo, only-new, sort and page size as ONE GET form: without JS the shopper ticks and
// presses "Applica filtri"; with JS every change submits at once. Submitting drops `page`, so any
// filter change returns to page 1 (spec §4 Filters).
import { Form, Link, useSubmit } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { activeFilterCount, PAGE_SIZES, SORTS, type CatalogFilters } from '#domain/filters';
import type { Facet } from '~/ebsn/schemas';
import { tCatalog as t } from '~/i18n/t';

const SORT_LABELS: Record<string, string> = {
  '': 'listing.sortDefault',
  name_asc: 'listing.sortNameAsc',
  name_des: 'listing.sortNameDes',
  pri_asc: 'listing.sortPriceAsc',
  pri_des: 'listing.sortPriceDes',
};

const FACET_PARAM: Record<string, { param: string; label: string; key: 'brands' | 'classes' }> = {
  vendor: { param: 'brand', label: 'listing.brand', key: 'brands' },
  product_class: { param: 'class', label: 'listing.classes', key: 'classes' },
};

export function Filters({
  facets,
  filters,
  hidden = {},
  resetHref,
  idPrefix = 'filters',
}: {
  facets: Facet[];
  filters: CatalogFilters;
  hidden?: Record<string, string>;
  resetHref: string;
  idPrefix?: string;
}) {
  const submit = useSubmit();
  const details = useRef<HTMLDetailsElement>(null);
  const active = activeFilterCount(filters);

  // on wide screens the facets are a sidebar: open them once JS knows the width
  useEffect(() => {
    if (details.current && window.matchMedia('(min-width: 1024px)').matches) details.current.open = true;
  }, []);

  return (
    <Form
      method="get"
      className="space-y-4"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
      aria-label={t('listing.filters')}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${idPrefix}-sort`} className="block text-sm font-medium">
            {t('listing.sort')}
          </label>
          <select id={`${idPrefix}-sort`} name="sort" defaultValue={filters.sort} className="input py-1.5">
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-size`} className="block text-sm font-medium">
            {t('listing.pageSize')}
          </label>
          <select id={`${idPrefix}-size`} name="size" defaultValue={String(filters.pageSize)} className="input py-1.5">
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      <details ref={details} open={active > 0} className="rounded-lg border border-neutral-200 bg-white">
        <summary className="px-3 py-2 font-semibold">
          {active ? t('listing.filtersActive', { count: active }) : t('listing.filters')}
        </summary>
        <div className="space-y-4 border-t border-neutral-200 p-3">
          <fieldset className="space-y-1">
            <legend className="sr-only">{t('listing.filters')}</legend>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="promo" value="1" defaultChecked={filters.promo} className="h-4 w-4" />
              {t('listing.promo')}
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="new" value="1" defaultChecked={filters.onlyNew} className="h-4 w-4" />
              {t('listing.onlyNew')}
            </label>
          </fieldset>
          {facets.map((facet) => {
            const meta = FACET_PARAM[facet.parameterName];
            if (!meta || !facet.values.length) return null;
            const selected = new Set(filters[meta.key]);
            return (
              <fieldset key={facet.parameterName} className="space-y-1">
                <legend className="mb-1 font-semibold">{t(meta.label)}</legend>
                <div className="max-h-64 space-y-1 overflow-y-auto pr-1">
                  {facet.values.map((value) => (
                    <label key={value.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name={meta.param}
                        value={value.id}
                        defaultChecked={selected.has(value.id)}
                        className="h-4 w-4"
                      />
                      <span>
                        {value.name}
                        {value.filteredCount !== null && value.filteredCount !== undefined ? (
                          <span className="text-neutral-600"> ({value.filteredCount})</span>
                        ) : null}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      </details>
      {/* outside the folded facets, so a shopper without JS always reaches it */}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-secondary">
          {t('listing.apply')}
        </button>
        {active ? (
          <Link to={resetHref} className="btn-outline">
            {t('listing.reset')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
