// The one screen of the payment result routes: what happened, the order's number, status and money,
// and where to go next: a payment that failed is tried again on /payment, the card or another way.
import { Link } from '~/lib/link';
import { tCheckout as t } from '~/i18n/checkout';
import { MoneySummary } from '~/components/MoneySummary';
import { MealTicketLines } from '~/components/orders/MealTicketLines';
import { slotDay } from '~/lib/format';
import type { OrderMealTickets, OrderMoney } from '~/lib/order-money';
import type { ResultKind } from '~/routes/cart_.payment-completed.$orderId/payment-result.server';

type Props = {
  kind: ResultKind;
  order: {
    orderId: number;
    status: string;
    money: OrderMoney;
    mealTickets: OrderMealTickets | null;
    slot: { date: string; beginTime?: string; endTime?: string } | null;
    service: number;
    place: string | null;
    payable: boolean;
  };
};

const TEXTS = {
  completed: ['completedTitle', 'completedText'],
  awaiting: ['awaitingTitle', 'awaitingText'],
  failed: ['failedTitle', 'failedText'],
  invalid: ['failedTitle', 'invalidResult'],
} as const;

/** The page's heading, also its title. */
export const resultTitle = (kind: ResultKind) => t(TEXTS[kind][0]);

export function PaymentResult({ kind, order }: Props) {
  const text = TEXTS[kind][1];
  const ok = kind === 'completed' || kind === 'awaiting';
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">{resultTitle(kind)}</h1>
      <p role={ok ? 'status' : 'alert'} className={ok ? '' : 'font-semibold text-red-800'}>
        {t(text, { orderId: order.orderId })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-white p-4 shadow-sm">
        <dt className="font-medium">{t('status')}</dt>
        <dd>{order.status}</dd>
        <dt className="font-medium">{t('service')}</dt>
        <dd>
          {t(`header.services.${order.service}`)}
          {order.place ? ` · ${order.place}` : ''}
        </dd>
        {order.slot ? (
          <>
            <dt className="font-medium">{t('slot')}</dt>
            <dd>
              {order.slot.beginTime && order.slot.endTime
                ? t('slotValue', { day: slotDay(order.slot.date), begin: order.slot.beginTime, end: order.slot.endTime })
                : slotDay(order.slot.date)}
            </dd>
          </>
        ) : null}
      </dl>
      <MoneySummary money={order.money} className="rounded-lg bg-white p-4 shadow-sm">
        <MealTicketLines tickets={order.mealTickets} />
      </MoneySummary>
      {!ok && order.payable ? (
        <Link to={`/payment?order=${order.orderId}`} className="btn-primary min-h-11 text-center">
          {t('retry')}
        </Link>
      ) : null}
      <Link to={`/profile/orders/${order.orderId}`} className="btn-outline min-h-11 text-center">
        {t('viewOrder')}
      </Link>
      <Link to="/" className={`${!ok && order.payable ? 'btn-outline' : 'btn-primary'} min-h-11 text-center`}>
        {t('continueShopping')}
      </Link>
    </div>
  );
}
