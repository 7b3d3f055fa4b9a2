import { Link } from '@remix-run/react';
import { tCatalog as t } from '~/i18n/t';

export type Crumb = { name: string; href: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-neutral-700">
        <li>
          <Link to="/" className="underline hover:text-secondary">
            {t('home')}
          </Link>
        </li>
        {items.map((item, index) => (
          <li key={item.href} className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            {index === items.length - 1 ? (
              <span aria-current="page" className="font-semibold">
                {item.name}
              </span>
            ) : (
              <Link to={item.href} className="underline hover:text-secondary">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
