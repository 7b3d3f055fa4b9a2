import type { Product } from '~/ebsn/schemas';
import { tCatalog as t } from '~/i18n/catalog';

/** Promotion label, 'Novità', and product classes (Bio, Senza glutine...). */
export function ProductBadges({ product, withClasses = true }: { product: Product; withClasses?: boolean }) {
  const promo = product.warehousePromo?.view;
  const isNew = product.isNew || product.newProduct;
  const classes = withClasses ? (product.productClasses ?? []) : [];
  if (!promo && !isNew && !classes.length) return null;
  return (
    <ul className="flex flex-wrap gap-1 text-xs font-semibold" aria-label={t('product.classes')}>
      {promo ? (
        <li className="rounded bg-primary px-1.5 py-0.5 text-white">
          {[promo.header, promo.body].filter(Boolean).join(' ') || t('product.promo')}
        </li>
      ) : null}
      {isNew ? <li className="rounded bg-accent px-1.5 py-0.5 text-white">{t('product.new')}</li> : null}
      {classes.map((c) => (
        <li key={c.productClassId} className="rounded bg-green-100 px-1.5 py-0.5 text-green-900">
          {c.name}
        </li>
      ))}
    </ul>
  );
}
