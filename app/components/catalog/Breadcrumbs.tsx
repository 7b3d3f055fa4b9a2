import { Link } from '~/lib/link';
import { tCatalog as t } from '~/i18n/catalog';

export type Crumb = { name: string; href: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-2 text-sm">
      {/* one line on a phone (it scrolls sideways), so the page's own content starts high */}
      <ol className="flex items-center gap-1 overflow-x-auto whitespace-nowrap text-neutral-700 sm:flex-wrap">
        <li>
          <Link to="/" className="inline-flex min-h-6 items-center underline hover:text-secondary">
            {t('home')}
          </Link>
        </li>
        {items.map((item, index) => (
          <li key={item.href} className="flex shrink-0 items-center gap-1">
            <span aria-hidden="true">›</span>
            {index === items.length - 1 ? (
              <span aria-current="page" className="font-semibold">
                {item.name}
              </span>
            ) : (
              <Link to={item.href} className="inline-flex min-h-6 items-center underline hover:text-secondary">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
