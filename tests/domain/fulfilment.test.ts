// After the cutoff (decision 053): the statuses of account.md §2 Orders as one table of moves, the
// picked lines, the final amount and what a card's hold becomes (shopping.md §9: the amount plus its
// margin is held; no more than that is ever charged).
import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  canMove,
  captureOf,
  finalAmount,
  handoverProblem,
  mostPickedGrams,
  mostSubstituteCents,
  pickedBeyondOrdered,
  pickedLineCents,
  pickedQuantityOf,
  substituteProblem,
} from '#domain/fulfilment';
import { preAuthorisedCents } from '#domain/payments';

describe('moves between statuses', () => {
  it('home delivery goes out on the road (7 or 18) and is handed over there', () => {
    expect(allowedMoves(2, 4)).toEqual([5, 6, 13]);
    expect(allowedMoves(2, 6)).toEqual([7, 18, 13]);
    expect(allowedMoves(2, 7)).toEqual([8, 9, 13]);
    expect(allowedMoves(2, 18)).toEqual([8, 9, 13]);
    expect(canMove(2, 6, 12)).toBe(false);
    expect(canMove(2, 6, 8)).toBe(false);
  });
  it('Drive and locker are collected: handed over or not collected (12) from almost ready, never on the road', () => {
    for (const service of [1, 4]) {
      expect(allowedMoves(service, 6)).toEqual([8, 9, 12, 13]);
      expect(canMove(service, 6, 7)).toBe(false);
      expect(canMove(service, 6, 18)).toBe(false);
      expect(allowedMoves(service, 7)).toEqual([]);
    }
  });
  it('nothing leaves a concluded, cancelled or not yet prepared order, and nothing goes back', () => {
    for (const from of [1, 2, 3, 8, 9, 10, 11, 12, 13]) {
      expect(allowedMoves(1, from)).toEqual([]);
      expect(allowedMoves(2, from)).toEqual([]);
    }
    expect(canMove(2, 6, 4)).toBe(false);
    expect(canMove(2, 5, 4)).toBe(false);
    expect(canMove(2, 4, 8)).toBe(false);
  });
  it('8 only with every line there, 9 only with one missing', () => {
    expect(handoverProblem(8, true)).toBe('hasMissing');
    expect(handoverProblem(9, false)).toBe('noneMissing');
    expect(handoverProblem(8, false)).toBeNull();
    expect(handoverProblem(9, true)).toBeNull();
    expect(handoverProblem(12, true)).toBeNull();
  });
});

describe('picked lines', () => {
  it('loose goods are weighed in grams and kept in kg; pieces are counted', () => {
    expect(pickedQuantityOf('Sfuso', { weightGrams: 620 })).toBe(0.62);
    expect(pickedQuantityOf('Sfuso', { quantity: 3 })).toBe('weight');
    expect(pickedQuantityOf('Sfuso', { weightGrams: 0 })).toBe('weight');
    expect(pickedQuantityOf('Sfuso', { weightGrams: 50_001 })).toBe('weight');
    expect(pickedQuantityOf('Pezzo', { quantity: 3 })).toBe(3);
    expect(pickedQuantityOf('Confezione', { quantity: 2.5 })).toBe('quantity');
    expect(pickedQuantityOf('Pezzo', { weightGrams: 300 })).toBe('quantity');
    expect(pickedQuantityOf('Pezzo', { quantity: 1000 })).toBe('quantity');
  });
  it('a line costs what was brought: the weight at the price per kg, a substitute at its own price, a missing one nothing', () => {
    // 29,90 €/kg, 620 g weighed
    expect(pickedLineCents({ state: 'picked', unitPriceCents: 2990, pickedQuantity: 0.62 })).toBe(1854);
    expect(pickedLineCents({ state: 'substituted', unitPriceCents: 300, pickedQuantity: 2, substituteUnitPriceCents: 350 })).toBe(700);
    expect(pickedLineCents({ state: 'missing', unitPriceCents: 300, pickedQuantity: 2 })).toBe(0);
  });
  it('a substitute only where the customer accepted one, and never the product itself', () => {
    expect(substituteProblem({ acceptAlternatives: false, productId: 1 }, 2)).toBe('notAllowed');
    expect(substituteProblem({ acceptAlternatives: true, productId: 1 }, 1)).toBe('sameProduct');
    expect(substituteProblem({ acceptAlternatives: true, productId: 1 }, 2)).toBeNull();
  });
});

