// Server-side cache for shopper-independent reads (catalogue, content): spec 15 minutes, bounded,
// a stale entry served when the backend fails. Keys must carry everything that changes the answer
// (store, slot, query) and nothing of the shopper.
import { cachified, type Cache, type CacheEntry } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';
import { env } from './env.server';
import { UpstreamUnavailableError } from '~/ebsn/errors';

export const CATALOG_TTL_MS = 900_000;

// Size-bound only: expiry is judged below, so an expired entry is still there to serve on error.
const lru = new LRUCache<string, CacheEntry>({ max: env.catalogCacheMax });
const cache: Cache = {
  get: (key) => lru.get(key),
  set: (key, value) => lru.set(key, value),
  delete: (key) => lru.delete(key),
};

export type CacheOutcome = 'hit' | 'miss' | 'stale';

export async function cachedRead<T>(key: string, getFreshValue: () => Promise<T>, onOutcome?: (outcome: CacheOutcome) => void): Promise<T> {
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
  lru.clear();
}
