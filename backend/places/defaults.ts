// The customer's favourite addresses (account.md §3 User.defaultDeliveryAddressId and
// defaultStoreAddressId), set from the address book without touching the cart (decision 028):
// the delivery favourite is one of the customer's own home addresses, the store favourite a Drive
// point or a locker open to them. Choosing an address for the cart sets them too (choose.ts).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appUser } from '../db/schema';
import { ADDRESS_TYPE } from '../../domain/services';
import { defaultsOf, visibleAddress } from './addresses';

export const DEFAULT_KINDS = ['delivery', 'store'] as const;
export type DefaultKind = (typeof DEFAULT_KINDS)[number];

const STORE_TYPES: number[] = [ADDRESS_TYPE.pickup, ADDRESS_TYPE.locker];

export type DefaultsOutcome =
  { kind: 'set'; defaults: Awaited<ReturnType<typeof defaultsOf>> } | { kind: 'notFound' } | { kind: 'wrongKind' };

/**
 * Makes an address the customer's favourite of one kind. Another customer's address, a deleted one
 * or one that never was is "not found"; an address the customer may see but that cannot be that
 * favourite (a pickup point as the delivery one, a home as the store one) is "wrong kind".
 */
export async function setDefaultAddress(db: Database, userId: number, addressId: number, kind: DefaultKind): Promise<DefaultsOutcome> {
  return db.transaction(async (tx) => {
    // shared lock: a delete of the same address waits for this, then clears the favourite it finds
    const row = await visibleAddress(tx, userId, addressId, 'share');
    if (!row) return { kind: 'notFound' } as const;
    const fits =
      kind === 'delivery'
        ? row.userId === userId && row.addressTypeId === ADDRESS_TYPE.home
        : row.userId === null && STORE_TYPES.includes(row.addressTypeId);
    if (!fits) return { kind: 'wrongKind' } as const;
    await tx
      .update(appUser)
      .set(kind === 'delivery' ? { defaultDeliveryAddressId: row.id } : { defaultStoreAddressId: row.id })
      .where(eq(appUser.id, userId));
    return { kind: 'set', defaults: await defaultsOf(tx, userId) } as const;
  });
}
