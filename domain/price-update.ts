// What a checked price file (./price-file.ts) changes in the catalogue: the prices each product is
// sold at, the promotions that end, those that start. Pure: the products as they are, their
// promotions not yet ended and the instant of the load come in as arguments. A line asking for what
// its product already has changes nothing, so loading the same file twice writes once.
//
// The catalogue's model (decision 064): price_cents is what is paid, the promotion's price while one
// runs, and list_price_cents the struck price; unit_price_cents follows price_cents. Nothing moves
// price_cents back when a promotion's last day passes: each load gives the products whose promotion
// ended their shelf price back (restorePrices), whether the file names them or not.
import type { PriceLine } from './price-file';
import { discountPercent, promotionFooter, promotionView, SELECTABLE_TEXT } from './promotions';
import { baseQuantity } from './selling-weight';
import { addDays, shopInstant } from './timeslots';

export type ProductPrices = {
  id: number;
  kind: string;
  infos: Record<string, string>;
  priceCents: number;
  listPriceCents: number | null;
  unitPriceCents: number | null;
};

export type PromotionTerms = {
  productId: number;
  promoType: string;
  discountPerc: number | null;
  cssClass: string | null;
  header: string | null;
  body: string | null;
  footer: string | null;
  selectable: boolean;
  selectableText: string | null;
  validFrom: Date;
  validTo: Date;
};

export type PromotionRow = PromotionTerms & { id: number };

export type PriceChange = Pick<ProductPrices, 'id' | 'priceCents' | 'listPriceCents' | 'unitPriceCents'>;

export type PricePlan = {
  prices: PriceChange[];
  /** running promotions, ended at the load */
  end: number[];
  /** promotions not started yet: the line says what the product runs from now on */
  drop: number[];
  start: PromotionTerms[];
  /** lines that change nothing */
  unchanged: number;
};

/**
 * The price per kg, l or piece beside a price: loose goods are priced per kg already, a pack's is
 * its price over the quantity it holds (what the seed computed for every product). A product that
 * says nothing of its quantity keeps the ratio its two prices had.
 */
export function unitPriceFor(product: ProductPrices, priceCents: number): number | null {
  if (product.kind === 'Sfuso') return priceCents;
  const quantity = baseQuantity(product.infos);
  if (quantity) return Math.round(priceCents / quantity);
  if (product.unitPriceCents == null || product.priceCents <= 0) return product.unitPriceCents;
  return Math.round((product.unitPriceCents * priceCents) / product.priceCents);
}

/** the promotion a line asks for, its first instant the load's when the line gives no first day */
export function promotionOf(line: PriceLine, productId: number, now: Date): PromotionTerms | null {
  const promo = line.promotion;
  if (!promo) return null;
  const perc = discountPercent(line.priceCents, promo.priceCents);
  return {
    productId,
    ...promotionView(promo.kind, perc, line.priceCents - promo.priceCents),
    discountPerc: perc,
    footer: promotionFooter(promo.to),
    selectable: promo.selectable,
    selectableText: promo.selectable ? SELECTABLE_TEXT : null,
    validFrom: promo.from ? shopInstant(promo.from, '00:00') : now,
    // through the whole last day: until midnight in Rome
    validTo: shopInstant(addDays(promo.to, 1), '00:00'),
  };
}

function sameTerms(running: PromotionTerms, wanted: PromotionTerms, anyStart: boolean): boolean {
  return (
    running.promoType === wanted.promoType &&
    running.discountPerc === wanted.discountPerc &&
    running.cssClass === wanted.cssClass &&
    running.header === wanted.header &&
    running.body === wanted.body &&
    running.footer === wanted.footer &&
    running.selectable === wanted.selectable &&
    running.selectableText === wanted.selectableText &&
    running.validTo.getTime() === wanted.validTo.getTime() &&
    (anyStart || running.validFrom.getTime() === wanted.validFrom.getTime())
  );
}

/**
 * promotions: every promotion of the lines' products that has not ended at `now` (valid_to after it).
 * Each product appears on one line at most (the caller refuses files naming one twice).
 */
export function planPriceUpdate(
  lines: Array<{ line: PriceLine; product: ProductPrices }>,
  promotions: PromotionRow[],
  now: Date,
): PricePlan {
  const byProduct = new Map<number, PromotionRow[]>();
  for (const p of promotions) byProduct.set(p.productId, [...(byProduct.get(p.productId) ?? []), p]);
  const plan: PricePlan = { prices: [], end: [], drop: [], start: [], unchanged: 0 };

  for (const { line, product } of lines) {
    const own = byProduct.get(product.id) ?? [];
    const running = own.filter((p) => p.validFrom <= now && p.validTo > now);
    const future = own.filter((p) => p.validFrom > now);
    const wanted = promotionOf(line, product.id, now);
    const keep = wanted && running.length === 1 && sameTerms(running[0], wanted, line.promotion!.from === null);
    const end = keep ? [] : running.map((p) => p.id);
    const start = keep || !wanted ? [] : [wanted];

    const priceCents = line.promotion ? line.promotion.priceCents : line.priceCents;
    const listPriceCents = line.promotion ? line.priceCents : null;
    const unitPriceCents = unitPriceFor(product, priceCents);
    const priced =
      priceCents !== product.priceCents || listPriceCents !== product.listPriceCents || unitPriceCents !== product.unitPriceCents;

    if (priced) plan.prices.push({ id: product.id, priceCents, listPriceCents, unitPriceCents });
    plan.end.push(...end);
    plan.drop.push(...future.map((p) => p.id));
    plan.start.push(...start);
    if (!priced && !end.length && !future.length && !start.length) plan.unchanged++;
  }
  return plan;
}

/**
 * Products still priced as on promotion (a list price) with no promotion running: the promotion's
 * last day passed. Their shelf price, the list price, is what they are sold at again.
 */
export function restorePrices(products: ProductPrices[]): PriceChange[] {
  return products.flatMap((p) =>
    p.listPriceCents == null
      ? []
      : [{ id: p.id, priceCents: p.listPriceCents, listPriceCents: null, unitPriceCents: unitPriceFor(p, p.listPriceCents) }],
  );
}
