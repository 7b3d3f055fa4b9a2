// Wish lists ("liste della spesa", shopping.md §3 "Wish list", §6, §7; docs/decisions/026-wish-lists.md).
// A list belongs to one customer; at most one of theirs is the default list. Its items keep the
// quantity as the cart stores it (pieces, or kg / l for loose goods) and their infos (the options by
// parameterName, accept_alternatives). A list can be shared read-only with other customers.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const wishList = pgTable(
  'wish_list',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wish_list_user_idx').on(t.userId),
    // one default list per customer, kept by the database whatever two requests do at once
    uniqueIndex('wish_list_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const wishListItem = pgTable(
  'wish_list_item',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    infos: jsonb('infos')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wish_list_item_list_idx').on(t.listId, t.productId)],
);

/**
 * who else may read a list: an e-mail address the owner shared it with (grant 'READ' only; ours:
 * wishlist/share, wishlist/unshare). Whoever logs in with that address, confirmed, reads it.
 */
export const wishListShare = pgTable(
  'wish_list_share',
  {
    listId: integer('list_id').notNull(),
    /** lower case, as the owner typed it */
    email: text('email').notNull(),
    grant: text('grant').notNull().default('READ'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.email] }), index('wish_list_share_email_idx').on(t.email)],
);

/** each share a customer sent, for the throttle (lists/lists.ts): kept when the share is taken back */
export const listShareSent = pgTable(
  'list_share_sent',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('list_share_sent_user_idx').on(t.userId, t.sentAt)],
);
