import type { LoaderFunctionArgs } from '@remix-run/node';
import { listProducts } from '~/ebsn/catalog.server';
import { originOf, PRODUCTS_PER_FILE, urlset } from '~/lib/sitemap.server';
import { failure, notFound } from '~/lib/failures.server';
import { getShopper } from '~/lib/shopper.server';
import { secured } from '~/lib/response-headers.server';

export const loader = secured(async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = Number(params.page);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) notFound();
  const shopper = await getShopper(request, context);
  try {
    const list = await listProducts(shopper.api, { page: String(page), page_size: String(PRODUCTS_PER_FILE), sort: 'name_asc' });
    if (!list.products.length) notFound();
    const origin = originOf(request);
    return urlset(list.products.map((p) => `${origin}/product/${p.slug}`));
  } catch (error) {
    return failure(error, request, shopper);
  }
});
