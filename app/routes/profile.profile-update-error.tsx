// The personal data could not be saved (account.md §2 /profile/profile-update-error): where
// /profile/profile-update goes when the backend refuses for a reason no field explains, or cannot
// be reached. What the server said, if anything, comes as a flash; nothing was changed.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '~/lib/link';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { PROFILE_PAGES } from '~/lib/account-intents';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.profileUpdateError') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  return respond(shopper, { ok: true });
}

export default function ProfileUpdateErrorPage() {
  return (
    <AccountPage title={t('profileUpdateError.title')}>
      <p className="text-lg">{t('profileUpdateError.text')}</p>
      <Actions>
        <Link to={PROFILE_PAGES.update} className="btn-primary min-h-11">
          {t('profileUpdateError.retry')}
        </Link>
        <Link to="/profile/dashboard" className="btn-outline min-h-11">
          {t('profileUpdateError.dashboard')}
        </Link>
      </Actions>
    </AccountPage>
  );
}
