import { describe, expect, it } from 'vitest';
import { toProductCard } from '~/lib/product-card.server';
import { product } from '../mocks/catalog';

describe('toProductCard', () => {
  const full = product({
    productId: 9,
    name: 'Mozzarella',
    slug: 'mozzarella',
    descr: '<p>Una lunga descrizione</p>',
    metaData: {
      product_description: { ingredients: 'Latte', nutritional_values: '<table><tr><th>Energia</th><td>250 kcal</td></tr></table>' },
    },
    productInfos: { TIPOLOGIA: 'Pezzo', QTY_MULT: '2', LEAD_TIME: '48', WEB_ENABLED: 'true' },
    warehousePromo: {
      warehousePromoId: 3,
      warehousePromoTypeId: 5,
      promoType: 'SCONTO',
      view: { header: '-20%', body: 'Sconto', footer: 'fino al 31/01', cssClass: 'promo' },
    },
    productClasses: [{ productClassId: 1, name: 'Bio', description: 'Da agricoltura biologica', iconSource: 'bio.svg' }],
  });

  it('keeps what a card shows and what its add-to-cart form needs', () => {
    const card = toProductCard(full);
    expect(card).toMatchObject({
      productId: 9,
      name: 'Mozzarella',
      slug: 'mozzarella',
      priceDisplay: 1.99,
      vendor: { name: 'Latteria Veneta' },
    });
    expect(card.productInfos).toEqual({ TIPOLOGIA: 'Pezzo', QTY_MULT: '2' });
    expect(card.warehousePromo?.view).toEqual({ header: '-20%', body: 'Sconto' });
    expect(card.productClasses).toEqual([{ productClassId: 1, name: 'Bio' }]);
  });

  it('drops the detail-only fields', () => {
    const card = toProductCard(full);
    expect(card.descr).toBeUndefined();
    expect(card.metaData).toBeUndefined();
    expect(card.breadCrumbs).toBeUndefined();
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(full).length / 2);
  });
});

describe('toProductCard, empty fields', () => {
  it('leaves out the keys it has no value for, and the list price when a display price is there', () => {
    const card = toProductCard(
      product({ productId: 1, name: 'Pane', slug: 'pane', price: 2, priceDisplay: 1.5, warehousePromo: undefined }),
    );
    expect(card.priceDisplay).toBe(1.5);
    expect('price' in card).toBe(false);
    expect('warehousePromo' in card).toBe(false);
    expect(Object.values(card).some((value) => value === undefined || value === null)).toBe(false);
    expect(toProductCard(product({ productId: 2, name: 'Sale', slug: 'sale', price: 0.8, priceDisplay: null })).price).toBe(0.8);
  });
});

describe('toProductCard, quantity infos', () => {
  it('keeps the selling weight and step of loose goods only, which the quantity rules read', () => {
    const weights = { WEIGHT_SELLING: '500', WEIGHT_UNIT_SELLING: 'GR', STEP_SELLING: '100' };
    const loose = toProductCard(product({ productId: 3, name: 'Mele', slug: 'mele', productInfos: { TIPOLOGIA: 'Sfuso', ...weights } }));
    expect(loose.productInfos).toEqual({ TIPOLOGIA: 'Sfuso', ...weights });
    const piece = toProductCard(
      product({ productId: 4, name: 'Latte', slug: 'latte', productInfos: { TIPOLOGIA: 'Pezzo', MAXACQ: '5', ...weights } }),
    );
    expect(piece.productInfos).toEqual({ TIPOLOGIA: 'Pezzo', MAXACQ: '5' });
  });
  it("keeps the unit word and the case size, so a card's stepper reads as the product page does (issue 24)", () => {
    const infos = { TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'conf', LOGISTIC_PACKAGING_ITEMS: '6', PACKAGE_DESCR: 'Confezione da 6' };
    const pack = toProductCard(product({ productId: 5, name: 'Lambrusco', slug: 'lambrusco', productInfos: infos }));
    expect(pack.productInfos).toEqual({ TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'conf', LOGISTIC_PACKAGING_ITEMS: '6' });
  });
});
