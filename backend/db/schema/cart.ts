// Carts and what they are bound to. One cart per customer, created the first time it is asked for
// (login answers its id); with the anonymous-cart setting a guest's cart belongs to the guest's
// session instead. The cart holds the chosen service, address (hence warehouse) and slot: the
// backend owns them (docs/decisions/011-cart-state.md, 014-shopping-loop.md).
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    // the order this cart is modifying (order/modify), until it is confirmed again or given up
    editingOrderId: integer('editing_order_id'),
    // the meal-ticket payment type chosen for this cart (18 or 19, decision 060), or none
    mealTicketTypeId: integer('meal_ticket_type_id'),
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
    /** the shopper's network address when known (slots/holds.ts: few holds per address) */
    clientAddress: text('client_address'),
  },
  (t) => [
    index('slot_hold_slot_idx').on(t.warehouseId, t.deliveryServiceId, t.slotDate, t.timeslotId),
    index('slot_hold_client_address_idx').on(t.clientAddress, t.expiresAt),
  ],
);

// A line of a cart. quantity is pieces for Pezzo and Confezione, the base weight unit (kg, l) for
// loose goods (spec §4), to 3 decimals. infos are the line's strings as on the wire:
// accept_alternatives ('true'/'false'), the chosen options by parameterName; use_wpid the selectable
// promotion answer (-1 for No); is_package for package mode.
export const cartItem = pgTable(
  'cart_item',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    infos: jsonb('infos')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    isPackage: boolean('is_package').notNull().default(false),
    useWpid: integer('use_wpid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_item_cart_idx').on(t.cartId, t.productId)],
);

// Delivery fee bands per service on the goods total (migration 0008 seeds home delivery's):
// from_cents included, to_cents excluded (null: no upper end).
export const deliveryFeeBand = pgTable(
  'delivery_fee_band',
  {
    id: serial('id').primaryKey(),
    deliveryServiceId: integer('delivery_service_id').notNull(),
    fromCents: integer('from_cents').notNull(),
    toCents: integer('to_cents'),
    feeCents: integer('fee_cents').notNull(),
    shortDescr: text('short_descr').notNull(),
  },
  (t) => [index('delivery_fee_band_service_idx').on(t.deliveryServiceId, t.fromCents)],
);
