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

export async function cachedRead<T>(
  key: string,
  getFreshValue: () => Promise<T>,
  onOutcome?: (outcome: CacheOutcome) => void,
): Promise<T> {
  const entry = lru.get(key);
  const expired = entry ? Date.now() - entry.metadata.createdTime > CATALOG_TTL_MS : false;
  let fetched = false;
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
        return getFreshValue();
      },
    });
    onOutcome?.(!fetched ? 'hit' : 'miss');
    return value;
  } catch (error) {
    // cachified only falls back for upstream failures we mark as such; anything else is a real error
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
