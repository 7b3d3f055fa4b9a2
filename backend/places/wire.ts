// An address as the wire answers it (docs/decisions/014-shopping-loop.md): every list, view and the
// cart's shippingAddress. Keys without a value are left out (ebsn-wire.md "What public clients rely on").
import type { address } from '../db/schema';
import { present } from '../ebsn/null-free';

export type AddressRow = typeof address.$inferSelect;

const TYPE_NAME: Record<number, 'home' | 'drive' | 'boat' | 'locker'> = { 2: 'home', 3: 'drive', 4: 'boat', 5: 'locker' };

export function addressTypeName(addressTypeId: number): 'home' | 'drive' | 'boat' | 'locker' {
  return TYPE_NAME[addressTypeId] ?? 'drive';
}

export function addressWire(row: AddressRow, extra: { selected?: boolean; distance?: number } = {}) {
  const home = row.addressTypeId === 2;
  return present({
    addressId: row.id,
    addressTypeId: row.addressTypeId,
    addressType: addressTypeName(row.addressTypeId),
    deliveryServiceId: row.deliveryServiceId,
    addressName: row.addressName,
    address1: row.address1,
    addressNumber: row.addressNumber,
    postalcode: row.postalcode,
    city: row.city,
    province: row.province,
    latitude: row.latitude,
    longitude: row.longitude,
    warehouseId: row.warehouseId,
    zoneId: row.zoneId,
    addressClass: [] as unknown[],
    selected: extra.selected ?? false,
    active: 1,
    distance: extra.distance === undefined ? null : Math.round(extra.distance),
    doorbellName: home ? row.doorbellName : null,
    floor: home ? row.floor : null,
    addressNote: home ? row.addressNote : null,
    phone: home ? row.phone : null,
    validated: home ? row.validated : null,
  });
}
