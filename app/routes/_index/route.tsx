import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { BANNER_BACKGROUND, ContentBlocks, type RenderedBlock } from '~/components/catalog/ContentBlocks';
import { tCatalog as t } from '~/i18n/catalog';
import { getCategoryBySlug, listProducts } from '~/ebsn/catalog.server';
import type { CategoryBlock } from '~/ebsn/schemas';
import { readableText, safeColor } from './contrast';
import { safeLinkUrl, safePictureUrl } from '~/lib/links';
import { errorMeta } from '~/lib/error-meta';
import { safeHtml } from '~/lib/html.server';
import { log } from '~/lib/log.server';
import { pageMeta, originFrom } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';
import { withProductCards } from '~/lib/product-card.server';
import { preloadImage, routeHeaders, SHAREABLE_FOR_GUESTS } from '~/lib/headers';
import { metaPageData, pack, usePageData } from '~/lib/packed';

export const headers = routeHeaders;

/** The content category the home is built from (spec: the 'home-2022' guard). */
export const HOME_SLUG = 'home-2022';

/** The storefront URL that shows a product-row's whole query. */
function seeAllHref(query: Record<string, string>, categorySlugById: Map<string, string>): string | null {
  const params = new URLSearchParams();
  if (query.promo === 'true') params.set('promo', '1');
  if (query.new_product === 'true') params.set('new', '1');
  const slug = query.parent_category_id ? categorySlugById.get(query.parent_category_id) : undefined;
  if (slug) return `/category/${slug}${params.size ? `?${params}` : ''}`;
  if (query.q) params.set('q', query.q);
  return params.size ? `/search?${params}` : null;
}

/** What ContentBlocks renders of a block: loader data travels to the browser as script. */
function shown({ categoryBlockId, templateBlock, title, proposals }: CategoryBlock): RenderedBlock {
  return {
    categoryBlockId,
    templateBlock: { codInt: templateBlock.codInt },
    title,
    // the text colour is worked out here, so the page's script does not carry the contrast maths;
    // links, pictures and colours the content API sends are kept only when they are what they claim
    proposals: proposals.map(({ proposalId, name, descr, img, link, bgColor }) => {
      const background = safeColor(bgColor) ?? BANNER_BACKGROUND;
      return {
        proposalId,
        name,
        descr,
        img: safePictureUrl(img) ?? undefined,
        link: safeLinkUrl(link) ?? undefined,
        bgColor: background,
        textColor: readableText(background),
      };
    }),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  try {
    const home = await getCategoryBySlug(shopper.api, HOME_SLUG);
    const blocks = home?.categoryBlocks ?? [];
    const slugs = new Map<string, string>();
    const rendered: RenderedBlock[] = await Promise.all(
      blocks.map(async (block) => {
        if (block.templateBlock.codInt !== 'product-row' || !block.productQuery) {
          return { ...shown(block), safeBody: safeHtml(block.body) };
        }
        const query = block.productQuery;
        // a row that fails to load is left out: the rest of the home still shows
        const products = await listProducts(shopper.api, { page_size: '12', ...query }).catch((error) => {
          log.warn({ block: block.categoryBlockId, err: (error as Error).message }, 'home product row failed');
          return null;
        });
        if (query.parent_category_id && products?.products[0]?.breadCrumbs?.length) {
          const crumb = products.products[0].breadCrumbs.find((c) => String(c.categoryId) === query.parent_category_id);
          if (crumb) slugs.set(query.parent_category_id, crumb.slug);
        }
        // a row shows cards, not the listing's facets
        return {
          ...shown(block),
          products: products && { ...withProductCards(products), facets: [] },
          seeAllHref: seeAllHref(query, slugs),
        };
      }),
    );
    const firstPicture = rendered.find((block) => block.products?.products.length)?.products?.products[0].mediaURLMedium;
    return data(pack({ blocks: rendered, title: home?.metaData?.category_info?.TITLE ?? null }), {
      headers: await shopperHeaders(shopper, { ...SHAREABLE_FOR_GUESTS, ...preloadImage(firstPicture) }),
    });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  const page = metaPageData<typeof loader>(data);
  if (!page || error) return errorMeta(error);
  const origin = originFrom(matches);
  return [
    ...pageMeta({ title: t('meta.defaultTitle'), description: t('meta.defaultDescription'), canonical: `${origin}/` }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Spesa',
        url: `${origin}/`,
        potentialAction: { '@type': 'SearchAction', target: `${origin}/search?q={q}`, 'query-input': 'required name=q' },
      },
    },
  ];
};

export default function Home() {
  const { blocks, title } = usePageData<typeof loader>();
  return (
    <>
      <h1 className="sr-only">{title ?? t('home.title')}</h1>
      <ContentBlocks blocks={blocks} />
    </>
  );
}
