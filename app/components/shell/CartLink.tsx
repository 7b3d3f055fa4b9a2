// The header's cart link: the number of products and the total (the accessible name says both).
// It is a link to /cart, so it works without JS; with JS it opens the cart drawer, whose code is
// loaded only the first time it opens.
import { Link } from '~/lib/link';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { formatPrice } from '~/lib/format';
import type { RootData } from '~/lib/shell.server';
import { tCommon as t } from '~/i18n/common';

const CartDrawer = lazy(() => import('~/components/cart/CartDrawer'));

const LINK =
  'relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-1 font-medium text-secondary hover:bg-secondary-light sm:px-3';

export function CartLink({ cart, unavailable = false }: { cart: RootData['cart']; unavailable?: boolean }) {
  const count = cart?.count ?? 0;
  const total = formatPrice(cart?.total ?? 0);
  // opened once: the drawer stays mounted (and its code loaded) for the next time
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Link
        to="/cart"
        onClick={onClick}
        aria-haspopup="dialog"
        className={LINK}
        // a plain guest has no cart: its count (0), and no total; a cart the backend did not show in
        // time has no count either (0 would say it was emptied)
        aria-label={
          unavailable
            ? t('header.cartUnavailableLabel')
            : cart
              ? t('header.cartSummary', { count, total })
              : t('header.cartCount', { count })
        }
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L21 8H6.2" />
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
        </svg>
        {unavailable ? null : (
          <span className="min-w-6 rounded-full bg-primary px-1.5 text-center text-sm font-bold text-white">{count}</span>
        )}
        {cart ? <span className="hidden text-sm sm:inline">{total}</span> : null}
      </Link>
      {opened ? (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
