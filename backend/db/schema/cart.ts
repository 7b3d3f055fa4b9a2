// Carts and what they are bound to. One cart per customer, created the first time it is asked for
// (login answers its id); with the anonymous-cart setting a guest's cart belongs to the guest's
// session instead. The cart holds the chosen service, address (hence warehouse) and slot: the
// backend owns them (docs/decisions/011-cart-state.md, 014-shopping-loop.md).
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const cart = pgTable(
  'cart',
  {
    id: serial('id').primaryKey(),
    // null for a guest's cart (ANONYMOUS_CART), which belongs to its backend session instead
    userId: integer('user_id'),
    sessionTokenHash: text('session_token_hash'),
    // delivery service of the chosen address: 1 Drive, 2 home delivery (boat stops too), 4 locker
    deliveryServiceId: integer('delivery_service_id'),
    // the chosen address (table address) and the warehouse that serves it
    addressId: integer('address_id'),
    warehouseId: integer('warehouse_id'),
    // the chosen slot: a day and a slot of that warehouse's calendar; both or neither
    timeslotDate: date('timeslot_date', { mode: 'string' }),
    timeslotId: integer('timeslot_id'),
    // 1 open ... 7 locked for payment (address and slot cannot change)
    cartStatusId: integer('cart_status_id').notNull().default(1),
    // cart-level infos: need_invoice, order_comment... (strings, as on the wire)
    infos: jsonb('infos')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_user_key').on(t.userId), uniqueIndex('cart_session_key').on(t.sessionTokenHash)],
);

// The unit of slot capacity a cart holds (at most one per cart) until expires_at; renewed while the
// shopper is active, released on change or expiry. Capacity is counted from these rows (and, later,
// from orders), under a row lock of the slot's calendar day (backend/slots/).
export const slotHold = pgTable(
  'slot_hold',
  {
    cartId: integer('cart_id').primaryKey(),
    warehouseId: integer('warehouse_id').notNull(),
    deliveryServiceId: integer('delivery_service_id').notNull(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    timeslotId: integer('timeslot_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('slot_hold_slot_idx').on(t.warehouseId, t.deliveryServiceId, t.slotDate, t.timeslotId)],
);
