// packaging-type/list (shopping.md §7): how a shopper may have an order packed, in the chain's order.
// The same for every shopper, so it may be cached like the catalogue.
import { asc, eq } from 'drizzle-orm';
import { euros } from '../cart/fees';
import type { Database } from '../db/client';
import { packagingType } from '../db/schema';

export async function listPackagingTypes(db: Pick<Database, 'select'>) {
  const rows = await db
    .select()
    .from(packagingType)
    .where(eq(packagingType.active, true))
    .orderBy(asc(packagingType.position), asc(packagingType.id));
  return rows.map((row) => ({
    packagingTypeId: row.id,
    name: row.name,
    descr: row.descr,
    // euros a bag, as the wire writes money; 0 for packing that costs nothing
    price: euros(row.priceCents),
    isDefault: row.isDefault,
  }));
}
