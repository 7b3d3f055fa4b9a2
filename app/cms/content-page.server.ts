// A content page of the content API as the storefront shows it: /page/$slug, and the rules page at
// an address of its own (/p/regolamento).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { decodeEntities } from '~/lib/entities';
import { failure, notFound } from '~/lib/failures.server';
import { SHAREABLE_FOR_GUESTS } from '~/lib/headers';
import { safeHtml } from '~/lib/html.server';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';
import { getPage } from './client.server';

const SLUG = /^[a-z0-9-]{1,100}$/;

/** The page `slug` at `base`/<slug>: its title, safe content, validity and SEO texts; 404 for none. */
export async function contentPage(request: Request, context: LoaderFunctionArgs['context'], slug: string, base: string) {
  if (!SLUG.test(slug)) notFound();
  const shopper = await getShopper(request, context);
  try {
    const page = await getPage(shopper.api, slug);
    if (!page) notFound();
    const title = decodeEntities(page.title.rendered);
    return data(
      {
        slug,
        path: `${base}/${slug}`,
        title,
        content: safeHtml(page.content.rendered),
        validity: page.testo_validit ?? null,
        seoTitle: page.meta?.seo_title || title,
        seoDescription: page.meta?.seo_description ?? null,
      },
      { headers: await shopperHeaders(shopper, SHAREABLE_FOR_GUESTS) },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}
