import type { LoaderFunctionArgs } from '@remix-run/node';
import { listProducts } from '~/ebsn/catalog.server';
import { originOf, PRODUCTS_PER_FILE, sitemapIndex } from '~/lib/sitemap.server';
import { failure } from '~/lib/failures.server';
import { getShopper } from '~/lib/shopper.server';
import { secured } from '~/lib/response-headers.server';

export const loader = secured(async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  try {
    const probe = await listProducts(shopper.api, { page_size: '1' });
    const files = Math.ceil(probe.page.totItems / PRODUCTS_PER_FILE);
    const origin = originOf(request);
    return sitemapIndex([`${origin}/sitemaps/catalog`, ...Array.from({ length: files }, (_, i) => `${origin}/sitemaps/products/${i + 1}`)]);
  } catch (error) {
    return failure(error, request, shopper);
  }
});
