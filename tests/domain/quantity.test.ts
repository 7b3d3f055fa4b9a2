import { describe, expect, it } from 'vitest';
import { firstAddQuantity, normalizeQuantity, quantityRules, stepDown, stepUp, tipologia } from '../../domain/quantity';

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
  it('a typed quantity is rounded to a multiple (one at least when locked) and capped', () => {
    expect(normalizeQuantity(8, six)).toBe(6);
    expect(normalizeQuantity(10, six)).toBe(12);
    expect(normalizeQuantity(100, six)).toBe(24);
    expect(normalizeQuantity(2, six)).toBe(0);
    expect(normalizeQuantity(2, quantityRules({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true' }))).toBe(6);
    expect(normalizeQuantity(Number.NaN, pieces)).toBe(0);
    expect(normalizeQuantity(0.7333, loose)).toBe(0.733);
  });
});
