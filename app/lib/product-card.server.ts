// A product as a card shows it: the listing answers carry every field of the wire, and loader data
// travels to the browser as script, so grids send only what ProductCard reads.
import type { Product, ProductList } from '~/ebsn/schemas';

const CARD_INFOS = ['TIPOLOGIA', 'QTY_MULT', 'QTY_LOCKED', 'MAXACQ', 'WEIGHT_UNIT_BASE'];
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

// the turbo-stream encoding spells out every key, an empty one too: 24 cards carried ~2 KB of them
function compact(card: Product): Product {
  for (const key of Object.keys(card) as Array<keyof Product>) if (card[key] === undefined || card[key] === null) delete card[key];
  return card;
}

// A list from the catalogue cache is the same object on every hit: its cards are made once.
const cards = new WeakMap<ProductList, Product[]>();

/**
 * `shared`: the cards already sent by other lists of the same page, by product id. A product in two
 * lists is then the same object, which the loader data's encoding sends once.
 */
export function withProductCards<T extends ProductList>(list: T, shared?: Map<number, Product>): T {
  let products = cards.get(list);
  if (!products) {
    products = list.products.map(toProductCard);
    cards.set(list, products);
  }
  if (shared) {
    products = products.map((card) => {
      const seen = shared.get(card.productId);
      if (seen) return seen;
      shared.set(card.productId, card);
      return card;
    });
  }
  return { ...list, products };
}
