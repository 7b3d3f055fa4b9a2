// GET /ebsn/api/products (listing, search, or one product by slug) and /products/:productId.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { fromCatalog, type CatalogRead } from '../catalog/cache';
import { descendantIds, loadCategories, type CategoryIndex } from '../catalog/categories';
import { listProducts, type ListingFilters, type ProductSort } from '../catalog/listing';
import { findProductId, readProducts } from '../catalog/products';
import { planSearch } from '../catalog/search';
import { shopperIndependent } from '../ebsn/cache';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, messages, okJson } from '../ebsn/envelope';
import {
  choiceParam,
  clampedIntParam,
  idListParam,
  intParam,
  lenientFlagParam,
  single,
  textParam,
  validParams,
  validQuery,
} from '../ebsn/validation';
import { MAX_ID } from '../limits';

/** shopping.md §9: product list page size 24; a larger page_size is served as MAX_PAGE_SIZE */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 200;
/** pages beyond any catalogue's end: asking for more answers an empty page, not an error */
const MAX_PAGE = 100_000;
export const PRODUCT_SORTS = ['name_asc', 'name_des', 'pri_asc', 'pri_des'] as const;

const listQuery = z.object({
  parent_category_id: intParam(1, MAX_ID),
  page: clampedIntParam(1, MAX_PAGE),
  page_size: clampedIntParam(1, MAX_PAGE_SIZE),
  q: textParam(200),
  slug: textParam(200),
  barcode: single(
    z
      .string()
      .trim()
      .regex(/^\d{1,14}$/, 'deve contenere solo cifre (al massimo 14)'),
  ),
  sort: choiceParam(PRODUCT_SORTS),
  promo: lenientFlagParam,
  new_product: lenientFlagParam,
  vendor: idListParam,
  product_class: idListParam,
  // w<warehouseId>d<date>t<timeslotId>: prices do not depend on the store yet, so only accepted
  hash: textParam(100),
});

const productParams = z.object({
  productId: z
    .string()
    .regex(/^\d{1,10}$/, 'deve essere un numero intero')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_ID)),
});

/** a product's data as JSON text; null when there is no such product */
async function productData(read: CatalogRead, by: { id?: number; slug?: string }): Promise<string | null> {
  const id = await findProductId(read.db, by);
  if (id === undefined) return null;
  const index = await loadCategories(read);
  const [product] = await readProducts(read.db, [id], index, true);
  return product ? JSON.stringify(product) : null;
}

async function productAnswer(c: Context<AppEnv>, deps: Deps, by: { id?: number; slug?: string }) {
  const data = await fromCatalog(deps.db, `answer:product:${JSON.stringify(by)}`, (read) => productData(read, by));
  if (data === null) return fail(c, { code: 'error.product.notFound', error: messages.productNotFound });
  shopperIndependent(c, deps);
  return okJson(c, data);
}

function categoryFilter(index: CategoryIndex, parentId: number | undefined): number[] | undefined {
  return parentId === undefined ? undefined : descendantIds(index, parentId);
}

/** a listing's data (page of products, counts, facets, the search as understood) as JSON text */
async function listingData(read: CatalogRead, query: z.infer<typeof listQuery>): Promise<string> {
  const { db } = read;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  // the answer's version read, handed on: the tree and the search plan read none of their own
  const index = await loadCategories(read);
  const search = query.q?.trim() ? await planSearch(read, query.q) : undefined;
  const filters: ListingFilters = {
    categoryIds: categoryFilter(index, query.parent_category_id),
    search,
    barcode: query.barcode,
    promo: query.promo,
    isNew: query.new_product,
    vendorIds: query.vendor ?? [],
    classIds: query.product_class ?? [],
  };
  const sort: ProductSort = query.sort ?? '';
  const listing = await listProducts(db, filters, sort, page, pageSize);
  const products = await readProducts(db, listing.ids, index);
  return JSON.stringify({
    products,
    page: {
      selPage: page,
      totPages: Math.ceil(listing.total / pageSize),
      totItems: listing.total,
      itemsPerPage: pageSize,
    },
    facets: listing.facets,
    ...(search ? { search: { query: search.query, corrected: search.kind === 'text' ? search.corrected : null } } : {}),
  });
}

export function productRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/products/:productId', validParams(productParams), (c) => productAnswer(c, deps, { id: c.req.valid('param').productId }))
    .get('/products', validQuery(listQuery), async (c) => {
      const query = c.req.valid('query');
      if (query.slug !== undefined) return productAnswer(c, deps, { slug: query.slug });
      // the hash (the shopper's store and slot) changes no answer yet: it stays out of the key
      const key = `answer:products:${JSON.stringify({ ...query, hash: undefined })}`;
      const data = await fromCatalog(db, key, (read) => listingData(read, query));
      shopperIndependent(c, deps);
      return okJson(c, data);
    });
}
