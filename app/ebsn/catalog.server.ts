// Catalogue reads of the commerce API: categories, products, stores. Shopper-independent, so they
// go through the shared cache keyed by the catalogue's version (decision 062), store/slot scope and
// query, and never carry the session.
import { z } from 'zod';
import { cachedRead, type CacheStore } from '~/lib/cache.server';
import { catalogVersion } from './catalog-version.server';
import { ebsn, type ApiContext } from './client.server';
import { EbsnError, NotFoundError } from './errors';
import {
  categorySchema,
  categoryTreeSchema,
  productListSchema,
  productSchema,
  warehouseSchema,
  type Category,
  type CategoryNode,
  type Product,
  type ProductList,
} from './schemas';

/** `store`: 'answers' for what there is one of per query (listings, products), 'shop' for the rest. */
async function read<T>(api: ApiContext, key: string, fresh: () => Promise<T>, store: CacheStore = 'shop'): Promise<T> {
  const version = await catalogVersion(api);
  return cachedRead(
    `${version}|${api.hash ?? ''}|${key}`,
    fresh,
    (outcome) => {
      api.timings.push({ name: `cache-${outcome}`, dur: 0, desc: key.slice(0, 60) });
    },
    store,
  );
}

/** Not-found answers are part of the catalogue too: a missing slug is cached like a present one. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    // an envelope with status != 0 for a slug lookup means "no such thing" on eBSN servers
    if (error instanceof EbsnError) return null;
    throw error;
  }
}

export function getCategoryTree(api: ApiContext): Promise<CategoryNode[]> {
  return read(api, 'category-tree', async () => {
    const { data } = await ebsn(api, {
      path: 'category',
      query: { filtered: 'true', hash: api.hash },
      schema: categoryTreeSchema,
      withSession: false,
    });
    return data.categories;
  });
}

export function getCategoryBySlug(api: ApiContext, slug: string): Promise<Category | null> {
  return read(api, `category:${slug}`, () =>
    orNull(async () => {
      const { data } = await ebsn(api, {
        path: 'category',
        query: { slug, hash: api.hash },
        schema: z.object({ category: categorySchema.nullish() }).passthrough(),
        withSession: false,
      });
      if (!data.category) throw new NotFoundError(slug);
      return data.category;
    }),
  );
}

export function listProducts(api: ApiContext, query: Record<string, string>): Promise<ProductList> {
  const params = new URLSearchParams(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
  return read(
    api,
    `products?${params}`,
    async () => {
      const { data } = await ebsn(api, {
        path: 'products',
        query: { ...query, hash: api.hash },
        schema: productListSchema,
        withSession: false,
      });
      return data;
    },
    'answers',
  );
}

export function getProductBySlug(api: ApiContext, slug: string): Promise<Product | null> {
  return read(
    api,
    `product:${slug}`,
    () =>
      orNull(async () => {
        const { data } = await ebsn(api, {
          path: 'products',
          query: { slug, hash: api.hash },
          schema: productSchema.nullable(),
          withSession: false,
        });
        if (!data) throw new NotFoundError(slug);
        return data;
      }),
    'answers',
  );
}

/** One product by its id (`/products/{productId}`), e.g. to check what a cart form posted. */
export function getProductById(api: ApiContext, productId: number): Promise<Product | null> {
  return read(
    api,
    `product-id:${productId}`,
    () =>
      orNull(async () => {
        const { data } = await ebsn(api, {
          path: `products/${productId}`,
          query: { hash: api.hash },
          schema: productSchema.nullable(),
          withSession: false,
        });
        if (!data) throw new NotFoundError(String(productId));
        return data;
      }),
    'answers',
  );
}

export function listWarehouses(api: ApiContext) {
  return read(api, 'warehouses', async () => {
    const { data } = await ebsn(api, {
      path: 'warehouse-locator/search',
      schema: z.object({ warehouses: z.array(warehouseSchema) }).passthrough(),
      withSession: false,
    });
    return data.warehouses;
  });
}

/** Finds a node and its ancestors (top first) in the category tree. */
export function findCategoryPath(tree: CategoryNode[], slug: string): CategoryNode[] | null {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = findCategoryPath(node.categories ?? [], slug);
    if (below) return [node, ...below];
  }
  return null;
}
