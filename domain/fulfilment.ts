// What happens to an order after its cutoff (account.md §2 Orders, shopping.md §9; decision 053): the
// statuses it moves through, what picking makes of each line, the final amount, and what a card's
// pre-authorisation becomes. Pure rules; amounts in integer cents.
import { giftDiscountCents, splitDiscountCents } from './gift-codes';
import { UNCERTAIN_LINES_PERCENT } from './payments';
import { lineGrossCents, round3 } from './quantity';
import { SERVICE } from './services';

export const FULFILMENT_STATUS = {
  preparing: 4,
  picking: 5,
  almostReady: 6,
  outForDelivery: 7,
  outForDeliveryAgain: 18,
  delivered: 8,
  partlyDelivered: 9,
  notCollected: 12,
  failed: 13,
} as const;

/** Home delivery has a van on the road (7, 18); Drive and lockers have a customer who may not come (12). */
export type Handover = 'delivery' | 'pickup';

export function handoverOf(deliveryServiceId: number): Handover {
  return deliveryServiceId === SERVICE.home ? 'delivery' : 'pickup';
}

// The only moves staff may make. 4 and 5 are both "in preparation": 5 says the picker has begun (the
// first line recorded moves it there by itself). A failure (13) is possible until the shopping is
// handed over; 12 only where the customer had to come.
const MOVES: Readonly<Record<Handover, Readonly<Record<number, readonly number[]>>>> = {
  delivery: {
    4: [5, 6, 13],
    5: [6, 13],
    6: [7, 18, 13],
    7: [8, 9, 13],
    18: [8, 9, 13],
  },
  pickup: {
    4: [5, 6, 13],
    5: [6, 13],
    6: [8, 9, 12, 13],
  },
};

/** The statuses an order of this service may move to from `from`, in the order the buttons show them. */
export function allowedMoves(deliveryServiceId: number, from: number): readonly number[] {
  return MOVES[handoverOf(deliveryServiceId)][from] ?? [];
}

export function canMove(deliveryServiceId: number, from: number, to: number): boolean {
  return allowedMoves(deliveryServiceId, from).includes(to);
}

/** Picking happens in 4 and 5 only: once the order is almost ready its lines are what it is. */
export function isPicking(statusId: number): boolean {
  return statusId === FULFILMENT_STATUS.preparing || statusId === FULFILMENT_STATUS.picking;
}

/** Nothing moves an order out of these. */
export const CONCLUDED_STATUSES: readonly number[] = [8, 9, 12, 13];

/** Nothing was handed over: the hold on the card is released whole. */
export function handsNothingOver(statusId: number): boolean {
  return statusId === FULFILMENT_STATUS.notCollected || statusId === FULFILMENT_STATUS.failed;
}

/** The shopping reached the customer: the card is charged the final amount. */
export function handsOver(statusId: number): boolean {
  return statusId === FULFILMENT_STATUS.delivered || statusId === FULFILMENT_STATUS.partlyDelivered;
}

/**
 * Delivered (8) means every line arrived; with a line missing the order is partly delivered (9), and
 * the other way round: the customer reads one or the other and it must be true.
 */
export function handoverProblem(to: number, anyMissing: boolean): 'hasMissing' | 'noneMissing' | null {
  if (to === FULFILMENT_STATUS.delivered && anyMissing) return 'hasMissing';
  if (to === FULFILMENT_STATUS.partlyDelivered && !anyMissing) return 'noneMissing';
  return null;
}

export type PickingState = 'picked' | 'missing' | 'substituted';
export type LineKind = 'Pezzo' | 'Confezione' | 'Sfuso';

/** A picker weighs at most this much of one line (grams), and counts at most this many pieces. */
export const MAX_PICKED_GRAMS = 50_000;
export const MAX_PICKED_PIECES = 999;

/**
 * What the picker brings for a line, in the unit of the product brought: pieces for pieces and
 * packs, the weight for loose goods (whose quantity is in kg, as the cart keeps it).
 */
export function pickedQuantityOf(kind: LineKind, input: { quantity?: number; weightGrams?: number }): number | 'quantity' | 'weight' {
  if (kind === 'Sfuso') {
    const grams = input.weightGrams;
    if (grams === undefined || !Number.isInteger(grams) || grams < 1 || grams > MAX_PICKED_GRAMS) return 'weight';
    return round3(grams / 1000);
  }
  const pieces = input.quantity;
  if (pieces === undefined || !Number.isInteger(pieces) || pieces < 1 || pieces > MAX_PICKED_PIECES) return 'quantity';
  return pieces;
}

/** A line as picking left it: what it costs now. A missing line costs nothing; a substitute its own price. */
export function pickedLineCents(line: {
  state: PickingState;
  unitPriceCents: number;
  pickedQuantity: number;
  substituteUnitPriceCents?: number | null;
}): number {
  if (line.state === 'missing') return 0;
  const price = line.state === 'substituted' ? (line.substituteUnitPriceCents ?? 0) : line.unitPriceCents;
  return lineGrossCents(price, line.pickedQuantity);
}

