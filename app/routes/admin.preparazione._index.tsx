// A store's orders for a day, slot by slot (decision 053): where a picker or a store manager starts.
// The store and the day are chosen with a GET form (a link works as well), so it works without JS.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { SelectField, TextField } from '~/components/forms/Field';
import { storeOrders } from '~/ebsn/picking.server';
import { tPicking as t } from '~/i18n/picking';
import { failure } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { requireStaff } from '~/lib/staff.server';
import { idOf } from '~/lib/ids';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.list') }), { name: 'robots', content: 'noindex' }];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireStaff(request, context, ['picker', 'store-manager']);
  const url = new URL(request.url);
  const typedDate = url.searchParams.get('date') ?? '';
  const store = idOf(url.searchParams.get('store'));
  // a day that is not one is said next to its field; the shop's day is shown meanwhile
  const badDate = typedDate !== '' && !(DAY.test(typedDate) && !Number.isNaN(Date.parse(`${typedDate}T00:00:00Z`)));
  try {
    const list = await storeOrders(shopper.api, {
      warehouseId: store,
      date: typedDate && !badDate ? typedDate : undefined,
    });
    return respond(shopper, { list, badDate, typedDate });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function PickingList() {
  const { list, badDate, typedDate } = useLoaderData<typeof loader>();
  // the orders grouped by slot, in the slots' order
  const slots = new Map<number, { begin?: string; end?: string; orders: typeof list.orders }>();
  for (const order of list.orders) {
    const slot = slots.get(order.timeslot.timeslotId) ?? { begin: order.timeslot.beginTime, end: order.timeslot.endTime, orders: [] };
    slot.orders.push(order);
    slots.set(order.timeslot.timeslotId, slot);
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('list.title')}</h1>
      {list.warehouses.length === 0 ? (
        <p>{t('list.noStores')}</p>
      ) : (
        <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow-sm">
          <SelectField
            id="picking-store"
            name="store"
            label={t('list.store')}
            defaultValue={String(list.warehouseId ?? '')}
            options={list.warehouses.map((w) => ({ value: String(w.warehouseId), label: w.name }))}
          />
          <TextField
            id="picking-date"
            name="date"
            type="date"
            label={t('list.date')}
            defaultValue={badDate ? typedDate : list.date}
            errors={badDate ? [t('list.badDate')] : undefined}
          />
          <button type="submit" className="btn-primary min-h-11">
            {t('list.show')}
          </button>
        </Form>
      )}
      {list.orders.length === 0 && list.warehouses.length > 0 ? <p>{t('list.none')}</p> : null}
      {[...slots.entries()].map(([slotId, slot]) => (
        <section key={slotId} aria-labelledby={`slot-${slotId}`} className="rounded-lg bg-white p-3 shadow-sm">
          <h2 id={`slot-${slotId}`} className="text-lg font-semibold">
            {t('list.slot', { begin: slot.begin ?? '', end: slot.end ?? '' })}
          </h2>
          <ul className="flex flex-col divide-y divide-neutral-200">
            {slot.orders.map((order) => (
              <li key={order.orderId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/admin/preparazione/${order.orderId}`} className="inline-flex min-h-11 items-center underline">
                  {t('list.open', { orderId: order.orderId })}
                </Link>
                <span className="rounded-full bg-accent-light px-3 py-0.5 text-sm font-medium">{order.orderStatusDescr}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
