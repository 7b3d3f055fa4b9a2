// bench:backend's requests (bench/distinct-requests.mjs): distinct, the same from the same seed, in
// the storefront's shapes, with a fifth of the searches mistyped.
import { describe, expect, it } from 'vitest';
import { createRng, requestLists, searchQueries, typo, wordsOf } from '../../bench/distinct-requests.mjs';

const names = [
  'Latte intero fresco',
  'Mozzarella di bufala campana',
  'Passata di pomodoro',
  'Biscotti frollini al cacao',
  'Caffè macinato',
];
const brands = ['Granarolo', 'Mutti', 'Mulino Bianco', 'Lavazza'];
const products = Array.from({ length: 400 }, (_, i) => ({
  productId: i + 1,
  slug: `prodotto-${i + 1}`,
  name: `${names[i % names.length]} ${['Bio', 'Classico', 'Leggero', 'Selezione Oro'][i % 4]}`,
  vendor: { vendorId: i % brands.length, name: brands[i % brands.length] },
}));
const categories = [
  { categoryId: 1, slug: 'latte', total: 1000 },
  { categoryId: 2, slug: 'latte/fresco', total: 30 },
  { categoryId: 3, slug: 'vuota', total: 0 },
];
const draw = (seed = 'x') => requestLists({ categories, products, promoTotal: 11_761, words: 60, count: 300, seed });

describe('bench:backend requests', () => {
  it('draws the same requests from the same seed, and others from another', () => {
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a').category).not.toEqual(draw('b').category);
  });

  it('never repeats a request within a kind', () => {
    for (const [kind, list] of Object.entries(draw())) {
      expect(new Set(list).size, kind).toBe(list.length);
    }
  });

  it('asks as the storefront does', () => {
    const lists = draw();
    for (const path of lists.search) expect(path).toMatch(/^\/products\?page=1&page_size=24&q=[^&]+$/);
    for (const path of lists.category) {
      const params = new URLSearchParams(path.split('?')[1]);
      expect(['1', '2']).toContain(params.get('parent_category_id'));
      const last = params.get('parent_category_id') === '1' ? 42 : 2;
      expect(Number(params.get('page'))).toBeGreaterThanOrEqual(1);
      expect(Number(params.get('page'))).toBeLessThanOrEqual(last);
      expect(['', 'name_asc', 'name_des', 'pri_asc', 'pri_des']).toContain(params.get('sort') ?? '');
    }
    const promoPages = lists.promotions.map((path) => Number(new URLSearchParams(path.split('?')[1]).get('page')));
    // deep pages too: the promotions' last page is 491
    expect(Math.max(...promoPages)).toBeGreaterThan(300);
    for (const path of lists.promotions) expect(path).toMatch(/^\/products\?promo=true&(sort=\w+&)?page=\d+&page_size=24$/);
    expect(lists.product.length).toBe(300);
    for (const path of lists.product) expect(path).toMatch(/^\/products\?slug=prodotto-\d+$/);
    for (const path of lists.productById) expect(path).toMatch(/^\/products\/\d+$/);
    expect(lists.categoryBySlug).toHaveLength(2);
  });

  it('mistypes a fifth of the searches, each by one slip', () => {
    const queries: { q: string; typo: boolean }[] = searchQueries(products, 60, createRng('t'));
    expect(queries).toHaveLength(60);
    expect(new Set(queries.map((q) => q.q)).size).toBe(60);
    expect(queries.filter((q) => q.typo)).toHaveLength(12);
    const known = new Set(products.flatMap((p) => [...wordsOf(p.name), ...wordsOf(p.vendor.name)]));
    for (const query of queries) {
      const unknown = query.q.split(' ').filter((w: string) => !known.has(w) && !/^\w{4,6}$/.test(w));
      if (query.typo) expect(unknown.length, query.q).toBeLessThanOrEqual(1);
    }
  });

  it('slips once: a letter dropped, doubled, swapped or wrong, never the first or last', () => {
    const rng = createRng('slips');
    for (let i = 0; i < 200; i++) {
      const slipped = typo('mozzarella', rng);
      expect(slipped).not.toBe('mozzarella');
      expect(slipped[0]).toBe('m');
      expect(slipped.at(-1)).toBe('a');
      expect(Math.abs(slipped.length - 'mozzarella'.length)).toBeLessThanOrEqual(1);
    }
    expect(typo('uva', rng)).toBe('uva');
  });
});
