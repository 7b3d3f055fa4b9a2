// Meal tickets (buoni pasto, issue 28, decision 060): the simulated providers' accounts, the
// customers' logins to them (bound to the customer and the cart), and the tickets each order took.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An account at a simulated provider: a balance in whole tickets of one value, and a down switch. */
export const mealTicketAccount = pgTable(
  'meal_ticket_account',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    holder: text('holder').notNull(),
    ticketCents: integer('ticket_cents').notNull(),
    balanceTickets: integer('balance_tickets').notNull(),
    // the provider answers "not reachable" for this account (a test switch)
    down: boolean('down').notNull().default(false),
  },
  (t) => [uniqueIndex('meal_ticket_account_login_key').on(t.provider, t.username)],
);

/** A customer's login to a provider, for one cart: pending → authorised → active → ended | used. */
export const mealTicketLogin = pgTable(
  'meal_ticket_login',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    cartId: integer('cart_id').notNull(),
    paymentTypeId: integer('payment_type_id').notNull(),
    provider: text('provider').notNull(),
    accountId: integer('account_id'),
    status: text('status').notNull(),
    // carried by the provider's page (pending logins only)
    state: text('state'),
    // the one-time code the page hands back, hashed
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    // tickets the customer chose to use (null: as many as possible)
    tickets: integer('tickets'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meal_ticket_login_cart_idx').on(t.cartId, t.status),
    uniqueIndex('meal_ticket_login_state_key').on(t.state),
    uniqueIndex('meal_ticket_login_code_key').on(t.codeHash),
  ],
);

/** The tickets an order took from an account; given back once when the order is cancelled. */
export const mealTicketUse = pgTable(
  'meal_ticket_use',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    loginId: integer('login_id').notNull(),
    accountId: integer('account_id').notNull(),
    provider: text('provider').notNull(),
    paymentTypeId: integer('payment_type_id').notNull(),
    tickets: integer('tickets').notNull(),
    ticketCents: integer('ticket_cents').notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meal_ticket_use_order_key').on(t.orderId), uniqueIndex('meal_ticket_use_login_key').on(t.loginId)],
);
