import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ContentHtml } from '~/components/content/ContentHtml';
import { Breadcrumbs } from '~/components/catalog/Breadcrumbs';
import { contentPage } from '~/cms/content-page.server';
import { errorMeta } from '~/lib/error-meta';
import { pageMeta, originFrom } from '~/lib/seo';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return contentPage(request, context, params.slug ?? '', '/page');
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
