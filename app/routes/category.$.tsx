import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Link } from '~/lib/link';
import { filtersToSearchParams, goToPage, parseFilters, toApiQuery } from '#domain/filters';
import { Breadcrumbs } from '~/components/catalog/Breadcrumbs';
import { Listing } from '~/components/catalog/Listing';
import { tCatalog as t } from '~/i18n/catalog';
import { findCategoryPath, getCategoryBySlug, getCategoryTree, listProducts } from '~/ebsn/catalog.server';
import { safeHtml } from '~/lib/html.server';
import { categoryPath } from '~/lib/links';
import { errorMeta } from '~/lib/error-meta';
import { breadcrumbJsonLd, pageMeta, originFrom, withoutSiteName } from '~/lib/seo';
import { failure, notFound } from '~/lib/failures.server';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';
import { withProductCards } from '~/lib/product-card.server';
import { preloadImage, routeHeaders, SHAREABLE_FOR_GUESTS } from '~/lib/headers';
import { metaPageData, pack, usePageData } from '~/lib/packed';

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // the rest of the path (spec: pathMatch) is the category's slug, its path from the top
  const slug = (params['*'] ?? '').split('/').filter(Boolean).join('/');
  if (!slug) notFound();
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const shopper = await getShopper(request, context);
  try {
    const category = await getCategoryBySlug(shopper.api, slug);
    if (!category) notFound();
    // an old link (/category/frutta) or a stale path finds the category by its last segment: send it
    // to the one canonical URL, with the same filters
    if (category.slug !== slug) {
      return redirect(`${categoryPath(category.slug)}${url.search}`, { status: 301, headers: await shopperHeaders(shopper) });
    }
    const [list, tree] = await Promise.all([
      listProducts(shopper.api, toApiQuery(filters, { parent_category_id: String(category.categoryId) })),
      getCategoryTree(shopper.api).catch(() => []),
    ]);
    const path = findCategoryPath(tree, category.slug) ?? [category];
    const info = category.metaData?.category_info;
    const cardList = withProductCards(list);
    const canonicalParams = filtersToSearchParams(goToPage({ ...parseFilters(new URLSearchParams()) }, filters.page)).toString();
    return data(
      pack({
        category: {
          id: category.categoryId,
          slug: category.slug,
          name: category.name,
          title: info?.TITLE || category.name,
          description: info?.DESCRIPTION ?? null,
          content: safeHtml(info?.CONTENT),
          children: (category.categories ?? []).map((c) => ({ name: c.name, slug: c.slug })),
        },
        crumbs: path.map((node) => ({ name: node.name, href: categoryPath(node.slug) })),
        list: cardList,
        filters,
        canonicalPath: `${categoryPath(category.slug)}${canonicalParams ? `?${canonicalParams}` : ''}`,
      }),
      {
        headers: await shopperHeaders(shopper, {
          ...SHAREABLE_FOR_GUESTS,
          ...preloadImage(cardList.products[0]?.mediaURLMedium),
        }),
      },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  const page = metaPageData<typeof loader>(data);
  if (!page || error) return errorMeta(error);
  const origin = originFrom(matches);
  return [
    ...pageMeta({
      // the CMS's title may end with the shop's name: the page's number goes before it, and it comes once
      title:
        page.filters.page > 1
          ? `${withoutSiteName(page.category.title)} – ${t('pagination.page', { page: page.filters.page })}`
          : page.category.title,
      description: page.category.description,
      canonical: `${origin}${page.canonicalPath}`,
    }),
    breadcrumbJsonLd(origin, page.crumbs),
  ];
};

export default function CategoryPage() {
  const { category, crumbs, list, filters } = usePageData<typeof loader>();
  const base = categoryPath(category.slug);
  return (
    <>
      <Breadcrumbs items={crumbs} />
      {/* the name as the heading: the SEO title stays the document's */}
      <h1 className="mb-3 text-2xl font-bold md:text-3xl">{category.name}</h1>
      {category.children.length ? (
        <nav aria-label={t('listing.subcategories')} className="mb-3">
          {/* one scrolling row on a phone, so the products stay on the first screen */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
            {category.children.map((child) => (
              <li key={child.slug} className="shrink-0">
                <Link
                  to={categoryPath(child.slug)}
                  className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-secondary px-4 text-sm font-medium text-secondary hover:bg-secondary-light"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Listing list={list} filters={filters} base={base} />
      {category.content ? (
        <div className="prose-shop mt-8 max-w-3xl text-neutral-700" dangerouslySetInnerHTML={{ __html: category.content }} />
      ) : null}
    </>
  );
}
