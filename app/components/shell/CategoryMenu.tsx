// The category tree, three levels, as nested <details>: a disclosure that works without JS and
// opens as a left drawer. When JS runs it also closes on Escape, on a backdrop click and after
// following a link.
import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { MenuNode } from '~/lib/menu';
import { tCommon as t } from '~/i18n/t';

export function CategoryMenu({ menu }: { menu: MenuNode[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <details ref={ref} className="drawer">
      <summary
        className="flex items-center gap-2 rounded-md px-2 py-2 font-semibold text-secondary hover:bg-secondary-light"
        aria-label={t('menu.open')}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <span className="hidden sm:inline">{t('header.categories')}</span>
      </summary>
      {/* a click outside the panel closes the drawer (JS only; without JS the summary closes it) */}
      <div className="drawer-backdrop" aria-hidden="true" onClick={() => ref.current?.removeAttribute('open')} />
      <nav aria-label={t('menu.title')} className="drawer-panel bg-white p-3 shadow-xl">
        <p className="mb-2 flex items-center justify-between text-lg font-bold">
          {t('menu.title')}
          <button
            type="button"
            className="rounded px-2 text-2xl leading-none text-neutral-600 hover:bg-neutral-100"
            onClick={() => ref.current?.removeAttribute('open')}
            aria-label={t('close')}
          >
            ×
          </button>
        </p>
        <ul className="space-y-1">
          {menu.map((top) => (
            <li key={top.id}>
              <details>
                <summary className="rounded px-2 py-2 font-semibold hover:bg-neutral-100">{top.name}</summary>
                <ul className="ml-3 border-l border-neutral-200 pl-2">
                  <li>
                    <Link to={`/category/${top.slug}`} className="block rounded px-2 py-1.5 text-secondary underline hover:bg-neutral-100">
                      {t('menu.seeAll', { name: top.name })}
                    </Link>
                  </li>
                  {top.children.map((mid) => (
                    <li key={mid.id}>
                      <details>
                        <summary className="rounded px-2 py-1.5 hover:bg-neutral-100">{mid.name}</summary>
                        <ul className="ml-3 border-l border-neutral-200 pl-2">
                          <li>
                            <Link
                              to={`/category/${mid.slug}`}
                              className="block rounded px-2 py-1 text-secondary underline hover:bg-neutral-100"
                            >
                              {t('menu.seeAll', { name: mid.name })}
                            </Link>
                          </li>
                          {mid.children.map((leaf) => (
                            <li key={leaf.id}>
                              <Link to={`/category/${leaf.slug}`} className="block rounded px-2 py-1 hover:bg-neutral-100">
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
      </nav>
    </details>
  );
}
