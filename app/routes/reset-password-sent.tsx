// After a reset request: the same words whether or not the address has an account.
import type { MetaFunction } from '@remix-run/node';
import { Link } from '~/lib/link';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { pageMeta } from '~/lib/seo';

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.resetSent') }), { name: 'robots', content: 'noindex' }];

export default function ResetPasswordSentPage() {
  return (
    <AccountPage title={t('resetSent.title')}>
      <p className="mb-2 text-lg">{t('resetSent.text')}</p>
      <p className="text-neutral-800">{t('resetSent.hint')}</p>
      <Actions>
        <Link to="/login" className="btn-primary">
          {t('resetSent.login')}
        </Link>
        <Link to="/reset-password-request" className="font-medium text-secondary underline">
          {t('resetSent.again')}
        </Link>
      </Actions>
    </AccountPage>
  );
}
