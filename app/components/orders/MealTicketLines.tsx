// The lines an order's money gains when meal tickets paid part of it (inside a MoneySummary's list):
// what the tickets paid and what is left, on the order page and on the payment's result alike.
import { tOrders as t } from '~/i18n/orders';
import { formatPrice } from '~/lib/format';
import type { OrderMealTickets } from '~/lib/order-money';

export function MealTicketLines({ tickets }: { tickets: OrderMealTickets | null }) {
  // given back when the order was cancelled: they paid nothing
  if (!tickets || tickets.returned) return null;
  return (
    <>
      <dt>{t('mealTickets.paid', { provider: tickets.provider })}</dt>
      <dd className="text-right">−{formatPrice(tickets.amount)}</dd>
      <dt className="font-bold">{t('mealTickets.rest')}</dt>
      <dd className="text-right font-bold">{formatPrice(tickets.rest)}</dd>
    </>
  );
}
