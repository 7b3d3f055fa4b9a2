// An order of the customer (account.md §2 Orders): status, where and when, the lines, the totals and
// how it is paid, and what can still be done with it. Until the shop starts preparing it: cancel it
// (a confirmation page of its own, `?annulla=1`, so it works without JS), modify it (the order comes
// back as the cart, to be confirmed again at the checkout), pay it or pay it another way (both on
// /payment). Reserve a parking place when it is collected at a store or a locker, put all its
// products in the cart again, and rate it once it has arrived. One POST form per action, by intent.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { ParkingReservation } from '~/components/orders/ParkingReservation';
import { ActionForm } from '~/components/forms/ActionForm';
import { ConfirmQuestion } from '~/components/forms/ConfirmQuestion';
import { RateOrder } from '~/components/orders/RateOrder';
import { isInPreparation } from '#domain/orders';
import { OrderDetails, OrderHeader } from '~/components/orders/OrderDetails';
import { tOrders as t } from '~/i18n/orders';
import { defineAction, intent, type ActionContext } from '~/lib/action.server';
import { requireUser } from '~/lib/auth.server';
import type { FailureOptions } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { cancelSchema, CONFIRM_CANCEL, modifySchema, ORDER_INTENT as INTENT, parkSchema, rateSchema, reorderSchema } from './forms';
import { cancel, modify, orderPath, rateOrder, readOrder, reorder } from './order.server';
import { orderIdOf } from './order-page.server';
import { park, parkRejected } from './parking.server';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? t('meta.detail', { orderId: data.order.orderId }) : t('meta.list') }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  return respond(shopper, await readOrder(shopper, request, orderIdOf(params.orderId)));
}

/** the backend's words (ours when it said none), back on the order's page */
const refused = ({ params }: ActionContext): FailureOptions => ({ back: orderPath(orderIdOf(params.orderId)), fallback: t('failed') });

export const action = defineAction({
  auth: 'customer',
  intents: {
    [INTENT.park]: intent({
      schema: parkSchema,
      invalid: async ({ shopper, params, submission }) => {
        orderIdOf(params.orderId);
        return parkRejected(shopper, submission);
      },
      refused,
      run: ({ shopper, params, value }) => park(shopper, orderIdOf(params.orderId), value),
    }),
    [INTENT.rate]: intent({
      schema: rateSchema,
      invalid: async ({ shopper, params, submission }) => {
        orderIdOf(params.orderId);
        const body = typeof submission.payload.body === 'string' ? submission.payload.body.slice(0, 1000) : '';
        return respond(shopper, { rate: { body, error: t('rate.missing') } }, { status: 400 });
      },
      refused,
      run: ({ shopper, params, value }) => rateOrder(shopper, orderIdOf(params.orderId), value),
    }),
    [INTENT.cancel]: intent({
      schema: cancelSchema,
      refused,
      run: ({ shopper, params }) => cancel(shopper, orderIdOf(params.orderId)),
    }),
    [INTENT.modify]: intent({
      schema: modifySchema,
      refused,
      run: ({ shopper, params }) => modify(shopper, orderIdOf(params.orderId)),
    }),
    [INTENT.reorder]: intent({
      schema: reorderSchema,
      // a cart without address or slot takes no products: the refusal names the missing step, and the
      // add waits for it, made once the step is done (as a single product's add, pending-add.server)
      refused: (args) => {
        const orderId = orderIdOf(args.params.orderId);
        return { ...refused(args), waiting: { addAll: 'order', id: orderId } };
      },
      run: ({ shopper, params }) => reorder(shopper, orderIdOf(params.orderId)),
    }),
  },
});

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
