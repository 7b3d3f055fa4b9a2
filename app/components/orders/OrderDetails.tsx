// The order's heading and details, for the customer's page and the guest's: where and when, how it is paid,
// the comment and the invoice, the lines and the money (each gift code on its own line) with the amount
// held on the card.
import { MoneySummary } from '~/components/MoneySummary';
import { MealTicketLines } from '~/components/orders/MealTicketLines';
import type { OrderPage } from '~/routes/profile.orders.$orderId/order-page.server';
import { tOrders as t } from '~/i18n/orders';
import { formatPrice, slotDay } from '~/lib/format';

type Slot = { date: string; begin: string | null; end: string | null };

/** 'lun 23/11 dalle 18:00 alle 20:00', or the day alone when the slot's times are not known */
export function slotText(slot: Slot) {
  return slot.begin && slot.end ? t('slotValue', { day: slotDay(slot.date), begin: slot.begin, end: slot.end }) : slotDay(slot.date);
}

const LABELLED = ['1', '10', '12', '13', '22', '27'];

/** A payment type's name ('Altro metodo di pagamento' for the ids without one of their own). */
export function paymentTypeLabel(typeId: number | null) {
  return t(`paymentTypes.${typeId !== null && LABELLED.includes(String(typeId)) ? typeId : 'other'}`);
}

/** Where and when an order goes (service and place, slot): `dt`/`dd` pairs for a `dl`, on the list and the order's page. */
export function WhereAndWhen({ order }: { order: { service: number; place: string | null; slot: Slot | null } }) {
  return (
    <>
      <dt className="font-medium">{t('service')}</dt>
      <dd>
        {t(`header.services.${order.service}`)}
        {order.place ? ` · ${order.place}` : ''}
      </dd>
      {order.slot ? (
        <>
          <dt className="font-medium">{t('slot')}</dt>
          <dd>{slotText(order.slot)}</dd>
        </>
      ) : null}
    </>
  );
}

/** The order's number, when it was placed and its status: the heading of both order pages. */
export function OrderHeader({ order }: { order: Pick<OrderPage, 'orderId' | 'placed' | 'status'> }) {
  return (
    <header className="flex flex-wrap items-baseline justify-between gap-2">
      <div>
        <h1 className="text-3xl font-bold">{t('orderNumber', { orderId: order.orderId })}</h1>
        <p className="text-neutral-700">{t('placedOn', { date: order.placed })}</p>
      </div>
      <p className="rounded-full bg-accent-light px-3 py-0.5 font-medium">
        <span className="sr-only">{t('status')}: </span>
        {order.status}
      </p>
    </header>
  );
}

export function OrderDetails({ order }: { order: OrderPage }) {
  return (
    <>
      <section aria-labelledby="delivery-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="delivery-heading" className="mb-3 text-lg font-semibold">
          {t('deliveryAndPayment')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <WhereAndWhen order={order} />
          <dt className="font-medium">{t('payment')}</dt>
          <dd>{paymentTypeLabel(order.paymentTypeId)}</dd>
          {order.mealTickets ? (
            <>
              <dt className="font-medium">{t('mealTickets.label')}</dt>
              <dd>
                {t('mealTickets.value', {
                  provider: order.mealTickets.provider,
                  count: order.mealTickets.tickets,
                  value: formatPrice(order.mealTickets.ticketValue),
                  amount: formatPrice(order.mealTickets.amount),
                })}
                {order.mealTickets.returned ? (
                  <span className="block text-sm font-medium">{t('mealTickets.returned', { provider: order.mealTickets.provider })}</span>
                ) : null}
              </dd>
            </>
          ) : null}
          {order.comment ? (
            <>
              <dt className="font-medium">{t('comment')}</dt>
              <dd className="break-words">{order.comment}</dd>
            </>
          ) : null}
          {order.invoice ? (
            <>
              <dt className="font-medium">{t('invoice')}</dt>
              <dd>{[order.invoice.name, order.invoice.code].filter(Boolean).join(' · ')}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="items-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="items-heading" className="mb-3 text-lg font-semibold">
          {t('items')}
        </h2>
        <ul className="flex flex-col divide-y divide-neutral-200">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                {item.name}
                <span className="text-neutral-700">
                  {' '}
                  · {t('quantity')}: {item.weight ? t('weight', { weight: item.weight }) : item.quantity}
                </span>
                {item.picking ? <PickedLine picking={item.picking} /> : null}
              </span>
              <span className="font-medium">
                {item.picking ? (
                  <>
                    <s className="mr-2 font-normal text-neutral-700">
                      <span className="sr-only">{t('picking.orderedPrice')}</span>
                      {formatPrice(item.total)}
                    </s>
                    <span className="sr-only">{t('picking.finalPrice')}</span>
                    {formatPrice(item.picking.total)}
                  </>
                ) : (
                  formatPrice(item.total)
                )}
              </span>
            </li>
          ))}
        </ul>
        <MoneySummary money={order.money} className="mt-3 border-t border-neutral-200 pt-3">
          <MealTicketLines tickets={order.mealTickets} />
          {order.preAuthorized && order.preAuthorized !== order.money.total ? (
            <>
              <dt>{t('preAuthorized')}</dt>
              <dd className="text-right">{formatPrice(order.preAuthorized)}</dd>
            </>
          ) : null}
        </MoneySummary>
        {order.preAuthorized && order.preAuthorized !== order.money.total ? (
          <p id="pre-authorized-note" className="mt-2 text-sm text-neutral-700">
            {t('preAuthorizedNote')}
          </p>
        ) : null}
      </section>

      {order.final ? (
        <section aria-labelledby="final-heading" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="final-heading" className="mb-1 text-lg font-semibold">
            {t('final.title')}
          </h2>
          <p className="mb-3 text-sm text-neutral-700">{t('final.note')}</p>
          <MoneySummary money={order.final}>
            <Settlement captured={order.captured} released={order.released} />
          </MoneySummary>
        </section>
      ) : null}
    </>
  );
}

type Picking = NonNullable<OrderPage['items'][number]['picking']>;

/** what the shop brought for a line: its weight or pieces, the substitute, or nothing */
function PickedLine({ picking }: { picking: Picking }) {
  const amount = picking.weight ? t('weight', { weight: picking.weight }) : t('picking.pieces', { count: picking.quantity ?? 0 });
  const text =
    picking.state === 'missing'
      ? t('picking.missing')
      : picking.state === 'substituted'
        ? t('picking.substituted', { name: picking.substitute ?? '', amount })
        : t('picking.picked', { amount });
  return <span className={`block text-sm ${picking.state === 'picked' ? 'text-neutral-700' : 'font-medium text-red-800'}`}>{text}</span>;
}

/** what the card was charged at handover and what was let go: rows of a money summary */
export function Settlement({ captured, released }: { captured: number | null; released: number | null }) {
  return (
    <>
      {captured !== null ? (
        <>
          <dt>{t('final.captured')}</dt>
          <dd className="text-right">{formatPrice(captured)}</dd>
        </>
      ) : null}
      {released ? (
        <>
          <dt>{t('final.released')}</dt>
          <dd className="text-right">{formatPrice(released)}</dd>
        </>
      ) : null}
    </>
  );
}
