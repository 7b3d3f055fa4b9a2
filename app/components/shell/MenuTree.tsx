// The category tree as nested disclosures: the /menu page renders it, and the header's drawer loads
// it (with its data) when it first opens.
import { Link } from '~/lib/link';
import type { MenuNode } from '~/lib/menu';
import { tCommon as t } from '~/i18n/common';

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