/**
 * How far a picked line may go past what was ordered: the margin the card holds on a line whose price
 * may still change (spec §9): the hold covers it. A scale is never exact, and a substitute may cost a
 * little more; beyond this the customer would pay for what they did not ask for.
 */
export const PICKED_MARGIN_PERCENT = UNCERTAIN_LINES_PERCENT;

/**
 * What picking brought against what was ordered: never more pieces of the product than ordered, a
 * weight at most PICKED_MARGIN_PERCENT over the ordered one, and a substitute whose line costs at most
 * the ordered line and that margin. Null when the line may be recorded.
 */
export function pickedBeyondOrdered(
  ordered: { kind: LineKind; quantity: number; grossCents: number },
  picked: { state: 'picked' | 'substituted'; quantity: number; cents: number },
): 'moreThanOrdered' | 'heavierThanOrdered' | 'dearerSubstitute' | null {
  if (picked.state === 'substituted') return picked.cents > mostSubstituteCents(ordered.grossCents) ? 'dearerSubstitute' : null;
  if (ordered.kind === 'Sfuso') return Math.round(picked.quantity * 1000) > mostPickedGrams(ordered.quantity) ? 'heavierThanOrdered' : null;
  return picked.quantity > ordered.quantity ? 'moreThanOrdered' : null;
}

const withMargin = (amount: number) => (amount * (100 + PICKED_MARGIN_PERCENT)) / 100;
/** The most a loose line ordered as `orderedKg` may weigh, in grams. */
export const mostPickedGrams = (orderedKg: number): number => Math.round(round3(withMargin(orderedKg)) * 1000);
/** The most a substitute's line may cost, against the ordered line's cents. */
export const mostSubstituteCents = (orderedCents: number): number => Math.round(withMargin(orderedCents));

/** A substitute only where the customer accepted one at the checkout, and never the product itself. */
export function substituteProblem(line: { acceptAlternatives: boolean; productId: number }, substituteId: number) {
  if (!line.acceptAlternatives) return 'notAllowed' as const;
  if (substituteId === line.productId) return 'sameProduct' as const;
  return null;
}

/** A gift code as the order kept it: what it took off at the checkout, and how it is worked out. */
export type KeptAdjustment = {
  amountCents: number;
  /** the code's rule, when the code still exists: a share is worked out again on the final goods */
  rule?: { kind: 'amount' | 'percent'; value: number } | null;
};

export type FinalAmount = {
  goodsCents: number;
  /** each code's share of the final goods, in the order the codes were kept */
  adjustmentsCents: number[];
  adjustmentsTotalCents: number;
  feeCents: number;
  totalCents: number;
};

/**
 * The order's final amount once picked: the picked lines, each gift code on them as the checkout
 * applied it (a fixed sum stays, a share follows the goods; the minimum spend is not asked again,
 * since the goods fell short by the shop's doing), and the delivery fee as ordered (a fee never rises
 * because a product was missing; no fee when nothing is handed over). An order paid by card never
 * costs more than was held on the card: the customer was told no more than that would be charged.
 */
export function finalAmount(input: {
  lineCents: readonly number[];
  adjustments: readonly KeptAdjustment[];
  orderedFeeCents: number;
  /** the amount held on the card, for an order paid online; undefined for one paid at handover */
  authorisedCents?: number;
}): FinalAmount {
  const goodsCents = input.lineCents.reduce((sum, c) => sum + Math.max(0, c), 0);
  const wanted = input.adjustments.map((a) =>
    a.rule?.kind === 'percent'
      ? giftDiscountCents({ kind: 'percent', value: a.rule.value, minimumSpendCents: 0 }, goodsCents)
      : a.amountCents,
  );
  const adjustmentsCents = splitDiscountCents(wanted, goodsCents);
  const adjustmentsTotalCents = adjustmentsCents.reduce((sum, c) => sum + c, 0);
  const feeCents = goodsCents > 0 ? Math.max(0, input.orderedFeeCents) : 0;
  const total = goodsCents - adjustmentsTotalCents + feeCents;
  const totalCents = input.authorisedCents === undefined ? total : Math.min(total, Math.max(0, input.authorisedCents));
  return { goodsCents, adjustmentsCents, adjustmentsTotalCents, feeCents, totalCents };
}

/** A pre-authorisation settled: the final amount captured, never more than held; the rest released. */
export function captureOf(authorisedCents: number, finalCents: number): { capturedCents: number; releasedCents: number } {
  const held = Math.max(0, authorisedCents);
  const capturedCents = Math.min(held, Math.max(0, finalCents));
  return { capturedCents, releasedCents: held - capturedCents };
}
