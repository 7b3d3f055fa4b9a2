import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { filtersToSearchParams, goToPage, parseFilters, toApiQuery } from '#domain/filters';
import { Breadcrumbs } from '~/components/catalog/Breadcrumbs';
import { Listing } from '~/components/catalog/Listing';
import { tCatalog as t } from '~/i18n/t';
import { findCategoryPath, getCategoryBySlug, getCategoryTree, listProducts } from '~/ebsn/catalog.server';
import { safeHtml } from '~/lib/html.server';
import { errorMeta } from '~/lib/error-meta';
import { breadcrumbJsonLd, pageMeta, originFrom } from '~/lib/seo';
import { failure, getShopper, notFound, shopperHeaders } from '~/lib/shopper.server';
import { withProductCards } from '~/lib/product-card.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // the slug is the rest of the path (spec: pathMatch); nested paths name the last category
  const slug = (params['*'] ?? '').split('/').filter(Boolean).pop();
  if (!slug) notFound();
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const shopper = await getShopper(request, context);
  try {
    const category = await getCategoryBySlug(shopper.api, slug);
    if (!category) notFound();
    const [list, tree] = await Promise.all([
      listProducts(shopper.api, toApiQuery(filters, { parent_category_id: String(category.categoryId) })),
      getCategoryTree(shopper.api).catch(() => []),
    ]);
    const path = findCategoryPath(tree, category.slug) ?? [category];
    const info = category.metaData?.category_info;
    const canonicalParams = filtersToSearchParams(goToPage({ ...parseFilters(new URLSearchParams()) }, filters.page)).toString();
    return data(
      {
        category: {
          id: category.categoryId,
          slug: category.slug,
          name: category.name,
          title: info?.TITLE || category.name,
          description: info?.DESCRIPTION ?? null,
          content: safeHtml(info?.CONTENT),
          children: (category.categories ?? []).map((c) => ({ name: c.name, slug: c.slug })),
        },
        crumbs: path.map((node) => ({ name: node.name, href: `/category/${node.slug}` })),
        list: withProductCards(list),
        filters,
        canonicalPath: `/category/${category.slug}${canonicalParams ? `?${canonicalParams}` : ''}`,
      },
      { headers: await shopperHeaders(shopper, { 'Cache-Control': 'private, max-age=0, must-revalidate' }) },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, error }) => {
  if (!page || error) return errorMeta(error);
  const origin = originFrom(matches);
  return [
    ...pageMeta({
      title: page.filters.page > 1 ? `${page.category.title} – ${t('pagination.page', { page: page.filters.page })}` : page.category.title,
      description: page.category.description,
      canonical: `${origin}${page.canonicalPath}`,
    }),
    breadcrumbJsonLd(origin, page.crumbs),
  ];
};

export default function CategoryPage() {
  const { category, crumbs, list, filters } = useLoaderData<typeof loader>();
  const base = `/category/${category.slug}`;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className="mb-4">
        <h1 className="text-3xl font-bold">{category.title}</h1>
        {category.content ? (
          <div className="prose-shop mt-2 max-w-3xl text-neutral-700" dangerouslySetInnerHTML={{ __html: category.content }} />
        ) : null}
      </header>
      {category.children.length ? (
        <nav aria-label={t('listing.subcategories')} className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {category.children.map((child) => (
              <li key={child.slug}>
                <Link
                  to={`/category/${child.slug}`}
                  className="inline-block rounded-full border border-secondary px-3 py-1 text-sm font-medium text-secondary hover:bg-secondary-light"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Listing list={list} filters={filters} base={base} />
    </>
  );
}
