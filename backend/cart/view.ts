// The cart as every cart call answers it (docs/decisions/014-shopping-loop.md "Cart"): what it is
// bound to (service, address, warehouse, slot), its lines and its totals. Address and slot come
// from their areas' wire builders; lines and totals from the cart area.
import { eq } from 'drizzle-orm';
import { accountUser } from '../accounts/users';
import { address, appUser, warehouse } from '../db/schema';
import { present } from '../ebsn/null-free';
import { addressWire } from '../places/wire';
import { cartTimeslot } from '../slots/cart-slot';
import { minimumSpendCents, missingForMinimumCents } from '../../domain/services';
import type { CartRow, Tx } from './carts';

export const euros = (cents: number) => Math.round(cents) / 100;

export async function cartView(db: Tx, row: CartRow, _options: { showSectors?: boolean } = {}) {
  const [user] = row.userId ? await db.select().from(appUser).where(eq(appUser.id, row.userId)).limit(1) : [];
  const [shipping] = row.addressId ? await db.select().from(address).where(eq(address.id, row.addressId)).limit(1) : [];
  const [store] = row.warehouseId
    ? await db
        .select({ warehouseId: warehouse.id, name: warehouse.name, slug: warehouse.slug })
        .from(warehouse)
        .where(eq(warehouse.id, row.warehouseId))
        .limit(1)
    : [];
  const timeslot = await cartTimeslot(db, row);
  // lines and totals: the cart area fills these in
  const goodsCents = 0;
  const feeCents = 0;
  return present({
    cartId: row.id,
    cartStatusId: row.cartStatusId,
    user: user ? { userId: user.id, profile: accountUser(user).profile } : { userId: -1, profile: { confirmed: false, level: 0 } },
    store: { storeId: 1 },
    warehouse: store ?? null,
    shippingAddress: shipping ? { ...addressWire(shipping, { selected: true }), autoAssigned: false } : null,
    timeslot: timeslot ?? null,
    totalItems: 0,
    totalPrice: euros(goodsCents),
    deliveryFee: euros(feeCents),
    grossTotal: euros(goodsCents + feeCents),
    minimumSpend: euros(minimumSpendCents(row.deliveryServiceId)),
    missingForMinimum: euros(missingForMinimumCents(row.deliveryServiceId, goodsCents)),
    cartInfos: { need_invoice: 'false', order_comment: '', ...row.infos },
    cartItems: [] as unknown[],
    orderAdjustmentSummary: { orderAdjustments: [] as unknown[] },
  });
}
