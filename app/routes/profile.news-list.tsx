// Messaggi (account.md §2 /profile/news-list; docs/decisions/031-message-archive.md): the archive of
// the e-mails the shop sent the customer about their orders (and news), newest first, 12 to a page,
// each with its subject, date and the start of its text. Read-only and without JS: a message opens by
// a GET link (?messaggio=<id>) that shows its whole text above the list, with a "Chiudi" link back;
// paging is GET links too, so the URL is the page. The text is plain text, shown as text (line breaks
// kept), never as HTML. Account e-mails (links and codes) are never in the archive.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '~/components/account/ProfilePage';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { Pagination } from '~/components/catalog/Pagination';
import type { ApiContext } from '~/ebsn/client.server';
import { EbsnError } from '~/ebsn/errors';
import { listMessages, MESSAGE_CODES, viewMessage, type ArchivedMessage } from '~/ebsn/messages.server';
import { tProfileArea as t } from '~/i18n/profile-area';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { respond } from '~/lib/shopper.server';
import { MAX_ID } from '#domain/filters';
import { INTL_LOCALE } from '~/i18n/t';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.news') }), { name: 'robots', content: 'noindex' }];

const HERE = '/profile/news-list';
/** the query of the opened message (Italian, as the shopper sees it in the URL) */
export const MESSAGE_PARAM = 'messaggio';
/** the id of the opened message's block: its links scroll there */
const OPENED_ID = 'messaggio';
const MAX_PAGE = 10_000;

/** The page and the opened message of the query, read leniently: anything else is page 1 and no message. */
export function readNewsQuery(query: URLSearchParams): { page: number; messageId: number | null } {
  const int = (key: string, max: number) => {
    const value = (query.get(key) ?? '').trim();
    if (!/^\d{1,10}$/.test(value)) return null;
    const n = Number(value);
    return n >= 1 && n <= max ? n : null;
  };
  return { page: int('page', MAX_PAGE) ?? 1, messageId: int(MESSAGE_PARAM, MAX_ID) };
}

/** the list at `page`, and with a message opened */
function hrefFor(page: number, messageId?: number): string {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (messageId) query.set(MESSAGE_PARAM, String(messageId));
  const search = query.toString();
  return `${HERE}${search ? `?${search}` : ''}${messageId ? `#${OPENED_ID}` : ''}`;
}

const day = new Intl.DateTimeFormat(INTL_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });
const time = new Intl.DateTimeFormat(INTL_LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Rome' });

/** '24 novembre 2026 alle 10:30' (the shop's time), and the ISO date for <time>; nothing for a missing or garbled one */
function sentOn(iso: string | null | undefined): { text: string; iso: string } | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { text: t('news.sentAt', { day: day.format(date), time: time.format(date) }), iso: date.toISOString() };
}

function kindOf(kind: string | null | undefined): string | null {
  return kind === 'order' || kind === 'news' ? t(`news.kinds.${kind}`) : null;
}

/** The opened message, or `missing` when the backend says it is not the customer's (or not there). */
async function openMessage(api: ApiContext, messageId: number): Promise<ArchivedMessage | 'missing'> {
  try {
    return await viewMessage(api, messageId);
  } catch (error) {
    if (error instanceof EbsnError && error.messages.some((m) => m.code === MESSAGE_CODES.notFound)) return 'missing';
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const { page, messageId } = readNewsQuery(new URL(request.url).searchParams);
  try {
    const [list, opened] = await Promise.all([
      listMessages(shopper.api, { page }),
      messageId ? openMessage(shopper.api, messageId) : Promise.resolve(null),
    ]);
    return respond(shopper, {
      messages: list.messages.map((m) => ({
        id: m.messageId,
        subject: m.subject,
        kind: kindOf(m.kind),
        sent: sentOn(m.date),
        excerpt: m.excerpt,
        href: hrefFor(page, m.messageId),
      })),
      opened:
        opened && opened !== 'missing'
          ? { id: opened.messageId, subject: opened.subject, kind: kindOf(opened.kind), sent: sentOn(opened.date), text: opened.text }
          : null,
      missing: opened === 'missing',
      closeHref: hrefFor(page),
      page,
      pages: list.page.totPages,
      count: list.page.totItems,
    });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

function Sent({ sent }: { sent: { text: string; iso: string } | null }) {
  if (!sent) return null;
  return (
    <p className="text-sm text-neutral-700">
      {t('news.sent')} <time dateTime={sent.iso}>{sent.text}</time>
    </p>
  );
}

function Kind({ kind }: { kind: string | null }) {
  if (!kind) return null;
  return (
    <span className="rounded-full bg-neutral-200 px-3 py-0.5 text-sm font-medium text-neutral-900">
      <span className="sr-only">{t('news.kind')}: </span>
      {kind}
    </span>
  );
}

export default function NewsListPage() {
  const data = useLoaderData<typeof loader>();
  const { opened } = data;
  return (
    <ProfilePage title={t('news.title')} intro={<p>{t('news.intro')}</p>}>
      {opened ? (
        <article id={OPENED_ID} aria-labelledby="opened-subject" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
          <p className="sr-only">{t('news.opened')}</p>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="opened-subject" className="text-xl font-semibold [overflow-wrap:anywhere]">
              {opened.subject}
            </h2>
            <Kind kind={opened.kind} />
          </div>
          <Sent sent={opened.sent} />
          {/* plain text: React escapes it; pre-line keeps its line breaks */}
          <div className="whitespace-pre-line [overflow-wrap:anywhere]">{opened.text}</div>
          <Link to={data.closeHref} className="btn-secondary inline-flex min-h-11 items-center self-start">
            {t('news.close')}
          </Link>
        </article>
      ) : data.missing ? (
        <div id={OPENED_ID} role="alert" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
          <p>{t('news.missing')}</p>
          <Link to={data.closeHref} className="btn-secondary inline-flex min-h-11 items-center self-start">
            {t('news.close')}
          </Link>
        </div>
      ) : null}

      <section aria-labelledby="news-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="news-heading" className="text-lg font-semibold">
            {t('news.list')}
          </h2>
          {data.count > 0 ? <p className="text-sm text-neutral-700">{t('news.count', { count: data.count })}</p> : null}
        </div>
        {data.count === 0 ? (
          <p className="rounded-lg bg-white p-4 shadow-sm">{t('news.none')}</p>
        ) : data.messages.length === 0 ? (
          <div className="rounded-lg bg-white p-4 shadow-sm">
            <p>{t('news.pageEmpty')}</p>
            <Link to={HERE} className="flex min-h-11 items-center self-start underline">
              {t('news.firstPage')}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.messages.map((message) => (
              <li key={message.id} className="rounded-lg bg-white p-4 shadow-sm">
                <article aria-labelledby={`news-${message.id}`} className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={`news-${message.id}`} className="text-lg font-semibold [overflow-wrap:anywhere]">
                      {message.subject}
                    </h3>
                    <Kind kind={message.kind} />
                  </div>
                  <Sent sent={message.sent} />
                  {message.excerpt ? <p className="[overflow-wrap:anywhere]">{message.excerpt}</p> : null}
                  <Link
                    to={message.href}
                    className="flex min-h-11 items-center self-start underline"
                    aria-current={opened?.id === message.id ? 'true' : undefined}
                  >
                    {t('news.read')}
                    <span className="sr-only">: {message.subject}</span>
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
        {data.messages.length > 0 ? <Pagination current={data.page} total={data.pages} hrefFor={(p) => hrefFor(p)} /> : null}
      </section>
    </ProfilePage>
  );
}
