// The category menu. The header's button is a link to the /menu page, so no page carries the tree
// in its data and the menu works without JS. With JS the same link opens a modal drawer (266 px,
// spec) whose tree a fetcher loads from /menu the first time; the browser's Back closes it (see
// ~/lib/dialog-history).
import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { dropDialogEntry, popDialogEntry, pushDialogEntry } from '~/lib/dialog-history';
import type { MenuNode } from '~/lib/menu';
import type { loader as menuLoader } from '~/routes/menu';
import { tCommon as t } from '~/i18n/common';

export const MENU_PATH = '/menu';

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
    if (!fetcher.data && fetcher.state === 'idle') fetcher.load(MENU_PATH);
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
              <MenuTree menu={menu} onFollow={followed} />
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

/** Three levels as nested disclosures; `onFollow` (in the drawer) makes each link replace the drawer's history entry. */
export function MenuTree({ menu, onFollow }: { menu: MenuNode[]; onFollow?: () => void }) {
  // discover="none": one category link is enough for the router to know the route; the whole tree
  // would otherwise ask the server for it in one very long URL
  const link = { replace: !!onFollow, onClick: onFollow, discover: 'none' as const };
  return (
    <ul className="space-y-1">
      {menu.map((top) => (
        <li key={top.id}>
          <details>
            <summary className="rounded px-2 py-2 font-semibold hover:bg-neutral-100">{top.name}</summary>
            <ul className="ml-3 border-l border-neutral-200 pl-2">
              <li>
                <Link
                  to={`/category/${top.slug}`}
                  {...link}
                  className="block rounded px-2 py-2 text-secondary underline hover:bg-neutral-100"
                >
                  {t('menu.seeAll', { name: top.name })}
                </Link>
              </li>
              {top.children.map((mid) => (
                <li key={mid.id}>
                  <details>
                    <summary className="rounded px-2 py-2 hover:bg-neutral-100">{mid.name}</summary>
                    <ul className="ml-3 border-l border-neutral-200 pl-2">
                      <li>
                        <Link
                          to={`/category/${mid.slug}`}
                          {...link}
                          className="block rounded px-2 py-1.5 text-secondary underline hover:bg-neutral-100"
                        >
                          {t('menu.seeAll', { name: mid.name })}
                        </Link>
                      </li>
                      {mid.children.map((leaf) => (
                        <li key={leaf.id}>
                          <Link to={`/category/${leaf.slug}`} {...link} className="block rounded px-2 py-1.5 hover:bg-neutral-100">
                            {leaf.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
