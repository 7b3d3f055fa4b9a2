// Sessions with the commerce API, and the app's own key/value facts (seed version and the like).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// A shopper's session with the commerce API: guest (user_id -1) from first contact.
// The token itself is never stored: only its SHA-256.
export const session = pgTable(
  'session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().default(-1),
    warehouseId: integer('warehouse_id'),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // login's remember_me: a remembered session slides over 30 days, a forgotten one over 12 hours
    remember: boolean('remember').notNull().default(true),
    // a staff member's session (decision 054): user_id is then the customer they act for, or -1
    staffUserId: integer('staff_user_id'),
  },
  // by user: a password change or reset ends the user's other sessions
  (t) => [index('session_expires_idx').on(t.expiresAt), index('session_user_idx').on(t.userId)],
);

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
