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

/** Why a typed quantity became another one: not a multiple of QTY_MULT, below minAcq, above MAXACQ. */
export type QuantityAdjustment = 'qtyMult' | 'minAcq' | 'maxAcq';

/**
 * A typed quantity as the cart takes it (spec §4): the nearest multiple of QTY_MULT, at least what a
 * first add puts in the cart (one multiple, minAcq), at most the largest multiple within MAXACQ; loose
 * goods to 3 decimals, at least the selling weight. `adjusted` says why it is not what was typed.
 * 0, a negative or anything not a number means none (quantity 0).
 */
export function allowedQuantity(typed: number, rules: QuantityRules): { quantity: number; adjusted: QuantityAdjustment | null } {
  if (!Number.isFinite(typed) || typed <= 0) return { quantity: 0, adjusted: null };
  const exact = round3(typed);
  if (rules.kind === 'Sfuso')
    return exact < rules.first ? { quantity: rules.first, adjusted: 'minAcq' } : { quantity: exact, adjusted: null };
  if (rules.max !== undefined && exact > rules.max) {
    return { quantity: Math.max(rules.first, round3(Math.floor(round3(rules.max / rules.step)) * rules.step)), adjusted: 'maxAcq' };
  }
  const nearest = round3(Math.round(round3(exact / rules.step)) * rules.step);
  if (nearest < rules.first) return { quantity: rules.first, adjusted: rules.min > 0 && exact < rules.min ? 'minAcq' : 'qtyMult' };
  return { quantity: nearest, adjusted: nearest === exact ? null : 'qtyMult' };
}

/**
 * Package count (spec §9 "packaging counts are shown when the quantity is an exact multiple of the
 * packaging size"): how many LOGISTIC_PACKAGING_ITEMS packages a quantity of pieces makes, or null.
 */
export function packageCount(quantity: number, infos: ProductInfos | null | undefined): { packages: number; size: number } | null {
  if (tipologia(infos) === 'Sfuso') return null;
  const size = positive(infos?.LOGISTIC_PACKAGING_ITEMS);
  if (!size || size <= 1 || !(quantity > 0)) return null;
  const packages = round3(quantity / size);
  return Number.isInteger(packages) ? { packages, size } : null;
}

/** Amounts (euros, per-kg prices times weights) to 2 decimals (spec §4, §9). */
export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A weight in the selling unit ('500', 'gr') as the cart stores it (0.5 kg): divided by the unit multiplier. */
export function toBaseQuantity(weight: number, unit: string | undefined): number {
  return round3(weight / (UNIT_MULTIPLIER[(unit ?? 'kg').toLowerCase()] ?? 1));
}

/** The weight of a loose line in grams (or millilitres), to 3 decimals: the stored base quantity × 1000. */
export function weightInGrams(quantity: number): number {
  return round3(quantity * 1000);
}

/**
 * Why the cart refuses a quantity, as the last part of its message code (error.cart.<refusal>):
 * qtyMult not a multiple of QTY_MULT (pieces), minAcq below minAcq or below the first weight of a
 * loose good, maxAcq above MAXACQ.
 */
export type QuantityRefusal = 'qtyMult' | 'minAcq' | 'maxAcq';

/**
 * The quantity a line may hold (above 0: 0 removes the line), or the rule it breaks. Pieces and
 * packs: a whole multiple of QTY_MULT (so at least one multiple, as QTY_LOCKED wants), not below
 * minAcq, not above MAXACQ. Loose goods: at least the selling weight (the first add), 3 decimals.
 */
export function validateQuantity(quantity: number, rules: QuantityRules): QuantityRefusal | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return rules.kind === 'Sfuso' ? 'minAcq' : 'qtyMult';
  if (rules.kind === 'Sfuso') {
    return round3(quantity) < rules.min ? 'minAcq' : null;
  }
  const multiples = round3(quantity / rules.step);
  if (!Number.isInteger(multiples) || multiples < 1) return 'qtyMult';
  if (rules.min > 0 && quantity < rules.min) return 'minAcq';
  if (rules.max !== undefined && quantity > rules.max) return 'maxAcq';
  return null;
}

/**
 * Package mode (spec §4): a line of a product sold in multiples (QTY_MULT above 1) whose quantity
 * reaches QTY_MULT is a package line (infos.is_package = 'true'); loose goods never are.
 */
export function isPackageQuantity(quantity: number, infos: ProductInfos | null | undefined): boolean {
  if (tipologia(infos) === 'Sfuso') return false;
  const mult = positive(infos?.QTY_MULT) ?? 1;
  return mult > 1 && quantity >= mult;
}

/** MAXACQ_DAY: how much of a product one customer may buy for one delivery day (all carts and orders). */
export function dailyMaximum(infos: ProductInfos | null | undefined): number | undefined {
  return positive(infos?.MAXACQ_DAY);
}

/** A line's gross total in cents: the price (per piece, or per kg for loose goods) × the quantity. */
export function lineGrossCents(priceCents: number, quantity: number): number {
  return Math.round(priceCents * round3(quantity));
}
