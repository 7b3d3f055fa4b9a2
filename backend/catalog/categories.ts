// The category table is small (hundreds of rows): it is read whole (once per catalogue version) and
// walked in memory for trees, descendants and breadcrumbs rather than with recursive queries.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rows } from '../db/query';
import { category, categoryBlock } from '../db/schema';
import { fromCatalog, type Catalog } from './cache';
import { present } from '../ebsn/null-free';
import { pictureUrl } from './media';

export type CategoryRow = typeof category.$inferSelect;
type BlockRow = typeof categoryBlock.$inferSelect;

export type CategoryIndex = {
  byId: Map<number, CategoryRow>;
  bySlug: Map<string, CategoryRow>;
  /** by the last segment of the slug ('frutta' for 'frutta-e-verdura/frutta'): old links name a category so */
  bySegment: Map<string, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
};

export type CategoryNode = {
  categoryId: number;
  /** left out on top-level categories */
  parentId?: number;
  name: string;
  slug: string;
  itemUrl: string;
  categories?: CategoryNode[];
};

/** the whole tree, kept per catalogue version (cache.ts): callers read it, never change it */
export function loadCategories(from: Catalog): Promise<CategoryIndex> {
  return fromCatalog(from, 'categories', (read) => queryCategories(read.db));
}

async function queryCategories(db: Database): Promise<CategoryIndex> {
  const all = await db.select().from(category).orderBy(asc(category.position), asc(category.id));
  const index: CategoryIndex = { byId: new Map(), bySlug: new Map(), bySegment: new Map(), children: new Map() };
  for (const row of all) {
    index.byId.set(row.id, row);
    index.bySlug.set(row.slug, row);
    const segment = lastSegment(row.slug);
    // the shallowest category wins a segment two of them share (rows come by position, not depth)
    const taken = index.bySegment.get(segment);
    if (!taken || taken.depth > row.depth) index.bySegment.set(segment, row);
    const siblings = index.children.get(row.parentId) ?? [];
    siblings.push(row);
    index.children.set(row.parentId, siblings);
  }
  return index;
}

function lastSegment(slug: string): string {
  return slug.slice(slug.lastIndexOf('/') + 1);
}

/**
 * A category by its slug, which is its path from the top ('frutta-e-verdura/frutta'); a bare last
 * segment ('frutta') or a path whose last segment names a category (links made before slugs were
 * paths) finds it too. Callers compare the answer's slug with what they asked to send a redirect.
 */
export function findBySlug(index: CategoryIndex, slug: string): CategoryRow | undefined {
  const path = slug
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('/');
  return index.bySlug.get(path) ?? index.bySegment.get(lastSegment(path));
}

/** the category and everything under it */
export function descendantIds(index: CategoryIndex, id: number): number[] {
  if (!index.byId.has(id)) return [];
  const out = new Set<number>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (out.has(current)) continue; // a cycle in hand-edited data must not hang a request
    out.add(current);
    for (const child of index.children.get(current) ?? []) stack.push(child.id);
  }
  return [...out];
}

/** top first, ending with the category itself */
export function breadCrumbs(index: CategoryIndex, id: number) {
  const trail: Array<{ categoryId: number; name: string; slug: string; itemUrl: string }> = [];
  let current = index.byId.get(id);
  while (current && trail.length < 10) {
    trail.unshift({ categoryId: current.id, name: current.name, slug: current.slug, itemUrl: categoryUrl(current.slug) });
    current = current.parentId == null ? undefined : index.byId.get(current.parentId);
  }
  return trail;
}

export function categoryUrl(slug: string): string {
  return `/category/${slug}`;
}

/** categories holding at least one product, counting their subtrees */
export async function nonEmptyCategoryIds(db: Database, index: CategoryIndex): Promise<Set<number>> {
  const counts = await rows<{ categoryId: number }>(db, sql`select distinct category_id as "categoryId" from product where available`);
  const keep = new Set<number>();
  for (const { categoryId } of counts) {
    let current = index.byId.get(categoryId);
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.parentId == null ? undefined : index.byId.get(current.parentId);
    }
  }
  return keep;
}

// catalogOnly: the shop's product tree leaves out content categories (home page, selectors...).
type TreeOptions = { depth?: number; keep?: Set<number>; catalogOnly?: boolean };

export function subtree(index: CategoryIndex, parentId: number | null, options: TreeOptions = {}, level = 1): CategoryNode[] {
  if (options.depth !== undefined && level > options.depth) return [];
  return (index.children.get(parentId) ?? [])
    .filter((row) => (!options.catalogOnly || row.kind === 'catalog') && (!options.keep || options.keep.has(row.id)))
    .map((row) => {
      const node = categoryNode(row);
      const children = subtree(index, row.id, options, level + 1);
      return children.length ? { ...node, categories: children } : node;
    });
}

export function categoryNode(row: CategoryRow): CategoryNode {
  return present({ categoryId: row.id, parentId: row.parentId, name: row.name, slug: row.slug, itemUrl: categoryUrl(row.slug) });
}

export function serializeBlock(block: BlockRow) {
  return present({
    categoryBlockId: block.id,
    categoryId: block.categoryId,
    position: block.position,
    templateBlock: { codInt: block.template, name: block.template },
    title: block.title,
    body: block.body,
    // Proposals have no table of their own: their id is derived from the block and their place in it,
    // stable as long as the block is not reordered.
    proposals: (block.proposals ?? []).map((p, i) =>
      present({
        proposalId: block.id * 1000 + i + 1,
        name: p.name,
        descr: p.descr,
        img: p.img ? pictureUrl(p.img) : null,
        link: p.link,
        bgColor: p.bgColor,
      }),
    ),
    productQuery: block.productQuery,
  });
}

export async function loadBlocks(db: Database, categoryIds: number[]) {
  if (!categoryIds.length) return [];
  return db
    .select()
    .from(categoryBlock)
    .where(inArray(categoryBlock.categoryId, categoryIds))
    .orderBy(asc(categoryBlock.position), asc(categoryBlock.id));
}

export async function loadBlock(db: Database, id: number) {
  const [block] = await db.select().from(categoryBlock).where(eq(categoryBlock.id, id)).limit(1);
  return block;
}

/** data.category: the node, its children, its page blocks and its page texts */
export async function categoryDetail(db: Database, index: CategoryIndex, row: CategoryRow, depth?: number) {
  const blocks = await loadBlocks(db, [row.id]);
  return {
    ...categoryNode(row),
    kind: row.kind,
    depth: row.depth,
    ...present({ mediaURL: pictureUrl(row.picture) }),
    breadCrumbs: breadCrumbs(index, row.id),
    categories: subtree(index, row.id, { depth }),
    categoryBlocks: blocks.map(serializeBlock),
    proposals: [],
    metaData: {
      category_info: present({ TITLE: row.title ?? row.name, DESCRIPTION: row.description, CONTENT: row.content }),
    },
  };
}
