import type { Product } from '~/ebsn/schemas';
import { formatPrice, unitLabel } from '~/lib/format';
import { tCatalog as t } from '~/i18n/catalog';

/** Price paid, struck list price when a promotion applies, and the price per kg or l. */
export function Price({ product, size = 'md' }: { product: Product; size?: 'md' | 'lg' }) {
  const paid = product.priceDisplay ?? product.price;
  const struck =
    product.priceStandardDisplay && paid !== null && paid !== undefined && product.priceStandardDisplay > paid
      ? product.priceStandardDisplay
      : null;
  const perUnit = product.priceUmDisplay;
  // on a promotion the wire sends the struck per-unit price beside the paid one
  const perUnitWas =
    struck && perUnit && product.priceStandardUmDisplay && product.priceStandardUmDisplay > perUnit ? product.priceStandardUmDisplay : null;
  const unit = product.priceUnitDisplay;
  const base = product.unitMeasureBaseSelling?.um ?? product.productInfos?.WEIGHT_UNIT_BASE;
  const isLoose = product.productInfos?.TIPOLOGIA === 'Sfuso';
  const amount = `font-bold ${size === 'lg' ? 'text-3xl' : 'text-lg'}`;
  // one text node per part (no React separators), and no wrapper the price alone does not need: a
  // grid renders this two dozen times per page
  const unitText = isLoose || (unit && unit !== 'pz') ? <span className="text-sm font-normal">{` / ${unitLabel(unit)}`}</span> : null;
  return (
    <div className={size === 'lg' ? 'space-y-1' : 'space-y-0.5'}>
      {struck ? (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm text-neutral-600 line-through">
            <span className="sr-only">{`${t('product.priceWas')}: `}</span>
            {formatPrice(struck)}
          </span>
          <span className={`${amount} text-primary`}>
            <span className="sr-only">{`${t('product.priceNow')}: `}</span>
            {formatPrice(paid)}
            {unitText}
          </span>
        </p>
      ) : (
        <p className={amount}>
          {formatPrice(paid)}
          {unitText}
        </p>
      )}
      {perUnit && !isLoose ? (
        <p className="text-xs text-neutral-600">
          {perUnitWas ? (
            <>
              <span className="line-through">
                <span className="sr-only">{`${t('product.priceWas')}: `}</span>
                {t('product.pricePer', { price: formatPrice(perUnitWas), unit: unitLabel(base ?? 'kg') })}
              </span>{' '}
            </>
          ) : null}
          {t('product.pricePer', { price: formatPrice(perUnit), unit: unitLabel(base ?? 'kg') })}
        </p>
      ) : null}
    </div>
  );
}
