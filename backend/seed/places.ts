// Places part of the demo world (issue 8): home-delivery zones over the stores' postal codes, known
// places without home delivery, the streets the geocoding stand-in places, the chain's pickup points
// as address rows (Drive at a store, locker, locker at a store, boat stop), "shop at work" company
// codes with their canteen Drive points, and the demo customers' homes and favourite stores.
// Needs the stores (./index.ts) and the demo customers (./accounts.ts). Idempotent: rows already
// there are left alone, so it also completes databases seeded before places existed
// (backend/db/seeding.ts), and app_meta 'places_seed_version' records it.
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { address, appMeta, appUser, companyCode, deliveryZone, postalCode, street, warehouse } from '../db/schema';
import { placeAddress } from '../places/geocode';
import { normalizeStreet, streetPoint } from '../places/streets';
import { ADDRESS_TYPE, SERVICE } from '../../domain/services';
import { COMPANIES, DEMO_HOMES, NOT_SERVED, STREETS, ZONES } from './data/places';
import { POSTAL_CODES, STORES } from './data/stores';
import { slugify } from './text';

export const PLACES_SEED_VERSION = '1';

type WarehouseRow = typeof warehouse.$inferSelect;
type NewAddress = typeof address.$inferInsert;

export async function placesSeeded(db: Tx): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'places_seed_version'));
  return rows.length > 0;
}

export async function seedPlaces(db: Tx): Promise<void> {
  const warehouses = await db.select().from(warehouse);
  const bySlug = new Map(warehouses.map((w) => [w.slug, w]));
  const byKey = new Map<string, WarehouseRow>();
  for (const s of STORES) {
    const row = bySlug.get(slugify(s.name));
    if (row) byKey.set(s.key, row);
  }
  // a database without the demo stores (a test's own fixtures) gets no places
  if (!byKey.size) return;

  await seedZones(db, byKey);
  await db
    .insert(postalCode)
    .values(NOT_SERVED.map(([postalcode, city, province, latitude, longitude]) => ({ postalcode, city, province, latitude, longitude })))
    .onConflictDoNothing();
  await seedStreets(db);
  const drives = await seedPickupPoints(db, warehouses);
  await seedCompanies(db, byKey);
  await seedDemoHomes(db, byKey, drives);
  await db.insert(appMeta).values({ key: 'places_seed_version', value: PLACES_SEED_VERSION }).onConflictDoNothing();
}

async function seedZones(db: Tx, byKey: Map<string, WarehouseRow>) {
  const zones = ZONES.filter((z) => byKey.has(z.store));
  await db
    .insert(deliveryZone)
    .values(zones.map((z) => ({ name: z.name, warehouseId: byKey.get(z.store)!.id })))
    .onConflictDoNothing();
  const rows = await db.select().from(deliveryZone);
  const zoned = new Set<string>();
  for (const z of zones) {
    const row = rows.find((r) => r.name === z.name)!;
    for (const code of z.postalcodes) {
      zoned.add(code);
      await db.update(postalCode).set({ zoneId: row.id, warehouseId: row.warehouseId }).where(eq(postalCode.postalcode, code));
    }
  }
  // the stores' postal codes left out of every zone (Venice's historic centre) are not served at home
  for (const [code] of POSTAL_CODES) {
    if (!zoned.has(code)) await db.update(postalCode).set({ zoneId: null, warehouseId: null }).where(eq(postalCode.postalcode, code));
  }
}

async function seedStreets(db: Tx) {
  const centroids = new Map((await db.select().from(postalCode)).map((p) => [p.postalcode, p]));
  const names = new Map<string, Set<string>>();
  const add = (code: string, name: string) => {
    if (!names.has(code)) names.set(code, new Set());
    names.get(code)!.add(name);
  };
  for (const [code, list] of Object.entries(STREETS)) for (const name of list) add(code, name);
  for (const s of STORES) add(s.postalcode, s.address1);
  const rows: Array<typeof street.$inferInsert> = [];
  for (const [code, list] of names) {
    const centroid = centroids.get(code);
    if (!centroid) continue;
    const seen = new Set<string>();
    for (const name of list) {
      const normalized = normalizeStreet(name);
      if (seen.has(normalized)) continue;
      seen.add(normalized);
      rows.push({ postalcode: code, name, normalized, ...streetPoint(centroid, normalized) });
    }
  }
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insert(street)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
}

