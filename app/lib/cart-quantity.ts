// How a cart quantity reads: pieces as 'pz', loose goods in the unit they are sold by (a cart stores
// 0.5 kg of a product sold by the gram; the shopper reads '500 g'). Shared by server and browser.
import { round3, tipologia, UNIT_MULTIPLIER, type ProductInfos } from '#domain/quantity';
import { LOCALE } from '~/i18n/t';

export type ShownQuantity = { value: number; unit: string };

export function sellingUnit(infos: ProductInfos | null | undefined): { unit: string; multiplier: number } {
  const unit = (infos?.WEIGHT_UNIT_SELLING ?? 'kg').toLowerCase();
  return { unit: unit === 'gr' ? 'g' : unit, multiplier: UNIT_MULTIPLIER[unit] ?? 1 };
}

export function shownQuantity(quantity: number, infos: ProductInfos | null | undefined): ShownQuantity {
  // pieces and packs in the product's selling unit ('conf'), 'pz' by default, at most 4 characters (spec §9)
  if (tipologia(infos) !== 'Sfuso') return { value: round3(quantity), unit: (infos?.UNIT_SELLING || 'pz').slice(0, 4) };
  const { unit, multiplier } = sellingUnit(infos);
  return { value: round3(quantity * multiplier), unit };
}

/** '2 pz', '500 g', '1,5 kg' (the English shop's '1.5 kg') */
export function quantityLabel(quantity: number, infos: ProductInfos | null | undefined): string {
  const { value, unit } = shownQuantity(quantity, infos);
  return `${LOCALE === 'en' ? String(value) : String(value).replace('.', ',')} ${unit}`;
}

/** A quantity typed in the selling unit, back in the unit the cart stores. */
export function storedQuantity(typed: number, infos: ProductInfos | null | undefined): number {
  if (tipologia(infos) !== 'Sfuso') return typed;
  return round3(typed / sellingUnit(infos).multiplier);
}
