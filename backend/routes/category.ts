// GET /ebsn/api/category (tree, or one category by slug / categoryId) and /category-block/info.
import { Hono } from 'hono';
import { z } from 'zod';
import { categoryDetail, findBySlug, loadBlock, loadCategories, nonEmptyCategoryIds, serializeBlock, subtree } from '../catalog/categories';
import { shopperIndependent } from '../ebsn/cache';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, messages, ok } from '../ebsn/envelope';
import { clampedIntParam, flagParam, intParam, textParam, validQuery } from '../ebsn/validation';
import { MAX_ID } from '../limits';

const categoryQuery = z.object({
  slug: textParam(200),
  categoryId: intParam(1, MAX_ID),
  filtered: flagParam,
  depth: clampedIntParam(1, 10),
  // accepted as clients send them; they only matter to caches
  skip_cache: textParam(20),
  hash: textParam(100),
  q: textParam(200),
});

const blockQuery = z.object({ categoryBlockId: intParam(1, MAX_ID).pipe(z.number()) });

export function categoryRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/category', validQuery(categoryQuery), async (c) => {
      const { slug, categoryId, filtered, depth } = c.req.valid('query');
      const index = await loadCategories(db);
      if (slug !== undefined || categoryId !== undefined) {
        const row = slug !== undefined ? findBySlug(index, slug) : index.byId.get(categoryId!);
        // Not found is a business answer (HTTP 200, status != 0) with its own code, so the
        // storefront tells it apart from a backend that is down (network error or 5xx).
        if (!row) return fail(c, { code: 'error.category.notFound', error: messages.categoryNotFound });
        shopperIndependent(c, deps);
        return ok(c, { category: await categoryDetail(db, index, row, depth) });
      }
      const keep = filtered ? await nonEmptyCategoryIds(db, index) : undefined;
      shopperIndependent(c, deps);
      return ok(c, { categories: subtree(index, null, { depth, keep, catalogOnly: true }) });
    })
    .get('/category-block/info', validQuery(blockQuery), async (c) => {
      const { categoryBlockId } = c.req.valid('query');
      const block = await loadBlock(db, categoryBlockId);
      if (!block) return fail(c, { code: 'error.categoryBlock.notFound', error: messages.categoryBlockNotFound });
      shopperIndependent(c, deps);
      return ok(c, serializeBlock(block));
    });
}
