// A product as a card shows it: the listing answers carry every field of the wire, and loader data
// travels to the browser as script (packed, decision 016), so grids send only what ProductCard reads.
import type { Product, ProductList } from '~/ebsn/schemas';

// UNIT_SELLING: the card's stepper says 'conf' as the product page does; LOGISTIC_PACKAGING_ITEMS: its case count
const CARD_INFOS = ['TIPOLOGIA', 'QTY_MULT', 'QTY_LOCKED', 'MAXACQ', 'WEIGHT_UNIT_BASE', 'UNIT_SELLING', 'LOGISTIC_PACKAGING_ITEMS'];
// the quantity rules read the selling weight and step of loose goods only (domain/quantity)
const LOOSE_INFOS = [...CARD_INFOS, 'WEIGHT_SELLING', 'STEP_SELLING', 'WEIGHT_UNIT_SELLING'];

export function toProductCard(p: Product): Product {
  const infos = p.productInfos ?? {};
  return compact({
    productId: p.productId,
    slug: p.slug,
    name: p.name,
    description: p.description,
    vendor: p.vendor ? { vendorId: p.vendor.vendorId, name: p.vendor.name } : undefined,
    mediaURLMedium: p.mediaURLMedium ?? p.mediaURL ?? p.media?.[0]?.medium ?? undefined,
    // the card reads priceDisplay first: the list price only travels when there is no other
    price: p.priceDisplay === null || p.priceDisplay === undefined ? p.price : undefined,
    priceDisplay: p.priceDisplay,
    priceStandardDisplay: p.priceStandardDisplay,
    priceUmDisplay: p.priceUmDisplay,
    priceStandardUmDisplay: p.priceStandardUmDisplay,
    priceUnitDisplay: p.priceUnitDisplay,
    unitMeasureBaseSelling: p.unitMeasureBaseSelling?.um ? { um: p.unitMeasureBaseSelling.um } : undefined,
    productInfos: Object.fromEntries(
      (infos.TIPOLOGIA === 'Sfuso' ? LOOSE_INFOS : CARD_INFOS).filter((k) => infos[k] !== undefined).map((k) => [k, infos[k]]),
    ),
    minAcq: p.minAcq,
    warehousePromo: p.warehousePromo
      ? {
          warehousePromoId: p.warehousePromo.warehousePromoId,
          warehousePromoTypeId: p.warehousePromo.warehousePromoTypeId,
          view: { header: p.warehousePromo.view.header, body: p.warehousePromo.view.body },
        }
      : undefined,
    isNew: p.isNew || p.newProduct || undefined,
    productClasses: p.productClasses?.length
      ? p.productClasses.map((c) => ({ productClassId: c.productClassId, name: c.name }))
      : undefined,
    available: p.available,
    selectOptions: p.selectOptions?.length ? p.selectOptions : undefined,
  });
}

// JSON keeps a null key: every one of 24 cards would carry the keys it has no value for
function compact(card: Product): Product {
  for (const key of Object.keys(card) as Array<keyof Product>) if (card[key] === undefined || card[key] === null) delete card[key];
  return card;
}

// A list from the catalogue cache is the same object on every hit: its cards are made once.
const cards = new WeakMap<ProductList, Product[]>();

export function withProductCards<T extends ProductList>(list: T): T {
  let products = cards.get(list);
  if (!products) {
    products = list.products.map(toProductCard);
    cards.set(list, products);
  }
  return { ...list, products };
}
