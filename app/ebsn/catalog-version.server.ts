// Which version of the catalogue this storefront's cached catalogue answers belong to (decision 062).
// Several storefront processes each keep their own answers (~/lib/cache.server.ts); a price changed in the
// database must show on all of them within a time we can state. So the backend's catalogue stamp
// (GET /catalog/version: its version and the promotions in force) is asked at most once every
// CATALOG_VERSION_CHECK_SECONDS, and the answers are kept under it: a new stamp is a new set of keys,
// and a page read after the check gets fresh answers. The check waits for the backend (one small call
// per interval for the whole process, shared by the requests that arrive meanwhile), so the bound holds
// for every page read after it. When the backend cannot answer, the last stamp stays, and with it the
// answers to fall back on; a server without the route (a chain's own eBSN) is asked again only after
// the answers' 15 minutes, which are then the bound.
import { z } from 'zod';
import { buildUrl, readJson, upstreamFetch, type ApiContext } from './client.server';
import { CATALOG_TTL_MS } from '~/lib/cache.server';
import { env } from '~/lib/env.server';
import { log } from '~/lib/log.server';

const stampSchema = z.object({ version: z.string().max(200) }).passthrough();

type Known = { version: string; checkedAt: number; unsupported: boolean };
let known: Known = { version: '', checkedAt: -Infinity, unsupported: false };
let checking: Promise<string> | null = null;

async function check(api: ApiContext): Promise<string> {
  const label = 'GET catalog/version';
  try {
    const response = await upstreamFetch(api, label, buildUrl(env.ebsnUrl, 'catalog/version'), { headers: { Accept: 'application/json' } });
    if (response.status === 404) {
      known = { ...known, checkedAt: Date.now(), unsupported: true };
      return known.version;
    }
    const parsed = stampSchema.safeParse(await readJson(response, label));
    if (!parsed.success) throw new Error(`${label}: unexpected data`);
    known = { version: parsed.data.version, checkedAt: Date.now(), unsupported: false };
  } catch (error) {
    // the answers kept stay current until the backend can say otherwise
    log.warn({ err: (error as Error).message }, 'catalogue version check failed');
    known = { ...known, checkedAt: Date.now() };
  }
  return known.version;
}

/** The catalogue stamp to keep catalogue answers under: asked of the backend when the last answer is older than the interval. */
export function catalogVersion(api: ApiContext): Promise<string> | string {
  if (env.catalogVersionCheckMs <= 0) return '';
  const every = known.unsupported ? CATALOG_TTL_MS : env.catalogVersionCheckMs;
  if (Date.now() - known.checkedAt < every) return known.version;
  checking ??= check(api).finally(() => (checking = null));
  return checking;
}

/** Forgets the stamp (tests start each file from nothing, as ./cache.server.ts's clearCatalogCache does). */
export function forgetCatalogVersion() {
  known = { version: '', checkedAt: -Infinity, unsupported: false };
}
