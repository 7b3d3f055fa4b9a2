// Which cart a request works on, and the changes of what a cart is bound to that several areas make.
// A customer has one cart, made the first time something asks for it (login answers its id, as live
// eBSN shops do); a guest has one only when the anonymous-cart setting is on, bound to the guest's
// backend session. See docs/decisions/014-shopping-loop.md.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { cart, slotHold } from '../db/schema';
import type { SessionState } from '../ebsn/context';

export type CartRow = typeof cart.$inferSelect;
/** a Database or a transaction of one: the helpers below run inside either */
export type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function customerCartId(db: Tx, userId: number): Promise<number> {
  // Read first: every cart call asks, and only a customer's first one finds no cart (an insert that
  // conflicts is a write all the same). Two first calls at once both insert; the unique index keeps
  // one row and both read it back.
  const [known] = await db.select({ id: cart.id }).from(cart).where(eq(cart.userId, userId)).limit(1);
  if (known) return known.id;
  await db.insert(cart).values({ userId }).onConflictDoNothing({ target: cart.userId });
  const [row] = await db.select({ id: cart.id }).from(cart).where(eq(cart.userId, userId)).limit(1);
  return row.id;
}

// every customer's call reads it (backend/db/prepared.ts); inside a transaction, built on it
const customerCart = preparedQuery('customer_cart', (db: Tx, name) =>
  db
    .select()
    .from(cart)
    .where(eq(cart.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare(name),
);

/**
 * The cart of this session: the customer's (created on first use), or with `anonymousCart` the
 * guest session's (created when `create` is set, i.e. by a call that writes). Undefined for a guest
 * without the setting, or a guest who has none yet.
 */
export async function cartOfSession(
  db: Tx,
  session: SessionState | undefined,
  options: { anonymousCart: boolean; create: boolean },
): Promise<CartRow | undefined> {
  if (!session) return undefined;
  if (session.userId > 0) {
    const ofCustomer = () => customerCart(db).execute({ userId: session.userId });
    const [known] = await ofCustomer();
    if (known) return known;
    await customerCartId(db, session.userId);
    return (await ofCustomer())[0];
  }
  if (!options.anonymousCart) return undefined;
  if (options.create) {
    await db.insert(cart).values({ sessionTokenHash: session.tokenHash }).onConflictDoNothing({ target: cart.sessionTokenHash });
  }
  const [row] = await db.select().from(cart).where(eq(cart.sessionTokenHash, session.tokenHash)).limit(1);
  return row;
}

/** Locks the cart's row for the rest of the transaction and reads it fresh. */
export async function lockCart(tx: Tx, cartId: number): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(cart).where(eq(cart.id, cartId)).for('update').limit(1);
  return row;
}

/** Cart status 7: locked for payment; address and slot cannot change (spec §4). */
export const CART_STATUS_LOCKED = 7;

/** The cart no longer has a slot: its hold gives the capacity back. */
export async function clearCartSlot(tx: Tx, cartId: number): Promise<void> {
  await tx.delete(slotHold).where(eq(slotHold.cartId, cartId));
  await tx.update(cart).set({ timeslotDate: null, timeslotId: null, updatedAt: new Date() }).where(eq(cart.id, cartId));
}

/**
 * Binds the cart to an address (hence service and warehouse). A different warehouse or service
 * makes the slot meaningless, so it goes, with its hold, in the same transaction.
 */
export async function setCartAddress(
  tx: Tx,
  current: CartRow,
  next: { addressId: number; deliveryServiceId: number; warehouseId: number },
): Promise<void> {
  const sameCalendar = current.warehouseId === next.warehouseId && current.deliveryServiceId === next.deliveryServiceId;
  if (!sameCalendar) await clearCartSlot(tx, current.id);
  await tx
    .update(cart)
    .set({ addressId: next.addressId, deliveryServiceId: next.deliveryServiceId, warehouseId: next.warehouseId, updatedAt: new Date() })
    .where(and(eq(cart.id, current.id)));
}
