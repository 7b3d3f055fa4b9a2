// How a promotion presents itself on a product card (the wire's warehousePromo view: cssClass,
// header, body, footer), from its kind and its prices. The seed's promotions and the daily price
// file's (backend/catalog/price-update.ts) are labelled by the same rules.

/** percent: "-30%" Sconto; cut: Taglio prezzo, "Risparmi 0,50 €"; underprice: Sottocosto, "-40%" */
export type PromotionKind = 'percent' | 'cut' | 'underprice';

export type PromotionView = {
  promoType: 'SCONTO' | 'TAGLIO_PREZZO';
  cssClass: string;
  header: string;
  body: string;
};

/** what a selectable promotion asks the shopper (the cart applies it only on a yes) */
export const SELECTABLE_TEXT = 'Vuoi applicare questa promozione?';

function euro(cents: number): string {
  return `${(cents / 100).toFixed(2).replace('.', ',')} €`;
}

export function promotionView(kind: PromotionKind, discountPerc: number, savingCents: number): PromotionView {
  switch (kind) {
    case 'underprice':
      return { promoType: 'SCONTO', cssClass: 'promo-underprice', header: 'Sottocosto', body: `-${discountPerc}%` };
    case 'cut':
      return { promoType: 'TAGLIO_PREZZO', cssClass: 'promo-cut', header: 'Taglio prezzo', body: `Risparmi ${euro(savingCents)}` };
    default:
      return { promoType: 'SCONTO', cssClass: 'promo-percent', header: `-${discountPerc}%`, body: 'Sconto' };
  }
}

/** the discount in whole percent of the list price */
export function discountPercent(listCents: number, promoCents: number): number {
  return Math.round(((listCents - promoCents) / listCents) * 100);
}

/** "fino al 31/01": the last day a promotion runs ('YYYY-MM-DD') */
export function promotionFooter(lastDay: string): string {
  return `fino al ${lastDay.slice(8, 10)}/${lastDay.slice(5, 7)}`;
}
