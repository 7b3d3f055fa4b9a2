// Sort, page size, promo, only-new and facets as ONE GET form folded behind one "Filtri e
// ordinamento" control, so the products come first on a phone. Without JS the shopper opens it,
// ticks and presses "Applica filtri"; with JS every change submits at once, and on wide screens it
// opens by itself as a sidebar. Submitting drops `page`, so any change returns to page 1 (spec §4).
import { Form, Link, useSubmit } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { activeFilterCount, PAGE_SIZES, SORTS, type CatalogFilters } from '#domain/filters';
import type { Facet } from '~/ebsn/schemas';
import { tCatalog as t } from '~/i18n/catalog';

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

// a whole row is the target: 44 px tall where it fits (WCAG 2.2 target size asks 24)
const ROW = 'flex min-h-11 items-center gap-3 rounded px-1 hover:bg-neutral-50';
const BOX = 'h-5 w-5 shrink-0';

export type ExtraFilter = {
  /** a select of its own (e.g. the category of a search), kept in the same form */
  name: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
};

export function Filters({
  facets,
  filters,
  hidden = {},
  extra,
  resetHref,
  idPrefix = 'filters',
}: {
  facets: Facet[];
  filters: CatalogFilters;
  hidden?: Record<string, string>;
  extra?: ExtraFilter;
  resetHref: string;
  idPrefix?: string;
}) {
  const submit = useSubmit();
  const details = useRef<HTMLDetailsElement>(null);
  const active = activeFilterCount(filters) + (extra?.value ? 1 : 0);

  // on wide screens the form is a sidebar: open it once JS knows the width
  useEffect(() => {
    if (details.current && window.matchMedia('(min-width: 1024px)').matches) details.current.open = true;
  }, []);

  return (
    <details ref={details} className="rounded-lg border border-neutral-200 bg-white">
      <summary className="flex min-h-11 items-center justify-between gap-2 px-3 font-semibold">
        <span className="flex items-center gap-2">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          {t('listing.control')}
        </span>
        {active ? (
          <span className="rounded-full bg-secondary px-2 text-sm text-white">{t('listing.controlActive', { count: active })}</span>
        ) : null}
      </summary>
      <Form
        method="get"
        className="space-y-4 border-t border-neutral-200 p-3"
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
        aria-label={t('listing.control')}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
          <div>
            <label htmlFor={`${idPrefix}-sort`} className="block text-sm font-medium">
              {t('listing.sort')}
            </label>
            <select id={`${idPrefix}-sort`} name="sort" defaultValue={filters.sort} className="input min-h-11">
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
            <select id={`${idPrefix}-size`} name="size" defaultValue={String(filters.pageSize)} className="input min-h-11">
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          {extra ? (
            <div className="col-span-2 lg:col-span-1">
              <label htmlFor={`${idPrefix}-${extra.name}`} className="block text-sm font-medium">
                {extra.label}
              </label>
              <select id={`${idPrefix}-${extra.name}`} name={extra.name} defaultValue={extra.value} className="input min-h-11">
                {extra.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        <fieldset>
          <legend className="sr-only">{t('listing.filters')}</legend>
          <label className={ROW}>
            <input type="checkbox" name="promo" value="1" defaultChecked={filters.promo} className={BOX} />
            {t('listing.promo')}
          </label>
          <label className={ROW}>
            <input type="checkbox" name="new" value="1" defaultChecked={filters.onlyNew} className={BOX} />
            {t('listing.onlyNew')}
          </label>
        </fieldset>
        {facets.map((facet) => {
          const meta = FACET_PARAM[facet.parameterName];
          if (!meta || !facet.values.length) return null;
          const selected = new Set(filters[meta.key]);
          return (
            <fieldset key={facet.parameterName}>
              <legend className="mb-1 font-semibold">{t(meta.label)}</legend>
              <div className="max-h-72 overflow-y-auto pr-1">
                {facet.values.map((value) => (
                  <label key={value.id} className={`${ROW} text-sm`}>
                    <input type="checkbox" name={meta.param} value={value.id} defaultChecked={selected.has(value.id)} className={BOX} />
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
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-secondary min-h-11">
            {t('listing.apply')}
          </button>
          {active ? (
            <Link to={resetHref} className="btn-outline min-h-11">
              {t('listing.reset')}
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
