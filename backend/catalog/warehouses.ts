// Stores for the store locator, nearest first when the shopper says where they are (earthdistance).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rows } from '../db/query';
import { present } from '../ebsn/null-free';

type WarehouseRow = {
  id: number;
  slug: string;
  name: string;
  address1: string;
  addressNumber: string | null;
  city: string;
  province: string;
  postalcode: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  kind: string;
  services: number[];
  hours: Array<{ beginWeekDay: number; beginHour: string; endHour: string }>;
  distance: number | null;
};

export type Near = { latitude: number; longitude: number; distance?: number };

export async function findWarehouses(db: Database, near?: Near, kinds: string[] = ['store']) {
  const origin = near ? sql`ll_to_earth(${near.latitude}::float8, ${near.longitude}::float8)` : null;
  const distance = origin ? sql`earth_distance(ll_to_earth(w.latitude, w.longitude), ${origin})` : sql`null::float8`;
  const within = origin && near?.distance !== undefined ? sql`and ${distance} <= ${near.distance}::float8` : sql``;
  const found = await rows<WarehouseRow>(
    db,
    sql`select w.id, w.slug, w.name, w.address1, w.address_number as "addressNumber", w.city, w.province, w.postalcode,
          w.latitude, w.longitude, w.phone, w.kind, w.services, w.hours, ${distance} as distance
        from warehouse w
        where w.kind in ${kinds} ${within}
        order by ${origin ? sql`${distance} asc,` : sql``} w.name asc, w.id asc`,
  );
  return found.map(serializeWarehouse);
}

function serializeWarehouse(w: WarehouseRow) {
  return present({
    warehouseId: w.id,
    slug: w.slug,
    name: w.name,
    warehouseType: w.kind,
    address: present({
      address1: w.address1,
      addressNumber: w.addressNumber,
      city: w.city,
      province: w.province,
      postalcode: w.postalcode,
      latitude: w.latitude,
      longitude: w.longitude,
    }),
    deliveryServices: w.services,
    distance: w.distance == null ? null : Math.round(Number(w.distance)),
    metaData: { warehouse_locator: present({ PHONE: w.phone }) },
    // beginWeekDay: 1 = Sunday, 2 = Monday ... 7 = Saturday
    serviceHours: { default: w.hours },
  });
}
