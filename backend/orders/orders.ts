// Reading a customer's orders: the order as order/view and checkout/buy answer it, and the paged
// list of order/list (decision 024 "Wire"). Every read is by owner: another customer's order id
// reads as no order at all.
import { orderMealTickets } from '../meal-tickets/tickets';
import { timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, lte, notInArray, type SQL } from 'drizzle-orm';
import { euros } from '../cart/fees';
import type { Database } from '../db/client';
import { customerOrder, orderItem, payment, timeslot } from '../db/schema';
import { present } from '../ebsn/null-free';
import { hashToken } from '../ebsn/session';
import { isChangeable, MAX_ORDERS_PAGE_SIZE, ORDER_STATUS, orderStatusLabel, PENDING_STATUSES } from '../../domain/orders';
import { addDays, shopInstant } from '../../domain/timeslots';
import { weightInGrams } from '../../domain/quantity';
import { adjustmentsOf, orderAdjustmentWire, type AdjustmentLine } from './adjustments';
import { parkingOf, parkingWire, type ParkingRow } from './parking';

type OrderRow = typeof customerOrder.$inferSelect;
type ItemRow = typeof orderItem.$inferSelect;
type SlotTimes = { beginTime: string; endTime: string };
/** what became of the card's hold once the order was handed over or given up (decision 053) */
type HoldSettled = { capturedCents: number; releasedCents: number };

/** a line as picked: what was brought (the substitute, when one was), and what it costs now */
function pickingWire(item: ItemRow) {
  if (!item.pickingState) return {};
  const kind = item.pickingState === 'substituted' ? item.substituteKind : item.kind;
  const quantity = item.pickedQuantity === null ? null : Number(item.pickedQuantity);
  return {
    pickingState: item.pickingState,
    pickedQuantity: quantity,
    pickedWeight: kind === 'Sfuso' && quantity !== null ? weightInGrams(quantity) : null,
    substitute:
      item.pickingState === 'substituted'
        ? { productId: item.substituteProductId, name: item.substituteName, unitPrice: euros(item.substituteUnitPriceCents ?? 0) }
        : null,
    finalGrossTotal: item.finalGrossCents === null ? null : euros(item.finalGrossCents),
  };
}

function orderWire(
  order: OrderRow,
  items: ItemRow[] | undefined,
  slot: SlotTimes | undefined,
  adjustments: AdjustmentLine[] | undefined,
  parking?: ParkingRow,
  hold?: HoldSettled,
) {
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
    // each code on its own line: goods − adjustments + fee = gross
    orderAdjustmentSummary: orderAdjustmentWire(order.adjustmentsCents, adjustments),
    grossTotal: euros(order.grossCents),
    preAuthorizedAmount: euros(order.preAuthorisedCents),
    // once every line is picked: the money as the picking left it
    finalTotalPrice: order.finalGoodsCents === null ? null : euros(order.finalGoodsCents),
    finalTotalAdjustment: order.finalAdjustmentsCents === null ? null : euros(order.finalAdjustmentsCents),
    finalDeliveryFee: order.finalFeeCents === null ? null : euros(order.finalFeeCents),
    finalGrossTotal: order.finalGrossCents === null ? null : euros(order.finalGrossCents),
    capturedAmount: hold ? euros(hold.capturedCents) : null,
    releasedAmount: hold ? euros(hold.releasedCents) : null,
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
        ...pickingWire(item),
      }),
    ),
    isEditable: isChangeable(order.orderStatusId),
    isDeletable: isChangeable(order.orderStatusId),
    // a placed order waiting for its card payment (order/payment opens one)
    isPayable: order.orderStatusId === ORDER_STATUS.validatingPayment,
    // the order's own page only: the list has no use for it
    parkingReservation: parking && parkingWire(parking),
  });
}

/** the settled hold of each of these orders (one at most: an order has one standing authorisation) */
async function holdsOf(db: Pick<Database, 'select'>, orderIds: number[]): Promise<Map<number, HoldSettled>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: payment.orderId, capturedCents: payment.capturedCents, releasedCents: payment.releasedCents })
    .from(payment)
    .where(and(inArray(payment.orderId, [...new Set(orderIds)]), isNotNull(payment.capturedAt)));
  return new Map(rows.map((r) => [r.orderId!, { capturedCents: r.capturedCents ?? 0, releasedCents: r.releasedCents ?? 0 }]));
}

