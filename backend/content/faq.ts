// FAQ of the content API (wp/v2/faq, wp/v2/faq_category), shaped as WordPress REST answers them.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { faq, faqGroup } from '../db/schema';
import { containsPattern } from './text-search';

export type Paging = { page: number; perPage: number };

export async function listFaqGroups(db: Database, paging: Paging) {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(faqGroup);
  const rows = await db
    .select({
      id: faqGroup.id,
      name: faqGroup.name,
      slug: faqGroup.slug,
      description: faqGroup.description,
      menu_order: faqGroup.position,
      // written out: inside a subquery drizzle leaves columns unqualified, and faq has an id too
      count: sql<number>`(select count(*)::int from "faq" where "faq"."group_id" = "faq_group"."id")`,
    })
    .from(faqGroup)
    .orderBy(asc(faqGroup.position), asc(faqGroup.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return { total: Number(total), items: rows.map((r) => ({ ...r, count: Number(r.count) })) };
}

export async function findFaqs(db: Database, options: Paging & { search?: string; groupIds?: number[] }) {
  const where = and(
    options.search ? or(ilike(faq.title, containsPattern(options.search)), ilike(faq.content, containsPattern(options.search))) : undefined,
    options.groupIds?.length ? inArray(faq.groupId, options.groupIds) : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(faq)
    .where(where);
  const rows = await db
    .select({ faq, groupPosition: faqGroup.position })
    .from(faq)
    .innerJoin(faqGroup, eq(faqGroup.id, faq.groupId))
    .where(where)
    .orderBy(asc(faqGroup.position), asc(faq.groupId), asc(faq.position), asc(faq.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  return {
    total: Number(total),
    items: rows.map(({ faq: row }) => ({
      id: row.id,
      slug: row.slug,
      type: 'faq',
      link: `/faq#faq-${row.slug}`,
      title: { rendered: row.title },
      content: { rendered: row.content, protected: false },
      faq_category: [row.groupId],
      menu_order: row.position,
    })),
  };
}
