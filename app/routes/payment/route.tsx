// Pagamento (shopping.md §2 /payment, §4 "Payment redirect"; account.md §2 Orders "pay again, change
// payment type"; decision 025): how an order is paid, chosen after it was made: paying again after a
// card was declined (the result page's retry leads here), or paying another way until the shop starts
// preparing it. `?order=<id>`: the order's place and slot shown, not editable here (modifying the
// order is the way to change them); the ways its service takes, each saved card with its brand; one
// POST form with intent `pay`. A card on the provider's page goes on there (a form that submits itself
// with JS, 'Continua al pagamento' without); a saved card or paying at handover goes to the result
// page. The cart's own payment is chosen at /checkout, where this address without an order leads.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { isChangeable } from '#domain/orders';
import { checkoutPaymentTypes, DEFAULT_PAYMENT_TYPE_ID } from '#domain/payments';
import { CardBrand, cardBrandLabel } from '~/components/checkout/CardBrand';
import { ToPayment } from '~/components/checkout/ToPayment';
import { ErrorList } from '~/components/forms/Field';
import { MoneySummary } from '~/components/MoneySummary';
import { EbsnError, NotFoundError } from '~/ebsn/errors';
import { changeOrderPaymentType, payAgain, paymentStep, viewOrder, type Order } from '~/ebsn/orders.server';
import { listPaymentAuths } from '~/ebsn/payments.server';
import { tCheckout as t } from '~/i18n/checkout';
import { defineAction, intent } from '~/lib/action.server';
import { requireUser } from '~/lib/auth.server';
import { badRequest, failure, notFound } from '~/lib/failures.server';
import { formatPrice, slotDay } from '~/lib/format';
import { orderMoney } from '~/lib/order-money';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { flashMessage, goTo, respond, type Shopper } from '~/lib/shopper.server';
import { PAYMENT_INTENT, paySchema } from './forms';
import { idOf } from '~/lib/ids';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? t('pay.meta', { orderId: data.order.orderId }) : t('payment') }),
  { name: 'robots', content: 'noindex' },
];

/** The order of `?order=`: its number; none, or one that cannot be an order's, is no page (a form posts it, a 400). */
function orderParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get('order');
  if (raw === null && request.method !== 'GET') throw badRequest();
  return idOf(raw) ?? notFound();
}

