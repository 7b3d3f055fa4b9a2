// One order in a list (the order list, the dashboard's orders in progress): number, status, when it
// was placed, service, place and slot, its money (each gift code on its own line), whether it waits for
// payment, and the way to its page.
import { Link } from '~/lib/link';
import { tOrders as t } from '~/i18n/orders';
import { MoneySummary } from '~/components/MoneySummary';
import type { OrderRow } from '~/routes/profile.orders._index/order-row.server';
import { formatPrice } from '~/lib/format';
import { Settlement, WhereAndWhen } from './OrderDetails';

/** the status as a badge: cancelled and failed ones read apart from the rest */
function statusClass(statusId: number) {
  if ([10, 11, 12, 13].includes(statusId)) return 'bg-neutral-200 text-neutral-900';
  if ([8, 9].includes(statusId)) return 'bg-green-50 text-green-900';
  return 'bg-accent-light text-neutral-900';
}

export function OrderCard({ order, headingLevel = 3 }: { order: OrderRow; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={`order-${order.orderId}`} className="rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`order-${order.orderId}`} className="text-lg font-semibold">
          {t('orderNumber', { orderId: order.orderId })}
        </Heading>
        <span className={`rounded-full px-3 py-0.5 text-sm font-medium ${statusClass(order.statusId)}`}>
          <span className="sr-only">{t('status')}: </span>
          {order.status}
        </span>
      </div>
      <p className="text-sm text-neutral-700">{t('placedOn', { date: order.placed })}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <WhereAndWhen order={order} />
      </dl>
      <MoneySummary money={order.money} className="mt-2 border-t border-neutral-200 pt-2">
        {order.final ? (
          <>
            <dt className="font-bold">{t('final.total')}</dt>
            <dd className="text-right font-bold">{formatPrice(order.final.total)}</dd>
            <Settlement captured={order.captured} released={order.released} />
          </>
        ) : null}
      </MoneySummary>
      {order.payable ? <p className="mt-2 text-sm font-semibold text-red-800">{t('payNote')}</p> : null}
      <Link
        to={`/profile/orders/${order.orderId}`}
        className="btn-outline mt-3 inline-flex min-h-11 items-center"
        aria-label={t('detailsOf', { orderId: order.orderId })}
      >
        {t('details')}
      </Link>
    </article>
  );
}
