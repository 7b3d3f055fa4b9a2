// The category menu. The header's button is a link to the /menu page, so no page carries the tree
// in its data and the menu works without JS. With JS the same link opens a modal drawer (266 px,
// spec) whose tree a fetcher loads from /menu the first time; the browser's Back closes it (see
// ~/lib/dialog-history). The tree's code comes with the drawer's first opening, beside its data.
import { useFetcher, useLocation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { lazy, Suspense, useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { dropDialogEntry, popDialogEntry, pushDialogEntry } from '~/lib/dialog-history';
import type { loader as menuLoader } from '~/routes/menu';
import { tCommon as t } from '~/i18n/common';

export const MENU_PATH = '/menu';

const loadTree = () => import('./MenuTree');
const MenuTree = lazy(() => loadTree().then((m) => ({ default: m.MenuTree })));

export function CategoryMenu() {
  const location = useLocation();
  const fetcher = useFetcher<typeof menuLoader>();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useCallback(() => dialog.current?.close(), []);

  useEffect(() => {
    dropDialogEntry(close);
    close();
  }, [location.key, close]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !dialog.current) return;
    event.preventDefault();
    dialog.current.showModal();
    pushDialogEntry(close);
    if (!fetcher.data && fetcher.state === 'idle') {
      fetcher.load(MENU_PATH);
      void loadTree();
    }
  };

  // a category chosen in the drawer replaces the drawer's entry: Back from it returns to this page
  const followed = () => {
    dropDialogEntry(close);
    close();
  };

  const back = location.pathname === MENU_PATH ? '/' : `${location.pathname}${location.search}`;
  const menu = fetcher.data?.menu;
  return (
    <>
      <Link
        to={`${MENU_PATH}?back=${encodeURIComponent(back)}`}
        onClick={open}
        aria-haspopup="dialog"
        className="flex items-center gap-2 rounded-md px-2 py-2 font-semibold text-secondary hover:bg-secondary-light"
        aria-label={t('menu.open')}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <span className="hidden sm:inline">{t('header.categories')}</span>
      </Link>
      <dialog
        ref={dialog}
        className="drawer"
        aria-labelledby="category-menu-title"
        onClose={() => popDialogEntry(close)}
        // a click on the backdrop lands on the dialog itself; the panel fills the rest
        onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      >
        <div className="min-h-full bg-white p-3">
          <p className="mb-2 flex items-center justify-between text-lg font-bold">
            <span id="category-menu-title">{t('menu.title')}</span>
            <button
              type="button"
              className="min-h-11 min-w-11 rounded px-2 text-2xl leading-none text-neutral-600 hover:bg-neutral-100"
              onClick={close}
              aria-label={t('close')}
            >
              ×
            </button>
          </p>
          <nav aria-label={t('menu.title')} aria-busy={!menu && fetcher.state !== 'idle'}>
            {menu ? (
              <Suspense fallback={<p>{t('menu.loading')}</p>}>
                <MenuTree menu={menu} onFollow={followed} />
              </Suspense>
            ) : menu === null ? (
              <p>{t('menu.unavailable')}</p>
            ) : (
              <p>{t('menu.loading')}</p>
            )}
          </nav>
        </div>
      </dialog>
    </>
  );
}
