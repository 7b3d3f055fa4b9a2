// Answers computed from the catalogue (the /products answers as JSON text, search plans, the category
// tree, the products of carts and lists), kept per catalogue version. Migration 0004 bumps app_meta
// 'catalog_version' in the same transaction as any write to products, promotions, vendors,
// categories, classes or the search lexicon, so an answer kept under a version is exactly what the
// database would answer now. Promotions also change with the clock: everything kept is dropped at
// the next start or end of a promotion. Every fromCatalog() call given the database costs one
// primary-key read (a round trip), so a route keeps its whole answer under one key (decision 033), and
// the parts the answer is computed from get the answer's read (CatalogRead) and read no version again.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { firstRow } from '../db/query';
import { appMeta } from '../db/schema';

/** answers kept per database, the least recently used dropped first (a page of products is ~100 KB) */
export const CATALOG_CACHE_ENTRIES = Number(process.env.CATALOG_QUERY_CACHE ?? 500);
/** single products kept per database (manyFromCatalog), beside those answers: a product is ~2 KB */
export const CATALOG_ITEM_ENTRIES = Number(process.env.CATALOG_ITEM_CACHE ?? 5000);

/**
 * What the catalogue answers of one database are computed from: its version, and the promotions in
 * force from `since` (the last start or end of a promotion that passed, epoch ms; 0 when none) until
 * `expiresAt` (the next one).
 */
/** answers being computed or computed, by key, the least recently used first */
type Kept = Map<string, Promise<unknown>>;

type Generation = {
  version: string;
  since: number;
  expiresAt: number;
  entries: Kept;
  items: Kept;
};

const generations = new WeakMap<Database, Generation>();

// read by every catalogue answer, kept or not (backend/db/prepared.ts)
const catalogVersionRow = preparedQuery('catalog_version', (db: Database, name) =>
  db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'catalog_version')).prepare(name),
);

async function currentGeneration(db: Database): Promise<Generation> {
  const [row] = await catalogVersionRow(db).execute();
  const version = row?.value ?? '';
  const kept = generations.get(db);
  if (kept && kept.version === version && Date.now() < kept.expiresAt) return kept;
  const bounds = await firstRow<{ at: string | null; since: string | null }>(
    db,
    sql`select extract(epoch from least(
              (select min(valid_from) from promotion where valid_from > now()),
              (select min(valid_to) from promotion where valid_to > now()))) * 1000 as at,
           extract(epoch from greatest(
              (select max(valid_from) from promotion where valid_from <= now()),
              (select max(valid_to) from promotion where valid_to <= now()))) * 1000 as since`,
  );
  const generation: Generation = {
    version,
    since: bounds?.since == null ? 0 : Math.round(Number(bounds.since)),
    expiresAt: bounds?.at == null ? Infinity : Number(bounds.at),
    entries: new Map(),
    items: new Map(),
  };
  generations.set(db, generation);
  return generation;
}

/** the answer kept under `key`, now the most recently used (the map's last) */
function recall<T>(kept: Kept, key: string): Promise<T> | undefined {
  const found = kept.get(key) as Promise<T> | undefined;
  if (found) {
    kept.delete(key);
    kept.set(key, found);
  }
  return found;
}

/** keeps `pending` under `key`; a failed one is forgotten, so the next request tries again */
function remember(kept: Kept, key: string, pending: Promise<unknown>) {
  kept.set(key, pending);
  pending.catch(() => kept.get(key) === pending && kept.delete(key));
}

/** the least recently used answers dropped down to `limit` */
function trim(kept: Kept, limit: number) {
  while (kept.size > limit) kept.delete(kept.keys().next().value as string);
}

/**
 * The catalogue as one answer reads it: its database and the version read when the answer began.
 * An answer built of kept parts (a listing of the category tree and a search's plan) hands it to
 * them, so the version is read once per answer, not once per part (a round trip each: three per
 * search no cache has seen), and every part is of the answer's version.
 */
export class CatalogRead {
  constructor(
    readonly db: Database,
    /** null when nothing is kept (the cache is off): no version is read */
    readonly generation: Generation | null,
  ) {}
}

/** a database, whose version is read now, or the read of an answer under way */
export type Catalog = Database | CatalogRead;

async function catalogRead(from: Catalog, keeping: boolean): Promise<CatalogRead> {
  if (from instanceof CatalogRead) return from;
  return new CatalogRead(from, keeping ? await currentGeneration(from) : null);
}

/**
 * compute() once per key and catalogue version. Concurrent requests for the same key share one
 * computation; a failed one is forgotten so the next request tries again. compute gets the read it
 * is part of, to hand to the kept parts it reads.
 */
export async function fromCatalog<T>(from: Catalog, key: string, compute: (read: CatalogRead) => Promise<T>): Promise<T> {
  const read = await catalogRead(from, CATALOG_CACHE_ENTRIES > 0);
  if (!read.generation) return compute(read);
  const { entries } = read.generation;
  const kept = recall<T>(entries, key);
  if (kept) return kept;
  const pending = compute(read);
  remember(entries, key, pending);
  trim(entries, CATALOG_CACHE_ENTRIES);
  return pending;
}

/**
 * One answer per id, kept per catalogue version like fromCatalog's, for many ids at once (the
 * products of a cart or a list): one version read, and the ids not kept computed together in one
 * call. A cart that gains a line reads that line's product only, where a key for the whole set
 * missed on every change and read every line again. `compute` answers the ids it was given by id;
 * one it leaves out is kept as missing too (a product that does not exist under this version).
 */
export async function manyFromCatalog<T>(
  from: Catalog,
  prefix: string,
  ids: readonly number[],
  compute: (ids: number[], read: CatalogRead) => Promise<Map<number, T>>,
): Promise<Map<number, T>> {
  const unique = [...new Set(ids)];
  const read = await catalogRead(from, CATALOG_CACHE_ENTRIES > 0);
  if (CATALOG_ITEM_ENTRIES <= 0 || !read.generation) return compute(unique, read);
  const { items } = read.generation;
  const keyOf = (id: number) => `${prefix}:${id}`;
  const missing = unique.filter((id) => !items.has(keyOf(id)));
  if (missing.length) {
    const batch = compute(missing, read);
    for (const id of missing)
      remember(
        items,
        keyOf(id),
        batch.then((found) => found.get(id)),
      );
  }
  // taken before anything is dropped: an answer of this call is never one it lost
  const pending = unique.map((id) => recall<T | undefined>(items, keyOf(id))!);
  trim(items, CATALOG_ITEM_ENTRIES);
  const found = await Promise.all(pending);
  return new Map(unique.flatMap((id, i) => (found[i] === undefined ? [] : [[id, found[i]!] as [number, T]])));
}

/**
 * The catalogue as of now, in a word: the same in every backend process of one database, and another
 * one as soon as anything an answer is computed from changes (a write to the catalogue, a promotion
 * starting or ending). The storefronts keep catalogue answers under it (app/ebsn/catalog-version.server.ts):
 * a change shows on every storefront at its next check (decision 062).
 */
export async function catalogStamp(db: Database): Promise<string> {
  const { version, since } = await currentGeneration(db);
  return `${version}.${since}`;
}
