// Quantity rules of the spec (shopping.md §4 "Quantity stepping", §5): what the first press of
// "add to cart" puts in the cart, in the unit the cart stores.
export type ProductInfos = Record<string, string | undefined>;

export type Tipologia = 'Pezzo' | 'Sfuso' | 'Confezione';

export function tipologia(infos: ProductInfos | null | undefined): Tipologia {
  const kind = infos?.TIPOLOGIA;
  return kind === 'Sfuso' || kind === 'Confezione' ? kind : 'Pezzo';
}

function positive(value: string | undefined): number | undefined {
  const n = Number(value?.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Multiplier between the selling weight unit and the stored base unit (g and gr 1000; kg 1; hg 10; dag 100; ml 1000; cl 100; lt and l 1). */
export const UNIT_MULTIPLIER: Record<string, number> = { g: 1000, gr: 1000, kg: 1, hg: 10, dag: 100, ml: 1000, cl: 100, lt: 1, l: 1 };

/**
 * Pezzo and Confezione: one multiple of QTY_MULT (1 when absent), never below minAcq.
 * Sfuso: WEIGHT_SELLING in the selling unit, stored divided by the unit multiplier (e.g. 500 gr → 0.5 kg).
 */
export function firstAddQuantity(infos: ProductInfos | null | undefined, minAcq?: number | null): number {
  if (tipologia(infos) === 'Sfuso') {
    const weight = positive(infos?.WEIGHT_SELLING) ?? positive(infos?.STEP_SELLING) ?? 1;
    const multiplier = UNIT_MULTIPLIER[(infos?.WEIGHT_UNIT_SELLING ?? 'kg').toLowerCase()] ?? 1;
    return round3(weight / multiplier);
  }
  const mult = positive(infos?.QTY_MULT) ?? 1;
  const min = minAcq && minAcq > 0 ? minAcq : 0;
  return Math.max(mult, Math.ceil(min / mult) * mult);
}
