// An order of the customer (account.md §2 Orders): status, where and when, the lines, the totals and
// how it is paid, and what can still be done with it. Until the shop starts preparing it: cancel it
// (a confirmation page of its own, `?annulla=1`, so it works without JS), modify it (the order comes
// back as the cart, to be confirmed again at the checkout), pay it or pay it another way (both on
// /payment). Reserve a parking place when it is collected at a store or a locker, put all its
// products in the cart again, and rate it once it has arrived. One POST form per action, by intent.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { EbsnError, NotFoundError } from '~/ebsn/errors';
import { cancelOrder, modifyOrder, orderNoteOf, saveOrderNote, viewOrder, type Order } from '~/ebsn/orders.server';
import { ParkingReservation } from '~/components/orders/ParkingReservation';
import { ActionForm } from '~/components/forms/ActionForm';
import { ConfirmQuestion } from '~/components/forms/ConfirmQuestion';
import { RateOrder } from '~/components/orders/RateOrder';
import { isInPreparation, isRateable } from '#domain/orders';
import { OrderDetails, OrderHeader } from '~/components/orders/OrderDetails';
import { orderIdOf, orderPage } from '~/lib/order-page.server';
import { tOrders as t } from '~/i18n/orders';
import { requireUser } from '~/lib/auth.server';
import { readForm } from '~/lib/form-body.server';
import { routeHeaders } from '~/lib/headers';
import { CONFIRM_CANCEL, INTENT, readRating } from '~/lib/order-forms';
import { checkForm } from '~/lib/security.server';
import { parkAction } from '~/lib/parking.server';
import { addAllToCart, flashOutcome, rememberPendingAdd } from '~/lib/pending-add.server';
import { gateOf, gateUrl } from '~/lib/gates';
import { pageMeta } from '~/lib/seo';
import { failure, notFound } from '~/lib/failures.server';
import { flashMessage, goTo, respond, setCart, type Shopper } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? t('meta.detail', { orderId: data.order.orderId }) : t('meta.list') }),
  { name: 'robots', content: 'noindex' },
];

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** the backend's words, or ours when it said none */
function flashRefusal(shopper: Shopper, error: EbsnError) {
  const texts = [...new Set(error.messages.map((m) => m.text).filter(Boolean))];
  for (const text of texts.length ? texts : [t('failed')]) flashMessage(shopper, { level: 'error', text });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const orderId = orderIdOf(params.orderId);
  let order: Order;
  try {
    order = await viewOrder(shopper.api, orderId);
  } catch (error) {
    // another customer's order, or none: the same answer
    if (error instanceof EbsnError || error instanceof NotFoundError) notFound();
    return failure(error, request, shopper);
  }
  const page = orderPage(order);
  // an arrived order can be rated: its note, if the customer gave one (the page lives without it)
  const note = isRateable(page.statusId)
    ? await orderNoteOf(shopper.api, orderId).catch((error: unknown) => {
        if (!(error instanceof EbsnError)) throw error;
        return undefined;
      })
    : undefined;
  const confirmCancel = new URL(request.url).searchParams.has(CONFIRM_CANCEL) && page.cancellable;
  return respond(
    shopper,
    {
      order: page,
      confirmCancel,
      rateable: isRateable(page.statusId),
      note: note ? { noteId: note.noteId, rating: note.rating, body: note.body } : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  const intent = formData.get('intent');
  if (!(Object.values(INTENT) as unknown[]).includes(intent)) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  const orderId = orderIdOf(params.orderId);
  const here = `/profile/orders/${orderId}`;
  try {
    if (intent === INTENT.park) return parkAction(shopper, orderId, formData, request);
    if (intent === INTENT.rate) {
      const rating = readRating(formData);
      const typedBody = String(formData.get('body') ?? '').slice(0, 1000);
      if (!rating) return respond(shopper, { rate: { body: typedBody, error: t('rate.missing') } }, { status: 400, headers: NO_STORE });
      await saveOrderNote(shopper.api, { orderId, ...rating });
      flashMessage(shopper, { level: 'success', text: t('rate.thanks') });
      return goTo(shopper, here);
    }
    if (intent === INTENT.cancel) {
      await cancelOrder(shopper.api, orderId);
      flashMessage(shopper, { level: 'success', text: t('cancelled', { orderId }) });
      return goTo(shopper, here);
    }
    if (intent === INTENT.modify) {
      setCart(shopper, await modifyOrder(shopper.api, orderId));
      flashMessage(shopper, { level: 'success', text: t('modifying', { orderId }) });
      return goTo(shopper, '/cart');
    }
    // the order's products again, as many as were bought (loose goods by their weight)
    flashOutcome(shopper, await addAllToCart(shopper, { addAll: 'order', id: orderId }));
    return goTo(shopper, '/cart');
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    flashRefusal(shopper, error);
    // a cart without address or slot takes no products: the refusal says which step is missing
    const step = intent === INTENT.reorder ? gateOf(error.messages.map((m) => m.code)) : undefined;
    // and the add waits for it, made once the step is done (as a single product's add, pending-add.server)
    if (step) {
      rememberPendingAdd(shopper, { addAll: 'order', id: orderId });
      return goTo(shopper, gateUrl(step, here));
    }
    return goTo(shopper, here);
  }
}

export default function OrderPage() {
  const { order, confirmCancel, rateable, note } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const rated = done && 'rate' in done ? done.rate : undefined;
  const parked = done && 'park' in done ? done.park : undefined;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Link to="/profile/orders" className="self-start underline">
        {t('backToList')}
      </Link>
      <OrderHeader order={order} />

      {confirmCancel ? (
        <ConfirmQuestion
          question={t('cancelQuestion', { orderId: order.orderId })}
          note={t('cancelNote')}
          intent={INTENT.cancel}
          busy={busy}
          confirm={t('cancelConfirm')}
          keep={t('cancelKeep')}
          keepTo={`/profile/orders/${order.orderId}`}
        />
      ) : null}

      {order.payable ? (
        <section aria-labelledby="pay-heading" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
          <h2 id="pay-heading" className="text-lg font-semibold">
            {t('payment')}
          </h2>
          <p className="font-semibold text-red-800">{t('payNote')}</p>
          <Link to={`/payment?order=${order.orderId}`} className="btn-primary flex min-h-11 items-center justify-center">
            {t('payNow')}
          </Link>
        </section>
      ) : null}

      <ParkingReservation order={order} reservation={order.parkingReservation} typed={parked} busy={busy} />

      <OrderDetails order={order} />

      {rateable ? <RateOrder note={note} typed={rated ? { body: rated.body } : undefined} error={rated?.error} busy={busy} /> : null}

      <div className="grid gap-3 sm:grid-cols-2">
        {order.cancellable ? (
          <ActionForm intent={INTENT.modify} busy={busy}>
            {t('modify')}
          </ActionForm>
        ) : null}
        {order.cancellable && !order.payable ? (
          <Link to={`/payment?order=${order.orderId}`} className="btn-outline flex min-h-11 items-center justify-center">
            {t('changePayment')}
          </Link>
        ) : null}
        <ActionForm intent={INTENT.reorder} busy={busy}>
          {t('reorder')}
        </ActionForm>
        {order.cancellable && !confirmCancel ? (
          <Link
            to={`/profile/orders/${order.orderId}?${CONFIRM_CANCEL}=1`}
            className="btn-outline flex min-h-11 items-center justify-center"
          >
            {t('cancel')}
          </Link>
        ) : null}
      </div>
      {order.cancellable ? <p className="text-sm text-neutral-700">{t('changeNote')}</p> : null}
      {isInPreparation(order.statusId) ? <p className="text-sm text-neutral-700">{t('preparingNote')}</p> : null}
    </div>
  );
}
