// Orders: what a checkout made of a cart (docs/decisions/024-checkout-payment-orders.md). An order
// keeps copies of what was bought, where and when (address, slot, lines and prices as they were at
// the checkout), so later changes of the catalogue or of the customer's addresses never rewrite it.
// Money in integer cents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** the shipping address as the order keeps it: the wire's address object at the checkout */
export type OrderAddress = Record<string, unknown>;

export const customerOrder = pgTable(
  'customer_order',
  {
    // numbered from 100001, as a shop's order numbers read
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    // the key of the checkout that made it: a second buy with the same key answers this order
    checkoutKey: text('checkout_key').notNull(),
    orderStatusId: integer('order_status_id').notNull(),
    deliveryServiceId: integer('delivery_service_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    addressId: integer('address_id'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    timeslotDate: date('timeslot_date', { mode: 'string' }).notNull(),
    timeslotId: integer('timeslot_id').notNull(),
    paymentTypeId: integer('payment_type_id').notNull(),
    userPaymentAuthId: integer('user_payment_auth_id'),
    goodsCents: integer('goods_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    preAuthorisedCents: integer('pre_authorised_cents').notNull(),
    // what gift codes took off the goods (gross already net of it)
    adjustmentsCents: integer('adjustments_cents').notNull().default(0),
    // the money once picked (decision 053): null until a line is recorded; gross never above the card's hold
    finalGoodsCents: integer('final_goods_cents'),
    finalAdjustmentsCents: integer('final_adjustments_cents'),
    finalFeeCents: integer('final_fee_cents'),
    finalGrossCents: integer('final_gross_cents'),
    // the cart's infos at the checkout: order_comment, need_invoice...
    infos: jsonb('infos')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // the hash of the token of the order's guest view (token-order/view), set when it is placed
    accessTokenHash: text('access_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_order_checkout_key').on(t.userId, t.checkoutKey),
    index('customer_order_user_idx').on(t.userId, t.id),
    // a store's orders for a slot, as its pickers list them
    index('customer_order_store_slot_idx').on(t.warehouseId, t.timeslotDate, t.timeslotId),
  ],
);

// A line of an order: the cart line as it was bought. quantity as the cart keeps it (pieces, or kg /
// l for loose goods); unit and gross prices as the checkout priced them.
export const orderItem = pgTable(
  'order_item',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    // Pezzo, Confezione or Sfuso (loose goods: quantity in kg or l, shown as a weight)
    kind: text('kind').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    infos: jsonb('infos')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    useWpid: integer('use_wpid'),
    // picking (decision 053): null until the picker records the line
    pickingState: text('picking_state').$type<'picked' | 'missing' | 'substituted'>(),
    // what was brought, in the unit of the product brought (the substitute's, when substituted):
    // pieces, or kg for loose goods (the weight on the scale)
    pickedQuantity: numeric('picked_quantity', { precision: 12, scale: 3, mode: 'number' }),
    // a copy of the substitute as it was when brought, so the order reads the same later
    substituteProductId: integer('substitute_product_id'),
    substituteName: text('substitute_name'),
    substituteKind: text('substitute_kind'),
    substituteUnitPriceCents: integer('substitute_unit_price_cents'),
    finalGrossCents: integer('final_gross_cents'),
  },
  (t) => [index('order_item_order_idx').on(t.orderId)],
);

// One attempt to pay an order at the (simulated) card provider: made by checkout/buy for the types
// paid online, settled once by the provider's page (succeeded or failed, never both), and read back by
// the feedback call. client_secret is the capability in the payment page's address and in the signed
// result: whoever holds it is the shopper who was sent there.
export const payment = pgTable(
  'payment',
  {
    id: serial('id').primaryKey(),
    // the order it pays; none for a payment that saves a card
    orderId: integer('order_id'),
    userId: integer('user_id').notNull(),
    // 'order' (an order's payment) or 'card' (saving a card: the prebilled amount, charged and reversed)
    purpose: text('purpose').notNull().default('order'),
    paymentTypeId: integer('payment_type_id'),
    amountCents: integer('amount_cents').notNull(),
    // requires_action (waiting for the card), requires_confirmation (second step), succeeded (authorised:
    // held on the card), captured (charged at handover), failed, refunded (the hold released)
    status: text('status').notNull(),
    clientSecret: text('client_secret').notNull(),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    // MM/YY of the card typed, kept for the authorisation a card payment saves
    cardExpiry: text('card_expiry'),
    // the saved card charged off-session, or the one this payment saved
    userPaymentAuthId: integer('user_payment_auth_id'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // a saving payment's prebilled amount given back
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    // an order's hold settled once it is handed over or given up (decision 053): status 'captured'
    // with what was charged and what was let go, or 'refunded' with the whole hold released
    capturedCents: integer('captured_cents'),
    releasedCents: integer('released_cents'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_order_idx').on(t.orderId)],
);

// A payment method the customer saved with the provider (payment-type/list-auth): the provider's token
// to charge it off-session, and what the shopper may see of it (masked number, brand, expiry).
// Deleted ones stay, inactive, for the orders that name them.
export const userPaymentAuth = pgTable(
  'user_payment_auth',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    paymentTypeId: integer('payment_type_id').notNull(),
    providerToken: text('provider_token').notNull(),
    // '4242 **** **** 4242'
    creditCard: text('credit_card').notNull(),
    brand: text('brand').notNull(),
    // 'MM/YY'
    expireDate: text('expire_date').notNull(),
    active: boolean('active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_payment_auth_user_idx').on(t.userId)],
);

// Gift codes (shopping.md §5, §7): a fixed sum ('amount', value in cents) or a share ('percent', value
// in whole percent) off the goods, from a minimum spend, between two dates.
export const giftCertificate = pgTable(
  'gift_certificate',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'amount' | 'percent'>().notNull(),
    value: integer('value').notNull(),
    minimumSpendCents: integer('minimum_spend_cents').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('gift_certificate_code_key').on(sql`upper(${t.code})`)],
);

// A code of a customer's: given to them by the shop (manual), or used by them on an order (one use each).
export const userGiftCertificate = pgTable(
  'user_gift_certificate',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    giftCertificateId: integer('gift_certificate_id').notNull(),
    manual: boolean('manual').notNull().default(false),
    orderId: integer('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_gift_certificate_key').on(t.userId, t.giftCertificateId)],
);

// The codes a cart carries until its checkout.
export const cartGiftCode = pgTable(
  'cart_gift_code',
  {
    cartId: integer('cart_id').notNull(),
    giftCertificateId: integer('gift_certificate_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.giftCertificateId] })],
);

// What each gift code took off an order, as the checkout priced it (issue 24): a copy of the code and
// its name, so the order's money reads the same after the code changes, and lines that add up to the
// order's adjustments_cents. A cancelled order keeps them (its codes are given back all the same).
export const orderAdjustment = pgTable(
  'order_adjustment',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    giftCertificateId: integer('gift_certificate_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('order_adjustment_order_idx').on(t.orderId)],
);

// A customer's rating of an order once it arrived (account.md §3 "Order rating note"): one per order.
export const orderNote = pgTable(
  'order_note',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    userId: integer('user_id').notNull(),
    // 1 to 5 stars
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_note_order_key').on(t.orderId), index('order_note_user_idx').on(t.userId)],
);

// A customer on the way to collect an order at a store or a locker (account.md §3 "Parking
// reservation"): one per order, the last one sent wins.
export const parkingReservation = pgTable('parking_reservation', {
  orderId: integer('order_id').primaryKey(),
  userId: integer('user_id').notNull(),
  // whole metres from the pickup point when it was sent
  distanceMetres: integer('distance_metres').notNull(),
  // how the staff recognise the customer: plate, car, colour
  reservationInfo: text('reservation_info').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// How the shopping is packed (shopping.md §7 packaging-type/list): reference data with fixed ids the
// seed writes, so clients can keep a choice by id. Price per bag, in cents.
export const packagingType = pgTable('packaging_type', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  descr: text('descr').notNull().default(''),
  priceCents: integer('price_cents').notNull().default(0),
  position: integer('position').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
  active: boolean('active').notNull().default(true),
});
