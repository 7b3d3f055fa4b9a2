// What a checked price file changes (decision 064): prices and unit prices, promotions ended,
// started or kept, and nothing at all for a line asking what the product already has.
import { describe, expect, it } from 'vitest';
import type { PriceLine } from '../../domain/price-file';
import {
  planPriceUpdate,
  promotionOf,
  restorePrices,
  unitPriceFor,
  type ProductPrices,
  type PromotionRow,
} from '../../domain/price-update';
import { shopInstant } from '../../domain/timeslots';

const NOW = new Date('2026-11-28T09:00:00Z');

const pack: ProductPrices = {
  id: 1,
  kind: 'Confezione',
  infos: { WEIGHT_SELLING: '250', WEIGHT_UNIT_SELLING: 'GR' },
  priceCents: 199,
  listPriceCents: null,
  unitPriceCents: 796,
};

const line = (over: Partial<PriceLine> = {}): PriceLine => ({
  line: 2,
  code: '000001',
  barcode: null,
  priceCents: 249,
  promotion: null,
  ...over,
});

const cut = (over: Partial<NonNullable<PriceLine['promotion']>> = {}): PriceLine['promotion'] => ({
  kind: 'cut',
  priceCents: 199,
  from: null,
  to: '2026-12-31',
  selectable: false,
  ...over,
});

function running(id: number, terms: ReturnType<typeof promotionOf>): PromotionRow {
  return { id, ...terms! };
}

describe('unitPriceFor', () => {
  it('spreads a pack price over the quantity it holds, and prices loose goods per kg already', () => {
    expect(unitPriceFor(pack, 249)).toBe(996);
    expect(unitPriceFor({ ...pack, kind: 'Sfuso', infos: {} }, 1290)).toBe(1290);
    expect(unitPriceFor({ ...pack, infos: { WEIGHT_SELLING: '6', WEIGHT_UNIT_SELLING: 'PZ' } }, 300)).toBe(50);
  });

  it('keeps the ratio of the two prices for a product that says nothing of its quantity', () => {
    expect(unitPriceFor({ ...pack, infos: {}, priceCents: 200, unitPriceCents: 400 }, 300)).toBe(600);
    expect(unitPriceFor({ ...pack, infos: {}, unitPriceCents: null }, 300)).toBeNull();
  });
});

describe('promotionOf', () => {
  it('labels the promotion as the seed does, running from the load through its whole last day in Rome', () => {
    expect(promotionOf(line({ promotion: cut() }), 1, NOW)).toEqual({
      productId: 1,
      promoType: 'TAGLIO_PREZZO',
      discountPerc: 20,
      cssClass: 'promo-cut',
      header: 'Taglio prezzo',
      body: 'Risparmi 0,50 €',
      footer: 'fino al 31/12',
      selectable: false,
      selectableText: null,
      validFrom: NOW,
      validTo: new Date('2026-12-31T23:00:00Z'),
    });
    expect(
      promotionOf(line({ promotion: cut({ kind: 'percent', from: '2026-11-01', to: '2027-07-31', selectable: true }) }), 1, NOW),
    ).toMatchObject({
      promoType: 'SCONTO',
      header: '-20%',
      body: 'Sconto',
      cssClass: 'promo-percent',
      footer: 'fino al 31/07',
      selectableText: 'Vuoi applicare questa promozione?',
      validFrom: shopInstant('2026-11-01', '00:00'),
      // summer time: midnight in Rome is 22:00 UTC
      validTo: new Date('2027-07-31T22:00:00Z'),
    });
    expect(promotionOf(line(), 1, NOW)).toBeNull();
  });
});

describe('planPriceUpdate', () => {
  it('changes a price and its unit price, and ends a promotion the line no longer has', () => {
    const old = running(7, promotionOf(line({ priceCents: 299, promotion: cut() }), 1, new Date('2026-11-01T00:00:00Z')));
    const onPromo = { ...pack, priceCents: 199, listPriceCents: 299 };
    expect(planPriceUpdate([{ line: line(), product: onPromo }], [old], NOW)).toEqual({
      prices: [{ id: 1, priceCents: 249, listPriceCents: null, unitPriceCents: 996 }],
      end: [7],
      drop: [],
      start: [],
      unchanged: 0,
    });
  });

  it('starts a promotion: the product pays its price, the shelf price is struck', () => {
    const plan = planPriceUpdate([{ line: line({ promotion: cut() }), product: pack }], [], NOW);
    expect(plan.prices).toEqual([{ id: 1, priceCents: 199, listPriceCents: 249, unitPriceCents: 796 }]);
    expect(plan.start).toEqual([promotionOf(line({ promotion: cut() }), 1, NOW)]);
    expect(plan.end).toEqual([]);
  });

  it('keeps a running promotion with the same terms (started before, when the line gives no first day), replaces one that differs', () => {
    const wanted = line({ promotion: cut() });
    const product = { ...pack, priceCents: 199, listPriceCents: 249, unitPriceCents: 796 };
    const same = running(3, promotionOf(wanted, 1, new Date('2026-11-20T08:00:00Z')));
    expect(planPriceUpdate([{ line: wanted, product }], [same], NOW)).toEqual({ prices: [], end: [], drop: [], start: [], unchanged: 1 });

    const longer = line({ promotion: cut({ to: '2027-01-15' }) });
    expect(planPriceUpdate([{ line: longer, product }], [same], NOW)).toMatchObject({
      prices: [],
      end: [3],
      start: [{ validTo: shopInstant('2027-01-16', '00:00'), footer: 'fino al 15/01' }],
      unchanged: 0,
    });
    // a first day given must be the running promotion's own
    const dated = line({ promotion: cut({ from: '2026-11-25' }) });
    expect(planPriceUpdate([{ line: dated, product }], [same], NOW).end).toEqual([3]);
  });

  it('takes away promotions not started yet, and ends every running one before starting the new', () => {
    const product = { ...pack, priceCents: 199, listPriceCents: 249 };
    const a = running(1, promotionOf(line({ promotion: cut() }), 1, new Date('2026-11-01T00:00:00Z')));
    const b = running(2, promotionOf(line({ promotion: cut({ kind: 'percent' }) }), 1, new Date('2026-11-02T00:00:00Z')));
    const later = { ...a, id: 3, validFrom: new Date('2026-12-10T00:00:00Z') };
    const plan = planPriceUpdate([{ line: line({ promotion: cut() }), product }], [a, b, later], NOW);
    expect(plan).toMatchObject({ end: [1, 2], drop: [3], unchanged: 0 });
    expect(plan.start).toHaveLength(1);
  });
});

describe('restorePrices', () => {
  it('sells a product whose promotion ended at its shelf price again, with the unit price that goes with it', () => {
    expect(restorePrices([{ ...pack, priceCents: 149, listPriceCents: 199, unitPriceCents: 596 }, pack])).toEqual([
      { id: 1, priceCents: 199, listPriceCents: null, unitPriceCents: 796 },
    ]);
  });
});
