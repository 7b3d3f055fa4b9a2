// An order seen by its token (account.md §6 "guests can view an order with an access token"): the link
// of the confirmation e-mail opens the order without logging in. The token is the only key: a wrong
// one, or another order's, reads as no order. Nothing can be changed from here; logging in leads to
// the customer's own page of it, where it can be paid, cancelled or bought again.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { OrderDetails, OrderHeader } from '~/components/orders/OrderDetails';
import { EbsnError, NotFoundError } from '~/ebsn/errors';
import { viewOrderByToken } from '~/ebsn/orders.server';
import { tOrders as t } from '~/i18n/orders';
import { routeHeaders } from '~/lib/headers';
import { orderIdOf, orderPage } from '~/routes/profile.orders.$orderId/order-page.server';
import { pageMeta } from '~/lib/seo';
import { failure, notFound } from '~/lib/failures.server';
import { getShopper, respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? t('meta.detail', { orderId: data.order.orderId }) : t('meta.list') }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  const orderId = orderIdOf(params.orderId);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) notFound();
  try {
    const order = await viewOrderByToken(shopper.api, orderId, token);
    return respond(
      shopper,
      { order: orderPage(order), loggedIn: shopper.loggedIn },
      // the token is in the address: never sent on as a referrer (nor kept by a cache: the central default)
      { headers: { 'Referrer-Policy': 'no-referrer' } },
    );
  } catch (error) {
    if (error instanceof EbsnError || error instanceof NotFoundError) notFound();
    return failure(error, request, shopper);
  }
}

export default function GuestOrderPage() {
  const { order, loggedIn } = useLoaderData<typeof loader>();
  const own = `/profile/orders/${order.orderId}`;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <OrderHeader order={order} />
      <OrderDetails order={order} />
      <p>
        <Link
          to={loggedIn ? own : `/login?redirectTo=${encodeURIComponent(own)}`}
          className="btn-outline inline-flex min-h-11 items-center"
        >
          {t('guest.manage')}
        </Link>
      </p>
    </div>
  );
}
