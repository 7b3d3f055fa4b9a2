import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ContentHtml } from '~/components/content/ContentHtml';
import { Breadcrumbs } from '~/components/catalog/Breadcrumbs';
import { getPage } from '~/cms/client.server';
import { errorMeta } from '~/lib/error-meta';
import { safeHtml } from '~/lib/html.server';
import { decodeEntities } from '~/lib/entities';
import { pageMeta, originFrom } from '~/lib/seo';
import { failure, notFound } from '~/lib/failures.server';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';
import { routeHeaders, SHAREABLE_FOR_GUESTS } from '~/lib/headers';

export const headers = routeHeaders;

const SLUG = /^[a-z0-9-]{1,100}$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return contentPage(request, context, params.slug ?? '', '/page');
}

/** A content page by its slug, at `base`/<slug> (the rules page has an address of its own, /p/regolamento). */
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

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, error }) => {
  if (!page || error) return errorMeta(error);
  const origin = originFrom(matches);
  return pageMeta({ title: page.seoTitle, description: page.seoDescription, canonical: `${origin}${page.path}` });
};

export default function ContentPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumbs items={[{ name: page.title, href: page.path }]} />
      <h1 className="mb-4 text-3xl font-bold">{page.title}</h1>
      <ContentHtml html={page.content} className="prose-shop rounded-lg bg-white p-6" />
      {page.validity ? <p className="mt-4 text-sm text-neutral-700">{page.validity}</p> : null}
    </article>
  );
}
