// A small hand-made catalogue for backend tests: three category levels, brands, classes, pieces and
// loose goods, an active and an expired promotion, stores, pictures, content pages and menus.
import type { Database } from '../../../backend/db/client';
import {
  category,
  categoryBlock,
  cmsPage,
  menuItem,
  picture,
  product,
  productClass,
  productToClass,
  promotion,
  vendor,
  warehouse,
} from '../../../backend/db/schema';

const DAY = 86_400_000;

export const ids = {
  latticini: 1,
  formaggi: 2,
  mozzarelle: 3,
  latte: 4,
  latteFresco: 5,
  bevande: 6,
  caffe: 7,
  caffeMacinato: 8,
  formaggiDuri: 9,
  home: 20,
  emptyTop: 30,
  bufala: 101,
  fiordilatte: 102,
  mozzLight: 103,
  latteIntero: 104,
  latteBio: 105,
  espresso: 106,
  crema: 107,
  parmigiano: 108,
  granarolo: 1,
  sorrentino: 2,
  parmalat: 3,
  lavazza: 4,
  consorzio: 5,
  bio: 1,
  glutenFree: 2,
};

type ProductInput = Partial<typeof product.$inferInsert> & Pick<typeof product.$inferInsert, 'id' | 'name' | 'categoryId'>;

function item(p: ProductInput): typeof product.$inferInsert {
  const slug = p.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
  return {
    code: String(p.id).padStart(6, '0'),
    slug,
    barcode: `80000000${String(p.id).padStart(5, '0')}`,
    kind: 'Pezzo',
    infos: { QTY_MULT: '1', MAXACQ: '30' },
    priceCents: 199,
    picture: `prod-${p.id}`,
    ...p,
  };
}

