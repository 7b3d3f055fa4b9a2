import { describe, expect, it } from 'vitest';
import { FAST_SEARCH_MAX_TERM_LENGTH, FAST_SEARCH_MAX_TERMS, splitFastSearch } from '#domain/search-terms';

describe('splitFastSearch', () => {
  it('splits a shopping list on commas', () => {
    expect(splitFastSearch('latte, pane, uova')).toEqual(['latte', 'pane', 'uova']);
  });

  it('splits on semicolons and newlines too', () => {
    expect(splitFastSearch('latte;pane\nuova\r\nolio')).toEqual(['latte', 'pane', 'uova', 'olio']);
  });

  it('trims, collapses spaces and drops empty terms', () => {
    expect(splitFastSearch(' ,, latte   intero ;;\n\n , ')).toEqual(['latte intero']);
    expect(splitFastSearch('')).toEqual([]);
    expect(splitFastSearch(' , ; \n ')).toEqual([]);
  });

  it('drops repeated terms case-insensitively, keeping the first spelling', () => {
    expect(splitFastSearch('Latte, pane, LATTE, latte')).toEqual(['Latte', 'pane']);
  });

  it(`keeps at most ${FAST_SEARCH_MAX_TERMS} terms`, () => {
    const q = Array.from({ length: 30 }, (_, i) => `prodotto ${i}`).join(',');
    const terms = splitFastSearch(q);
    expect(terms).toHaveLength(20);
    expect(terms.at(-1)).toBe('prodotto 19');
  });

  it('counts 20 distinct terms, not 20 raw pieces', () => {
    const q = [...Array(25).fill('pane'), ...Array.from({ length: 20 }, (_, i) => `p${i}`)].join(',');
    expect(splitFastSearch(q)).toHaveLength(20);
  });

  it(`cuts each term to ${FAST_SEARCH_MAX_TERM_LENGTH} characters without splitting a character`, () => {
    expect(splitFastSearch('a'.repeat(150))).toEqual(['a'.repeat(100)]);
    const [term] = splitFastSearch(`${'a'.repeat(99)}🧀🧀`);
    expect(Array.from(term)).toHaveLength(100);
    expect(term.endsWith('🧀')).toBe(true);
  });
});
