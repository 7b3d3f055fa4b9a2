import { describe, expect, it } from 'vitest';
import { firstAddQuantity, tipologia } from '../../domain/quantity';

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