/** inserts the chain's address row unless one with the same warehouse, type and name exists; answers its id */
async function pickupRow(db: Tx, row: NewAddress): Promise<number> {
  const [existing] = await db
    .select({ id: address.id })
    .from(address)
    .where(
      and(
        isNull(address.userId),
        eq(address.warehouseId, row.warehouseId!),
        eq(address.addressTypeId, row.addressTypeId),
        eq(address.addressName, row.addressName),
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const [created] = await db.insert(address).values(row).returning({ id: address.id });
  return created.id;
}

/** every pickup point of the chain; answers the Drive address of each store by warehouse id */
async function seedPickupPoints(db: Tx, warehouses: WarehouseRow[]): Promise<Map<number, number>> {
  const drives = new Map<number, number>();
  for (const w of [...warehouses].sort((a, b) => a.id - b.id)) {
    const at = {
      userId: null,
      warehouseId: w.id,
      address1: w.address1,
      addressNumber: w.addressNumber,
      postalcode: w.postalcode,
      city: w.city,
      province: w.province,
      latitude: w.latitude,
      longitude: w.longitude,
    };
    if (w.kind === 'store' && w.services.includes(SERVICE.drive)) {
      drives.set(
        w.id,
        await pickupRow(db, { ...at, addressTypeId: ADDRESS_TYPE.pickup, deliveryServiceId: SERVICE.drive, addressName: w.name }),
      );
    }
    if (w.kind === 'locker') {
      await pickupRow(db, { ...at, addressTypeId: ADDRESS_TYPE.locker, deliveryServiceId: SERVICE.locker, addressName: w.name });
    } else if (w.kind === 'store' && w.services.includes(SERVICE.locker)) {
      // the store's own locker, by its entrance
      await pickupRow(db, {
        ...at,
        addressTypeId: ADDRESS_TYPE.locker,
        deliveryServiceId: SERVICE.locker,
        addressName: `Locker ${w.name}`,
      });
    }
    if (w.kind === 'boat') {
      await pickupRow(db, { ...at, addressTypeId: ADDRESS_TYPE.boat, deliveryServiceId: SERVICE.home, addressName: w.name });
    }
  }
  return drives;
}

async function seedCompanies(db: Tx, byKey: Map<string, WarehouseRow>) {
  for (const company of COMPANIES) {
    const store = byKey.get(company.store);
    if (!store) continue;
    const addressId = await pickupRow(db, {
      ...company.point,
      userId: null,
      warehouseId: store.id,
      addressTypeId: ADDRESS_TYPE.pickup,
      deliveryServiceId: SERVICE.drive,
    });
    await db.insert(companyCode).values({ code: company.code, companyName: company.companyName, addressId }).onConflictDoNothing();
  }
}

async function seedDemoHomes(db: Tx, byKey: Map<string, WarehouseRow>, drives: Map<number, number>) {
  for (const demo of DEMO_HOMES) {
    const [user] = await db.select().from(appUser).where(eq(appUser.email, demo.email)).limit(1);
    if (!user) continue;
    const [home] = await db
      .select({ id: address.id })
      .from(address)
      .where(and(eq(address.userId, user.id), eq(address.addressTypeId, ADDRESS_TYPE.home)))
      .limit(1);
    let homeId = home?.id;
    if (!homeId) {
      const [town] = await db.select().from(postalCode).where(eq(postalCode.postalcode, demo.home.postalcode)).limit(1);
      const point = town
        ? await placeAddress(db, { address1: demo.home.address1, postalcode: town.postalcode, city: town.city })
        : undefined;
      // the demo homes are on seeded streets of covered postal codes: anything else is a seed bug
      if (point?.kind !== 'covered' || !point.street) throw new Error(`demo home of ${demo.email} cannot be placed`);
      const [created] = await db
        .insert(address)
        .values({
          ...demo.home,
          userId: user.id,
          addressTypeId: ADDRESS_TYPE.home,
          deliveryServiceId: SERVICE.home,
          warehouseId: point.warehouseId,
          zoneId: point.zoneId,
          address1: point.street.name,
          city: point.place.city,
          province: point.place.province,
          latitude: point.street.latitude,
          longitude: point.street.longitude,
          validated: true,
        })
        .returning({ id: address.id });
      homeId = created.id;
    }
    const store = byKey.get(demo.store);
    await db
      .update(appUser)
      .set({
        defaultDeliveryAddressId: user.defaultDeliveryAddressId ?? homeId,
        defaultStoreAddressId: user.defaultStoreAddressId ?? (store ? drives.get(store.id) : undefined) ?? null,
      })
      .where(eq(appUser.id, user.id));
  }
}
