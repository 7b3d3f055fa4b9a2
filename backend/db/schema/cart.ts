// Carts. One per customer, created the first time it is asked for (login answers its id); its lines,
// service, address and slot come with the cart itself.
import { integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const cart = pgTable(
  'cart',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_user_key').on(t.userId)],
);
