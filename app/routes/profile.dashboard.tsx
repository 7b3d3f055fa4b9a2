// The profile's landing page (issue 11): what a customer comes for. The service, address and slot
// chosen for the next shopping (the cart's, from the root loader), the orders in progress with their
// status, the lists, the account's e-mail and consents, logout. The orders and the lists can be
// missing from the page (a failing call says so in its section); the page cannot live without the user.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { OrderCard } from '~/components/orders/OrderCard';
import { slotText } from '~/components/orders/OrderDetails';
import { listOrders } from '~/ebsn/orders.server';
import { listWishlists } from '~/ebsn/wishlist.server';
import { tAccount as t } from '~/i18n/account';
import { tProfileArea as tProfile } from '~/i18n/profile-area';
import { tCommon } from '~/i18n/common';
import { orderRow } from '~/routes/profile.orders._index/order-row.server';
import type { RootData } from '~/lib/shell.server';
import { getUserDetail, listUserDisclaimers } from '~/ebsn/account.server';
import { EbsnError, NotFoundError } from '~/ebsn/errors';
import { INTENT } from '~/lib/account-intents';
import { requireUser } from '~/lib/auth.server';
import { log } from '~/lib/log.server';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { respond } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.dashboard') }), { name: 'robots', content: 'noindex' }];

const IN_PROGRESS_SHOWN = 3;