describe('the final amount and the capture', () => {
  // a card order of 100 € of goods, 20 € of them loose ham: held 100 € + 15% of 20 € = 103 €
  const held = preAuthorisedCents({
    paymentTypeId: 12,
    totalCents: 10000,
    lines: [
      { grossCents: 8000, variableWeight: false, acceptAlternatives: false },
      { grossCents: 2000, variableWeight: true, acceptAlternatives: false },
    ],
  });

  it('follows the picked lines; the fee stays as ordered; charged what it costs, the rest released', () => {
    expect(held).toBe(10300);
    const final = finalAmount({ lineCents: [8000, 2200], adjustments: [], orderedFeeCents: 0, authorisedCents: held });
    expect(final.totalCents).toBe(10200);
    expect(captureOf(held, final.totalCents)).toEqual({ capturedCents: 10200, releasedCents: 100 });
  });
  it('never more than was held, however heavy the ham came out', () => {
    const final = finalAmount({ lineCents: [8000, 2600], adjustments: [], orderedFeeCents: 0, authorisedCents: held });
    expect(final.goodsCents).toBe(10600);
    expect(final.totalCents).toBe(10300);
    expect(captureOf(held, 10600)).toEqual({ capturedCents: 10300, releasedCents: 0 });
  });
  it('an order paid at handover has no hold to stay under', () => {
    expect(finalAmount({ lineCents: [8000, 2600], adjustments: [], orderedFeeCents: 590 }).totalCents).toBe(11190);
  });
  it('a fixed gift code stays, a share follows the final goods; a missing line costs nothing', () => {
    const final = finalAmount({
      lineCents: [6000, 0, 2000],
      adjustments: [
        { amountCents: 1000, rule: { kind: 'amount', value: 1000 } },
        { amountCents: 1000, rule: { kind: 'percent', value: 10 } },
      ],
      orderedFeeCents: 590,
      authorisedCents: 20000,
    });
    expect(final).toEqual({
      goodsCents: 8000,
      adjustmentsCents: [1000, 800],
      adjustmentsTotalCents: 1800,
      feeCents: 590,
      totalCents: 6790,
    });
  });
  it('codes never take off more than the goods, and nothing handed over costs no fee', () => {
    expect(finalAmount({ lineCents: [500], adjustments: [{ amountCents: 1000 }], orderedFeeCents: 590 }).totalCents).toBe(590);
    expect(finalAmount({ lineCents: [0, 0], adjustments: [{ amountCents: 1000 }], orderedFeeCents: 590 })).toMatchObject({
      totalCents: 0,
      feeCents: 0,
    });
  });
  it('a capture is never negative and never above the hold', () => {
    expect(captureOf(5000, -10)).toEqual({ capturedCents: 0, releasedCents: 5000 });
    expect(captureOf(0, 100)).toEqual({ capturedCents: 0, releasedCents: 0 });
  });

  it('picking brings no more than was ordered and the 15 % the card holds for a line that may change', () => {
    const pieces = { kind: 'Pezzo' as const, quantity: 2, grossCents: 500 };
    expect(pickedBeyondOrdered(pieces, { state: 'picked', quantity: 2, cents: 500 })).toBeNull();
    expect(pickedBeyondOrdered(pieces, { state: 'picked', quantity: 3, cents: 750 })).toBe('moreThanOrdered');
    // 500 g of ham: up to 575 g on the scale
    const ham = { kind: 'Sfuso' as const, quantity: 0.5, grossCents: 1250 };
    expect(mostPickedGrams(0.5)).toBe(575);
    expect(mostPickedGrams(0.3)).toBe(345);
    expect(pickedBeyondOrdered(ham, { state: 'picked', quantity: 0.575, cents: 1438 })).toBeNull();
    expect(pickedBeyondOrdered(ham, { state: 'picked', quantity: 0.576, cents: 1440 })).toBe('heavierThanOrdered');
    expect(pickedBeyondOrdered(ham, { state: 'picked', quantity: 50, cents: 125_000 })).toBe('heavierThanOrdered');
    // a substitute's line: at most the ordered line's and its margin, whatever its unit
    expect(mostSubstituteCents(269)).toBe(309);
    expect(
      pickedBeyondOrdered({ kind: 'Sfuso', quantity: 1, grossCents: 269 }, { state: 'substituted', quantity: 1, cents: 309 }),
    ).toBeNull();
    expect(
      pickedBeyondOrdered({ kind: 'Sfuso', quantity: 1, grossCents: 269 }, { state: 'substituted', quantity: 999, cents: 9_149_841 }),
    ).toBe('dearerSubstitute');
  });
});
