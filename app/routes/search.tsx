import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { parseFilters, toApiQuery } from '#domain/filters';
import { Listing, SearchChips } from '~/components/catalog/Listing';
import { tCatalog as t } from '~/i18n/t';
import { listProducts } from '~/ebsn/catalog.server';
import { errorMeta } from '~/lib/error-meta';
import { pageMeta } from '~/lib/seo';
import { readSearchedWords, rememberSearch } from '~/lib/searched-words.server';
import { failure, getShopper, shopperHeaders } from '~/lib/shopper.server';
import type { loader as rootLoader } from '~/root';
import { withProductCards } from '~/lib/product-card.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

const MAX_QUERY = 200;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
  const categoryId = /^\d{1,9}$/.test(url.searchParams.get('parent_category_id') ?? '') ? url.searchParams.get('parent_category_id')! : '';
  const filters = parseFilters(url.searchParams);
  const recent = await readSearchedWords(request);
  const shopper = await getShopper(request, context);
  if (!q) {
    return data({ q, categoryId, filters, list: null, recent }, { headers: await shopperHeaders(shopper) });
  }
  try {
    const list = await listProducts(shopper.api, toApiQuery(filters, { q, parent_category_id: categoryId }));
    const headers = await shopperHeaders(shopper);
    if (list.page.totItems > 0) headers.append('Set-Cookie', await rememberSearch(recent, q));
    return data({ q, categoryId, filters, list: withProductCards(list), recent }, { headers });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error }) => {
  if (!page || error) return errorMeta(error);
  // result pages are for shoppers, not for the index
  return [
    ...pageMeta({ title: page.q ? t('search.title', { q: page.q }) : t('search.titleEmpty') }),
    { name: 'robots', content: 'noindex, follow' },
  ];
};

function SearchForm({ q, categoryId }: { q: string; categoryId: string }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
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
          {(root?.menu ?? []).map((c) => (
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

function NoResults({ q, suggestion, recent }: { q: string; suggestion: string | null; recent: string[] }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
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
        {(root?.menu ?? []).slice(0, 8).map((c) => (
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
  const { q, categoryId, filters, list, recent } = useLoaderData<typeof loader>();
  const recentWords = recent.map((w) => w.name);
  const hidden: Record<string, string> = { q, ...(categoryId ? { parent_category_id: categoryId } : {}) };
  const base = `/search?${new URLSearchParams(hidden)}`;
  const corrected = list?.search?.corrected;
  return (
    <>
      <h1 className="mb-4 text-3xl font-bold">{q ? t('search.title', { q }) : t('search.titleEmpty')}</h1>
      <SearchForm key={`${q}|${categoryId}`} q={q} categoryId={categoryId} />
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
      ) : list.page.totItems === 0 && filters.brands.length + filters.classes.length === 0 && !filters.promo && !filters.onlyNew ? (
        <NoResults q={q} suggestion={corrected ?? null} recent={recentWords} />
      ) : (
        <>
          {corrected ? <p className="mb-3 rounded-md bg-accent-light px-4 py-2">{t('search.corrected', { corrected })}</p> : null}
          <Listing list={list} filters={filters} base={base} hidden={hidden} />
        </>
      )}
    </>
  );
}
