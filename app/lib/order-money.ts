// An order's money as every page shows it (issue 24): the goods, each gift code on its own line, the
// delivery fee where the service has one, and the total, so the lines add up. Built the same way from
// an order and from the cart that becomes one (their wire shapes agree: totalPrice, deliveryFee,
// grossTotal, orderAdjustmentSummary). Pure: server and browser alike.
import { hasDeliveryFee } from '#domain/services';

export type MoneyAdjustment = {
  /** empty for what a server took off without saying which code took it */
  code: string;
  name: string;
  amount: number;
};

export type OrderMoney = {
  goods: number;
  /** what each applied code took off, in the order they were applied */
  adjustments: MoneyAdjustment[];
  /** null where the service has no delivery fee (Drive, locker) */
  fee: number | null;
  total: number;
};

type Summary = {
  orderAdjustments?: Array<{ giftCertificate?: { code: string; name?: string } | null; amount: number; applied?: boolean }>;
  totalAdjustment?: number;
};

type Priced = {
  totalPrice: number;
  deliveryFee?: number;
  grossTotal: number;
  orderAdjustmentSummary?: Summary;
};

const cents = (euros: number) => Math.round(euros * 100);

export function orderMoney(priced: Priced, serviceId: number | null | undefined): OrderMoney {
  const summary = priced.orderAdjustmentSummary;
  const adjustments = (summary?.orderAdjustments ?? [])
    .filter((a) => a.applied !== false && a.amount > 0)
    .map((a) => ({ code: a.giftCertificate?.code ?? '', name: a.giftCertificate?.name ?? '', amount: a.amount }));
  // a total the lines do not explain is shown as one line of its own, never left out
  const rest = cents(summary?.totalAdjustment ?? 0) - adjustments.reduce((sum, a) => sum + cents(a.amount), 0);
  if (rest > 0) adjustments.push({ code: '', name: '', amount: rest / 100 });
  return {
    goods: priced.totalPrice,
    adjustments,
    fee: hasDeliveryFee(serviceId) ? (priced.deliveryFee ?? 0) : null,
    total: priced.grossTotal,
  };
}

type Settled = {
  deliveryServiceId?: number | null;
  capturedAmount?: number | null;
  releasedAmount?: number | null;
  finalTotalPrice?: number;
  finalTotalAdjustment?: number;
  finalDeliveryFee?: number;
  finalGrossTotal?: number;
};

/**
 * The order's money once picked (decision 053), shaped as the ordered money so the same summary shows
 * it: the picked goods, what the gift codes take off them (one line: the codes are those of the
 * order), the fee, the final total. Null until every line is picked.
 */
export function finalMoney(order: Settled, serviceId: number | null | undefined): OrderMoney | null {
  if (order.finalGrossTotal === undefined || order.finalTotalPrice === undefined) return null;
  const off = order.finalTotalAdjustment ?? 0;
  return {
    goods: order.finalTotalPrice,
    adjustments: off > 0 ? [{ code: '', name: '', amount: off }] : [],
    fee: hasDeliveryFee(serviceId) ? (order.finalDeliveryFee ?? 0) : null,
    total: order.finalGrossTotal,
  };
}

/** what picking and handover made of the order's money: the final amount, and what the card was charged and released */
export function orderSettlement(order: Settled) {
  return {
    final: finalMoney(order, order.deliveryServiceId),
    captured: order.capturedAmount ?? null,
    released: order.releasedAmount ?? null,
  };
}

type WithMealTickets = {
  grossTotal: number;
  mealTickets?: { provider: string; providerName?: string; tickets: number; ticketValue: number; amount: number; returned: boolean };
};

/** The meal tickets that paid part of an order (docs/meal-tickets.md), what is left to pay, and whether a cancellation gave them back. */
export function orderMealTickets(order: WithMealTickets) {
  const tickets = order.mealTickets;
  if (!tickets) return null;
  return {
    provider: tickets.providerName ?? tickets.provider,
    tickets: tickets.tickets,
    ticketValue: tickets.ticketValue,
    amount: tickets.amount,
    returned: tickets.returned,
    rest: Math.max(0, cents(order.grossTotal - tickets.amount) / 100),
  };
}
export type OrderMealTickets = NonNullable<ReturnType<typeof orderMealTickets>>;
