import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { AddToCartForm } from '~/components/catalog/AddToCartForm';
import { AddToList } from '~/components/lists/AddToList';
import { Breadcrumbs } from '~/components/catalog/Breadcrumbs';
import { Price } from '~/components/catalog/Price';
import { ProductBadges } from '~/components/catalog/ProductBadges';
import { ProductFacts } from '~/components/catalog/ProductFacts';
import { tProduct as t } from '~/i18n/product';
import { getProductBySlug } from '~/ebsn/catalog.server';
import { errorMeta } from '~/lib/error-meta';
import { pictureUrl } from '~/lib/format';
import { shownQuantity } from '~/lib/cart-quantity';
import { safeHtml } from '~/lib/html.server';
import { categoryPath } from '~/lib/links';
import { nutritionTable } from '~/lib/nutrition.server';
import { breadcrumbJsonLd, pageMeta, productJsonLd, originFrom } from '~/lib/seo';
import { failure, notFound } from '~/lib/failures.server';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';
import { HIGH_FETCH_PRIORITY, routeHeaders, SHAREABLE_FOR_GUESTS } from '~/lib/headers';
import { metaPageData, pack, usePageData } from '~/lib/packed';

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  try {
    const product = await getProductBySlug(shopper.api, params.slug ?? '');
    if (!product) notFound();
    const crumbs = (product.breadCrumbs ?? []).map((c) => ({ name: c.name, href: categoryPath(c.slug) }));
    const { nutritional_values: nutritionHtml, ...facts } = product.metaData?.product_description ?? {};
    return data(
      pack({
        // the nutrition markup stays on the server: the page gets its text only
        product: { ...product, descr: safeHtml(product.descr), metaData: { ...product.metaData, product_description: facts } },
        nutrition: nutritionTable(nutritionHtml),
        crumbs: [...crumbs, { name: product.name, href: `/product/${product.slug}` }],
      }),
      { headers: await shopperHeaders(shopper, SHAREABLE_FOR_GUESTS) },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  const page = metaPageData<typeof loader>(data);
  if (!page || error) return errorMeta(error);
  const origin = originFrom(matches);
  const { product } = page;
  const brand = product.vendor?.name ? `${product.vendor.name} ` : '';
  return [
    ...pageMeta({
      title: `${product.name}${product.description ? ` ${product.description}` : ''}`,
      description: `${brand}${product.name}${product.description ? `, ${product.description}` : ''}: acquista online con consegna a casa, Drive o locker.`,
      canonical: `${origin}/product/${product.slug}`,
    }),
    productJsonLd(origin, product),
    breadcrumbJsonLd(origin, page.crumbs.slice(0, -1)),
  ];
};

export default function ProductPage() {
  const { product, crumbs, nutrition } = usePageData<typeof loader>();
  const src = pictureUrl(product.media?.[0]?.large ?? product.mediaURL);
  const infos = product.productInfos ?? {};
  const maxAcq = Number(infos.MAXACQ);
  const mult = Number(infos.QTY_MULT);
  const leadTime = Number(infos.LEAD_TIME);
  const packaging = Number(infos.LOGISTIC_PACKAGING_ITEMS);
  // the word the cart and the cards use for this product's units ('conf', 'pz')
  const unit = shownQuantity(1, infos).unit;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      {/* on a phone the picture sits beside the name, so price and add control share the first screen */}
      <article className="grid grid-cols-[7rem_1fr] items-start gap-3 md:grid-cols-2 md:gap-x-6 md:gap-y-4">
        <div className="flex items-center justify-center rounded-lg bg-white p-1 md:row-span-2 md:p-6">
          {src ? (
            <img
              src={src}
              alt={t('product.picture', { name: product.name })}
              width={360}
              height={360}
              // the page's largest paint: fetched before the scripts
              {...HIGH_FETCH_PRIORITY}
              className="h-28 w-28 object-contain md:h-72 md:w-72"
            />
          ) : null}
        </div>
        <header>
          {product.vendor?.name ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-neutral-600">{product.vendor.name}</p>
          ) : null}
          <h1 className="text-xl font-bold md:text-3xl">{product.name}</h1>
          {product.shortDescr ? <p className="text-sm text-neutral-700 md:text-base">{product.shortDescr}</p> : null}
          {product.description ? (
            <p className="text-sm text-neutral-700 md:text-base">
              <span className="sr-only">{t('product.pack')}: </span>
              {product.description}
            </p>
          ) : null}
        </header>
        <div className="col-span-2 space-y-3 md:col-span-1 md:col-start-2 md:space-y-4">
          <ProductBadges product={product} />
          <Price product={product} size="lg" />
          {/* says NON DISPONIBILE itself when the product cannot be added */}
          <AddToCartForm product={product} wide />
          <AddToList productId={product.productId} productName={product.name} />
          <ul className="space-y-1 text-sm text-neutral-700">
            {infos.TIPOLOGIA === 'Sfuso' ? <li>{t('product.soldByWeight')}</li> : null}
            {mult > 1 ? <li>{t('product.multiple', { count: mult, unit })}</li> : null}
            {packaging > 1 ? <li>{t('product.packaging', { count: packaging, unit })}</li> : null}
            {product.minAcq && product.minAcq > 1 ? <li>{t('product.minAcq', { count: product.minAcq, unit })}</li> : null}
            {maxAcq > 0 ? <li>{t('product.maxAcq', { count: maxAcq })}</li> : null}
            {leadTime > 0 ? <li>{t('product.leadTime', { hours: leadTime })}</li> : null}
            {product.available !== 0 ? <li className="text-green-800">{t('product.available')}</li> : null}
          </ul>
          {product.warehousePromo?.view.footer ? <p className="text-sm text-neutral-700">{product.warehousePromo.view.footer}</p> : null}
        </div>
      </article>
      <ProductFacts product={product} nutrition={nutrition} />
    </>
  );
}
