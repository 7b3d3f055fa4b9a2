// Choosing where the shopping goes: the cart takes an address (hence its service and warehouse) in
// one transaction under the cart's row lock, so a concurrent slot choice or payment sees either the
// old binding or the new one. A locked cart (status 7, in payment) refuses. Choosing also makes the
// address the customer's favourite of its kind (decision 014): a home or boat stop becomes the
// default delivery address, a Drive point or locker the default store.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CART_STATUS_LOCKED, lockCart, setCartAddress, type CartRow } from '../cart/carts';
import { cartView } from '../cart/view';
import type { Database } from '../db/client';
import { address, appUser, companyCode } from '../db/schema';
import { ADDRESS_TYPE, SERVICE } from '../../domain/services';
import { visibleAddress } from './addresses';

export type Choice = { addressId: number; deliveryServiceId?: number; addressTypeId?: number };

export type ChooseOutcome =
  { kind: 'ok'; cart: Awaited<ReturnType<typeof cartView>> } | { kind: 'notFound' } | { kind: 'locked' } | { kind: 'wrongService' };

class Preview extends Error {
  constructor(readonly outcome: ChooseOutcome) {
    super('preview: rolled back');
  }
}

/**
 * Binds the cart to the address. With `preview` the same work is done and rolled back: the answer is
 * the cart as it would be, and nothing changes (user-address/preview).
 */
export async function chooseAddress(
  db: Database,
  cartId: number,
  userId: number,
  choice: Choice,
  options: { preview?: boolean } = {},
): Promise<ChooseOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockCart(tx, cartId);
      if (!current) return { kind: 'notFound' } as const;
      if (current.cartStatusId === CART_STATUS_LOCKED) return { kind: 'locked' } as const;
      const row = await visibleAddress(tx, userId, choice.addressId, 'share');
      if (!row || row.warehouseId === null) return { kind: 'notFound' } as const;
      if (
        (choice.deliveryServiceId !== undefined && choice.deliveryServiceId !== row.deliveryServiceId) ||
        (choice.addressTypeId !== undefined && choice.addressTypeId !== row.addressTypeId)
      ) {
        return { kind: 'wrongService' } as const;
      }
      await setCartAddress(tx, current, { addressId: row.id, deliveryServiceId: row.deliveryServiceId, warehouseId: row.warehouseId });
      if (userId > 0) {
        const delivery = row.addressTypeId === ADDRESS_TYPE.home || row.addressTypeId === ADDRESS_TYPE.boat;
        await tx
          .update(appUser)
          .set(delivery ? { defaultDeliveryAddressId: row.id } : { defaultStoreAddressId: row.id })
          .where(eq(appUser.id, userId));
      }
      const updated = (await lockCart(tx, cartId)) as CartRow;
      const outcome = { kind: 'ok', cart: await cartView(tx, updated) } as const;
      if (options.preview) throw new Preview(outcome);
      return outcome;
    });
  } catch (err) {
    if (err instanceof Preview) return err.outcome;
    throw err;
  }
}

/** Drive first, then locker, then boat stop: what "choose this store" means without a service. */
const SERVICE_PREFERENCE = [SERVICE.drive, SERVICE.locker, SERVICE.home];

/**
 * The public pickup address of a warehouse for a service (store/select, store-proximity/select):
 * undefined when the warehouse offers no pickup of that service.
 */
export async function warehousePickupAddress(db: Database, warehouseId: number, deliveryServiceId?: number) {
  const services = deliveryServiceId ? [deliveryServiceId] : SERVICE_PREFERENCE;
  const rows = await db
    .select({ id: address.id, deliveryServiceId: address.deliveryServiceId })
    .from(address)
    .where(
      and(
        isNull(address.userId),
        isNull(address.deletedAt),
        eq(address.warehouseId, warehouseId),
        inArray(address.deliveryServiceId, services),
        sql`not exists (select 1 from ${companyCode} where ${companyCode.addressId} = ${address.id})`,
      ),
    )
    .orderBy(asc(address.id));
  for (const service of services) {
    const found = rows.find((r) => r.deliveryServiceId === service);
    if (found) return found;
  }
  return undefined;
}
