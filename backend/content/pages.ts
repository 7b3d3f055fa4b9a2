// Pages of the content API, shaped as WordPress REST (wp/v2/pages) answers them.
import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cmsPage } from '../db/schema';

type PageRow = typeof cmsPage.$inferSelect;

const romeClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** WordPress dates: site-local ('date') and UTC ('date_gmt'), both without zone or milliseconds */
function wpLocal(at: Date): string {
  return romeClock.format(at).replace(' ', 'T');
}
function wpGmt(at: Date): string {
  return at.toISOString().slice(0, 19);
}

const EXCERPT_WORDS = 55; // WordPress's default excerpt length

export function excerptOf(html: string): string {
  const words = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return '';
  const cut = words.length > EXCERPT_WORDS;
  return `<p>${words.slice(0, EXCERPT_WORDS).join(' ')}${cut ? ' [&hellip;]' : ''}</p>\n`;
}

export function serializePage(row: PageRow) {
  return {
    id: row.id,
    date: wpLocal(row.modifiedAt),
    date_gmt: wpGmt(row.modifiedAt),
    modified: wpLocal(row.modifiedAt),
    modified_gmt: wpGmt(row.modifiedAt),
    slug: row.slug,
    status: 'publish',
    type: 'page',
    link: `/page/${row.slug}`,
    title: { rendered: row.title },
    content: { rendered: row.content, protected: false },
    excerpt: { rendered: excerptOf(row.content), protected: false },
    testo_validit: row.validity ?? '',
    meta: { seo_title: row.seoTitle ?? row.title, seo_description: row.seoDescription ?? '' },
  };
}

export async function findPages(db: Database, options: { slugs?: string[]; page: number; perPage: number }) {
  const where = options.slugs ? inArray(cmsPage.slug, options.slugs) : undefined;
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(cmsPage)
    .where(where);
  const found = await db
    .select()
    .from(cmsPage)
    .where(where)
    .orderBy(desc(cmsPage.modifiedAt), asc(cmsPage.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  return { total: Number(total), pages: found.map(serializePage) };
}
