// The new password is set: log in with it.
import type { MetaFunction } from '@remix-run/node';
import { Link } from '~/lib/link';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { pageMeta } from '~/lib/seo';

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.resetCompleted') }), { name: 'robots', content: 'noindex' }];

export default function ResetPasswordCompletedPage() {
  return (
    <AccountPage title={t('resetCompleted.title')}>
      <p className="text-lg">{t('resetCompleted.text')}</p>
      <Actions>
        <Link to="/login" className="btn-primary">
          {t('resetCompleted.login')}
        </Link>
      </Actions>
    </AccountPage>
  );
}
