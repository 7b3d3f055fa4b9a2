// Stores and the postal codes they deliver to.
import { doublePrecision, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const warehouse = pgTable(
  'warehouse',
  {
    id: serial('id').primaryKey(),
    // the store's name in URLs and for store-locator clients ('spesa-padova-arcella'), unique
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    addressNumber: text('address_number'),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalcode: text('postalcode').notNull(),
    region: text('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone'),
    kind: text('kind').notNull().default('store'), // 'store' | 'locker' | 'boat'
    services: jsonb('services').$type<number[]>().notNull(), // delivery service ids offered: 1, 2, 4
    // beginWeekDay as the eBSN wire counts: 1 = Sunday, 2 = Monday ... 7 = Saturday
    hours: jsonb('hours').$type<Array<{ beginWeekDay: number; beginHour: string; endHour: string }>>().notNull(),
  },
  (t) => [uniqueIndex('warehouse_slug_key').on(t.slug)],
);

// Postal codes the chain knows: those of a home-delivery zone (service 2) carry the zone and its
// warehouse; a known place outside every zone has neither. Geocoding uses the same table.
export const postalCode = pgTable(
  'postal_code',
  {
    postalcode: text('postalcode').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    warehouseId: integer('warehouse_id'),
    zoneId: integer('zone_id'), // table delivery_zone (backend/db/schema/places.ts)
  },
  (t) => [primaryKey({ columns: [t.postalcode, t.city] })],
);
