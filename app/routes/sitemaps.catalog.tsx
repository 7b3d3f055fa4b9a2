import type { LoaderFunctionArgs } from '@remix-run/node';
import { listPages } from '~/cms/client.server';
import { getCategoryTree } from '~/ebsn/catalog.server';
import type { CategoryNode } from '~/ebsn/schemas';
import { originOf, urlset } from '~/lib/sitemap.server';
import { failure } from '~/lib/failures.server';
import { getShopper } from '~/lib/shopper.server';
import { secured } from '~/lib/response-headers.server';

function slugs(nodes: CategoryNode[]): string[] {
  return nodes.flatMap((n) => [n.slug, ...slugs(n.categories ?? [])]);
}

export const loader = secured(async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  try {
    const [tree, pages] = await Promise.all([getCategoryTree(shopper.api), listPages(shopper.api)]);
    const origin = originOf(request);
    return urlset([`${origin}/`, ...slugs(tree).map((s) => `${origin}/category/${s}`), ...pages.map((p) => `${origin}/page/${p.slug}`)]);
  } catch (error) {
    return failure(error, request, shopper);
  }
});
