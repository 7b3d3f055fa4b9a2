// The page the service worker (public/sw.js) keeps and shows when a page cannot be reached: fetched
// as a guest when it installs, so it holds nothing of any shopper's.
import type { MetaFunction } from '@remix-run/node';
import { tApp as t } from '~/i18n/app';
import { pageMeta } from '~/lib/seo';

export const meta: MetaFunction = () => [...pageMeta({ title: t('offline.title') }), { name: 'robots', content: 'noindex' }];

export default function Offline() {
  return (
    <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby="offline-title">
      <h1 id="offline-title" className="mb-4 text-3xl font-bold">
        {t('offline.title')}
      </h1>
      <p className="mb-6">{t('offline.text')}</p>
      {/* A plain link to this address: the worker shows this page at the address the shopper asked
          for, so trying again asks for that page; no script is at hand offline */}
      <a href="" className="btn-primary">
        {t('offline.retry')}
      </a>
    </section>
  );
}
