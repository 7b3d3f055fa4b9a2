// A filtered, paged product listing: the products first, the folded filters above them on a phone
// and beside them on a wide screen, the result count, numbered pages. Shared by the category and
// search pages, which differ only in what they list.
import { Link } from '~/lib/link';
import { filtersToSearchParams, goToPage, type CatalogFilters } from '#domain/filters';
import type { ProductList } from '~/ebsn/schemas';
import { Filters, type ExtraFilter } from './Filters';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductCard';
import { tCatalog as t } from '~/i18n/catalog';

/**
 * `base` is the listing's URL without filters (with its own query, e.g. `/search?q=latte`);
 * `hidden` the fields of that query the filter form must keep.
 */
export function Listing({
  list,
  filters,
  base,
  hidden,
  extra,
  resetHref = base,
}: {
  list: ProductList;
  filters: CatalogFilters;
  base: string;
  hidden?: Record<string, string>;
  extra?: ExtraFilter;
  /** the listing without any filter, when it differs from `base` */
  resetHref?: string;
}) {
  const hrefFor = (page: number) => {
    const query = filtersToSearchParams(goToPage(filters, page)).toString();
    return query ? `${base}${base.includes('?') ? '&' : '?'}${query}` : base;
  };
  return (
    <div className="grid gap-3 lg:grid-cols-[16rem_1fr] lg:items-start lg:gap-6">
      <aside aria-label={t('listing.control')}>
        {/* remounted when the facets are cleared, so unticked boxes show unticked */}
        <Filters
          key={`${base}|${filters.brands.length + filters.classes.length === 0}`}
          facets={list.facets}
          filters={filters}
          hidden={hidden}
          extra={extra}
          resetHref={resetHref}
        />
      </aside>
      <section aria-labelledby="results-title">
        <h2 id="results-title" className="mb-2 text-sm text-neutral-700" aria-live="polite">
          {t('listing.results', { count: list.page.totItems })}
          {list.page.totPages > 1 ? ` · ${t('listing.showingPage', { page: list.page.selPage, pages: list.page.totPages })}` : ''}
        </h2>
        {list.products.length ? (
          <ProductGrid products={list.products} />
        ) : (
          <p className="rounded-lg bg-white p-6 text-center">{t('listing.empty')}</p>
        )}
        <Pagination current={list.page.selPage} total={list.page.totPages} hrefFor={hrefFor} />
      </section>
    </div>
  );
}

/** Words as links to their search (recent searches, suggestions). */
export function SearchChips({ words }: { words: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {words.map((word) => (
        <li key={word}>
          <Link
            to={`/search?q=${encodeURIComponent(word)}`}
            className="inline-flex min-h-11 items-center rounded-full border border-secondary px-4 text-secondary hover:bg-secondary-light"
          >
            {word}
          </Link>
        </li>
      ))}
    </ul>
  );
}
