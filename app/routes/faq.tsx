// Domande frequenti (issue 27 §1): every question under its group's heading, each a <details> with
// its answer and the id `faq-<slug>` the site search links to; a GET search (?s=) that asks the
// content API's own search, says how many it found, and says so when it found none.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { ContentHtml } from '~/components/content/ContentHtml';
import { listFaqCategories, listFaqs } from '~/cms/client.server';
import type { Faq, FaqCategory } from '~/cms/schemas';
import { tContent as t } from '~/i18n/content';
import { decodeEntities } from '~/lib/entities';
import { failure } from '~/lib/failures.server';
import { routeHeaders, SHAREABLE_FOR_GUESTS } from '~/lib/headers';
import { safeHtml } from '~/lib/html.server';
import { pageMeta } from '~/lib/seo';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';
import { data } from '@remix-run/node';

export const headers = routeHeaders;

export const meta: MetaFunction = () => pageMeta({ title: t('faq.title'), description: t('faq.meta') });

const SLUG = /^[a-z0-9-]{1,200}$/;

type Group = { id: number; name: string; questions: Array<{ id: string; question: string; answer: string }> };

/** Questions by their group in the groups' order; those of no known group last, under "Altre domande". */
function groupFaqs(faqs: Faq[], categories: FaqCategory[]): Group[] {
  const ordered = [...categories].sort((a, b) => a.menu_order - b.menu_order || a.name.localeCompare(b.name, 'it'));
  const groups = new Map<number, Group>(ordered.map((c) => [c.id, { id: c.id, name: decodeEntities(c.name), questions: [] }]));
  const other: Group = { id: 0, name: t('faq.other'), questions: [] };
  for (const faq of faqs) {
    const group = groups.get(faq.faq_category.find((id) => groups.has(id)) ?? -1) ?? other;
    group.questions.push({
      id: `faq-${SLUG.test(faq.slug) ? faq.slug : faq.id}`,
      question: decodeEntities(faq.title.rendered),
      answer: safeHtml(faq.content.rendered),
    });
  }
  return [...groups.values(), other].filter((g) => g.questions.length);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  const s = (new URL(request.url).searchParams.get('s') ?? '').trim().slice(0, 100);
  try {
    const [faqs, categories] = await Promise.all([listFaqs(shopper.api, s), listFaqCategories(shopper.api)]);
    return data(
      { s, count: faqs.length, groups: groupFaqs(faqs, categories) },
      { headers: await shopperHeaders(shopper, SHAREABLE_FOR_GUESTS) },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function FaqPage() {
  const { s, count, groups } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('faq.title')}</h1>
      <Form method="get" role="search" aria-label={t('faq.searchLabel')} className="flex flex-wrap items-end gap-2">
        <div className="grow">
          <label htmlFor="faq-search" className="mb-1 block font-medium">
            {t('faq.searchLabel')}
          </label>
          <input id="faq-search" type="search" name="s" defaultValue={s} maxLength={100} className="input min-h-11 w-full" />
        </div>
        <button type="submit" className="btn-primary min-h-11">
          {t('faq.search')}
        </button>
      </Form>
      {s ? (
        <div role="status" className="flex flex-wrap items-center gap-3">
          <p className="font-medium">{count ? t('faq.foundFor', { count, s }) : t('faq.none')}</p>
          <Link to="/faq" className="text-secondary underline">
            {t('faq.showAll')}
          </Link>
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-group-${group.id}`} className="flex flex-col gap-2">
          <h2 id={`faq-group-${group.id}`} className="text-xl font-bold">
            {group.name}
          </h2>
          {group.questions.map((q) => (
            <details key={q.id} id={q.id} open={!!s} className="rounded-lg bg-white p-4 shadow-sm">
              <summary className="cursor-pointer font-medium">{q.question}</summary>
              <ContentHtml html={q.answer} className="prose-shop mt-2" />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
