// I miei buoni (account.md §3 "Gift certificate", §7 giftcertificate/list with show_history): the
// gift certificates the shop gave the customer and the ones they used, each with its code, name,
// value (a sum or a share, and the spend it needs), validity and status (usable, used, expired, not
// yet valid, not active: the backend's verdict by the cart's own rule), and its uses with a link to
// each order. Read-only: a certificate is used by typing its code at the checkout.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '~/components/account/ProfilePage';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { listGiftCertificates } from '~/ebsn/account-area.server';
import { tProfileArea as t } from '~/i18n/profile-area';
import { requireUser } from '~/lib/auth.server';
import { certificateView, type CertificateStatus } from './gift-certificates';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('gifts.title') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    const certificates = await listGiftCertificates(shopper.api, { showHistory: true });
    return respond(shopper, { certificates: certificates.map(certificateView) });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

const STATUS_TONE: Record<CertificateStatus, string> = {
  usable: 'bg-secondary-light text-neutral-900',
  used: 'bg-neutral-200 text-neutral-900',
  expired: 'bg-neutral-200 text-neutral-900',
  notYet: 'bg-accent-light text-neutral-900',
  inactive: 'bg-neutral-200 text-neutral-900',
  unusable: 'bg-neutral-200 text-neutral-900',
};

export default function GiftCertificatesPage() {
  const { certificates } = useLoaderData<typeof loader>();
  return (
    <ProfilePage title={t('gifts.title')} intro={<p>{t('gifts.intro')}</p>}>
      <section aria-labelledby="gifts-heading" className="flex flex-col gap-3">
        <h2 id="gifts-heading" className="text-lg font-semibold">
          {t('gifts.list')}
        </h2>
        {certificates.length === 0 ? (
          <p className="rounded-lg bg-white p-4 shadow-sm">{t('gifts.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {certificates.map((gift) => (
              <li key={gift.id} className="rounded-lg bg-white p-4 shadow-sm">
                <article aria-labelledby={`gift-${gift.id}`} className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={`gift-${gift.id}`} className="text-lg font-semibold [overflow-wrap:anywhere]">
                      {gift.name}
                    </h3>
                    <span className={`rounded-full px-3 py-0.5 text-sm font-medium ${STATUS_TONE[gift.status]}`}>
                      <span className="sr-only">{t('gifts.status')}: </span>
                      {gift.statusText}
                    </span>
                  </div>
                  <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                    <dt className="font-medium">{t('gifts.code')}</dt>
                    <dd className="font-mono [overflow-wrap:anywhere]">{gift.code}</dd>
                    {gift.value ? (
                      <>
                        <dt className="font-medium">{t('gifts.value')}</dt>
                        <dd>{gift.value}</dd>
                      </>
                    ) : null}
                    <dt className="font-medium">{t('gifts.validity')}</dt>
                    <dd>{gift.validity}</dd>
                  </dl>
                  {gift.given ? <p className="text-sm text-neutral-700">{t('gifts.given')}</p> : null}
                  <div className="flex flex-col gap-1">
                    <h4 className="font-semibold">{t('gifts.history')}</h4>
                    {gift.uses.length === 0 ? (
                      <p className="text-sm text-neutral-700">{t('gifts.noHistory')}</p>
                    ) : (
                      <ul className="flex flex-col gap-1">
                        {gift.uses.map((use, i) => (
                          <li key={`${use.orderId ?? 'x'}-${i}`} className="flex flex-wrap items-center gap-x-2">
                            {use.orderId ? (
                              <Link to={`/profile/orders/${use.orderId}`} className="flex min-h-11 items-center underline">
                                {t('gifts.order', { orderId: use.orderId })}
                              </Link>
                            ) : (
                              <span>{t('gifts.orderUnknown')}</span>
                            )}
                            {use.date ? <span>{t('gifts.usedOn', { date: use.date })}</span> : null}
                            {use.amount ? <span>· {t('gifts.usedAmount', { amount: use.amount })}</span> : null}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </ProfilePage>
  );
}
