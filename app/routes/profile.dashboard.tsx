// The profile's landing page: a greeting by name, the account's e-mail, the consents given, logout.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { tAccount as t } from '~/i18n/account';
import { getUserDetail, hasCode, listUserDisclaimers } from '~/ebsn/account.server';
import { ACCOUNT_CODES } from '~/ebsn/account-schemas';
import { EbsnError, NotFoundError } from '~/ebsn/errors';
import { INTENT } from '~/lib/account-forms';
import { requireUser } from '~/lib/auth.server';
import { log } from '~/lib/log.server';
import { pageMeta } from '~/lib/seo';
import { failure, respond, sessionEnded } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.dashboard') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper, firstName } = await requireUser(request, { context });
  try {
    const [user, consents] = await Promise.all([
      getUserDetail(shopper.api),
      // the consents can be missing from the page; the page cannot live without the user
      listUserDisclaimers(shopper.api).catch((error: unknown) => {
        if (!(error instanceof EbsnError) && !(error instanceof NotFoundError)) throw error;
        log.warn({ err: (error as Error).message }, 'user consents unavailable');
        return null;
      }),
    ]);
    return respond(
      shopper,
      {
        name: user.firstName ?? firstName ?? null,
        email: user.email ?? user.login ?? null,
        pendingEmail: user.pendingEmail ?? null,
        confirmed: user.profile?.confirmed !== false,
        consents: consents?.map((c) => ({ id: c.registrationDisclaimerId, title: c.disclaimerTitle, given: c.value === 'true' })) ?? null,
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  } catch (error) {
    // the backend no longer knows the session as logged in (not a 419): log in again
    if (hasCode(error, ACCOUNT_CODES.required)) return sessionEnded(shopper, request);
    return failure(error, request, shopper);
  }
}

/** One area of the profile: its name, what it is for, and the way in. */
function LinkCard({ id, title, text, to }: { id: string; title: string; text: string; to: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id={id} className="mb-2 text-xl font-semibold">
        {title}
      </h2>
      <p className="mb-3">{text}</p>
      <Link to={to} className="btn-outline inline-flex min-h-11 items-center">
        {title}
      </Link>
    </section>
  );
}

export default function DashboardPage() {
  const { name, email, pendingEmail, confirmed, consents } = useLoaderData<typeof loader>();
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

      <LinkCard id="orders-heading" title={t('dashboard.orders')} text={t('dashboard.ordersText')} to="/profile/orders" />
      <LinkCard id="lists-heading" title={t('dashboard.lists')} text={t('dashboard.listsText')} to="/profile/lists" />
      <LinkCard id="methods-heading" title={t('dashboard.methods')} text={t('dashboard.methodsText')} to="/profile/payment-method" />
      <LinkCard id="password-heading" title={t('dashboard.password')} text={t('dashboard.passwordText')} to="/profile/update-password" />

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
