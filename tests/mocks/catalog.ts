// A tiny catalogue in eBSN wire format as live shops put it (ebsn-wire.md "What public clients rely
// on"): slugs of second level and deeper are paths from the top, keys without a value are left out,
// every product has WEIGHT_SELLING and WEIGHT_UNIT_SELLING, shortDescr is the brand. Shared by the
// storefront's unit tests (and any development mock).
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
        slug: 'latte-latticini-e-formaggi/formaggi-freschi',
        categories: [
          {
            categoryId: 111,
            parentId: 11,
            name: 'Mozzarelle',
            slug: 'latte-latticini-e-formaggi/formaggi-freschi/mozzarelle',
            categories: [],
          },
        ],
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
        slug: 'frutta-e-verdura/frutta',
        categories: [{ categoryId: 211, parentId: 21, name: 'Mele', slug: 'frutta-e-verdura/frutta/mele', categories: [] }],
      },
    ],
  },
];

export function product(overrides: Partial<Product> & { productId: number; name: string; slug: string }): Product {
  return {
    code: String(overrides.productId).padStart(6, '0'),
    shortDescr: 'LATTERIA VENETA',
    description: 'GR. 125',
    vendor: { vendorId: 1, name: 'Latteria Veneta' },
    mediaURL: '/photo/cheese-wedge.svg',
    mediaURLMedium: '/photo/cheese-wedge.svg',
    categoryId: 111,
    breadCrumbs: [
      { categoryId: 1, name: 'Latte, latticini e formaggi', slug: 'latte-latticini-e-formaggi' },
      { categoryId: 11, name: 'Formaggi freschi', slug: 'latte-latticini-e-formaggi/formaggi-freschi' },
      { categoryId: 111, name: 'Mozzarelle', slug: 'latte-latticini-e-formaggi/formaggi-freschi/mozzarelle' },
    ],
    available: 1,
    price: 1.99,
    priceDisplay: 1.99,
    priceUmDisplay: 15.92,
    priceUnitDisplay: 'pz',
    productInfos: { TIPOLOGIA: 'Pezzo', QTY_MULT: '1', WEIGHT_SELLING: '125', WEIGHT_UNIT_SELLING: 'GR' },
    productClasses: [],
    ...overrides,
  };
}

export const products: Product[] = [
  product({
    productId: 101,
    name: 'Mozzarella di Bufala Campana DOP',
    slug: 'mozzarella-di-bufala-campana-dop-125g',
    isNew: true,
    newProduct: true,
    metaData: {
      product_description: {
        ingredients: 'Latte di bufala, sale, caglio.',
        // as live shops send it, with what a hostile or careless back office could put in it
        nutritional_values:
          '<table style="color:red"><caption>Tabella del fornitore</caption><thead><tr><th>Valori nutrizionali medi</th><th>per 100 g</th></tr></thead>' +
          '<tbody><tr><td onclick="steal()">Energia</td><td>1050 kJ / 253 kcal<script>alert(1)</script></td></tr>' +
          '<tr><td>Grassi</td><td>20 g<img src=x onerror="alert(2)"></td></tr>' +
          '<tr><td>Sale &amp; minerali</td><td>0,5 g<style>body{display:none}</style></td></tr></tbody></table>',
      },
    },
  }),
  product({
    productId: 102,
    name: 'Mozzarelle ciliegine',
    slug: 'mozzarelle-ciliegine-250g',
    price: 2.49,
    priceDisplay: 2.49,
    priceStandardDisplay: 3.19,
    priceUmDisplay: 9.96,
    priceStandardUmDisplay: 12.76,
    productInfos: { TIPOLOGIA: 'Pezzo', QTY_MULT: '1', WEIGHT_SELLING: '250', WEIGHT_UNIT_SELLING: 'GR' },
    warehousePromo: {
      warehousePromoId: 5,
      warehousePromoTypeId: 5,
      promoType: 'SCONTO',
      discountPerc: 22,
      view: { header: '-22%', body: 'Sconto', footer: 'fino al 30/11', cssClass: 'promo-percent' },
    },
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
    priceUmDisplay: 2.2,
    productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '500', STEP_SELLING: '250', WEIGHT_UNIT_SELLING: 'GR', WEIGHT_UNIT_BASE: 'kg' },
    breadCrumbs: [
      { categoryId: 2, name: 'Frutta e verdura', slug: 'frutta-e-verdura' },
      { categoryId: 21, name: 'Frutta', slug: 'frutta-e-verdura/frutta' },
      { categoryId: 211, name: 'Mele', slug: 'frutta-e-verdura/frutta/mele' },
    ],
  }),
];

// beginWeekDay: 1 = Sunday, 2 = Monday ... 7 = Saturday
export const warehouses = [
  {
    warehouseId: 1,
    slug: 'spesa-padova-arcella',
    name: 'Spesa Padova Arcella',
    warehouseType: 'store',
    address: {
      address1: 'Via Tiziano Aspetti',
      addressNumber: '112',
      city: 'Padova',
      province: 'PD',
      postalcode: '35133',
      latitude: 45.4244,
      longitude: 11.8866,
    },
    deliveryServices: [1, 2, 4],
    metaData: { warehouse_locator: { PHONE: '049 8712345' } },
    serviceHours: {
      default: [
        ...[2, 3, 4, 5, 6, 7].map((beginWeekDay) => ({ beginWeekDay, beginHour: '08:00', endHour: '20:30' })),
        { beginWeekDay: 1, beginHour: '09:00', endHour: '13:00' },
      ],
    },
  },
];
