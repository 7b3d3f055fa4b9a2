// Server-side cache for shopper-independent reads (catalogue, content): spec 15 minutes, bounded,
// a stale entry served when the backend fails. Keys must carry everything that changes the answer
// (store, slot, query) and nothing of the shopper.
//
// Two stores, so that the answers there are many of never push out the few every page needs (issue
// 29): `answers` holds listings, searches and products, one per query, most of them asked once;
// `shop` holds what there is one of per thing in the shop (the category tree, each category, the
// stores, the content's menus and pages). Shoppers asking pages no one asked before filled the one
// store of 50 with listings, and every category page then fetched its category again.
import { cachified, type Cache, type CacheEntry } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';
import { env } from './env.server';
import { UpstreamUnavailableError } from '~/ebsn/errors';

export const CATALOG_TTL_MS = 900_000;

export type CacheStore = 'answers' | 'shop';

// Size-bound only: expiry is judged below, so an expired entry is still there to serve on error.
// A size of 0 keeps nothing (every read is fresh): lru-cache itself refuses a store of no entries.
const storeOf = (max: number) => (max > 0 ? new LRUCache<string, CacheEntry>({ max }) : null);
const stores: Record<CacheStore, LRUCache<string, CacheEntry> | null> = {
  answers: storeOf(env.catalogCacheMax),
  shop: storeOf(env.shopCacheMax),
};
const caches: Record<CacheStore, Cache | null> = {
  answers: stores.answers && cacheOver(stores.answers),
  shop: stores.shop && cacheOver(stores.shop),
};

function cacheOver(lru: LRUCache<string, CacheEntry>): Cache {
  return {
    get: (key) => lru.get(key),
    set: (key, value) => lru.set(key, value),
    delete: (key) => lru.delete(key),
  };
}

export type CacheOutcome = 'hit' | 'miss' | 'stale';

export async function cachedRead<T>(
  key: string,
  getFreshValue: () => Promise<T>,
  onOutcome?: (outcome: CacheOutcome) => void,
  store: CacheStore = 'shop',
): Promise<T> {
  const lru = stores[store];
  const cache = caches[store];
  if (!lru || !cache) {
    const value = await getFreshValue();
    onOutcome?.('miss');
    return value;
  }
  const entry = lru.get(key);
  const expired = entry ? Date.now() - entry.metadata.createdTime > CATALOG_TTL_MS : false;
  let fetched = false;
  let failed = false;
  try {
    const value = await cachified<T>({
      key,
      cache,
      ttl: CATALOG_TTL_MS,
      // an expired entry forces a fresh read that may fall back to the stale value on failure
      forceFresh: expired,
      fallbackToCache: true,
      getFreshValue: async () => {
        fetched = true;
        try {
          return await getFreshValue();
        } catch (error) {
          failed = true;
          throw error;
        }
      },
    });
    // a failed fresh read that still produced a value is cachified's fallback to the stale entry
    onOutcome?.(!fetched ? 'hit' : failed ? 'stale' : 'miss');
    return value;
  } catch (error) {
    // the entry may have been evicted meanwhile; an upstream failure still gets what we held
    if (error instanceof UpstreamUnavailableError && entry) {
      onOutcome?.('stale');
      return entry.value as T;
    }
    throw error;
  }
}

export function clearCatalogCache() {
  for (const lru of Object.values(stores)) lru?.clear();
}
