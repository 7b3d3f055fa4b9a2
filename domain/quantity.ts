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

/**
 * How a product's quantity moves (spec §4 "Quantity stepping"), in the unit the cart stores:
 * pieces for Pezzo and Confezione, the base weight unit (kg, l) for Sfuso.
 * `first` is what the first add puts in the cart, `step` what plus and minus move by, `weight`
 * the smallest loose quantity (below it minus drops to 0), `max` MAXACQ when set.
 */
export type QuantityRules = {
  kind: Tipologia;
  first: number;
  step: number;
  min: number;
  max: number | undefined;
  locked: boolean;
  /** the unit the quantity is in: 'pz', or the base unit of a loose good */
  unit: string;
};

const BASE_UNIT: Record<string, string> = { g: 'kg', gr: 'kg', kg: 'kg', hg: 'kg', dag: 'kg', ml: 'l', cl: 'l', lt: 'l', l: 'l' };

export function quantityRules(infos: ProductInfos | null | undefined, minAcq?: number | null): QuantityRules {
  const kind = tipologia(infos);
  const first = firstAddQuantity(infos, minAcq);
  if (kind === 'Sfuso') {
    const unit = (infos?.WEIGHT_UNIT_SELLING ?? 'kg').toLowerCase();
    const multiplier = UNIT_MULTIPLIER[unit] ?? 1;
    const step = round3((positive(infos?.STEP_SELLING) ?? positive(infos?.WEIGHT_SELLING) ?? 1) / multiplier);
    return { kind, first, step, min: first, max: undefined, locked: false, unit: BASE_UNIT[unit] ?? 'kg' };
  }
  const step = positive(infos?.QTY_MULT) ?? 1;
  const min = minAcq && minAcq > 0 ? minAcq : 0;
  return { kind, first, step, min, max: positive(infos?.MAXACQ), locked: infos?.QTY_LOCKED === 'true', unit: 'pz' };
}

function capped(n: number, rules: QuantityRules): number {
  return round3(rules.max !== undefined ? Math.min(n, rules.max) : n);
}

/** Plus: the next multiple of QTY_MULT, never below minAcq; loose goods add a step (the first, WEIGHT_SELLING). */
export function stepUp(quantity: number, rules: QuantityRules): number {
  if (rules.kind === 'Sfuso') return round3(quantity > 0 ? quantity + rules.step : rules.first);
  const next = (Math.floor(round3(quantity / rules.step)) + 1) * rules.step;
  return capped(Math.max(next, rules.first), rules);
}

/** Minus: the next lower multiple, or 0 below minAcq; loose goods drop to 0 below the selling weight. */
export function stepDown(quantity: number, rules: QuantityRules): number {
  if (rules.kind === 'Sfuso') {
    const next = round3(quantity - rules.step);
    return next < rules.min ? 0 : next;
  }
  const next = (Math.ceil(round3(quantity / rules.step)) - 1) * rules.step;
  return next <= 0 || next < rules.min ? 0 : round3(next);
}

/**
 * A typed quantity: a multiple of QTY_MULT (at least one when QTY_LOCKED), capped at MAXACQ; loose
 * goods to 3 decimals. 0 (or anything not a number) means none.
 */
export function normalizeQuantity(typed: number, rules: QuantityRules): number {
  if (!Number.isFinite(typed) || typed <= 0) return 0;
  if (rules.kind === 'Sfuso') return round3(typed);
  let multiples = Math.round(round3(typed / rules.step));
  if (rules.locked && multiples < 1) multiples = 1;
  return capped(multiples * rules.step, rules);
}
