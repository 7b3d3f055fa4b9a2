// What is still missing for a cheaper delivery, with its progress bar: the cart's words, shown by the
// cart and by the slot screen alike (the rule is lib/fee-hint).
import { tCart as t } from '~/i18n/cart';
import { formatPrice } from '~/lib/format';
import type { FeeHintView } from '~/lib/fee-hint';

export function FeeHint({ hint }: { hint: FeeHintView }) {
  return (
    <div>
      <p className="text-sm">
        {hint.fee === 0
          ? t('feeHintFree', { missing: formatPrice(hint.missing) })
          : t('feeHint', { missing: formatPrice(hint.missing), fee: formatPrice(hint.fee) })}
      </p>
      <progress className="h-2 w-full" max={100} value={hint.progress} aria-label={t('feeProgress')} />
    </div>
  );
}
