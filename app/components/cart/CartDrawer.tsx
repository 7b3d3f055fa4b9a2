// The cart drawer (spec §2: width 600): the /cart page's content in a modal dialog, loaded by a
// fetcher from the page's own loader each time it opens. Back closes it (app/lib/dialog-history.ts,
// decision 013); a navigation from inside closes it too. Loaded only when first opened (CartLink).
import { useFetcher, useFetchers, useLocation } from '@remix-run/react';
import { useCallback, useEffect, useRef } from 'react';
import { tCart as t } from '~/i18n/cart';
import { dropDialogEntry, popDialogEntry, pushDialogEntry } from '~/lib/dialog-history';
import type { CartPageData } from '~/routes/cart/cart.server';
import { CartView } from './CartView';

export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<CartPageData>();
  const location = useLocation();
  const close = useCallback(() => dialog.current?.close(), []);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    element.showModal();
    pushDialogEntry(close);
    fetcher.load('/cart');
  }, [open, close]);

  // a change made inside (a cart form's fetcher) has settled: the drawer shows the cart's answer
  const changing = useFetchers().some((f) => f.formAction === '/cart');
  const wasChanging = useRef(false);
  useEffect(() => {
    if (wasChanging.current && !changing && open) fetcher.load('/cart');
    wasChanging.current = changing;
  }, [changing, open]);

  // a link followed from inside the drawer replaces it (not the page it opened on)
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (openedAt.current === location.key) return;
    openedAt.current = location.key;
    dropDialogEntry(close);
    close();
  }, [location.key, close]);

  return (
    <dialog
      ref={dialog}
      className="drawer drawer-right"
      aria-labelledby="cart-title"
      onClose={() => {
        popDialogEntry(close);
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
    >
      <div className="min-h-full bg-neutral-50 p-3">
        <p className="flex justify-end">
          <button
            type="button"
            className="min-h-11 min-w-11 rounded px-2 text-2xl leading-none text-neutral-600 hover:bg-neutral-100"
            onClick={close}
            aria-label={t('close')}
          >
            ×
          </button>
        </p>
        {fetcher.data ? (
          <CartView data={fetcher.data} inDrawer />
        ) : (
          <p id="cart-title" aria-busy="true">
            {t('loading')}
          </p>
        )}
      </div>
    </dialog>
  );
}
