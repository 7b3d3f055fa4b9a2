import { describe, expect, it } from 'vitest';
import { metaPageData, pack, unpack, type Packed } from '~/lib/packed';

describe('packed page data (decision 016)', () => {
  const page = { title: 'Frutta', list: { products: [{ productId: 1, name: 'Mele', price: 1.5 }], page: { totItems: 1 } } };

  it('travels as the JSON text of the page and comes back equal', () => {
    const packed = pack(page);
    expect(typeof packed).toBe('string');
    expect(JSON.parse(packed)).toEqual(page);
    expect(unpack(packed)).toEqual(page);
  });

  it('is parsed once for the component and the meta of the same page, again for another page', () => {
    const packed = pack(page);
    const first = unpack(packed);
    expect(unpack(pack(page))).toBe(first);
    const other = unpack(pack({ ...page, title: 'Verdura' }));
    expect(other).not.toBe(first);
    expect(other.title).toBe('Verdura');
  });

  it('gives meta nothing when the loader failed', () => {
    expect(metaPageData(undefined)).toBeUndefined();
    expect(metaPageData(pack(page) as Packed<unknown>)).toEqual(page);
  });
});
