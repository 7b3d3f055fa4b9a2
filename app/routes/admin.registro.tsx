// Registro del servizio clienti (/admin/registro; issue 26 §2, decision 054): a store manager reads
// what staff did for the customers of their stores, newest first, 20 to a page by GET links. The
// audit cannot be changed: there is nothing here but reading.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Pagination } from '~/components/catalog/Pagination';
import { useLoaderData } from '@remix-run/react';
import { AccountPage } from '~/components/account/AccountPage';
import { auditActionLabel, auditWhen } from '~/components/staff/audit-labels';
import { storeAudit } from '~/ebsn/staff.server';
import { tStaff as t } from '~/i18n/staff';
import { failure } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { requireStaff, STAFF_ENTRY } from '~/lib/staff.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.audit') }), { name: 'robots', content: 'noindex' }];

const HERE = '/admin/registro';
const pageHref = (page: number) => (page > 1 ? `${HERE}?page=${page}` : HERE);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireStaff(request, context, ['store-manager']);
  const raw = new URL(request.url).searchParams.get('page') ?? '';
  const page = /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  try {
    const audit = await storeAudit(shopper.api, page);
    return respond(shopper, {
      entries: audit.entries.map((e) => ({
        id: e.auditId,
        iso: e.date,
        when: auditWhen(e.date),
        who: e.staffName,
        customer: e.customerName ?? null,
        what: auditActionLabel(e.action, 'manager'),
        outcome: e.outcome,
        orderId: e.orderId ?? null,
        store: e.warehouseId ?? null,
      })),
      page: audit.page.selPage,
      pages: audit.page.totPages,
    });
  } catch (error) {
    return failure(error, request, shopper, { back: STAFF_ENTRY });
  }
}

export default function StoreAuditPage() {
  const { entries, page, pages } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={t('audit.title')} intro={<p>{t('audit.intro')}</p>} wide>
      {entries.length === 0 ? (
        <p>{t('audit.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((e) => (
            <li key={e.id} className="rounded-md border border-neutral-300 p-3 [overflow-wrap:anywhere]">
              <p className="font-semibold">{e.what}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt>{t('audit.when')}</dt>
                <dd>
                  <time dateTime={e.iso}>{e.when}</time>
                </dd>
                <dt>{t('audit.who')}</dt>
                <dd>{e.who}</dd>
                <dt>{t('audit.outcome')}</dt>
                <dd>{t(`audit.outcomes.${e.outcome}`)}</dd>
                {e.customer ? (
                  <>
                    <dt>{t('audit.customer')}</dt>
                    <dd>{e.customer}</dd>
                  </>
                ) : null}
                {e.orderId ? (
                  <>
                    <dt>{t('audit.order')}</dt>
                    <dd>{t('audit.orderNumber', { orderId: e.orderId })}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
      <Pagination current={page} total={pages} hrefFor={pageHref} />
    </AccountPage>
  );
}
