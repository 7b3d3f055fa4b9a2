import { Form, Link, useSearchParams } from '@remix-run/react';
import type { RootData } from '~/root';
import { CategoryMenu } from './CategoryMenu';
import { tCommon as t } from '~/i18n/t';

export function Header({ root }: { root: RootData | null }) {
  const [params] = useSearchParams();
  const cartCount = root?.cartCount ?? 0;
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 md:flex-nowrap md:gap-4">
        <CategoryMenu menu={root?.menu ?? []} />
        <Link
          to="/"
          className="mr-auto flex items-center gap-2 text-2xl font-extrabold text-primary md:mr-0"
          aria-label={t('header.logoLabel')}
        >
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M8 11h16l-2 10H10z" fill="#fff" />
            <circle cx="12" cy="25" r="2" fill="#fff" />
            <circle cx="20" cy="25" r="2" fill="#fff" />
          </svg>
          <span>{t('appName')}</span>
        </Link>
        <Form
          method="get"
          action="/search"
          role="search"
          aria-label={t('header.searchLabel')}
          className="order-last flex w-full md:order-none md:flex-1"
        >
          <label htmlFor="site-search" className="sr-only">
            {t('header.searchLabel')}
          </label>
          <input
            id="site-search"
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            placeholder={t('header.searchPlaceholder')}
            autoComplete="off"
            maxLength={200}
            className="input rounded-r-none border-r-0"
          />
          <button type="submit" className="btn-primary rounded-l-none">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <span className="sr-only md:not-sr-only">{t('header.searchSubmit')}</span>
          </button>
        </Form>
        <nav aria-label={t('header.mainNav')} className="flex items-center gap-1">
          <Link
            to="/fast-search"
            className="hidden rounded-md px-3 py-2 font-medium text-secondary hover:bg-secondary-light lg:inline-block"
          >
            {t('header.fastSearch')}
          </Link>
          <Link
            to={root?.loggedIn ? '/profile/dashboard' : '/login'}
            className="rounded-md px-3 py-2 font-medium text-secondary hover:bg-secondary-light"
          >
            {root?.loggedIn ? t('header.accountLoggedIn') : t('header.account')}
          </Link>
          <Link
            to="/cart"
            className="relative flex items-center gap-1 rounded-md px-3 py-2 font-medium text-secondary hover:bg-secondary-light"
            aria-label={t('header.cartCount', { count: cartCount })}
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L21 8H6.2" />
              <circle cx="9" cy="20" r="1.5" />
              <circle cx="18" cy="20" r="1.5" />
            </svg>
            <span className="hidden sm:inline">{t('header.cart')}</span>
            <span className="min-w-6 rounded-full bg-primary px-1.5 text-center text-sm font-bold text-white">{cartCount}</span>
          </Link>
        </nav>
      </div>
      <div className="bg-secondary text-sm text-white">
        <p className="mx-auto max-w-7xl px-4 py-1">{t('header.serviceInfo')}</p>
      </div>
    </header>
  );
}
