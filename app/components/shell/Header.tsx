// The navbar, phone first: one row for the menu, the logo, the shopping list, the account and the
// cart (44 px targets), one row for the search, and one line for the service (the shopping loop
// will put the chosen service and slot there). At 360 px the whole header stays under 120 px.
import { Form, useLocation, useSearchParams } from '@remix-run/react';
import { Link } from '~/lib/link';
import type { RootData } from '~/lib/shell.server';
import { CategoryMenu } from './CategoryMenu';
import { CartLink } from './CartLink';
import { tCommon as t } from '~/i18n/common';
import { slotDay } from '~/lib/format';

const ICON =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md font-medium text-secondary hover:bg-secondary-light';

/** Login, then back to the page the shopper was on (not back to login itself). */
export function loginHref(pathname: string, search: string): string {
  if (pathname === '/login' || pathname === '/') return '/login';
  return `/login?${new URLSearchParams({ redirectTo: pathname + search })}`;
}

/**
 * The service, address or slot screen, then back to the page the shopper was on: their × and their
 * last step lead there (not to the home page), and never to a picker screen itself.
 */
export function placeHref(path: string, pathname: string, search: string): string {
  if (pathname === '/' || pathname.startsWith('/cart/address') || pathname.startsWith('/cart/timeslot')) return path;
  return `${path}?${new URLSearchParams({ redirectTo: pathname + search })}`;
}

export function Header({ root }: { root: RootData | null }) {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const loggedIn = !!root?.loggedIn;
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-x-1 px-2 pt-0.5 sm:px-4 md:grid-cols-[auto_auto_1fr_auto] md:gap-x-4 md:py-1.5">
        <CategoryMenu />
        <Link
          to="/"
          className="flex min-h-11 items-center gap-2 justify-self-start text-2xl font-extrabold text-primary"
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
          className="col-span-full row-start-2 flex pb-1 pt-0.5 md:col-span-1 md:col-start-3 md:row-start-1 md:py-0"
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
            className="input h-10 rounded-r-none border-r-0 py-0"
          />
          <button type="submit" className="btn-primary h-10 min-w-11 shrink-0 rounded-l-none px-3">
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              className="shrink-0"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <span className="sr-only md:not-sr-only">{t('header.searchSubmit')}</span>
          </button>
        </Form>
        <nav aria-label={t('header.mainNav')} className="flex items-center gap-0.5 sm:gap-1">
          <Link to="/fast-search" className={`${ICON} lg:px-3`} aria-label={t('header.fastSearch')}>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M9 6h11M9 12h11M9 18h11" />
              <path d="m3.5 6 1 1 2-2M3.5 12l1 1 2-2M3.5 18l1 1 2-2" />
            </svg>
            <span className="hidden lg:inline">{t('header.fastSearch')}</span>
          </Link>
          <Link
            to={loggedIn ? '/profile/dashboard' : loginHref(pathname, search)}
            className={`${ICON} sm:px-3`}
            aria-label={loggedIn ? t('header.accountLoggedIn') : t('header.account')}
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
            </svg>
            <span className="hidden sm:inline">{loggedIn ? t('header.accountLoggedIn') : t('header.account')}</span>
          </Link>
          <CartLink cart={root?.cart ?? null} unavailable={!!root?.cartUnavailable} />
        </nav>
      </div>
      <ServiceLine cart={root?.cart ?? null} unavailable={!!root?.cartUnavailable} back={(path) => placeHref(path, pathname, search)} />
    </header>
  );
}

const STRIP_LINK = 'inline-flex min-h-6 items-center underline decoration-1 underline-offset-2 hover:decoration-2';

/**
 * One line: the chosen service, address and slot, each leading to its screen; or the first step; or,
 * when the backend did not show the shopper's cart in time, that it cannot be shown now (the first
 * step would tell a shopper with a service chosen that it was lost).
 */
function ServiceLine({ cart, unavailable, back }: { cart: RootData['cart']; unavailable: boolean; back: (path: string) => string }) {
  let content: React.ReactNode;
  if (unavailable) {
    content = <span role="status">{t('header.cartUnavailable')}</span>;
  } else if (!cart?.serviceId) {
    content = (
      <Link to={back('/cart/address')} className={STRIP_LINK}>
        {t('header.chooseService')}
      </Link>
    );
  } else {
    const place = `${t(`header.services.${cart.serviceId}`)}: ${cart.addressName ?? ''}`;
    const slot = cart.slot
      ? t('header.slot', { day: slotDay(cart.slot.date), begin: cart.slot.beginTime, end: cart.slot.endTime })
      : t('header.chooseSlot');
    content = (
      <>
        <Link to={back('/cart/address')} className={`${STRIP_LINK} min-w-0`} aria-label={t('header.changeAddress', { label: place })}>
          <span className="truncate">{place}</span>
        </Link>
        <span aria-hidden="true" className="shrink-0 whitespace-pre">
          {' · '}
        </span>
        <Link
          to={back('/cart/timeslot')}
          className={`${STRIP_LINK} shrink-0 whitespace-nowrap`}
          aria-label={cart.slot ? t('header.changeSlot', { label: slot }) : undefined}
        >
          {slot}
        </Link>
      </>
    );
  }
  return (
    <div className="on-dark bg-secondary text-white">
      {/* a long place name gives way, never the slot's link: both stay reachable on a 360 px phone */}
      <p className="mx-auto flex max-w-7xl items-center px-4 text-xs leading-6 sm:text-sm">{content}</p>
    </div>
  );
}
