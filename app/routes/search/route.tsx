import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form } from '@remix-run/react';
import { Link } from '~/lib/link';
import { activeFilterCount, parseFilters, toApiQuery, type CatalogFilters } from '#domain/filters';
import type { ExtraFilter } from '~/components/catalog/Filters';
import { Listing, SearchChips } from '~/components/catalog/Listing';
import { tSearch as t } from '~/i18n/search';
import { getCategoryTree, listProducts } from '~/ebsn/catalog.server';
import { errorMeta } from '~/lib/error-meta';
import { pageMeta } from '~/lib/seo';
import { readSearchedWords, rememberSearch } from './searched-words.server';
import { failure } from '~/lib/failures.server';
import { getShopper, respond } from '~/lib/shopper.server';
import { toMenuTree, type MenuNode } from '~/lib/menu';
import { withProductCards } from '~/lib/product-card.server';
import { preloadImage, routeHeaders } from '~/lib/headers';
import { metaPageData, pack, usePageData } from '~/lib/packed';

export const headers = routeHeaders;

const MAX_QUERY = 200;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // control characters are never words (the backend refuses them): spaces, like line breaks
  const q = (url.searchParams.get('q') ?? '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, MAX_QUERY);
  const categoryId = /^[1-9]\d{0,8}$/.test(url.searchParams.get('parent_category_id') ?? '')
    ? url.searchParams.get('parent_category_id')!
    : '';
  const filters = parseFilters(url.searchParams);
  const recent = await readSearchedWords(request);
  const shopper = await getShopper(request, context);
  // the top level only, for the category choice and the no-results links; the page lives without it
  const categories = toMenuTree(await getCategoryTree(shopper.api).catch(() => []), 1);
  // no words and no filter: nothing to list yet. Filters alone (/search?promo=1, the home rows'
  // "Vedi tutti") list the filtered catalogue.
  if (!q && !categoryId && activeFilterCount(filters) === 0) {
    return respond(shopper, pack({ q, categoryId, filters, list: null, recent, categories }));
  }
  try {
    const list = await listProducts(shopper.api, toApiQuery(filters, { q, parent_category_id: categoryId }));
    const cards = withProductCards(list);
    if (q && list.page.totItems > 0) await rememberSearch(shopper, recent, q);
    return respond(shopper, pack({ q, categoryId, filters, list: cards, recent, categories }), {
      headers: preloadImage(cards.products[0]?.mediaURLMedium),
    });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const page = metaPageData<typeof loader>(data);
  if (!page || error) return errorMeta(error);
  // result pages are for shoppers, not for the index
  return [...pageMeta({ title: searchTitle(page.q, page.filters, !!page.list) }), { name: 'robots', content: 'noindex, follow' }];
};

/** the words searched, or what the filters alone list (promotions, novelties) */
function searchTitle(q: string, filters: CatalogFilters, listed: boolean): string {
  if (q) return t('search.title', { q });
  if (!listed) return t('search.titleEmpty');
  if (filters.promo && !filters.onlyNew) return t('search.titlePromo');
  if (filters.onlyNew && !filters.promo) return t('search.titleNew');
  return t('search.titleFiltered');
}

function SearchForm({ q, categoryId, categories }: { q: string; categoryId: string; categories: MenuNode[] }) {
  return (
    <Form method="get" action="/search" className="mb-4 flex flex-wrap items-end gap-2" role="search" aria-label={t('search.label')}>
      <div className="min-w-48 flex-1">
        <label htmlFor="search-q" className="block text-sm font-medium">
          {t('search.label')}
        </label>
        <input id="search-q" name="q" type="search" defaultValue={q} maxLength={MAX_QUERY} className="input" />
      </div>
      <div>
        <label htmlFor="search-cat" className="block text-sm font-medium">
          {t('header.categories')}
        </label>
        <select id="search-cat" name="parent_category_id" defaultValue={categoryId} className="input">
          <option value="">{t('search.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary">
        {t('header.searchSubmit')}
      </button>
    </Form>
  );
}

function NoResults({
  q,
  suggestion,
  recent,
  categories,
}: {
  q: string;
  suggestion: string | null;
  recent: string[];
  categories: MenuNode[];
}) {
  return (
    <section className="rounded-lg bg-white p-6" aria-labelledby="no-results">
      <h2 id="no-results" className="mb-2 text-xl font-bold">
        {t('search.noResults', { q })}
      </h2>
      <p className="mb-4">{t('search.noResultsHint')}</p>
      {suggestion || recent.length ? (
        <>
          <h3 className="mb-2 font-semibold">{t('search.alternatives')}</h3>
          <div className="mb-4">
            <SearchChips words={[suggestion, ...recent].filter((w): w is string => !!w && w.toLowerCase() !== q.toLowerCase())} />
          </div>
        </>
      ) : null}
      <h3 className="mb-2 font-semibold">{t('search.popularCategories')}</h3>
      <ul className="flex flex-wrap gap-2">
        {categories.slice(0, 8).map((c) => (
          <li key={c.id}>
            <Link
              to={`/category/${c.slug}`}
              className="inline-block rounded-full border border-neutral-300 bg-white px-3 py-1 hover:bg-neutral-100"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchPage() {
  const { q, categoryId, filters, list, recent, categories } = usePageData<typeof loader>();
  const recentWords = recent.map((w) => w.name);
  const hidden: Record<string, string> = { q, ...(categoryId ? { parent_category_id: categoryId } : {}) };
  const base = `/search?${new URLSearchParams(hidden)}`;
  const corrected = list?.search?.corrected;
  const filtered = activeFilterCount(filters) > 0;
  const categoryFilter: ExtraFilter = {
    name: 'parent_category_id',
    label: t('listing.category'),
    value: categoryId,
    options: [{ value: '', label: t('search.allCategories') }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))],
  };
  return (
    <>
      <h1 className="mb-3 text-2xl font-bold md:text-3xl">{searchTitle(q, filters, !!list)}</h1>
      {/* with results, the category is one of the filters: the products come first */}
      {!list || (list.page.totItems === 0 && !filtered) ? (
        <SearchForm key={`${q}|${categoryId}`} q={q} categoryId={categoryId} categories={categories} />
      ) : null}
      {!list ? (
        <section aria-labelledby="recent-title" className="rounded-lg bg-white p-6">
          <p className="mb-4">{t('search.prompt')}</p>
          {recentWords.length ? (
            <>
              <h2 id="recent-title" className="mb-2 font-semibold">
                {t('search.recent')}
              </h2>
              <SearchChips words={recentWords} />
            </>
          ) : null}
          <p className="mt-4">
            <Link to="/fast-search" className="text-secondary underline">
              {t('search.fastSearchLink')}
            </Link>
          </p>
        </section>
      ) : list.page.totItems === 0 && q && !filtered ? (
        <NoResults q={q} suggestion={corrected ?? null} recent={recentWords} categories={categories} />
      ) : (
        <>
          {corrected ? <p className="mb-3 rounded-md bg-accent-light px-4 py-2">{t('search.corrected', { corrected })}</p> : null}
          <Listing
            list={list}
            filters={filters}
            base={base}
            hidden={q ? { q } : {}}
            extra={categoryFilter}
            resetHref={q ? `/search?${new URLSearchParams({ q })}` : '/search'}
          />
        </>
      )}
    </>
  );
}
