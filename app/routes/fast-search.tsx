import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form } from '@remix-run/react';
import { Link } from '~/lib/link';
import { splitFastSearch } from '#domain/search-terms';
import { ProductGrid } from '~/components/catalog/ProductCard';
import { tFastSearch as t } from '~/i18n/fast-search';
import { listProducts } from '~/ebsn/catalog.server';
import { errorMeta } from '~/lib/error-meta';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';
import { toProductCard } from '~/lib/product-card.server';
import { routeHeaders } from '~/lib/headers';
import { metaPageData, pack, usePageData } from '~/lib/packed';

export const headers = routeHeaders;

/** Products shown per term of the list: enough to choose, few enough for a long list. */
const PER_TERM = 8;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // line breaks separate the terms; other control characters are never words (the backend refuses them)
  const q = (new URL(request.url).searchParams.get('q') ?? '').replace(/[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g, ' ').slice(0, 2000);
  const terms = splitFastSearch(q);
  const shopper = await getShopper(request, context);
  try {
    const results = await Promise.all(
      terms.map(async (term) => {
        const list = await listProducts(shopper.api, { q: term, page_size: String(PER_TERM) });
        return { term, total: list.page.totItems, corrected: list.search?.corrected ?? null, products: list.products.map(toProductCard) };
      }),
    );
    return data(pack({ q, results }), { headers: await shopperHeaders(shopper) });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!metaPageData<typeof loader>(data) || error) return errorMeta(error);
  return [...pageMeta({ title: t('fastSearch.title') }), { name: 'robots', content: 'noindex, follow' }];
};

export default function FastSearch() {
  const { q, results } = usePageData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold">{t('fastSearch.title')}</h1>
      <p className="mb-4 text-neutral-700" id="fast-search-help">
        {t('fastSearch.intro')}
      </p>
      <Form method="get" className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="fast-search-q" className="block font-medium">
            {t('fastSearch.label')}
          </label>
          <textarea
            id="fast-search-q"
            name="q"
            rows={2}
            defaultValue={q}
            placeholder={t('fastSearch.placeholder')}
            aria-describedby="fast-search-help"
            className="input"
            maxLength={2000}
          />
        </div>
        <button type="submit" className="btn-primary">
          {t('fastSearch.submit')}
        </button>
      </Form>
      {results.length ? (
        <>
          <nav aria-label={t('fastSearch.terms')} className="mb-6">
            <ul className="flex flex-wrap gap-2">
              {results.map((r, i) => (
                <li key={r.term}>
                  <a
                    href={`#term-${i}`}
                    className="inline-block rounded-full border border-secondary px-3 py-1 text-secondary hover:bg-secondary-light"
                  >
                    {r.term} ({r.total})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-8">
            {results.map((r, i) => (
              <section key={r.term} id={`term-${i}`} aria-labelledby={`term-${i}-title`} className="scroll-mt-32">
                <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`term-${i}-title`} className="text-2xl font-bold">
                    {r.term}{' '}
                    <span className="text-base font-normal text-neutral-700">· {t('fastSearch.termResults', { count: r.total })}</span>
                  </h2>
                  {r.total > r.products.length ? (
                    <Link to={`/search?q=${encodeURIComponent(r.term)}`} className="font-semibold text-secondary underline">
                      {t('fastSearch.seeAll', { term: r.term })}
                    </Link>
                  ) : null}
                </div>
                {r.corrected ? <p className="mb-2 text-sm">{t('search.corrected', { corrected: r.corrected })}</p> : null}
                {r.products.length ? (
                  <ProductGrid products={r.products} />
                ) : (
                  <p className="rounded-lg bg-white p-4">{t('fastSearch.termNoResults', { term: r.term })}</p>
                )}
              </section>
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}
