// Gift codes (shopping.md §5 "Gift code", §7 cart-giftcertificate): what a code takes off the goods
// of a cart, and why a code does not apply. Money in integer cents.

export type GiftCertificate = {
  /** 'amount': a fixed sum off; 'percent': a share of the goods */
  kind: 'amount' | 'percent';
  /** cents for 'amount', whole percent for 'percent' */
  value: number;
  minimumSpendCents: number;
  validFrom: Date | null;
  validTo: Date | null;
  active: boolean;
};

export type GiftProblem = 'unknown' | 'expired' | 'notYet' | 'used' | 'minimumSpend';

/** The spec's message for a code that is not valid, with the code as typed. */
export function invalidCodeMessage(code: string): string {
  return `Il codice sconto "${code}" non è valido. Verifica di averlo scritto correttamente.`;
}

/** Why a code cannot be used now; null when it can (the minimum spend is the cart's, checked apart). */
export function giftProblem(cert: GiftCertificate | undefined, now: Date, usedBefore: boolean): GiftProblem | null {
  if (!cert || !cert.active) return 'unknown';
  if (cert.validTo && now > cert.validTo) return 'expired';
  if (cert.validFrom && now < cert.validFrom) return 'notYet';
  if (usedBefore) return 'used';
  return null;
}

/**
 * What a code takes off goods worth `goodsCents`: nothing below its minimum spend; a fixed sum never
 * more than the goods; a share rounded to the cent, half away from zero.
 */
export function giftDiscountCents(cert: Pick<GiftCertificate, 'kind' | 'value' | 'minimumSpendCents'>, goodsCents: number): number {
  if (goodsCents <= 0 || goodsCents < cert.minimumSpendCents) return 0;
  if (cert.kind === 'amount') return Math.min(cert.value, goodsCents);
  return Math.min(goodsCents, Math.round((goodsCents * cert.value) / 100));
}

/**
 * Each code's share when the codes of a cart go together: each as it would alone, in the order they
 * were added, a later code giving way once the goods are all taken, so the shares add up to what the
 * cart takes off and never to more than the goods.
 */
export function splitDiscountCents(discounts: readonly number[], goodsCents: number): number[] {
  let left = Math.max(goodsCents, 0);
  return discounts.map((d) => {
    const share = Math.min(Math.max(d, 0), left);
    left -= share;
    return share;
  });
}

/** The codes of a cart together: each on the goods, the sum never more than the goods. */
export function totalDiscountCents(discounts: readonly number[], goodsCents: number): number {
  return Math.min(
    Math.max(goodsCents, 0),
    discounts.reduce((sum, d) => sum + d, 0),
  );
}
