// A guest's cart (ANONYMOUS_CART) joins the customer's at login, so what the guest put in is there
// after logging in. Lines of a product the customer already holds with the same options keep the
// larger quantity (adding both could break MAXACQ or the daily maximum, and the shopper chose each
// number once); other lines move over. The guest's service, address and slot move too when the
// customer's cart has none and the address is one of the chain's pickup points (a guest has no
// home address of their own).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { address, cart, cartItem, slotHold } from '../db/schema';
import { customerCartId, lockCart } from './carts';

export async function mergeGuestCart(db: Database, guestTokenHash: string, userId: number): Promise<void> {
  const [guest] = await db.select().from(cart).where(eq(cart.sessionTokenHash, guestTokenHash)).limit(1);
  if (!guest) return;
  const customerId = await customerCartId(db, userId);
  await db.transaction(async (tx) => {
    const target = await lockCart(tx, customerId);
    const source = await lockCart(tx, guest.id);
    if (!target || !source) return;
    const [theirs, mine] = await Promise.all([
      tx.select().from(cartItem).where(eq(cartItem.cartId, source.id)),
      tx.select().from(cartItem).where(eq(cartItem.cartId, target.id)),
    ]);
    for (const line of theirs) {
      const same = mine.find((m) => m.productId === line.productId && sameStrings(m.infos, line.infos));
      if (same) {
        if (Number(line.quantity) > Number(same.quantity)) {
          await tx
            .update(cartItem)
            .set({ quantity: line.quantity, isPackage: line.isPackage, useWpid: line.useWpid ?? same.useWpid, updatedAt: new Date() })
            .where(eq(cartItem.id, same.id));
        }
        await tx.delete(cartItem).where(eq(cartItem.id, line.id));
      } else {
        await tx.update(cartItem).set({ cartId: target.id }).where(eq(cartItem.id, line.id));
      }
    }
    if (!target.addressId && source.addressId) {
      const [pickup] = await tx
        .select({ id: address.id })
        .from(address)
        .where(and(eq(address.id, source.addressId), isNull(address.userId)))
        .limit(1);
      if (pickup) {
        await tx
          .update(cart)
          .set({
            addressId: source.addressId,
            deliveryServiceId: source.deliveryServiceId,
            warehouseId: source.warehouseId,
            timeslotDate: source.timeslotDate,
            timeslotId: source.timeslotId,
            updatedAt: new Date(),
          })
          .where(eq(cart.id, target.id));
        // the slot's capacity unit goes with the slot (the customer's cart held none: it had no address)
        await tx.delete(slotHold).where(eq(slotHold.cartId, target.id));
        await tx.update(slotHold).set({ cartId: target.id }).where(eq(slotHold.cartId, source.id));
      }
    }
    await tx.delete(slotHold).where(eq(slotHold.cartId, source.id));
    await tx.delete(cart).where(eq(cart.id, source.id));
  });
}

function sameStrings(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => k !== 'accept_alternatives'));
  return [...keys].every((k) => a[k] === b[k]);
}
