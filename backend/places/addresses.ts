// Who sees which address, and the lists the address calls answer. The chain's pickup points
// (user_id null) are everyone's, except those a company code unlocks, which only their subscribers
// see; a home address is its owner's alone. Every read goes through `visible`, so another customer's
// address is simply not found.
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { address, appUser, companyCode, userCompanyAddress } from '../db/schema';
import { ADDRESS_TYPE, SERVICE } from '../../domain/services';
import type { AddressRow } from './wire';

export type Near = { latitude: number; longitude: number };
export type Listed = { row: AddressRow; distance?: number };

const PICKUP_TYPES: number[] = [ADDRESS_TYPE.pickup, ADDRESS_TYPE.boat, ADDRESS_TYPE.locker];

/** a company's point is reserved to its subscribers; any other pickup point is public */
function pickupVisibleTo(userId: number): SQL {
  const reserved = sql`exists (select 1 from ${companyCode} where ${companyCode.addressId} = ${address.id})`;
  const subscribed =
    userId > 0
      ? sql`exists (select 1 from ${userCompanyAddress} where ${userCompanyAddress.addressId} = ${address.id} and ${userCompanyAddress.userId} = ${userId})`
      : sql`false`;
  return sql`(${isNull(address.userId)} and (not ${reserved} or ${subscribed}))`;
}

/** what this shopper (-1 for a guest) may read: their own home addresses and the pickup points open to them */
export function visible(userId: number): SQL {
  const own = userId > 0 ? eq(address.userId, userId) : sql`false`;
  return and(isNull(address.deletedAt), or(own, pickupVisibleTo(userId)))!;
}

export async function visibleAddress(
  db: Tx,
  userId: number,
  addressId: number,
  lock?: 'share' | 'update',
): Promise<AddressRow | undefined> {
  const query = db
    .select()
    .from(address)
    .where(and(eq(address.id, addressId), visible(userId)));
  const [row] = await (lock ? query.for(lock) : query).limit(1);
  return row;
}

/** A customer's own home address (the only kind they may edit or delete). */
export async function ownHomeAddress(
  db: Tx,
  userId: number,
  addressId: number,
  lock?: 'share' | 'update',
): Promise<AddressRow | undefined> {
  const row = await visibleAddress(db, userId, addressId, lock);
  return row && row.userId === userId && row.addressTypeId === ADDRESS_TYPE.home ? row : undefined;
}

function distanceFrom(near: Near): SQL<number | null> {
  return sql<
    number | null
  >`earth_distance(ll_to_earth(${address.latitude}, ${address.longitude}), ll_to_earth(${near.latitude}::float8, ${near.longitude}::float8))`;
}

/** addresses matching `where`, nearest first when a position is given (unplaced ones last), else in `order` */
async function listed(db: Tx, where: SQL, near: Near | undefined, order: SQL[]): Promise<Listed[]> {
  const rows = await db
    .select({ row: address, distance: near ? distanceFrom(near) : sql<null>`null::float8` })
    .from(address)
    .where(where)
    .orderBy(...(near ? [sql`${distanceFrom(near)} asc nulls last`] : []), ...order, asc(address.id));
  return rows.map(({ row, distance }) => (distance === null ? { row } : { row, distance: Number(distance) }));
}

export async function defaultsOf(db: Tx, userId: number) {
  if (userId <= 0) return { defaultStoreAddressId: null, defaultDeliveryAddressId: null };
  const [user] = await db
    .select({ defaultStoreAddressId: appUser.defaultStoreAddressId, defaultDeliveryAddressId: appUser.defaultDeliveryAddressId })
    .from(appUser)
    .where(eq(appUser.id, userId))
    .limit(1);
  return user ?? { defaultStoreAddressId: null, defaultDeliveryAddressId: null };
}

/** user-address/list: the customer's own addresses (homes and the company points they subscribed to) */
export async function customerAddresses(db: Tx, userId: number, addressTypeId?: number): Promise<Listed[]> {
  const subscribed = sql`exists (select 1 from ${userCompanyAddress} where ${userCompanyAddress.addressId} = ${address.id} and ${userCompanyAddress.userId} = ${userId})`;
  const mine = or(eq(address.userId, userId), and(isNull(address.userId), subscribed))!;
  const where = and(isNull(address.deletedAt), mine, addressTypeId ? eq(address.addressTypeId, addressTypeId) : undefined)!;
  return listed(db, where, undefined, [asc(address.addressTypeId), asc(address.addressName)]);
}

export type ServiceListQuery = {
  userId: number;
  /** 1, 2 or 4: every address of that service; else one address type */
  deliveryServiceId?: number;
  addressTypeId?: number;
  near?: Near;
  /** metres: pickup points further than this are left out (the customer's homes never are) */
  distance?: number;
};

/**
 * user-address/delivery-service-list: for service 2 the customer's homes and the boat stops, for 1
 * and 4 the pickup points of that service open to this shopper; nearest first from `near`.
 */
export async function serviceAddresses(db: Tx, q: ServiceListQuery): Promise<Listed[]> {
  const types: number[] = q.deliveryServiceId
    ? q.deliveryServiceId === SERVICE.home
      ? [ADDRESS_TYPE.home, ADDRESS_TYPE.boat]
      : q.deliveryServiceId === SERVICE.locker
        ? [ADDRESS_TYPE.locker]
        : [ADDRESS_TYPE.pickup]
    : [q.addressTypeId ?? ADDRESS_TYPE.pickup];
  const within = q.near && q.distance !== undefined ? sql`${distanceFrom(q.near)} <= ${q.distance}::float8` : undefined;
  const pickupTypes = types.filter((t) => PICKUP_TYPES.includes(t));
  const pickups = pickupTypes.length ? and(pickupVisibleTo(q.userId), inArray(address.addressTypeId, pickupTypes), within)! : sql`false`;
  const homes =
    types.includes(ADDRESS_TYPE.home) && q.userId > 0
      ? and(eq(address.userId, q.userId), eq(address.addressTypeId, ADDRESS_TYPE.home))
      : undefined;
  const where = and(isNull(address.deletedAt), homes ? or(homes, pickups) : pickups)!;
  return listed(db, where, q.near, [asc(address.addressTypeId), asc(address.addressName)]);
}

/** The public pickup points of one warehouse (user-address/list-store, store-proximity), by service. */
export async function warehouseAddresses(db: Tx, warehouseIds: number[], userId = -1): Promise<AddressRow[]> {
  if (!warehouseIds.length) return [];
  return db
    .select()
    .from(address)
    .where(and(isNull(address.deletedAt), pickupVisibleTo(userId), inArray(address.warehouseId, warehouseIds)))
    .orderBy(asc(address.warehouseId), asc(address.deliveryServiceId), asc(address.id));
}
