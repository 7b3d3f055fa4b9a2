// Numbered page links (GET), a window around the current page plus first and last. Its words are the
// shell's (common.json): the order list pages with it too, without the catalogue's.
import { Link } from '~/lib/link';
import { tCommon as t } from '~/i18n/common';

export function pageWindow(current: number, total: number, radius = 2): Array<number | 'gap'> {
  const pages = new Set<number>([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({ current, total, hrefFor }: { current: number; total: number; hrefFor: (page: number) => string }) {
  if (total <= 1) return null;
  const linkClass =
    'flex min-w-10 items-center justify-center rounded-md border border-neutral-300 bg-white px-3 py-2 hover:bg-neutral-100';
  return (
    <nav aria-label={t('pagination.label')} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {current > 1 ? (
          <li>
            <Link to={hrefFor(current - 1)} className={linkClass} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t('pagination.previous')}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(current, total).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={p}>
              {p === current ? (
                <span aria-current="page" className={`${linkClass} border-secondary bg-secondary font-bold text-white hover:bg-secondary`}>
                  <span className="sr-only">{t('pagination.current', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <Link to={hrefFor(p)} className={linkClass} aria-label={t('pagination.page', { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link to={hrefFor(current + 1)} className={linkClass} rel="next">
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t('pagination.next')}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