async function ownOrder(shopper: Shopper, orderId: number): Promise<Order> {
  try {
    return await viewOrder(shopper.api, orderId);
  } catch (error) {
    // another customer's order, or none: the same answer
    if (error instanceof EbsnError || error instanceof NotFoundError) notFound();
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  // the cart's payment is the checkout's
  if (!new URL(request.url).searchParams.has('order')) return goTo(shopper, '/checkout');
  const orderId = orderParam(request);
  let order: Order;
  let cards;
  try {
    order = await ownOrder(shopper, orderId);
    if (!isChangeable(order.orderStatusId)) {
      flashMessage(shopper, { level: 'warning', text: t('pay.notChangeable', { orderId }) });
      return goTo(shopper, `/profile/orders/${orderId}`);
    }
    // the saved cards (a failure reads as none: the card on the provider's page is still there)
    cards = (
      await listPaymentAuths(shopper.api, DEFAULT_PAYMENT_TYPE_ID).catch((error: unknown) => {
        if (!(error instanceof EbsnError)) throw error;
        return [];
      })
    ).filter((a) => a.active);
  } catch (error) {
    return failure(error, request, shopper);
  }
  const address = order.shippingAddress;
  const slot = order.timeslot;
  return respond(shopper, {
    order: {
      orderId: order.orderId,
      service: order.deliveryServiceId,
      place: address ? [address.addressName, address.city].filter(Boolean).join(', ') : null,
      slot: slot
        ? slot.beginTime && slot.endTime
          ? t('slotValue', { day: slotDay(slot.date), begin: slot.beginTime, end: slot.endTime })
          : slotDay(slot.date)
        : null,
      money: orderMoney(order, order.deliveryServiceId),
      held: order.preAuthorizedAmount ?? null,
      payable: order.isPayable === true,
      paymentTypeId: order.paymentTypeId ?? null,
      userPaymentAuthId: order.userPaymentAuthId ?? null,
    },
    types: checkoutPaymentTypes(order.deliveryServiceId),
    cards: cards.map((a) => ({
      id: a.userPaymentAuthId,
      number: a.creditCard,
      brand: a.brand ?? 'generic',
      expiry: a.expireDate ?? null,
    })),
  });
}

export const action = defineAction({
  auth: 'customer',
  intents: {
    [PAYMENT_INTENT.pay]: intent({
      schema: paySchema,
      invalid: ({ request, shopper }) => {
        orderParam(request);
        return respond(shopper, { error: t('pay.missing') }, { status: 400 });
      },
      refused: ({ request }) => ({ back: `/payment?order=${orderParam(request)}`, fallback: t('failedBuy') }),
      run: async ({ request, shopper, value: { method } }) => {
        const orderId = orderParam(request);
        const order = await ownOrder(shopper, orderId);
        // the card again for an order still waiting for it: its payment to finish (or a new attempt)
        const again = method.kind === 'type' && method.id === order.paymentTypeId && order.isPayable === true;
        // the way it is already paid, chosen again: nothing to do
        const same =
          method.kind === 'auth'
            ? method.id === order.userPaymentAuthId
            : method.id === order.paymentTypeId && !order.userPaymentAuthId && order.isPayable !== true;
        if (same) {
          flashMessage(shopper, { level: 'info', text: t('pay.unchanged') });
          return goTo(shopper, `/profile/orders/${orderId}`);
        }
        const answer = again
          ? await payAgain(shopper.api, orderId)
          : method.kind === 'auth'
            ? await changeOrderPaymentType(shopper.api, orderId, DEFAULT_PAYMENT_TYPE_ID, method.id)
            : await changeOrderPaymentType(shopper.api, orderId, method.id);
        const payment = paymentStep(answer);
        if (payment) return respond(shopper, { payment });
        if (answer.isPayable !== true) flashMessage(shopper, { level: 'success', text: t('pay.changed', { orderId }) });
        return goTo(shopper, `/cart/payment-completed/${orderId}`);
      },
    }),
  },
});

type Card = { id: number; number: string; brand: string; expiry: string | null };

export default function PaymentPage() {
  const { order, types, cards } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  if (done && 'payment' in done) return <ToPayment payment={done.payment} />;
  const error = done && 'error' in done ? done.error : undefined;
  // what is ticked at first: the saved card or the type the order is paid with now
  const current = order.userPaymentAuthId ? `auth-${order.userPaymentAuthId}` : `type-${order.paymentTypeId ?? DEFAULT_PAYMENT_TYPE_ID}`;
  const typeLabel = (id: number) => (id === DEFAULT_PAYMENT_TYPE_ID ? t('pay.newCard') : t(`paymentTypes.${id}`));
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <Link to={`/profile/orders/${order.orderId}`} className="self-start underline">
        {t('pay.backToOrder')}
      </Link>
      <h1 className="text-2xl font-bold">{t('pay.title', { orderId: order.orderId })}</h1>
      <p>{t('pay.intro')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-white p-4 shadow-sm">
        <dt className="font-medium">{t('service')}</dt>
        <dd>
          {t(`header.services.${order.service}`)}
          {order.place ? ` · ${order.place}` : ''}
        </dd>
        {order.slot ? (
          <>
            <dt className="font-medium">{t('slot')}</dt>
            <dd>{order.slot}</dd>
          </>
        ) : null}
      </dl>
      <MoneySummary money={order.money} className="rounded-lg bg-white p-4 shadow-sm" />
      <Form method="post" className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm" noValidate>
        <AuthenticityTokenInput />
        <HoneypotFields />
        <fieldset aria-describedby={error ? 'method-error' : undefined}>
          <legend className="mb-2 text-lg font-semibold">{t('pay.legend')}</legend>
          {cards.map((card: Card) => (
            <label key={`auth-${card.id}`} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="method"
                value={`auth-${card.id}`}
                defaultChecked={current === `auth-${card.id}`}
                className="h-5 w-5 accent-secondary"
              />
              <CardBrand brand={card.brand} />
              <span>
                <span className="sr-only">{cardBrandLabel(card.brand)} </span>
                {t('pay.savedCard', { number: card.number })}
                {card.expiry ? (
                  <span className="block text-sm text-neutral-700">{t('methods.expiry', { expiry: card.expiry })}</span>
                ) : null}
              </span>
            </label>
          ))}
          {types.map((id: number) => (
            <label key={`type-${id}`} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="method"
                value={`type-${id}`}
                defaultChecked={current === `type-${id}`}
                className="h-5 w-5 accent-secondary"
              />
              <span>
                {typeLabel(id)}
                {current === `type-${id}` ? <span className="text-sm text-neutral-700"> {t('pay.current')}</span> : null}
              </span>
            </label>
          ))}
          <ErrorList id="method-error" errors={error ? [error] : undefined} />
        </fieldset>
        {order.held ? <p className="text-sm text-neutral-700">{t('pay.held', { amount: formatPrice(order.held) })}</p> : null}
        <button type="submit" name="intent" value={PAYMENT_INTENT.pay} className="btn-primary min-h-11" disabled={busy}>
          {order.payable ? t('pay.submit', { amount: formatPrice(order.money.total) }) : t('pay.submitChange')}
        </button>
      </Form>
    </div>
  );
}
