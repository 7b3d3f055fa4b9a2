// A registration that came from a first social login is done: the account is linked to Google.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AccountPage, Actions } from '~/components/account/AccountPage';
import { tAccount as t } from '~/i18n/account';
import { pageMeta } from '~/lib/seo';
import { getShopper } from '~/lib/shopper.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [
  ...pageMeta({ title: t('meta.registrationSocialCompleted') }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { loggedIn: (await getShopper(request, context)).loggedIn };
}

export default function RegistrationSocialCompletedPage() {
  const { loggedIn } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={t('registrationSocialCompleted.title')}>
      <p className="text-lg">{t('registrationSocialCompleted.text')}</p>
      <Actions>
        {loggedIn ? (
          <Link to="/profile/dashboard" className="btn-primary">
            {t('registrationSocialCompleted.dashboard')}
          </Link>
        ) : (
          <Link to="/login" className="btn-primary">
            {t('login.submit')}
          </Link>
        )}
        <Link to="/" className="btn-outline">
          {t('registrationSocialCompleted.shop')}
        </Link>
      </Actions>
    </AccountPage>
  );
}
