// A customer's home addresses: checking one against coverage and the geocoding stand-in, saving it
// (new or edited; one that could not be placed only when the customer insists), and deleting it.
// A home address always has a warehouse (the one of its zone): outside coverage it is not saved.
// When the address the cart delivers to is edited, the cart follows it: a new warehouse makes the
// chosen slot meaningless, so the slot and its hold go (setCartAddress).
import { and, eq } from 'drizzle-orm';
import { CART_STATUS_LOCKED, lockCart, setCartAddress, type Tx } from '../cart/carts';
import type { Database } from '../db/client';
import { address, appUser, cart } from '../db/schema';
import { ADDRESS_TYPE, SERVICE } from '../../domain/services';
import { ownHomeAddress } from './addresses';
import { placeAddress } from './geocode';
import type { AddressRow } from './wire';

export type HomeAddressInput = {
  addressId?: number;
  addressName?: string;
  address1: string;
  addressNumber: string;
  postalcode: string;
  city: string;
  province?: string;
  doorbellName?: string;
  floor?: string;
  addressNote?: string;
  phone?: string;
};

/** what a checked address would be saved as (no id yet) */
export type CheckedAddress = Omit<typeof address.$inferInsert, 'id' | 'userId' | 'createdAt' | 'deletedAt'> & {
  warehouseId: number;
  zoneId: number;
  validated: boolean;
};

export type CheckOutcome = { kind: 'notCovered' } | { kind: 'notServed' } | { kind: 'checked'; address: CheckedAddress };

const blank = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

export async function checkHomeAddress(db: Tx, input: HomeAddressInput): Promise<CheckOutcome> {
  const placement = await placeAddress(db, input);
  if (placement.kind === 'notCovered') return { kind: 'notCovered' };
  if (placement.kind === 'notServed') return { kind: 'notServed' };
  const { place, street } = placement;
  const address1 = street?.name ?? input.address1.trim();
  return {
    kind: 'checked',
    address: {
      addressTypeId: ADDRESS_TYPE.home,
      deliveryServiceId: SERVICE.home,
      warehouseId: placement.warehouseId,
      zoneId: placement.zoneId,
      addressName: blank(input.addressName) ?? `${address1} ${input.addressNumber.trim()}`,
      address1,
      addressNumber: input.addressNumber.trim(),
      postalcode: place.postalcode,
      // a placed address takes the town as the chain writes it; an unplaced one keeps what was typed
      city: placement.validated ? place.city : input.city.trim(),
      province: placement.validated ? place.province : (blank(input.province)?.toUpperCase() ?? place.province),
      latitude: street?.latitude ?? null,
      longitude: street?.longitude ?? null,
      doorbellName: blank(input.doorbellName),
      floor: blank(input.floor),
      addressNote: blank(input.addressNote),
      phone: blank(input.phone),
      validated: placement.validated,
    },
  };
}

async function lockOwnerCart(tx: Tx, userId: number) {
  const [own] = await tx.select({ id: cart.id }).from(cart).where(eq(cart.userId, userId)).limit(1);
  return own ? lockCart(tx, own.id) : undefined;
}

export type SaveOutcome =
  | { kind: 'notCovered' }
  | { kind: 'notServed' }
  | { kind: 'notValidated'; address: CheckedAddress }
  | { kind: 'notFound' }
  | { kind: 'locked' }
  | { kind: 'saved'; row: AddressRow };

/**
 * Creates (no addressId) or edits the customer's home address. `force` saves one the stand-in could
 * not place. Editing another customer's address, or a pickup point, is "not found".
 */
export async function saveHomeAddress(db: Database, userId: number, input: HomeAddressInput, force: boolean): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const checked = await checkHomeAddress(tx, input);
    if (checked.kind !== 'checked') return checked;
    if (!checked.address.validated && !force) return { kind: 'notValidated', address: checked.address } as const;

    if (input.addressId === undefined) {
      const [row] = await tx
        .insert(address)
        .values({ ...checked.address, userId })
        .returning();
      return { kind: 'saved', row } as const;
    }

    // only the owner's cart can deliver to a home address; it is locked before the address, in the
    // order user-address/select takes them, so the two never wait for each other in a circle
    const current = await lockOwnerCart(tx, userId);
    const existing = await ownHomeAddress(tx, userId, input.addressId, 'update');
    if (!existing) return { kind: 'notFound' } as const;
    if (current?.addressId === existing.id && current.cartStatusId === CART_STATUS_LOCKED) return { kind: 'locked' } as const;
    const [row] = await tx
      .update(address)
      .set(checked.address)
      .where(and(eq(address.id, existing.id), eq(address.userId, userId)))
      .returning();
    if (current && current.addressId === row.id) {
      await setCartAddress(tx, current, { addressId: row.id, deliveryServiceId: row.deliveryServiceId, warehouseId: row.warehouseId! });
    }
    return { kind: 'saved', row } as const;
  });
}

export type DeleteOutcome = { kind: 'deleted' } | { kind: 'notFound' } | { kind: 'homeOnly' } | { kind: 'inUse' };

/** Soft delete: orders keep the address they went to. Refused while a cart delivers there. */
export async function deleteHomeAddress(db: Database, userId: number, addressId: number, isVisible: boolean): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    // the owner's cart, then the address, as in user-address/select: a selection at the same moment
    // either finds the address gone or is found using it
    const current = await lockOwnerCart(tx, userId);
    const existing = await ownHomeAddress(tx, userId, addressId, 'update');
    if (!existing) return { kind: isVisible ? 'homeOnly' : 'notFound' } as const;
    const [using] = await tx.select({ id: cart.id }).from(cart).where(eq(cart.addressId, existing.id)).limit(1);
    if (using || current?.addressId === existing.id) return { kind: 'inUse' } as const;
    await tx.update(address).set({ deletedAt: new Date() }).where(eq(address.id, existing.id));
    await tx
      .update(appUser)
      .set({ defaultDeliveryAddressId: null })
      .where(and(eq(appUser.id, userId), eq(appUser.defaultDeliveryAddressId, existing.id)));
    return { kind: 'deleted' } as const;
  });
}
