// Modifiche fatte dal servizio clienti (/profile/servizio-clienti; issue 26 §2, decision 054): every
// change customer care made for the customer while acting for them, who (first name and initial),
// when and what, newest first, by GET links. Read-only: the audit cannot be changed by anyone.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Pagination } from '~/components/catalog/Pagination';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { ProfilePage } from '~/components/account/ProfilePage';
import { auditActionLabel, auditWhen } from '~/components/staff/audit-labels';
import { customerAudit } from '~/ebsn/staff.server';
import { tStaff as t } from '~/i18n/staff';
import { requireUser } from '~/lib/auth.server';
import { failure } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.customerAudit') }), { name: 'robots', content: 'noindex' }];

const HERE = '/profile/servizio-clienti';
const pageHref = (page: number) => (page > 1 ? `${HERE}?page=${page}` : HERE);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const raw = new URL(request.url).searchParams.get('page') ?? '';
  const page = /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  try {
    const audit = await customerAudit(shopper.api, page);
    return respond(shopper, {
      entries: audit.entries.map((e) => ({
        id: e.auditId,
        iso: e.date,
        when: auditWhen(e.date),
        who: e.staffName,
        what: auditActionLabel(e.action),
        unknown: e.outcome === 'unknown',
        orderId: e.orderId ?? null,
      })),
      page: audit.page.selPage,
      pages: audit.page.totPages,
    });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function CustomerAuditPage() {
  const { entries, page, pages } = useLoaderData<typeof loader>();
  return (
    <ProfilePage title={t('customerAudit.title')} intro={<p>{t('customerAudit.intro')}</p>}>
      {entries.length === 0 ? (
        <p className="rounded-lg bg-white p-4 shadow-sm">{t('customerAudit.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((e) => (
            <li key={e.id} className="rounded-lg bg-white p-4 shadow-sm [overflow-wrap:anywhere]">
              <p className="font-semibold">{e.what}</p>
              <p className="text-sm text-neutral-700">
                <time dateTime={e.iso}>{e.when}</time> · {t('customerAudit.by', { name: e.who })}
                {e.orderId ? (
                  <>
                    {' · '}
                    <Link to={`/profile/orders/${e.orderId}`} className="underline">
                      {t('audit.order')} {t('audit.orderNumber', { orderId: e.orderId })}
                    </Link>
                  </>
                ) : null}
              </p>
              {e.unknown ? <p className="text-sm">{t('customerAudit.unknown')}</p> : null}
            </li>
          ))}
        </ol>
      )}
      <Pagination current={page} total={pages} hrefFor={pageHref} />
    </ProfilePage>
  );
}
