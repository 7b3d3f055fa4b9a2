// GET packaging-type/list (shopping.md §7): how an order may be packed. Open to guests, since the
// choice is shown before logging in too; the same for every shopper, so shared caches may keep it.
import { Hono } from 'hono';
import { shopperIndependent } from '../ebsn/cache';
import type { AppEnv, Deps } from '../ebsn/context';
import { ok } from '../ebsn/envelope';
import { listPackagingTypes } from '../orders/packaging';

export function packagingRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/packaging-type/list', async (c) => {
    const packagingTypes = await listPackagingTypes(deps.db);
    shopperIndependent(c, deps);
    return ok(c, { packagingTypes });
  });
}
