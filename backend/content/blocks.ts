// ux-blocks (wp/v2/ux-blocks) and slides (slides_by_id, new_slides) of the content API.
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { slide, uxBlock } from '../db/schema';

export async function findUxBlocks(db: Database, by: { slug?: string; term?: string }) {
  const rows = await db
    .select()
    .from(uxBlock)
    .where(and(by.slug ? eq(uxBlock.slug, by.slug) : undefined, by.term ? eq(uxBlock.term, by.term) : undefined))
    .orderBy(asc(uxBlock.id))
    .limit(100);
  return rows.map((b) => ({
    id: b.id,
    slug: b.slug,
    type: 'ux-blocks',
    title: { rendered: b.title },
    content: { rendered: b.content, protected: false },
    meta: {
      description: b.description,
      button_text: b.buttonText,
      button_link: b.buttonLink,
      footer_image: b.footerImageUrl ? { url: b.footerImageUrl, alt: b.footerImageAlt ?? '' } : null,
    },
  }));
}

type SlideRow = typeof slide.$inferSelect;

const shape = (s: SlideRow) => ({
  id: s.id,
  title: s.title,
  image: { url: s.imageUrl, alt: s.imageAlt },
  link: s.link,
  position: s.position,
});

/** every slide of a slider, whatever its window (slides_by_id) */
export async function slidesOf(db: Database, sliderId: number) {
  const rows = await db.select().from(slide).where(eq(slide.sliderId, sliderId)).orderBy(asc(slide.position), asc(slide.id));
  return rows.map(shape);
}

/**
 * The slides of a slider shown at `at` (new_slides): inside their window (from included, to
 * excluded), for the given delivery service and store or for all of them.
 */
export async function slidesAt(db: Database, sliderId: number, at: Date, where: { warehouseId?: number; deliveryServiceId?: number }) {
  const rows = await db
    .select()
    .from(slide)
    .where(
      and(
        eq(slide.sliderId, sliderId),
        or(isNull(slide.validFrom), lte(slide.validFrom, at)),
        or(isNull(slide.validTo), gt(slide.validTo, at)),
        where.deliveryServiceId !== undefined
          ? or(isNull(slide.deliveryServiceId), eq(slide.deliveryServiceId, where.deliveryServiceId))
          : undefined,
        where.warehouseId !== undefined ? or(isNull(slide.warehouseId), eq(slide.warehouseId, where.warehouseId)) : undefined,
      ),
    )
    .orderBy(asc(slide.position), asc(slide.id));
  return rows.map(shape);
}
