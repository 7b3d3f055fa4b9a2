// GET /ebsn/api/warehouse-locator/search: the shop's stores (lockers and boat stops are not stores).
import { Hono } from 'hono';
import { z } from 'zod';
import { findWarehouses } from '../catalog/warehouses';
import { shopperIndependent } from '../ebsn/cache';
import type { AppEnv, Deps } from '../ebsn/context';
import { invalid, ok } from '../ebsn/envelope';
import { floatParam, validQuery } from '../ebsn/validation';

const locatorQuery = z.object({
  latitude: floatParam(-90, 90),
  longitude: floatParam(-180, 180),
  /** metres */
  distance: floatParam(0, 20_000_000),
});

export function warehouseRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/warehouse-locator/search', validQuery(locatorQuery), async (c) => {
    const { latitude, longitude, distance } = c.req.valid('query');
    if ((latitude === undefined) !== (longitude === undefined)) {
      return invalid(c, new z.ZodError([{ code: 'custom', path: ['longitude'], message: 'va indicato insieme a "latitude"' }]));
    }
    const near = latitude !== undefined && longitude !== undefined ? { latitude, longitude, distance } : undefined;
    const warehouses = await findWarehouses(deps.db, near);
    shopperIndependent(c, deps);
    return ok(c, { warehouses });
  });
}
