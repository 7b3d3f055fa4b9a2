// The delivery fee hint, one rule wherever it shows (the cart, the slot screen): the next cheaper band
// is hinted only within 15 € of it (shopping.md §4 "Delivery fee"), with its progress.
import { feeHintProgress } from '#domain/services';

type NextBand = { missing: number; fee: number };

export type FeeHintView = { missing: number; fee: number; progress: number };

export function deliveryFeeHint(nextBand: NextBand | null | undefined): FeeHintView | null {
  if (!nextBand) return null;
  const progress = feeHintProgress(Math.round(nextBand.missing * 100));
  return progress === undefined ? null : { missing: nextBand.missing, fee: nextBand.fee, progress };
}
