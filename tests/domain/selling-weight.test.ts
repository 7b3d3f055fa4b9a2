import { describe, expect, it } from 'vitest';
import { baseQuantity, ONE_PIECE, parsePackSize, productSellingWeight, sellingWeight, wireUnit } from '../../domain/selling-weight';

describe('sellingWeight', () => {
  it('writes a pack of pieces as the total weight in grams', () => {
    expect(sellingWeight({ count: 4, amount: 125, unit: 'g' })).toEqual({ WEIGHT_SELLING: '500', WEIGHT_UNIT_SELLING: 'GR' });
    expect(sellingWeight({ count: 1, amount: 1.5, unit: 'kg' })).toEqual({ WEIGHT_SELLING: '1500', WEIGHT_UNIT_SELLING: 'GR' });
  });

  it('writes volumes in millilitres', () => {
    expect(sellingWeight({ count: 1, amount: 1.5, unit: 'l' })).toEqual({ WEIGHT_SELLING: '1500', WEIGHT_UNIT_SELLING: 'ML' });
    expect(sellingWeight({ count: 6, amount: 33, unit: 'cl' })).toEqual({ WEIGHT_SELLING: '1980', WEIGHT_UNIT_SELLING: 'ML' });
    expect(sellingWeight({ count: 1, amount: 250, unit: 'ml' })).toEqual({ WEIGHT_SELLING: '250', WEIGHT_UNIT_SELLING: 'ML' });
  });

  it('counts pieces, and makes a piece without a size one piece', () => {
    expect(sellingWeight({ count: 1, amount: 6, unit: 'pz' })).toEqual({ WEIGHT_SELLING: '6', WEIGHT_UNIT_SELLING: 'PZ' });
    expect(sellingWeight(null)).toEqual(ONE_PIECE);
    expect(sellingWeight({ count: 1, amount: 0, unit: 'g' })).toEqual({ WEIGHT_SELLING: '1', WEIGHT_UNIT_SELLING: 'PZ' });
  });

  it('keeps fractions of a gram with a dot, never a float artefact', () => {
    expect(sellingWeight({ count: 3, amount: 0.1, unit: 'kg' }).WEIGHT_SELLING).toBe('300');
    expect(sellingWeight({ count: 1, amount: 0.5, unit: 'g' }).WEIGHT_SELLING).toBe('0.5');
  });
});

describe('parsePackSize', () => {
  it('reads pack sizes as people write them', () => {
    expect(parsePackSize('4x125 g')).toEqual({ count: 4, amount: 125, unit: 'g' });
    expect(parsePackSize('4 x 125 g')).toEqual({ count: 4, amount: 125, unit: 'g' });
    expect(parsePackSize('1,5 l')).toEqual({ count: 1, amount: 1.5, unit: 'l' });
    expect(parsePackSize('250g')).toEqual({ count: 1, amount: 250, unit: 'g' });
    expect(parsePackSize('6 pezzi')).toEqual({ count: 1, amount: 6, unit: 'pz' });
  });

  it('reads the label form of the description field', () => {
    expect(parsePackSize('GR. 125 X 4')).toEqual({ count: 4, amount: 125, unit: 'g' });
    expect(parsePackSize('LT. 1,5')).toEqual({ count: 1, amount: 1.5, unit: 'l' });
    expect(parsePackSize('CL. 75')).toEqual({ count: 1, amount: 75, unit: 'cl' });
    expect(parsePackSize('PZ. 6')).toEqual({ count: 1, amount: 6, unit: 'pz' });
  });

  it('answers null for loose goods and anything else', () => {
    expect(parsePackSize('AL KG')).toBeNull();
    expect(parsePackSize('sfuso, al kg')).toBeNull();
    expect(parsePackSize('')).toBeNull();
    expect(parsePackSize('confezione famiglia')).toBeNull();
  });

  it('gives "4x125 g" 500 GR and "1,5 l" 1500 ML end to end', () => {
    expect(sellingWeight(parsePackSize('4x125 g'))).toEqual({ WEIGHT_SELLING: '500', WEIGHT_UNIT_SELLING: 'GR' });
    expect(sellingWeight(parsePackSize('1,5 l'))).toEqual({ WEIGHT_SELLING: '1500', WEIGHT_UNIT_SELLING: 'ML' });
  });
});

describe('productSellingWeight', () => {
  it('keeps the weight a product has, its unit written as the wire writes it', () => {
    expect(productSellingWeight({ WEIGHT_SELLING: '500', WEIGHT_UNIT_SELLING: 'gr' }, 'AL KG')).toEqual({
      WEIGHT_SELLING: '500',
      WEIGHT_UNIT_SELLING: 'GR',
    });
    expect(productSellingWeight({ WEIGHT_SELLING: '0.3', WEIGHT_UNIT_SELLING: 'kg' }, null).WEIGHT_UNIT_SELLING).toBe('KG');
  });

  it('computes it from the pack size when the product has none, else one piece', () => {
    expect(productSellingWeight({}, 'LT. 1')).toEqual({ WEIGHT_SELLING: '1000', WEIGHT_UNIT_SELLING: 'ML' });
    expect(productSellingWeight({ WEIGHT_SELLING: 'tanto', WEIGHT_UNIT_SELLING: 'GR' }, 'GR. 250')).toEqual({
      WEIGHT_SELLING: '250',
      WEIGHT_UNIT_SELLING: 'GR',
    });
    expect(productSellingWeight({}, null)).toEqual(ONE_PIECE);
  });
});

describe('wireUnit and baseQuantity', () => {
  it('names units as the wire does', () => {
    expect(['g', 'GR', 'kg', 'ml', 'l', 'Lt', 'pz'].map(wireUnit)).toEqual(['GR', 'GR', 'KG', 'ML', 'LT', 'LT', 'PZ']);
    expect(wireUnit('hg')).toBeUndefined();
    expect(wireUnit(undefined)).toBeUndefined();
  });

  it('turns a selling weight into kg, l or pieces', () => {
    expect(baseQuantity({ WEIGHT_SELLING: '500', WEIGHT_UNIT_SELLING: 'GR' })).toBe(0.5);
    expect(baseQuantity({ WEIGHT_SELLING: '1500', WEIGHT_UNIT_SELLING: 'ML' })).toBe(1.5);
    expect(baseQuantity({ WEIGHT_SELLING: '1,5', WEIGHT_UNIT_SELLING: 'LT' })).toBe(1.5);
    expect(baseQuantity({ WEIGHT_SELLING: '6', WEIGHT_UNIT_SELLING: 'PZ' })).toBe(6);
    expect(baseQuantity({ WEIGHT_SELLING: '0', WEIGHT_UNIT_SELLING: 'GR' })).toBeUndefined();
    expect(baseQuantity({})).toBeUndefined();
  });
});
