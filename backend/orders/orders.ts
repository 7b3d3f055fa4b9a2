// Reading a customer's orders: the order as order/view and checkout/buy answer it, and the paged
// list of order/list (decision 024 "Wire"). Every read is by owner: another customer's order id
// reads as no order at all.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { euros } from '../cart/fees';
import type { Database } from '../db/client';
import { customerOrder, orderItem, timeslot } from '../db/schema';
import { present } from '../ebsn/null-free';
import { isChangeable, ORDER_STATUS, ORDERS_PAGE_SIZE, orderStatusLabel } from '../../domain/orders';
import { weightInGrams } from '../../domain/quantity';

type OrderRow = typeof customerOrder.$inferSelect;
type ItemRow = typeof orderItem.$inferSelect;
type SlotTimes = { beginTime: string; endTime: string };

function orderWire(order: OrderRow, items: ItemRow[] | undefined, slot: SlotTimes | undefined) {
  return present({
    orderId: order.id,
    orderStatusId: order.orderStatusId,
    orderStatusDescr: orderStatusLabel(order.orderStatusId),
    date: order.createdAt.toISOString(),
    deliveryServiceId: order.deliveryServiceId,
    shippingAddress: order.shippingAddress,
    timeslot: present({
      date: order.timeslotDate,
      timeslotId: order.timeslotId,
      beginTime: slot?.beginTime,
      endTime: slot?.endTime,
    }),
    warehouse: { warehouseId: order.warehouseId },
    paymentTypeId: order.paymentTypeId,
    userPaymentAuthId: order.userPaymentAuthId,
    totalPrice: euros(order.goodsCents),
    deliveryFee: euros(order.deliveryFeeCents),
    grossTotal: euros(order.grossCents),
    preAuthorizedAmount: euros(order.preAuthorisedCents),
    orderInfos: order.infos,
    totalItems: items?.length,
    orderItems: items?.map((item) =>
      present({
        itemId: item.id,
        productId: item.productId,
        name: item.name,
        quantity: Number(item.quantity),
        weight: item.kind === 'Sfuso' ? weightInGrams(Number(item.quantity)) : null,
        unitPrice: euros(item.unitPriceCents),
        grossTotal: euros(item.grossCents),
        orderItemInfo: item.infos,
      }),
    ),
    isEditable: isChangeable(order.orderStatusId),
    isDeletable: isChangeable(order.orderStatusId),
    // a placed order waiting for its payment (the provider's page comes with the payment work)
    isPayable: order.orderStatusId === ORDER_STATUS.validating || order.orderStatusId === ORDER_STATUS.validatingPayment,
  });
}

async function slotTimes(db: Pick<Database, 'select'>, ids: number[]): Promise<Map<number, SlotTimes>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: timeslot.id, beginTime: timeslot.beginTime, endTime: timeslot.endTime })
    .from(timeslot)
    .where(inArray(timeslot.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** order/view: the customer's own order with its lines, or undefined. */
export async function viewOrder(db: Database, userId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(customerOrder)
    .where(and(eq(customerOrder.id, orderId), eq(customerOrder.userId, userId)))
    .limit(1);
  if (!order) return undefined;
  const [items, times] = await Promise.all([
    db.select().from(orderItem).where(eq(orderItem.orderId, order.id)).orderBy(orderItem.id),
    slotTimes(db, [order.timeslotId]),
  ]);
  return orderWire(order, items, times.get(order.timeslotId));
}

/** order/list: the customer's orders, newest first, 12 to a page (page 1 first). */
export async function listOrders(db: Database, userId: number, page: number) {
  const [orders, [{ total }]] = await Promise.all([
    db
      .select()
      .from(customerOrder)
      .where(eq(customerOrder.userId, userId))
      .orderBy(desc(customerOrder.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    db.select({ total: count() }).from(customerOrder).where(eq(customerOrder.userId, userId)),
  ]);
  const times = await slotTimes(
    db,
    orders.map((o) => o.timeslotId),
  );
  const totalItems = Number(total);
  return {
    orders: orders.map((o) => orderWire(o, undefined, times.get(o.timeslotId))),
    page: {
      selPage: page,
      itemsPerPage: ORDERS_PAGE_SIZE,
      totPages: Math.max(1, Math.ceil(totalItems / ORDERS_PAGE_SIZE)),
      totItems: totalItems,
    },
  };
}
