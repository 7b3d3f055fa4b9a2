// The packaging types of the demo world (shopping.md §7 packaging-type/list): what an Italian grocer
// offers to pack an order in. Italian shops may only hand out compostable or reusable carrier bags,
// and sell them by the bag, so every bag has a price; no bags at all costs nothing. Fixed ids, so
// clients may keep a choice by id. Idempotent (app_meta 'packaging_seed_version'), so databases
// seeded before packaging types existed get them at their next start.
import { eq } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { appMeta, packagingType } from '../db/schema';

export const PACKAGING_SEED_VERSION = '1';

export const PACKAGING_TYPES = [
  {
    id: 1,
    name: 'Sacchetti compostabili',
    descr: 'Sacchetti biodegradabili e compostabili (UNI EN 13432), riutilizzabili per la raccolta dell’umido. 0,10 € a sacchetto.',
    priceCents: 10,
    position: 0,
    isDefault: true,
  },
  {
    id: 2,
    name: 'Sacchetti di carta',
    descr: 'Sacchetti di carta riciclata con manici rinforzati. 0,15 € a sacchetto.',
    priceCents: 15,
    position: 1,
    isDefault: false,
  },
  {
    id: 3,
    name: 'Senza sacchetti',
    descr: 'La spesa arriva nelle nostre cassette e la trasferisci nelle tue borse alla consegna o al ritiro.',
    priceCents: 0,
    position: 2,
    isDefault: false,
  },
] as const;

export async function packagingSeeded(db: Pick<Tx, 'select'>): Promise<boolean> {
  return (await db.select().from(appMeta).where(eq(appMeta.key, 'packaging_seed_version'))).length > 0;
}

export async function seedPackagingTypes(db: Tx): Promise<void> {
  await db
    .insert(packagingType)
    .values(PACKAGING_TYPES.map((p) => ({ ...p })))
    .onConflictDoNothing();
  await db.insert(appMeta).values({ key: 'packaging_seed_version', value: PACKAGING_SEED_VERSION }).onConflictDoNothing();
}