export async function insertFixtures(db: Database): Promise<void> {
  const now = Date.now();
  await db.insert(category).values([
    {
      id: ids.latticini,
      slug: 'latticini',
      name: 'Latticini',
      depth: 1,
      position: 2,
      title: 'Latticini freschi',
      description: 'Latte, formaggi e yogurt',
      content: '<p>Il meglio del fresco</p>',
    },
    { id: ids.formaggi, parentId: ids.latticini, slug: 'latticini/formaggi', name: 'Formaggi', depth: 2, position: 1 },
    { id: ids.mozzarelle, parentId: ids.formaggi, slug: 'latticini/formaggi/mozzarelle', name: 'Mozzarelle', depth: 3, position: 1 },
    {
      id: ids.formaggiDuri,
      parentId: ids.formaggi,
      slug: 'latticini/formaggi/formaggi-duri',
      name: 'Formaggi duri',
      depth: 3,
      position: 2,
    },
    { id: ids.latte, parentId: ids.latticini, slug: 'latticini/latte', name: 'Latte', depth: 2, position: 0 },
    { id: ids.latteFresco, parentId: ids.latte, slug: 'latticini/latte/latte-fresco', name: 'Latte fresco', depth: 3, position: 0 },
    { id: ids.bevande, slug: 'bevande', name: 'Bevande', depth: 1, position: 1 },
    { id: ids.caffe, parentId: ids.bevande, slug: 'bevande/caffe', name: 'Caffè', depth: 2, position: 0 },
    { id: ids.caffeMacinato, parentId: ids.caffe, slug: 'bevande/caffe/caffe-macinato', name: 'Caffè macinato', depth: 3, position: 0 },
    { id: ids.emptyTop, slug: 'surgelati', name: 'Surgelati', depth: 1, position: 3 },
    { id: ids.home, slug: 'home-2022', name: 'Home', depth: 1, position: 0, kind: 'content', title: 'Spesa online' },
  ]);
  await db.insert(categoryBlock).values([
    {
      id: 1,
      categoryId: ids.home,
      position: 0,
      template: 'banner',
      title: 'Offerte',
      proposals: [{ name: 'Sconti', img: 'banner-1', link: '/search?promo=true', bgColor: '#c00' }],
    },
    {
      id: 2,
      categoryId: ids.home,
      position: 1,
      template: 'product-row',
      title: 'In offerta',
      productQuery: { promo: 'true', page_size: '12' },
    },
  ]);
  await db.insert(vendor).values([
    { id: ids.granarolo, name: 'Granarolo' },
    { id: ids.sorrentino, name: 'Caseificio Sorrentino' },
    { id: ids.parmalat, name: 'Parmalat' },
    { id: ids.lavazza, name: 'Lavazza' },
    { id: ids.consorzio, name: 'Consorzio Parmigiano' },
  ]);
  await db.insert(productClass).values([
    { id: ids.bio, name: 'Bio', icon: 'class-bio' },
    { id: ids.glutenFree, name: 'Senza glutine' },
  ]);
  await db.insert(product).values([
    item({
      id: ids.bufala,
      name: 'Mozzarella di Bufala Campana DOP',
      vendorId: ids.sorrentino,
      categoryId: ids.mozzarelle,
      priceCents: 399,
      listPriceCents: 499,
      unitPriceCents: 1596,
      unitBase: 'kg',
      packDescr: 'GR. 250',
      popularity: 50,
      shortDescr: 'Caseificio Sorrentino',
      barcode: '8001234567890',
      ingredients: 'Latte di bufala, sale, caglio',
      allergens: 'Latte',
      storage: 'Conservare in frigorifero',
      origin: 'Italia',
      nutrition: [{ name: 'Energia', value: '1050 kJ' }],
      infos: { MINACQ: '2', QTY_MULT: '1', WEIGHT_SELLING: '250', WEIGHT_UNIT_SELLING: 'GR' },
    }),
    item({
      id: ids.fiordilatte,
      name: 'Mozzarella Fior di Latte',
      vendorId: ids.granarolo,
      categoryId: ids.mozzarelle,
      priceCents: 189,
      popularity: 80,
    }),
    item({
      id: ids.mozzLight,
      name: 'Mozzarella Light',
      vendorId: ids.granarolo,
      categoryId: ids.mozzarelle,
      priceCents: 209,
      popularity: 10,
      isNew: true,
    }),
    item({
      id: ids.latteIntero,
      name: 'Latte Intero Fresco',
      vendorId: ids.granarolo,
      categoryId: ids.latteFresco,
      priceCents: 149,
      popularity: 100,
      packDescr: 'LT. 1',
    }),
    item({
      id: ids.latteBio,
      name: 'Latte Parzialmente Scremato Bio',
      vendorId: ids.parmalat,
      categoryId: ids.latteFresco,
      priceCents: 139,
      popularity: 70,
    }),
    item({
      id: ids.espresso,
      name: 'Caffè Espresso Macinato',
      vendorId: ids.lavazza,
      categoryId: ids.caffeMacinato,
      priceCents: 499,
      listPriceCents: 599,
      popularity: 90,
    }),
    item({
      id: ids.crema,
      name: 'Caffè Crema Gusto Ricco',
      vendorId: ids.lavazza,
      categoryId: ids.caffeMacinato,
      priceCents: 429,
      popularity: 60,
    }),
    item({
      id: ids.parmigiano,
      name: 'Parmigiano Reggiano 24 mesi',
      vendorId: ids.consorzio,
      categoryId: ids.formaggiDuri,
      kind: 'Sfuso',
      priceCents: 2290,
      unitPriceCents: 2290,
      priceUnit: 'kg',
      unitBase: 'kg',
      popularity: 40,
      available: false,
      infos: { WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1', WEIGHT_UNIT_SELLING: 'kg' },
      selectOptions: [
        {
          name: 'Taglio',
          parameterName: 'taglio',
          options: [
            { key: 'pezzo', value: 'A pezzo' },
            { key: 'grattugiato', value: 'Grattugiato' },
          ],
        },
      ],
    }),
  ]);
  await db.insert(productToClass).values([
    { productId: ids.bufala, productClassId: ids.glutenFree },
    { productId: ids.latteBio, productClassId: ids.bio },
    { productId: ids.crema, productClassId: ids.bio },
    { productId: ids.fiordilatte, productClassId: ids.glutenFree },
  ]);
  await db.insert(promotion).values([
    {
      id: 1,
      productId: ids.bufala,
      promoType: 'SCONTO',
      discountPerc: 20,
      cssClass: 'promo-sconto',
      header: '-20%',
      body: 'Sconto',
      validFrom: new Date(now - DAY),
      validTo: new Date(now + 7 * DAY),
    },
    // expired: the espresso's list price must no longer be shown struck
    {
      id: 2,
      productId: ids.espresso,
      promoType: 'SCONTO',
      discountPerc: 15,
      header: '-15%',
      validFrom: new Date(now - 10 * DAY),
      validTo: new Date(now - DAY),
    },
  ]);
  await db.insert(warehouse).values([
    {
      id: 1,
      slug: 'spesa-padova-centro',
      name: 'Spesa Padova Centro',
      address1: 'Via Roma',
      addressNumber: '10',
      city: 'Padova',
      province: 'PD',
      postalcode: '35122',
      region: 'Veneto',
      latitude: 45.4064,
      longitude: 11.8768,
      phone: '049 123456',
      services: [1, 2],
      // Monday to Saturday (1 = Sunday on the wire)
      hours: [2, 3, 4, 5, 6, 7].map((beginWeekDay) => ({ beginWeekDay, beginHour: '08:00', endHour: '20:00' })),
    },
    {
      id: 2,
      slug: 'spesa-bologna',
      name: 'Spesa Bologna',
      address1: 'Via Emilia',
      addressNumber: '5',
      city: 'Bologna',
      province: 'BO',
      postalcode: '40121',
      region: 'Emilia Romagna',
      latitude: 44.4949,
      longitude: 11.3426,
      services: [1],
      hours: [],
    },
    {
      id: 3,
      slug: 'locker-mestre',
      name: 'Locker Mestre',
      address1: 'Piazza Ferretto',
      city: 'Venezia',
      province: 'VE',
      postalcode: '30172',
      region: 'Veneto',
      latitude: 45.49,
      longitude: 12.24,
      kind: 'locker',
      services: [4],
      hours: [],
    },
  ]);
  await db
    .insert(picture)
    .values([{ name: 'prod-101', body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>' }]);
  await db.insert(cmsPage).values([
    {
      id: 1,
      slug: 'privacy-policy',
      title: 'Privacy policy',
      content: '<h2>Informativa</h2><p>I tuoi dati sono al sicuro.</p>',
      seoTitle: 'Privacy | Spesa',
      seoDescription: 'Come trattiamo i dati',
      modifiedAt: new Date(now - DAY),
    },
    {
      id: 2,
      slug: 'contatti',
      title: 'Contatti',
      content: '<p>Scrivici</p>',
      validity: 'Valido dal 1 gennaio',
      modifiedAt: new Date(now - 2 * DAY),
    },
    {
      id: 3,
      slug: 'condizioni-vendita',
      title: 'Condizioni di vendita',
      content: '<p>Condizioni</p>',
      modifiedAt: new Date(now - 3 * DAY),
    },
  ]);
  await db.insert(menuItem).values([
    { id: 1, location: 'footer', position: 0, title: 'Azienda', url: '#' },
    { id: 2, location: 'footer', parentId: 1, position: 1, title: 'Contatti', url: '/page/contatti' },
    { id: 3, location: 'footer', parentId: 1, position: 0, title: 'Privacy', url: '/page/privacy-policy', target: '_blank' },
    { id: 4, location: 'footer', position: 1, title: 'Aiuto', url: '/page/aiuto' },
    { id: 5, location: 'footer-legal', position: 0, title: 'Condizioni', url: '/page/condizioni-vendita' },
  ]);
}
