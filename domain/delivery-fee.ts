// Delivery fee bands (shopping.md §4 "Delivery fee"): for home delivery (service 2) the fee depends on
// the goods total (shipping never counts towards a threshold); a band runs from `fromCents` (included)
// to `toCents` (excluded; none for the last). Amounts in integer cents.

export type FeeBand = { id: number; fromCents: number; toCents: number | null; feeCents: number };

/** the band the goods total falls in, or undefined when no band covers it */
export function feeBandFor(bands: readonly FeeBand[], goodsCents: number): FeeBand | undefined {
  const goods = Math.max(0, goodsCents);
  return bands.find((b) => goods >= b.fromCents && (b.toCents === null || goods < b.toCents));
}

/** The fee of a cart: 0 with no goods or no band (the shopper pays nothing for an empty cart). */
export function deliveryFeeCents(bands: readonly FeeBand[], goodsCents: number): number {
  if (goodsCents <= 0) return 0;
  return feeBandFor(bands, goodsCents)?.feeCents ?? 0;
}

/**
 * The next band with a lower fee above the goods total: its threshold, its fee and what is still
 * missing to reach it. Undefined at the cheapest band.
 */
export function nextCheaperBand(
  bands: readonly FeeBand[],
  goodsCents: number,
): { thresholdCents: number; feeCents: number; missingCents: number } | undefined {
  const goods = Math.max(0, goodsCents);
  const current = feeBandFor(bands, goods);
  const next = [...bands]
    .filter((b) => b.fromCents > goods && (!current || b.feeCents < current.feeCents))
    .sort((a, b) => a.fromCents - b.fromCents)[0];
  return next ? { thresholdCents: next.fromCents, feeCents: next.feeCents, missingCents: next.fromCents - goods } : undefined;
}
