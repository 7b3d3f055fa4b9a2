// A tiny catalogue in eBSN wire format, shared by storefront unit tests (and any development mock).
import type { CategoryNode, Product } from '~/ebsn/schemas';

export const tree: CategoryNode[] = [
  {
    categoryId: 1,
    parentId: null,
    name: 'Latte, latticini e formaggi',
    slug: 'latte-latticini-e-formaggi',
    categories: [
      {
        categoryId: 11,
        parentId: 1,
        name: 'Formaggi freschi',
        slug: 'formaggi-freschi',
        categories: [{ categoryId: 111, parentId: 11, name: 'Mozzarelle', slug: 'mozzarelle', categories: [] }],
      },
    ],
  },
  {
    categoryId: 2,
    parentId: null,
    name: 'Frutta e verdura',
    slug: 'frutta-e-verdura',
    categories: [
      {
        categoryId: 21,
        parentId: 2,
        name: 'Frutta',
        slug: 'frutta',
        categories: [{ categoryId: 211, parentId: 21, name: 'Mele', slug: 'mele', categories: [] }],
      },
    ],
  },
];

export function product(overrides: Partial<Product> & { productId: number; name: string; slug: string }): Product {
  return {
    code: String(overrides.productId).padStart(6, '0'),
    description: 'GR. 125',
    vendor: { vendorId: 1, name: 'Latteria Veneta' },
    mediaURL: '/photo/cheese-wedge.svg',
    mediaURLMedium: '/photo/cheese-wedge.svg',
    categoryId: 111,
    breadCrumbs: [
      { categoryId: 1, name: 'Latte, latticini e formaggi', slug: 'latte-latticini-e-formaggi' },
      { categoryId: 11, name: 'Formaggi freschi', slug: 'formaggi-freschi' },
      { categoryId: 111, name: 'Mozzarelle', slug: 'mozzarelle' },
    ],
    available: 1,
    price: 1.99,
    priceDisplay: 1.99,
    priceUmDisplay: 15.92,
    priceUnitDisplay: 'pz',
    productInfos: { TIPOLOGIA: 'Pezzo', QTY_MULT: '1' },
    productClasses: [],
    ...overrides,
  };
}

export const products: Product[] = [
  product({ productId: 101, name: 'Mozzarella di Bufala Campana DOP', slug: 'mozzarella-di-bufala-campana-dop-125g' }),
  product({
    productId: 102,
    name: 'Mozzarelle ciliegine',
    slug: 'mozzarelle-ciliegine-250g',
    price: 2.49,
    priceDisplay: 2.49,
    priceStandardDisplay: 3.19,
    warehousePromo: { warehousePromoId: 5, view: { header: '-22%', body: 'Sconto', footer: 'fino al 30/11', cssClass: 'promo-percent' } },
  }),
  product({
    productId: 201,
    name: 'Mele Golden Trentino',
    slug: 'mele-golden-trentino',
    description: 'AL KG',
    categoryId: 211,
    price: 2.2,
    priceDisplay: 2.2,
    priceUnitDisplay: 'kg',
    productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '500', STEP_SELLING: '250', WEIGHT_UNIT_SELLING: 'gr', WEIGHT_UNIT_BASE: 'kg' },
    breadCrumbs: [
      { categoryId: 2, name: 'Frutta e verdura', slug: 'frutta-e-verdura' },
      { categoryId: 21, name: 'Frutta', slug: 'frutta' },
      { categoryId: 211, name: 'Mele', slug: 'mele' },
    ],
  }),
];
