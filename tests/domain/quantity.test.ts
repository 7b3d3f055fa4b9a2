import { describe, expect, it } from 'vitest';
import { allowedQuantity, firstAddQuantity, packageCount, quantityRules, stepDown, stepUp, tipologia } from '../../domain/quantity';

describe('firstAddQuantity', () => {
  it('adds one piece when QTY_MULT is absent', () => {
    expect(firstAddQuantity({ TIPOLOGIA: 'Pezzo' })).toBe(1);
  });
  it('adds one multiple of QTY_MULT', () => {
    expect(firstAddQuantity({ TIPOLOGIA: 'Confezione', QTY_MULT: '6' })).toBe(6);
  });
  it('never goes below minAcq, staying on a multiple', () => {
    expect(firstAddQuantity({ TIPOLOGIA: 'Pezzo', QTY_MULT: '2' }, 3)).toBe(4);
    expect(firstAddQuantity({ TIPOLOGIA: 'Pezzo' }, 3)).toBe(3);
  });
  it('uses WEIGHT_SELLING for loose goods, stored in the base unit', () => {
    expect(firstAddQuantity({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '500', WEIGHT_UNIT_SELLING: 'gr' })).toBe(0.5);
    expect(firstAddQuantity({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '3', WEIGHT_UNIT_SELLING: 'hg' })).toBe(0.3);
    expect(firstAddQuantity({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '1', WEIGHT_UNIT_SELLING: 'kg' })).toBe(1);
  });
  it('treats an unknown kind as Pezzo', () => {
    expect(tipologia({ TIPOLOGIA: 'Boh' })).toBe('Pezzo');
    expect(tipologia(undefined)).toBe('Pezzo');
  });
});

describe('stepping (spec §4)', () => {
  const pieces = quantityRules({ TIPOLOGIA: 'Pezzo' });
  const six = quantityRules({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', MAXACQ: '24' });
  const atLeastThree = quantityRules({ TIPOLOGIA: 'Pezzo', QTY_MULT: '2' }, 3);
  const loose = quantityRules({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '500', STEP_SELLING: '100', WEIGHT_UNIT_SELLING: 'gr' });

  it('plus moves to the next multiple, never below minAcq, never above MAXACQ', () => {
    expect(stepUp(1, pieces)).toBe(2);
    expect(stepUp(0, six)).toBe(6);
    expect(stepUp(7, six)).toBe(12);
    expect(stepUp(24, six)).toBe(24);
    expect(stepUp(0, atLeastThree)).toBe(4);
  });
  it('minus moves to the next lower multiple, or 0 below minAcq', () => {
    expect(stepDown(2, pieces)).toBe(1);
    expect(stepDown(1, pieces)).toBe(0);
    expect(stepDown(12, six)).toBe(6);
    expect(stepDown(7, six)).toBe(6);
    expect(stepDown(6, six)).toBe(0);
    expect(stepDown(4, atLeastThree)).toBe(0);
    expect(stepDown(6, atLeastThree)).toBe(4);
  });
  it('loose goods: the first plus is the selling weight, then steps; minus drops to 0 below the selling weight', () => {
    expect(loose).toMatchObject({ first: 0.5, step: 0.1, unit: 'kg' });
    expect(stepUp(0, loose)).toBe(0.5);
    expect(stepUp(0.5, loose)).toBe(0.6);
    expect(stepUp(0.7, loose)).toBe(0.8);
    expect(stepDown(0.6, loose)).toBe(0.5);
    expect(stepDown(0.5, loose)).toBe(0);
  });
  it('a typed quantity is rounded to a multiple, one at least when locked', () => {
    expect(allowedQuantity(2, quantityRules({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true' })).quantity).toBe(6);
    expect(allowedQuantity(Number.NaN, pieces).quantity).toBe(0);
  });
});

describe('a typed quantity becomes the nearest allowed one, and says why (spec §4, issue 24)', () => {
  const six = quantityRules({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', MAXACQ: '24' });
  const maxFive = quantityRules({ TIPOLOGIA: 'Pezzo', QTY_MULT: '1', MAXACQ: '5' });
  const atLeastThree = quantityRules({ TIPOLOGIA: 'Pezzo', QTY_MULT: '2' }, 3);
  const loose = quantityRules({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '500', STEP_SELLING: '100', WEIGHT_UNIT_SELLING: 'gr' });

  it('above MAXACQ: MAXACQ (the largest multiple within it)', () => {
    expect(allowedQuantity(7, maxFive)).toEqual({ quantity: 5, adjusted: 'maxAcq' });
    expect(allowedQuantity(100, six)).toEqual({ quantity: 24, adjusted: 'maxAcq' });
    expect(allowedQuantity(7, quantityRules({ TIPOLOGIA: 'Pezzo', QTY_MULT: '2', MAXACQ: '5' }))).toEqual({
      quantity: 4,
      adjusted: 'maxAcq',
    });
  });
  it('not a multiple: the nearest multiple, never none', () => {
    expect(allowedQuantity(8, six)).toEqual({ quantity: 6, adjusted: 'qtyMult' });
    expect(allowedQuantity(10, six)).toEqual({ quantity: 12, adjusted: 'qtyMult' });
    expect(allowedQuantity(2, six)).toEqual({ quantity: 6, adjusted: 'qtyMult' });
    expect(allowedQuantity(1.4, maxFive)).toEqual({ quantity: 1, adjusted: 'qtyMult' });
  });
  it('below minAcq: the first allowed quantity', () => {
    expect(allowedQuantity(1, atLeastThree)).toEqual({ quantity: 4, adjusted: 'minAcq' });
    expect(allowedQuantity(0.2, loose)).toEqual({ quantity: 0.5, adjusted: 'minAcq' });
  });
  it('an allowed quantity stays as typed; none is none', () => {
    expect(allowedQuantity(18, six)).toEqual({ quantity: 18, adjusted: null });
    expect(allowedQuantity(5, maxFive)).toEqual({ quantity: 5, adjusted: null });
    expect(allowedQuantity(0.7333, loose)).toEqual({ quantity: 0.733, adjusted: null });
    expect(allowedQuantity(0, six)).toEqual({ quantity: 0, adjusted: null });
    expect(allowedQuantity(-3, six)).toEqual({ quantity: 0, adjusted: null });
    expect(allowedQuantity(Number.NaN, six)).toEqual({ quantity: 0, adjusted: null });
  });
});

describe('package count (spec §9, LOGISTIC_PACKAGING_ITEMS)', () => {
  const wine = { TIPOLOGIA: 'Pezzo', LOGISTIC_PACKAGING_ITEMS: '6' };
  it('shown when the quantity is an exact multiple of the packaging size', () => {
    expect(packageCount(6, wine)).toEqual({ packages: 1, size: 6 });
    expect(packageCount(18, wine)).toEqual({ packages: 3, size: 6 });
  });
  it('none otherwise, for loose goods, or without a packaging size', () => {
    expect(packageCount(4, wine)).toBeNull();
    expect(packageCount(0, wine)).toBeNull();
    expect(packageCount(6, { TIPOLOGIA: 'Pezzo' })).toBeNull();
    expect(packageCount(6, { TIPOLOGIA: 'Sfuso', LOGISTIC_PACKAGING_ITEMS: '6' })).toBeNull();
  });
});
