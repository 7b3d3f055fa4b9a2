// Cerca un cliente (/admin/clienti; account.md §7 user-search; decision 054): customer care searches a
// customer with a GET form (the URL is the search, paging by links), then "Opera per conto di …" (a
// POST form) makes the shop theirs: the customer's cart, slot, checkout and orders, with the banner
// on every page until "Smetti di operare".
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { AccountPage } from '~/components/account/AccountPage';
import { SelectField, TextField } from '~/components/forms/Field';
import { listUsers, selectUser } from '~/ebsn/staff.server';
import { tStaff as t } from '~/i18n/staff';
import { defineAction, intent } from '~/lib/action.server';
import { badRequest, failure } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { flashMessage, goTo, respond } from '~/lib/shopper.server';
import { requireStaff, staffOf, startActing, STAFF_ENTRY } from '~/lib/staff.server';
import { actSchema, CUSTOMERS_INTENT, SORTS } from './forms';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.customers') }), { name: 'robots', content: 'noindex' }];

const HERE = '/admin/clienti';

type Search = { q: string; codInt: string; sort: (typeof SORTS)[number]; page: number; asked: boolean };

function readSearch(query: URLSearchParams): Search {
  // a control character is nobody's search (a NUL once sent staff back to the userboard with the backend's refusal)
  const text = (key: string, max: number) =>
    (query.get(key) ?? '')
      .replace(/\p{Cc}+/gu, ' ')
      .trim()
      .slice(0, max);
  const sort = query.get('sort') ?? '';
  const page = /^\d{1,5}$/.test(query.get('page') ?? '') ? Math.max(1, Number(query.get('page'))) : 1;
  return {
    q: text('q', 100),
    codInt: text('cod_int', 30),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Search['sort']) : 'name',
    page,
    // the form was sent (even empty: every customer, as the contract's call without parameters)
    asked: query.has('q') || query.has('cod_int'),
  };
}

function hrefFor(search: Search, page: number): string {
  const query = new URLSearchParams({ q: search.q, cod_int: search.codInt, sort: search.sort });
  if (page > 1) query.set('page', String(page));
  return `${HERE}?${query}`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireStaff(request, context, ['customer-care']);
  const search = readSearch(new URL(request.url).searchParams);
  if (!search.asked) return respond(shopper, { search, found: null });
  try {
    const found = await listUsers(shopper.api, {
      q: search.q || undefined,
      codInt: search.codInt || undefined,
      page: search.page,
      sort: search.sort,
    });
    return respond(shopper, {
      search,
      found: {
        customers: found.users.map((u) => ({
          userId: u.userId,
          name: `${u.firstName} ${u.lastName}`,
          email: u.email,
          phone: u.phone ?? null,
          city: u.city ?? null,
          card: u.fidelityCard ?? null,
          confirmed: u.profileConfirmed !== false,
        })),
        count: found.page.totItems,
        page: found.page.selPage,
        pages: found.page.totPages,
        previous: found.page.selPage > 1 ? hrefFor(search, found.page.selPage - 1) : null,
        next: found.page.selPage < found.page.totPages ? hrefFor(search, found.page.selPage + 1) : null,
      },
    });
  } catch (error) {
    return failure(error, request, shopper, { back: STAFF_ENTRY });
  }
}

export const action = defineAction({
  intents: {
    [CUSTOMERS_INTENT.act]: intent({
      schema: actSchema,
      refused: { back: HERE },
      run: async ({ shopper, value }) => {
        if (!staffOf(shopper)) throw badRequest();
        const customer = await selectUser(shopper.api, value.user_id);
        if (!customer) throw badRequest();
        startActing(shopper, customer);
        flashMessage(shopper, {
          level: 'success',
          text: t('customers.acting', { name: [customer.firstName, customer.lastName].filter(Boolean).join(' ') }),
        });
        return goTo(shopper, '/');
      },
    }),
  },
});

export default function CustomersPage() {
  const { search, found } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={t('customers.title')} intro={<p>{t('customers.intro')}</p>} wide>
      <Form method="get" action={HERE} className="mb-6 grid gap-4 md:grid-cols-2" role="search" aria-label={t('customers.title')}>
        <TextField id="search-q" name="q" type="search" label={t('customers.q')} defaultValue={search.q} maxLength={100} />
        <TextField
          id="search-cod"
          name="cod_int"
          label={t('customers.codInt')}
          defaultValue={search.codInt}
          maxLength={30}
          inputMode="numeric"
        />
        <SelectField
          id="search-sort"
          name="sort"
          label={t('customers.sort')}
          defaultValue={search.sort}
          options={[
            { value: 'name', label: t('customers.sortName') },
            { value: 'name_desc', label: t('customers.sortNameDesc') },
            { value: 'email', label: t('customers.sortEmail') },
            { value: 'recent', label: t('customers.sortRecent') },
          ]}
        />
        <div className="flex items-end">
          <button type="submit" className="btn-primary min-h-11">
            {t('customers.search')}
          </button>
        </div>
      </Form>
      {found ? (
        <section aria-labelledby="results-heading" className="flex flex-col gap-3">
          <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
            {t('customers.results', { count: found.count })}
          </h2>
          {found.customers.length === 0 ? (
            <p>{t('customers.none')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {found.customers.map((c) => (
                <li
                  key={c.userId}
                  className="flex flex-col gap-2 rounded-md border border-neutral-300 p-3 md:flex-row md:items-center md:justify-between"
                >
                  <div className="[overflow-wrap:anywhere]">
                    <p className="font-semibold">{c.name}</p>
                    <p className="text-sm">
                      <span className="sr-only">{t('customers.email')}: </span>
                      {c.email}
                      {c.confirmed ? null : <> ({t('customers.notConfirmed')})</>}
                    </p>
                    {c.phone ? (
                      <p className="text-sm">
                        {t('customers.phone')}: {c.phone}
                      </p>
                    ) : null}
                    {c.city ? (
                      <p className="text-sm">
                        {t('customers.city')}: {c.city}
                      </p>
                    ) : null}
                    {c.card ? (
                      <p className="text-sm">
                        {t('customers.card')}: {c.card}
                      </p>
                    ) : null}
                  </div>
                  <Form method="post" action={HERE}>
                    <AuthenticityTokenInput />
                    <input type="hidden" name="user_id" value={c.userId} />
                    <button type="submit" name="intent" value={CUSTOMERS_INTENT.act} className="btn-secondary min-h-11">
                      {t('customers.act', { name: c.name })}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          {found.pages > 1 ? (
            <nav aria-label={t('customers.paging')} className="flex flex-wrap items-center gap-3">
              {found.previous ? (
                <Link to={found.previous} rel="prev" className="inline-flex min-h-11 items-center underline">
                  {t('customers.previous')}
                </Link>
              ) : null}
              <span>{t('customers.pageOf', { page: found.page, pages: found.pages })}</span>
              {found.next ? (
                <Link to={found.next} rel="next" className="inline-flex min-h-11 items-center underline">
                  {t('customers.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </AccountPage>
  );
}
