// GET /catalog/version: the catalogue's stamp (catalog/cache.ts catalogStamp), which each storefront
// asks every few seconds to know whether the catalogue answers it keeps are still current (decision
// 062). Not part of the eBSN API: a storefront talking to a server without it keeps its answers for
// their time to live instead.
import { Hono } from 'hono';
import type { Deps } from '../ebsn/context';
import { catalogStamp } from '../catalog/cache';

export function catalogVersionRoutes(deps: Deps) {
  return new Hono().get('/catalog/version', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ version: await catalogStamp(deps.db) });
  });
}
