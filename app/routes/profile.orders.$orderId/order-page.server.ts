// What an order's page shows of it (the customer's /profile/orders/:orderId and the guest's
// /order/:orderId): status, place, slot, lines, totals, payment, comment and invoice, and what can
// still be done with it.
import { orderStatusName } from '~/i18n/orders';
import { parkingReservationOf, type Order } from '~/ebsn/orders.server';
import { orderMealTickets, orderMoney, orderSettlement } from '~/lib/order-money';
import { MAX_ID } from '#domain/filters';
import { isPending } from '#domain/orders';
import { notFound } from '~/lib/failures.server';
import { placedDay } from '~/lib/format';

export function orderPage(order: Order) {
  const address = order.shippingAddress;
  return {
    orderId: order.orderId,
    statusId: order.orderStatusId,
    status: orderStatusName(order.orderStatusId, order.orderStatusDescr),
    placed: placedDay.format(new Date(order.date)),
    service: order.deliveryServiceId,
    place: address
      ? [address.addressName, [address.address1, address.addressNumber].filter(Boolean).join(' '), address.city].filter(Boolean).join(', ')
      : null,
    slot: order.timeslot
      ? { date: order.timeslot.date, begin: order.timeslot.beginTime ?? null, end: order.timeslot.endTime ?? null }
      : null,
    items: (order.orderItems ?? []).map((item) => ({
      id: item.itemId,
      name: item.name,
      quantity: item.quantity,
      weight: item.weight ?? null,
      total: item.grossTotal,
      picking: item.pickingState
        ? {
            state: item.pickingState,
            quantity: item.pickedQuantity ?? null,
            weight: item.pickedWeight ?? null,
            substitute: item.substitute?.name ?? null,
            total: item.finalGrossTotal ?? 0,
          }
        : null,
    })),
    money: orderMoney(order, order.deliveryServiceId),
    ...orderSettlement(order),
    // a hold stands only while the order is on its way: a cancelled, invalidated or failed order's was
    // released, a delivered one's settled (its final section says how)
    preAuthorized: isPending(order.orderStatusId) ? (order.preAuthorizedAmount ?? null) : null,
    paymentTypeId: order.paymentTypeId ?? null,
    // the meal tickets that paid part of it, and whether a cancellation gave them back
    mealTickets: orderMealTickets(order),
    parkingReservation: parkingReservationOf(order),
    payable: order.isPayable === true,
    cancellable: order.isDeletable === true,
    comment: order.orderInfos?.order_comment || null,
    invoice: order.orderInfos?.need_invoice === 'true' ? invoiceOf(order.orderInfos.invoice_data) : null,
  };
}

/** who the invoice is made out to, as the checkout kept it: a name and the tax code that identifies them */
function invoiceOf(json: string | undefined) {
  try {
    const data = JSON.parse(json ?? '') as Record<string, string>;
    const name = data.companyName || [data.firstName, data.lastName].filter(Boolean).join(' ');
    return { name, code: data.vatNumber || data.fiscalCode || '' };
  } catch {
    return { name: '', code: '' };
  }
}

export type OrderPage = ReturnType<typeof orderPage>;

/** An order id from the address: digits within an id's range, or the page is not found. */
export function orderIdOf(param: string | undefined): number {
  if (!/^\d{1,10}$/.test(param ?? '') || !(Number(param) > 0) || Number(param) > MAX_ID) notFound();
  return Number(param);
}
