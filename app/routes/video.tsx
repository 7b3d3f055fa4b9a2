// A content link's video on a page of its own (issue 27 §1): YouTube and Vimeo through their embed
// players and the shop's own .mp4 files (app/lib/video.ts), anything else a 404. It works without JS;
// with JS a content page opens the same player as a dialog (components/content/ContentHtml).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { VideoPlayer } from '~/components/content/VideoPlayer';
import { tContent as t } from '~/i18n/content';
import { errorMeta } from '~/lib/error-meta';
import { notFound } from '~/lib/failures.server';
import { PRIVATE_REVALIDATE, routeHeaders } from '~/lib/headers';
import { safeRedirect } from '~/lib/safe-redirect';
import { pageMeta } from '~/lib/seo';
import { videoSource } from '~/lib/video';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, error }) =>
  page && !error ? [...pageMeta({ title: page.title }), { name: 'robots', content: 'noindex' }] : errorMeta(error);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const source = videoSource(url.searchParams.get('src') ?? '');
  if (!source) notFound();
  const title = (url.searchParams.get('title') ?? '').trim().slice(0, 200) || t('video.title');
  // back to the page the link was on, when it was one of the shop's
  let back = '/';
  const referer = request.headers.get('Referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === url.host && from.pathname !== url.pathname) back = safeRedirect(`${from.pathname}${from.search}`, '/');
    } catch {
      // no usable referrer: home
    }
  }
  // the way back depends on the Referer: the browser's own copy only
  return data({ source, title, back }, { headers: { 'Cache-Control': PRIVATE_REVALIDATE } });
}

export default function VideoPage() {
  const { source, title, back } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="video-title" className="mx-auto flex max-w-3xl flex-col gap-4 rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="video-title" className="text-2xl font-bold">
          {title}
        </h1>
        <Link to={back} className="btn-outline min-h-11">
          {t('video.back')}
        </Link>
      </div>
      <VideoPlayer source={source} title={title} />
    </section>
  );
}
