// The cart's quantity rules with the spec's numbers (shopping.md §4 "Quantity stepping", §5, §9).
import { describe, expect, it } from 'vitest';
import {
  dailyMaximum,
  isPackageQuantity,
  lineGrossCents,
  quantityRules,
  round2,
  toBaseQuantity,
  validateQuantity,
  weightInGrams,
} from '../../domain/quantity';

describe('validateQuantity', () => {
  const pieces = quantityRules({ TIPOLOGIA: 'Pezzo' });
  const six = quantityRules({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', MAXACQ: '24' });
  const locked = quantityRules({ TIPOLOGIA: 'Pezzo', QTY_MULT: '4', QTY_LOCKED: 'true' });
  const atLeastTwo = quantityRules({ TIPOLOGIA: 'Pezzo', MAXACQ: '10' }, 2);
  const loose = quantityRules({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '500', STEP_SELLING: '100', WEIGHT_UNIT_SELLING: 'GR' });

  it('accepts whole multiples of QTY_MULT within minAcq and MAXACQ', () => {
    expect(validateQuantity(1, pieces)).toBeNull();
    expect(validateQuantity(7, pieces)).toBeNull();
    expect(validateQuantity(6, six)).toBeNull();
    expect(validateQuantity(24, six)).toBeNull();
    expect(validateQuantity(8, locked)).toBeNull();
    expect(validateQuantity(2, atLeastTwo)).toBeNull();
  });
  it('refuses what is not a multiple of QTY_MULT (at least one multiple when QTY_LOCKED)', () => {
    expect(validateQuantity(1.5, pieces)).toBe('qtyMult');
    expect(validateQuantity(8, six)).toBe('qtyMult');
    expect(validateQuantity(2, locked)).toBe('qtyMult');
    expect(validateQuantity(0, locked)).toBe('qtyMult');
  });
  it('refuses less than minAcq and more than MAXACQ', () => {
    expect(validateQuantity(1, atLeastTwo)).toBe('minAcq');
    expect(validateQuantity(11, atLeastTwo)).toBe('maxAcq');
    expect(validateQuantity(30, six)).toBe('maxAcq');
  });
  it('loose goods: at least the selling weight, any weight to 3 decimals above it', () => {
    expect(validateQuantity(0.5, loose)).toBeNull();
    expect(validateQuantity(0.6, loose)).toBeNull();
    expect(validateQuantity(0.733, loose)).toBeNull();
    expect(validateQuantity(0.4, loose)).toBe('minAcq');
    expect(validateQuantity(0, loose)).toBe('minAcq');
  });
});

describe('units and rounding', () => {
  it('stores a weight in the selling unit divided by its multiplier', () => {
    expect(toBaseQuantity(500, 'g')).toBe(0.5);
    expect(toBaseQuantity(500, 'gr')).toBe(0.5);
    expect(toBaseQuantity(1.2, 'kg')).toBe(1.2);
    expect(toBaseQuantity(3, 'hg')).toBe(0.3);
    expect(toBaseQuantity(25, 'dag')).toBe(0.25);
    expect(toBaseQuantity(750, 'ml')).toBe(0.75);
    expect(toBaseQuantity(75, 'cl')).toBe(0.75);
    expect(toBaseQuantity(1.5, 'lt')).toBe(1.5);
    expect(toBaseQuantity(2, 'l')).toBe(2);
    expect(toBaseQuantity(333.3333, 'g')).toBe(0.333);
  });
  it('computes the weight in grams to 3 decimals and amounts to 2', () => {
    expect(weightInGrams(0.5)).toBe(500);
    expect(weightInGrams(0.7333)).toBe(733.3);
    expect(weightInGrams(1.2345678)).toBe(1234.568);
    expect(round2(2.345)).toBe(2.35);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });
  it('prices a line: pieces × price, loose goods by the kg price × weight, in whole cents', () => {
    expect(lineGrossCents(199, 3)).toBe(597);
    expect(lineGrossCents(2290, 0.3)).toBe(687);
    expect(lineGrossCents(1599, 0.733)).toBe(1172);
  });
});

describe('package mode and daily maximum', () => {
  it('a line of a product sold in multiples becomes a package line once it reaches QTY_MULT', () => {
    expect(isPackageQuantity(6, { TIPOLOGIA: 'Confezione', QTY_MULT: '6' })).toBe(true);
    expect(isPackageQuantity(12, { TIPOLOGIA: 'Confezione', QTY_MULT: '6' })).toBe(true);
    expect(isPackageQuantity(3, { TIPOLOGIA: 'Confezione', QTY_MULT: '6' })).toBe(false);
    expect(isPackageQuantity(5, { TIPOLOGIA: 'Pezzo', QTY_MULT: '1' })).toBe(false);
    expect(isPackageQuantity(5, { TIPOLOGIA: 'Sfuso', QTY_MULT: '2' })).toBe(false);
  });
  it('reads MAXACQ_DAY', () => {
    expect(dailyMaximum({ MAXACQ_DAY: '6' })).toBe(6);
    expect(dailyMaximum({ MAXACQ_DAY: 'no' })).toBeUndefined();
    expect(dailyMaximum({})).toBeUndefined();
  });
});
