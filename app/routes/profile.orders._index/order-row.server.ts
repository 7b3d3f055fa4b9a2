// What a row of the order list (and the dashboard's orders in progress) shows of an order.
import { orderStatusName } from '~/i18n/orders';
import type { Order } from '~/ebsn/orders.server';
import { placedDay } from '~/lib/format';
import { orderMoney, orderSettlement } from '~/lib/order-money';

export function orderRow(order: Order) {
  const slot = order.timeslot;
  return {
    orderId: order.orderId,
    statusId: order.orderStatusId,
    status: orderStatusName(order.orderStatusId, order.orderStatusDescr),
    placed: placedDay.format(new Date(order.date)),
    service: order.deliveryServiceId,
    place: order.shippingAddress?.addressName ?? null,
    slot: slot ? { date: slot.date, begin: slot.beginTime ?? null, end: slot.endTime ?? null } : null,
    money: orderMoney(order, order.deliveryServiceId),
    ...orderSettlement(order),
    payable: order.isPayable === true,
  };
}
export type OrderRow = ReturnType<typeof orderRow>;
