// I miei ordini (account.md §2 Orders, §3 order list filters): the customer's orders, newest first,
// 12 to a page, with their status, slot and total. The filters are a GET form (status, order dates):
// the URL is the list, so paging keeps them and a bookmark gives the same page. A bad date is said
// next to its field and left out of the filter; the rest still applies.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { Pagination } from '~/components/catalog/Pagination';
import { SelectField, TextField } from '~/components/forms/Field';
import { OrderCard } from '~/components/orders/OrderCard';
import { listOrders } from '~/ebsn/orders.server';
import { tOrders as t } from '~/i18n/orders';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import { ORDER_STATES, readOrderFilters, type OrderState } from './forms';
import { orderRow } from './order-row.server';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.list') }), { name: 'robots', content: 'noindex' }];

const SHOW_PENDING: Record<OrderState, boolean | undefined> = { all: undefined, pending: true, done: false };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const filters = readOrderFilters(new URL(request.url).searchParams);
  try {
    const list = await listOrders(shopper.api, {
      page: filters.page,
      showPending: SHOW_PENDING[filters.status],
      fromDate: filters.from,
      toDate: filters.to,
    });
    return respond(shopper, {
      filters: { values: filters.values, errors: filters.errors },
      filtered: filters.status !== 'all' || !!filters.from || !!filters.to,
      orders: list.orders.map(orderRow),
      page: list.page.selPage,
      pages: list.page.totPages,
      count: list.page.totItems,
    });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function OrdersPage() {
  const data = useLoaderData<typeof loader>();
  const { values, errors } = data.filters;
  const hrefFor = (page: number) => {
    const query = new URLSearchParams();
    if (values.status !== 'all') query.set('status', values.status);
    if (values.from && !errors.from) query.set('from', values.from);
    if (values.to && !errors.to) query.set('to', values.to);
    if (page > 1) query.set('page', String(page));
    const search = query.toString();
    return search ? `/profile/orders?${search}` : '/profile/orders';
  };
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('title')}</h1>

      <Form method="get" className="rounded-lg bg-white p-4 shadow-sm" aria-labelledby="order-filters-heading">
        <h2 id="order-filters-heading" className="mb-3 text-lg font-semibold">
          {t('filters.title')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            id="order-status"
            name="status"
            label={t('filters.status')}
            defaultValue={values.status}
            options={ORDER_STATES.map((state) => ({ value: state, label: t(`filters.${state}`) }))}
          />
          <TextField
            id="order-from"
            name="from"
            type="date"
            label={t('filters.from')}
            defaultValue={values.from}
            errors={errors.from ? [t(`filters.${errors.from}`)] : undefined}
          />
          <TextField
            id="order-to"
            name="to"
            type="date"
            label={t('filters.to')}
            defaultValue={values.to}
            errors={errors.to ? [t(`filters.${errors.to}`)] : undefined}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary min-h-11">
            {t('filters.submit')}
          </button>
          {data.filtered ? (
            <Link to="/profile/orders" className="underline">
              {t('filters.reset')}
            </Link>
          ) : null}
        </div>
      </Form>

      <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
        <h2 id="orders-heading" className="text-lg font-semibold">
          {t('count', { count: data.count })}
        </h2>
        {data.orders.length === 0 ? (
          <div className="rounded-lg bg-white p-4 shadow-sm">
            <p>{data.filtered ? t('noneFiltered') : t('none')}</p>
            {data.filtered ? null : (
              <Link to="/" className="btn-primary mt-3 inline-flex min-h-11 items-center">
                {t('startShopping')}
              </Link>
            )}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.orders.map((order) => (
              <li key={order.orderId}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
        <Pagination current={data.page} total={data.pages} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
