// The shop and its pickup points as the store calls answer them (decision 014): store/list|view is
// the shop (storeId 1) with the services the address picker shows as tabs; store-proximity lists
// the warehouses (stores, lockers, boat stop) with their pickup addresses, nearest first.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { warehouse } from '../db/schema';
import { findWarehouses, type Near } from '../catalog/warehouses';
import { SERVICE } from '../../domain/services';
import { warehouseAddresses } from './addresses';
import { addressWire } from './wire';

export const SHOP_ID = 1;

export const SHOP = {
  storeId: SHOP_ID,
  name: 'Spesa',
  deliveryServices: [
    { deliveryServiceId: SERVICE.drive, name: 'Drive', descr: 'Ritiro della spesa in negozio', showTab: true },
    { deliveryServiceId: SERVICE.home, name: 'Consegna a casa', descr: 'Consegna a domicilio o alla fermata barca', showTab: true },
    { deliveryServiceId: SERVICE.locker, name: 'Locker', descr: 'Ritiro della spesa in un locker', showTab: true },
  ],
};

const ALL_KINDS = ['store', 'locker', 'boat'];

export type ProximityQuery = {
  near?: Near;
  /** only warehouses offering one of these services */
  services?: number[];
  orderBy?: 'distance' | 'name';
  userId: number;
  /** cart's address, marked selected among the warehouse's addresses */
  selectedAddressId?: number | null;
};

/** store-proximity/list|localize, warehouse/find-by-coordinates: warehouses with their pickup addresses */
export async function proximityStores(db: Database, q: ProximityQuery) {
  let found = await findWarehouses(db, q.near, ALL_KINDS);
  if (q.services?.length) found = found.filter((w) => w.deliveryServices.some((s) => q.services!.includes(s)));
  if (q.orderBy === 'name') found = [...found].sort((a, b) => a.name.localeCompare(b.name, 'it') || a.warehouseId - b.warehouseId);
  const rows = await warehouseAddresses(
    db,
    found.map((w) => w.warehouseId),
    q.userId,
  );
  return found.map((w) => ({
    ...w,
    addresses: rows
      .filter((r) => r.warehouseId === w.warehouseId)
      .map((r) =>
        addressWire(r, { selected: r.id === q.selectedAddressId, ...(w.distance !== undefined ? { distance: w.distance } : {}) }),
      ),
  }));
}

/** a warehouse by id (store_id of the pickup calls), or undefined */
export async function findPickupWarehouse(db: Database, warehouseId: number) {
  const [row] = await db.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.id, warehouseId)).limit(1);
  return row;
}
