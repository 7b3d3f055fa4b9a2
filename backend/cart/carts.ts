// A customer's cart: one per customer, made the first time something asks for it (login answers its
// id, as live eBSN shops do). Lines, service, address and slot belong to the cart and come with it.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cart } from '../db/schema';

export async function customerCartId(db: Database, userId: number): Promise<number> {
  // Two logins at once both insert; the unique index keeps one row and both read it back.
  await db.insert(cart).values({ userId }).onConflictDoNothing({ target: cart.userId });
  const [row] = await db.select({ id: cart.id }).from(cart).where(eq(cart.userId, userId)).limit(1);
  return row.id;
}
