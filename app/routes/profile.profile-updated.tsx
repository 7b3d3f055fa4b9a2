// The personal data are saved (account.md §2 /profile/profile-updated): where
// /profile/profile-update goes after update_user_detail, with the backend's words as a flash.
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

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.profileUpdated') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  return respond(shopper, { ok: true });
}

export default function ProfileUpdatedPage() {
  return (
    <AccountPage title={t('profileUpdated.title')}>
      <p className="text-lg">{t('profileUpdated.text')}</p>
      <Actions>
        <Link to="/profile/dashboard" className="btn-primary min-h-11">
          {t('profileUpdated.dashboard')}
        </Link>
        <Link to={PROFILE_PAGES.update} className="btn-outline min-h-11">
          {t('profileUpdated.review')}
        </Link>
      </Actions>
    </AccountPage>
  );
}
