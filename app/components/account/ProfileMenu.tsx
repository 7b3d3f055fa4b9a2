// The profile menu (issue 11): every page of the customer's area, the current one marked. Plain links,
// so it works without JS: a column beside the page on a wide screen; on a phone a <details> above it,
// closed, that opens without a script. Only pages this storefront serves are listed.
import { NavLink } from '@remix-run/react';
import { tProfile as t } from '~/i18n/profile';
import { isServedPath } from '~/lib/app-paths';

const ENTRIES = [
  ['dashboard', '/profile/dashboard'],
  ['personal', '/profile/profile-update'],
  ['addresses', '/profile/addresses'],
  ['orders', '/profile/orders'],
  ['lists', '/profile/lists'],
  ['methods', '/profile/payment-method'],
  ['invoice', '/profile/invoice-data'],
  ['gifts', '/profile/gift-certificates'],
  ['news', '/profile/news-list'],
  ['staffChanges', '/profile/servizio-clienti'],
  ['consents', '/profile/consents'],
  ['password', '/profile/update-password'],
  ['security', '/profile/security'],
  ['anonymize', '/profile/anonymize'],
] as const;

export const PROFILE_MENU = ENTRIES.filter(([, to]) => isServedPath(to));

function Links() {
  return (
    <ul className="flex flex-col">
      {PROFILE_MENU.map(([key, to]) => (
        <li key={key}>
          <NavLink
            to={to}
            // an order or a list is still the orders or lists entry
            end={false}
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded px-3 hover:bg-neutral-100 ${isActive ? 'bg-secondary-light font-semibold' : ''}`
            }
          >
            {t(`menu.${key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function ProfileMenu() {
  return (
    <>
      <nav aria-label={t('menu.label')} className="hidden w-56 shrink-0 md:block">
        <div className="sticky top-4 rounded-lg bg-white p-2 shadow-sm">
          <Links />
        </div>
      </nav>
      <details className="rounded-lg bg-white shadow-sm md:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">{t('menu.toggle')}</summary>
        <nav aria-label={t('menu.label')} className="px-2 pb-2">
          <Links />
        </nav>
      </details>
    </>
  );
}
