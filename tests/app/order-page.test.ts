// What an order's page says of its card's hold: the pre-authorised amount only while the order is on
// its way; a cancelled, invalidated or failed order's hold was released, a delivered one's settled.
import { describe, expect, it } from 'vitest';
import type { Order } from '~/ebsn/orders.server';
import { orderPage } from '~/routes/profile.orders.$orderId/order-page.server';

const order = (orderStatusId: number) =>
  ({
    orderId: 100011,
    orderStatusId,
    date: '2026-11-30T10:00:00Z',
    deliveryServiceId: 1,
    totalPrice: 87.52,
    grossTotal: 87.52,
    paymentTypeId: 1,
    preAuthorizedAmount: 100.65,
    orderItems: [],
  }) as unknown as Order;

describe('the order page’s pre-authorised amount', () => {
  it('is shown while the order is on its way, paid or still to be paid', () => {
    for (const status of [1, 2, 3, 4, 5, 6, 7, 18]) expect(orderPage(order(status)).preAuthorized).toBe(100.65);
  });

  it('is not shown once the hold is released (cancelled, invalidated, failed, not collected) or settled (delivered)', () => {
    for (const status of [8, 9, 10, 11, 12, 13]) expect(orderPage(order(status)).preAuthorized).toBeNull();
  });
});
