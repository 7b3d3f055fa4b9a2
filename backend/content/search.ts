// Site search (wp/v2/search): FAQ, recipes and pages whose title or text holds the words, each as a
// link into the shop. Content is small (tens of rows), so the kinds are read whole and paged here.
import { asc, ilike, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cmsPage, faq, recipe } from '../db/schema';
import { containsPattern } from './text-search';

export const SEARCH_SUBTYPES = ['faq', 'recipe', 'page'] as const;
export type SearchSubtype = (typeof SEARCH_SUBTYPES)[number];

type Hit = { id: number; title: string; url: string; type: 'post'; subtype: SearchSubtype };

// the most one kind contributes: a search is for finding, not for listing everything
const MAX_PER_KIND = 200;

async function hitsOf(db: Database, subtype: SearchSubtype, words: string | undefined): Promise<Hit[]> {
  const pattern = words ? containsPattern(words) : undefined;
  if (subtype === 'faq') {
    const rows = await db
      .select({ id: faq.id, title: faq.title, slug: faq.slug })
      .from(faq)
      .where(pattern ? or(ilike(faq.title, pattern), ilike(faq.content, pattern)) : undefined)
      .orderBy(asc(faq.groupId), asc(faq.position), asc(faq.id))
      .limit(MAX_PER_KIND);
    return rows.map((r) => ({ id: r.id, title: r.title, url: `/faq#faq-${r.slug}`, type: 'post', subtype }));
  }
  if (subtype === 'recipe') {
    const rows = await db
      .select({ id: recipe.id, title: recipe.title, slug: recipe.slug })
      .from(recipe)
      .where(pattern ? or(ilike(recipe.title, pattern), ilike(recipe.excerpt, pattern), ilike(recipe.content, pattern)) : undefined)
      .orderBy(asc(recipe.position), asc(recipe.id))
      .limit(MAX_PER_KIND);
    return rows.map((r) => ({ id: r.id, title: r.title, url: `/ricette/${r.slug}`, type: 'post', subtype }));
  }
  const rows = await db
    .select({ id: cmsPage.id, title: cmsPage.title, slug: cmsPage.slug })
    .from(cmsPage)
    .where(pattern ? or(ilike(cmsPage.title, pattern), ilike(cmsPage.content, pattern)) : undefined)
    .orderBy(asc(cmsPage.id))
    .limit(MAX_PER_KIND);
  return rows.map((r) => ({ id: r.id, title: r.title, url: `/page/${r.slug}`, type: 'post', subtype }));
}

/** hits whose title holds the words first (within the kinds' order), then those whose text does */
export async function searchContent(
  db: Database,
  options: { search?: string; subtypes: readonly SearchSubtype[]; page: number; perPage: number },
) {
  const kinds = await Promise.all(options.subtypes.map((s) => hitsOf(db, s, options.search)));
  const all = kinds.flat();
  const words = options.search?.trim().toLocaleLowerCase('it');
  const ranked = words
    ? [
        ...all.filter((h) => h.title.toLocaleLowerCase('it').includes(words)),
        ...all.filter((h) => !h.title.toLocaleLowerCase('it').includes(words)),
      ]
    : all;
  const start = (options.page - 1) * options.perPage;
  return { total: ranked.length, items: ranked.slice(start, start + options.perPage) };
}
