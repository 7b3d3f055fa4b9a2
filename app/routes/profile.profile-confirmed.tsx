// The profile is confirmed (account.md §2 /profile/profile-confirmed): the logged-in customer's page
// after a confirmation, saying which address the account now uses, with the way on to the profile
// and the shop. Without user_detail it says the same in fewer words.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { optionalUserDetail } from '~/lib/user-detail.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.profileConfirmed') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const user = await optionalUserDetail(shopper, request);
  return respond(shopper, { email: user?.email ?? user?.login ?? null });
}

export default function ProfileConfirmedPage() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={t('profileConfirmed.title')}>
      <p className="text-lg break-words">{email ? t('profileConfirmed.textTo', { email }) : t('profileConfirmed.text')}</p>
      <Actions>
        <Link to="/profile/dashboard" className="btn-primary min-h-11">
          {t('profileConfirmed.dashboard')}
        </Link>
        <Link to="/" className="btn-outline min-h-11">
          {t('profileConfirmed.shop')}
        </Link>
      </Actions>
    </AccountPage>
  );
}
