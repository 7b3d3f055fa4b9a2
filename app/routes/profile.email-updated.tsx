// The new e-mail is confirmed and in use (account.md §2 /profile/email-updated): the e-mail link
// (/email-confirmed?token=..) sends the customer here when opened where they are logged in; a
// visitor, or another account, stays on /email-confirmed. The address shown is user_detail's.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { PROFILE_PAGES } from '~/lib/account-intents';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { optionalUserDetail } from '~/lib/user-detail.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.emailUpdated') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const user = await optionalUserDetail(shopper, request);
  return respond(shopper, { email: user?.email ?? user?.login ?? null });
}

export default function EmailUpdatedPage() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={t('emailUpdated.title')}>
      <p className="text-lg break-words">{email ? t('emailUpdated.textTo', { email }) : t('emailUpdated.text')}</p>
      <Actions>
        <Link to="/profile/dashboard" className="btn-primary min-h-11">
          {t('emailUpdated.dashboard')}
        </Link>
        <Link to={PROFILE_PAGES.update} className="btn-outline min-h-11">
          {t('emailUpdated.review')}
        </Link>
      </Actions>
    </AccountPage>
  );
}
