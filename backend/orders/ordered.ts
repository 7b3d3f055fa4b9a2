// What a customer has already ordered of some products for one delivery day: MAXACQ_DAY counts
// these with the cart (shopping.md §5). Orders that will not be delivered (cancelled, invalidated,
// failed) do not count.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { customerOrder, orderItem } from '../db/schema';
import { ORDER_STATUS } from '../../domain/orders';

const NOT_DELIVERED = [ORDER_STATUS.cancelled, ORDER_STATUS.invalidated, ORDER_STATUS.failed];

export async function orderedForDay(tx: Tx, userId: number, productIds: number[], date: string): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await tx
    .select({ productId: orderItem.productId, quantity: sql<string>`sum(${orderItem.quantity})` })
    .from(orderItem)
    .innerJoin(customerOrder, eq(customerOrder.id, orderItem.orderId))
    .where(
      and(
        eq(customerOrder.userId, userId),
        eq(customerOrder.timeslotDate, date),
        notInArray(customerOrder.orderStatusId, NOT_DELIVERED),
        inArray(orderItem.productId, [...new Set(productIds)]),
      ),
    )
    .groupBy(orderItem.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.quantity)]));
}
