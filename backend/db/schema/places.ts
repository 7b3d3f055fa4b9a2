// Addresses of every kind in one table, as eBSN answers them: the pickup points of the chain
// (address type 3 Drive at a store, 5 locker, 4 boat stop; user_id null, one row per warehouse and
// service) and customers' home addresses (type 2, user_id set, the warehouse of their zone).
// A cart chooses one of these rows.
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const address = pgTable(
  'address',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'), // null for the chain's pickup points
    addressTypeId: integer('address_type_id').notNull(), // 2 home, 3 pickup, 4 boat, 5 locker
    deliveryServiceId: integer('delivery_service_id').notNull(), // 1, 2 or 4
    warehouseId: integer('warehouse_id'), // the warehouse serving it; null for a home address outside coverage
    zoneId: integer('zone_id'),
    addressName: text('address_name').notNull(),
    address1: text('address1').notNull(),
    addressNumber: text('address_number'),
    postalcode: text('postalcode').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // home addresses: what the driver needs
    doorbellName: text('doorbell_name'),
    floor: text('floor'),
    addressNote: text('address_note'),
    phone: text('phone'),
    // the geocoding stand-in placed it; an unplaced address is saved only when the shopper insists
    validated: boolean('validated').notNull().default(true),
    // soft delete: orders keep pointing at the address they were delivered to
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_user_idx').on(t.userId), index('address_warehouse_idx').on(t.warehouseId, t.deliveryServiceId)],
);

// Home-delivery zones: groups of postal codes (postal_code.zone_id) served by one warehouse.
export const deliveryZone = pgTable(
  'delivery_zone',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
  },
  (t) => [uniqueIndex('delivery_zone_name_key').on(t.name)],
);

// The geocoding stand-in's map: the streets it can place, per postal code. `normalized` is the name
// as backend/places/streets.ts compares it; the coordinates are the postal code's centroid moved a
// little per street, so two streets of a town are not one point.
export const street = pgTable(
  'street',
  {
    id: serial('id').primaryKey(),
    postalcode: text('postalcode').notNull(),
    name: text('name').notNull(),
    normalized: text('normalized').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [uniqueIndex('street_postalcode_key').on(t.postalcode, t.normalized)],
);

// "Shop at work": a company's code unlocks a pickup point (e.g. a Drive at its canteen) that is not
// offered to everyone; subscribing links the customer to it (user_company_address).
export const companyCode = pgTable('company_code', {
  code: text('code').primaryKey(),
  companyName: text('company_name').notNull(),
  addressId: integer('address_id').notNull(),
});

export const userCompanyAddress = pgTable(
  'user_company_address',
  {
    userId: integer('user_id').notNull(),
    addressId: integer('address_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_company_address_pk', columns: [t.userId, t.addressId] })],
);