/** A section's data, or null when its call fails (logged): the rest of the page still shows. */
function optional<T>(what: string, call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => {
    if (!(error instanceof EbsnError) && !(error instanceof NotFoundError)) throw error;
    log.warn({ err: (error as Error).message }, `${what} unavailable`);
    return null;
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper, firstName } = await requireUser(request, { context });
  try {
    const [user, consents, orders, lists] = await Promise.all([
      getUserDetail(shopper.api),
      optional('user consents', listUserDisclaimers(shopper.api)),
      optional('orders in progress', listOrders(shopper.api, { showPending: true })),
      optional('wish lists', listWishlists(shopper.api)),
    ]);
    return respond(shopper, {
      name: user.firstName ?? firstName ?? null,
      email: user.email ?? user.login ?? null,
      pendingEmail: user.pendingEmail ?? null,
      confirmed: user.profile?.confirmed !== false,
      consents: consents?.map((c) => ({ id: c.registrationDisclaimerId, title: c.disclaimerTitle, given: c.value === 'true' })) ?? null,
      // the first page of the orders not yet delivered or cancelled, newest first: three are enough here
      orders: orders ? orders.orders.slice(0, IN_PROGRESS_SHOWN).map(orderRow) : null,
      moreOrders: orders ? orders.page.totItems > IN_PROGRESS_SHOWN : false,
      lists: lists ? lists.personalList.map((l) => ({ id: l.id, name: l.name, size: l.size, isDefault: l.isDefault === true })) : null,
    });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function DashboardPage() {
  const { name, email, pendingEmail, confirmed, consents, orders, moreOrders, lists } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header>
        <p className="text-sm font-medium uppercase tracking-wide text-neutral-700">{t('dashboard.title')}</p>
        <h1 className="text-3xl font-bold">{name ? t('dashboard.greeting', { name }) : t('dashboard.greetingNoName')}</h1>
      </header>

      <section aria-labelledby="account-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="account-heading" className="mb-3 text-xl font-semibold">
          {t('dashboard.account')}
        </h2>
        <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">{t('dashboard.email')}</dt>
          <dd className="break-all">{email}</dd>
        </dl>
        {pendingEmail ? <p className="mt-2 text-sm">{t('dashboard.pendingEmail', { email: pendingEmail })}</p> : null}
        {!confirmed ? <p className="mt-2 rounded-md bg-accent-light px-3 py-2 text-sm">{t('dashboard.notConfirmed')}</p> : null}
      </section>

      <ServiceSection />
      <OrdersSection orders={orders} more={moreOrders} />
      <ListsSection lists={lists} />

      <section aria-labelledby="consents-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="consents-heading" className="mb-3 text-xl font-semibold">
          {t('dashboard.consents')}
        </h2>
        {consents === null ? (
          <p>{t('dashboard.consentsUnavailable')}</p>
        ) : consents.length === 0 ? (
          <p>{t('dashboard.noConsents')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-neutral-200">
            {consents.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>{c.title}</span>
                <span
                  className={`rounded-full px-3 py-0.5 text-sm font-medium ${c.given ? 'bg-green-50 text-green-900' : 'bg-neutral-100 text-neutral-800'}`}
                >
                  {c.given ? t('dashboard.consentGiven') : t('dashboard.consentDenied')}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/profile/consents" className="mt-3 inline-flex min-h-11 items-center underline">
          {tProfile('dashboard.consentsLink')}
        </Link>
      </section>

      <Form method="post" action="/logout">
        <AuthenticityTokenInput />
        <button type="submit" name="intent" value={INTENT.logout} className="btn-outline">
          {t('logout.submit')}
        </button>
      </Form>
    </div>
  );
}

const SECTION = 'rounded-lg bg-white p-6 shadow-sm';

/** The service, address and slot of the next shopping, each with the way to change it. */
function ServiceSection() {
  const root = useRouteLoaderData<RootData>('root');
  const cart = root?.cart;
  const back = '?redirectTo=%2Fprofile%2Fdashboard';
  return (
    <section aria-labelledby="service-heading" className={SECTION}>
      <h2 id="service-heading" className="mb-3 text-xl font-semibold">
        {tProfile('dashboard.service')}
      </h2>
      {root?.cartUnavailable ? (
        // the backend did not show the cart in time: not "no service chosen", which it may well have
        <p role="status">{tCommon('header.cartUnavailable')}</p>
      ) : cart?.serviceId ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">{tProfile('dashboard.where')}</dt>
          <dd>
            {tProfile(`header.services.${cart.serviceId}`)}
            {cart.addressName ? ` · ${cart.addressName}` : ''}
          </dd>
          <dt className="font-medium">{tProfile('dashboard.when')}</dt>
          <dd>
            {cart.slot
              ? slotText({ date: cart.slot.date, begin: cart.slot.beginTime ?? null, end: cart.slot.endTime ?? null })
              : tProfile('dashboard.noSlot')}
          </dd>
        </dl>
      ) : (
        <p>{tProfile('dashboard.noService')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={`/cart/address${back}`} className="btn-outline inline-flex min-h-11 items-center">
          {cart?.serviceId ? tProfile('dashboard.changeService') : tProfile('dashboard.chooseService')}
        </Link>
        {/* the section says it once when the cart did not come in time */}
        {cart?.serviceId && !root?.cartUnavailable ? (
          <Link to={`/cart/timeslot${back}`} className="btn-outline inline-flex min-h-11 items-center">
            {cart.slot ? tProfile('dashboard.changeSlot') : tProfile('dashboard.chooseSlot')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function OrdersSection({ orders, more }: { orders: Parameters<typeof OrderCard>[0]['order'][] | null; more: boolean }) {
  return (
    <section aria-labelledby="in-progress-heading" className="flex flex-col gap-3">
      <h2 id="in-progress-heading" className="text-xl font-semibold">
        {tProfile('dashboard.inProgress')}
      </h2>
      {orders === null ? (
        <p className={SECTION}>{tProfile('dashboard.ordersUnavailable')}</p>
      ) : orders.length === 0 ? (
        <p className={SECTION}>{tProfile('dashboard.noneInProgress')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      <Link to={more ? '/profile/orders?status=pending' : '/profile/orders'} className="self-start underline">
        {tProfile('dashboard.allOrders')}
      </Link>
    </section>
  );
}

function ListsSection({ lists }: { lists: Array<{ id: number; name: string; size: number; isDefault: boolean }> | null }) {
  return (
    <section aria-labelledby="lists-heading" className={SECTION}>
      <h2 id="lists-heading" className="mb-3 text-xl font-semibold">
        {tProfile('dashboard.lists')}
      </h2>
      {lists === null ? (
        <p>{tProfile('dashboard.listsUnavailable')}</p>
      ) : lists.length === 0 ? (
        <p>{tProfile('dashboard.noLists')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-200">
          {lists.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center justify-between gap-2">
              <Link to={`/profile/lists/${list.id}`} className="inline-flex min-h-11 items-center underline">
                {list.name}
                {list.isDefault ? ` (${tProfile('dashboard.default')})` : ''}
              </Link>
              <span className="text-sm text-neutral-700">{tProfile('dashboard.listCount', { count: list.size })}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/profile/lists" className="mt-3 inline-flex min-h-11 items-center underline">
        {tProfile('dashboard.allLists')}
      </Link>
    </section>
  );
}