async function slotTimes(db: Pick<Database, 'select'>, ids: number[]): Promise<Map<number, SlotTimes>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: timeslot.id, beginTime: timeslot.beginTime, endTime: timeslot.endTime })
    .from(timeslot)
    .where(inArray(timeslot.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** token-order/view: the order whose confirmation e-mail carried this token (no login), or undefined. */
export async function viewOrderByToken(db: Database, orderId: number, token: string) {
  const [order] = await db.select().from(customerOrder).where(eq(customerOrder.id, orderId)).limit(1);
  if (!order?.accessTokenHash || !sameHash(order.accessTokenHash, hashToken(token))) return undefined;
  const view = await viewOrder(db, order.userId, order.id);
  if (!view) return undefined;
  // a forwarded e-mail must not tell anyone the customer's plate and car
  const { parkingReservation: _parking, ...rest } = view;
  return rest;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** order/view: the customer's own order with its lines, or undefined. */
export async function viewOrder(db: Database, userId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(customerOrder)
    .where(and(eq(customerOrder.id, orderId), eq(customerOrder.userId, userId)))
    .limit(1);
  if (!order) return undefined;
  const [items, times, adjustments, parking, holds] = await Promise.all([
    db.select().from(orderItem).where(eq(orderItem.orderId, order.id)).orderBy(orderItem.id),
    slotTimes(db, [order.timeslotId]),
    adjustmentsOf(db, [order.id]),
    parkingOf(db, order.id),
    holdsOf(db, [order.id]),
  ]);
  const wire = orderWire(order, items, times.get(order.timeslotId), adjustments.get(order.id), parking, holds.get(order.id));
  // the meal tickets it took, and whether they went back (decision 060)
  const mealTickets = await orderMealTickets(db, order.id);
  return mealTickets ? { ...wire, mealTickets } : wire;
}

/** order/list's filters (account.md §3 "Order list filters"); each one absent means no filter. */
export type OrderFilters = {
  page: number;
  pageSize: number;
  /** the lines of each order too */
  fetchDetail?: boolean;
  /** true: only the orders still on their way; false: only the concluded ones */
  showPending?: boolean;
  /** order date (the shop's calendar day), inclusive */
  fromDate?: string;
  toDate?: string;
  fromGrossCents?: number;
  toGrossCents?: number;
  /** the delivery service (1 Drive, 2 home, 4 locker) */
  orderType?: number;
  orderId?: number;
  warehouseId?: number;
  shippingAddressId?: number;
  /** the slot's day, inclusive */
  fromDeliveryDate?: string;
  toDeliveryDate?: string;
  /** ours, not a wire filter: one status only (list-retry-payment) */
  statusId?: number;
};

function filterConditions(userId: number, f: OrderFilters): SQL[] {
  const where: SQL[] = [eq(customerOrder.userId, userId)];
  if (f.showPending === true) where.push(inArray(customerOrder.orderStatusId, [...PENDING_STATUSES]));
  if (f.showPending === false) where.push(notInArray(customerOrder.orderStatusId, [...PENDING_STATUSES]));
  if (f.fromDate) where.push(gte(customerOrder.createdAt, shopInstant(f.fromDate, '00:00')));
  if (f.toDate) where.push(lt(customerOrder.createdAt, shopInstant(addDays(f.toDate, 1), '00:00')));
  if (f.fromGrossCents !== undefined) where.push(gte(customerOrder.grossCents, f.fromGrossCents));
  if (f.toGrossCents !== undefined) where.push(lte(customerOrder.grossCents, f.toGrossCents));
  if (f.orderType !== undefined) where.push(eq(customerOrder.deliveryServiceId, f.orderType));
  if (f.orderId !== undefined) where.push(eq(customerOrder.id, f.orderId));
  if (f.warehouseId !== undefined) where.push(eq(customerOrder.warehouseId, f.warehouseId));
  if (f.shippingAddressId !== undefined) where.push(eq(customerOrder.addressId, f.shippingAddressId));
  if (f.fromDeliveryDate) where.push(gte(customerOrder.timeslotDate, f.fromDeliveryDate));
  if (f.toDeliveryDate) where.push(lte(customerOrder.timeslotDate, f.toDeliveryDate));
  if (f.statusId !== undefined) where.push(eq(customerOrder.orderStatusId, f.statusId));
  return where;
}

/** order/list: the customer's orders matching the filters, newest first, a page at a time (page 1 first). */
export async function listOrders(db: Database, userId: number, filters: OrderFilters) {
  const where = and(...filterConditions(userId, filters));
  const { page, pageSize } = filters;
  const [orders, [{ total }]] = await Promise.all([
    db
      .select()
      .from(customerOrder)
      .where(where)
      .orderBy(desc(customerOrder.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(customerOrder).where(where),
  ]);
  const [times, adjustments, items, holds] = await Promise.all([
    slotTimes(
      db,
      orders.map((o) => o.timeslotId),
    ),
    adjustmentsOf(
      db,
      orders.map((o) => o.id),
    ),
    filters.fetchDetail && orders.length
      ? db
          .select()
          .from(orderItem)
          .where(
            inArray(
              orderItem.orderId,
              orders.map((o) => o.id),
            ),
          )
          .orderBy(orderItem.id)
      : Promise.resolve(undefined),
    holdsOf(
      db,
      orders.map((o) => o.id),
    ),
  ]);
  const totalItems = Number(total);
  return {
    orders: orders.map((o) =>
      orderWire(
        o,
        items?.filter((i) => i.orderId === o.id),
        times.get(o.timeslotId),
        adjustments.get(o.id),
        undefined,
        holds.get(o.id),
      ),
    ),
    page: {
      selPage: page,
      itemsPerPage: pageSize,
      totPages: Math.max(1, Math.ceil(totalItems / pageSize)),
      totItems: totalItems,
    },
  };
}

/** order/list-retry-payment: the customer's orders still waiting for a payment that can be tried again. */
export async function ordersToPay(db: Database, userId: number) {
  return listOrders(db, userId, { page: 1, pageSize: MAX_ORDERS_PAGE_SIZE, statusId: ORDER_STATUS.validatingPayment });
}
