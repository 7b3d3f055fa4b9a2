// An order written directly, as checkout/buy leaves it, for the suites that test what comes after it
// (the cutoff, parking, slot holds): the checkout has tests of its own. Each suite gives what it reads.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../backend/db/client';
import { customerOrder } from '../../../backend/db/schema';
import { ORDER_STATUS } from '../../../domain/orders';

export type DirectOrder = Partial<typeof customerOrder.$inferInsert> & { userId: number };

/** A Drive order (store 1, slot 1), ordered and not yet paid, unless `values` say otherwise: its id. */
export async function insertOrder(db: Database, values: DirectOrder): Promise<number> {
  const [row] = await db
    .insert(customerOrder)
    .values({
      checkoutKey: randomUUID(),
      orderStatusId: ORDER_STATUS.ordered,
      deliveryServiceId: 1,
      warehouseId: 1,
      shippingAddress: { addressName: 'Spesa Padova Centro' },
      timeslotDate: '2026-11-24',
      timeslotId: 1,
      paymentTypeId: 12,
      goodsCents: 5000,
      deliveryFeeCents: 0,
      grossCents: 5000,
      preAuthorisedCents: 0,
      ...values,
    })
    .returning({ id: customerOrder.id });
  return row!.id;
}
