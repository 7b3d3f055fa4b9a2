// Concludi l'ordine (shopping.md §2 checkout, §4 "Payment redirect"; decision 024): the cart's
// summary (service, address, slot, totals) and the payment, then one POST form with intent `buy`.
// The page carries a checkout key of its own: a double submit, or a retry after a lost answer, makes
// the backend answer the same order. An order paid online comes back with the provider's address:
// the answer is a form to it ('Continua al pagamento'), which submits itself when JS is there.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { PAYMENT_TYPE } from '#domain/payments';
import { viewCart } from '~/ebsn/cart.server';
import { EbsnError } from '~/ebsn/errors';
import { buy, paymentStep } from '~/ebsn/orders.server';
import { ToPayment } from '~/components/checkout/ToPayment';
import { tCheckout as t } from '~/i18n/checkout';
import { requireUser } from '~/lib/auth.server';
import { readForm } from '~/lib/form-body.server';
import { formatPrice, slotDay } from '~/lib/format';
import { routeHeaders } from '~/lib/headers';
import { checkForm } from '~/lib/security.server';
import { pageMeta } from '~/lib/seo';
import { failure, flashMessage, goTo, respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.checkout') }), { name: 'robots', content: 'noindex' }];

const NO_STORE = { 'Cache-Control': 'private, no-store' };
/** what the backend takes as a checkout key (backend/routes/orders.ts) */
const CHECKOUT_KEY = /^[A-Za-z0-9_-]{16,100}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  let cart;
  try {
    cart = shopper.cart ?? (await viewCart(shopper.api));
  } catch (error) {
    return failure(error, request, shopper);
  }
  if (!cart.totalItems) {
    flashMessage(shopper, { level: 'warning', text: t('empty') });
    return goTo(shopper, '/cart');
  }
  if (!cart.shippingAddress || !cart.timeslot) {
    flashMessage(shopper, { level: 'warning', text: t('notReady') });
    return goTo(shopper, cart.shippingAddress ? '/cart/timeslot' : '/cart/address');
  }
  const address = cart.shippingAddress;
  const slot = cart.timeslot;
  return respond(
    shopper,
    {
      checkoutKey: crypto.randomUUID(),
      service: t(`header.services.${address.deliveryServiceId}`),
      place: [address.addressName, [address.address1, address.addressNumber].filter(Boolean).join(' '), address.city]
        .filter(Boolean)
        .join(', '),
      slot:
        slot.beginTime && slot.endTime
          ? t('slotValue', { day: slotDay(slot.date), begin: slot.beginTime, end: slot.endTime })
          : slotDay(slot.date),
      count: cart.totalItems,
      goods: cart.totalPrice,
      fee: cart.deliveryFee,
      total: cart.grossTotal,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  if (formData.get('intent') !== 'buy') throw new Response('Bad Request', { status: 400 });
  const checkoutKey = formData.get('checkout_key');
  if (typeof checkoutKey !== 'string' || !CHECKOUT_KEY.test(checkoutKey)) throw new Response('Bad Request', { status: 400 });
  // the form offers the card only (saved cards and other types come with /payment): anything else is forged
  if (formData.get('payment_type_id') !== String(PAYMENT_TYPE.card)) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  try {
    const order = await buy(shopper.api, { checkoutKey, paymentTypeId: PAYMENT_TYPE.card });
    const payment = paymentStep(order);
    if (!payment) return goTo(shopper, `/cart/payment-completed/${order.orderId}`);
    return respond(shopper, { payment });
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    const texts = [...new Set(error.messages.map((m) => m.text).filter(Boolean))];
    for (const text of texts.length ? texts : [t('failedBuy')]) flashMessage(shopper, { level: 'error', text });
    return goTo(shopper, '/checkout');
  }
}

export default function CheckoutPage() {
  const data = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  if (done && 'payment' in done) return <ToPayment payment={done.payment} />;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <section aria-labelledby="summary-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="summary-heading" className="mb-3 text-lg font-semibold">
          {t('summary')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-medium">{t('service')}</dt>
          <dd>
            {data.service}
            {data.place ? ` · ${data.place}` : ''}
          </dd>
          <dt className="font-medium">{t('slot')}</dt>
          <dd>{data.slot}</dd>
          <dt className="font-medium">{t('goods')}</dt>
          <dd>
            {formatPrice(data.goods)} ({t('products', { count: data.count })})
          </dd>
          {data.fee ? (
            <>
              <dt className="font-medium">{t('fee')}</dt>
              <dd>{formatPrice(data.fee)}</dd>
            </>
          ) : null}
          <dt className="font-bold">{t('total')}</dt>
          <dd className="font-bold">{formatPrice(data.total)}</dd>
        </dl>
      </section>
      <Form method="post" className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm">
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <input type="hidden" name="checkout_key" value={data.checkoutKey} />
        <fieldset>
          <legend className="mb-2 text-lg font-semibold">{t('payment')}</legend>
          <label className="flex min-h-11 items-start gap-2">
            <input
              type="radio"
              name="payment_type_id"
              value={PAYMENT_TYPE.card}
              defaultChecked
              className="mt-1"
              aria-describedby="card-note"
            />
            <span>{t('cardLabel')}</span>
          </label>
          <p id="card-note" className="text-sm text-neutral-700">
            {t('cardNote')}
          </p>
        </fieldset>
        <button type="submit" name="intent" value="buy" className="btn-primary min-h-11" disabled={busy}>
          {t('confirm', { total: formatPrice(data.total) })}
        </button>
        <Link to="/cart" className="text-center underline">
          {t('backToCart')}
        </Link>
      </Form>
    </div>
  );
}
