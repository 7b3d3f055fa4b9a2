// productInfos.WEIGHT_SELLING and WEIGHT_UNIT_SELLING (ebsn-wire.md "What public clients rely on"): the
// net weight or volume of one unit sold, with its unit. Price trackers divide the price by it to get a
// price per kg or litre, so every product carries them. We write weights in grams (GR), volumes in
// millilitres (ML) and counted goods in pieces (PZ), as whole numbers where the size allows; KG and LT
// are read (live shops send them) but never written.

export type WeightUnit = 'GR' | 'KG' | 'ML' | 'LT' | 'PZ';
export type SellingWeight = { WEIGHT_SELLING: string; WEIGHT_UNIT_SELLING: WeightUnit };

/** one pack: `count` pieces of `amount` `unit` each ('4x125 g' is count 4, amount 125, unit 'g') */
export type PackSize = { count: number; amount: number; unit: 'g' | 'kg' | 'ml' | 'cl' | 'l' | 'pz' };

const TO_WRITTEN: Record<PackSize['unit'], { unit: WeightUnit; factor: number }> = {
  g: { unit: 'GR', factor: 1 },
  kg: { unit: 'GR', factor: 1000 },
  ml: { unit: 'ML', factor: 1 },
  cl: { unit: 'ML', factor: 10 },
  l: { unit: 'ML', factor: 1000 },
  pz: { unit: 'PZ', factor: 1 },
};

/** a piece without a weight: one piece */
export const ONE_PIECE: SellingWeight = { WEIGHT_SELLING: '1', WEIGHT_UNIT_SELLING: 'PZ' };

function plain(n: number): string {
  // three decimals at most (a 0,5 g sachet), no trailing zeros, a dot as the wire's decimal point
  return String(Math.round(n * 1000) / 1000);
}

export function sellingWeight(pack: PackSize | null | undefined): SellingWeight {
  if (!pack || !(pack.count > 0) || !(pack.amount > 0)) return ONE_PIECE;
  const { unit, factor } = TO_WRITTEN[pack.unit];
  return { WEIGHT_SELLING: plain(pack.count * pack.amount * factor), WEIGHT_UNIT_SELLING: unit };
}

const UNIT_WORDS: Record<string, PackSize['unit']> = {
  g: 'g',
  gr: 'g',
  kg: 'kg',
  ml: 'ml',
  cl: 'cl',
  l: 'l',
  lt: 'l',
  pz: 'pz',
  pezzi: 'pz',
};

function amountOf(text: string): number {
  return Number(text.replace(',', '.'));
}

/**
 * A pack size as people and live shops write it: '4x125 g', '4 x 125 g', '1,5 l', '250 g',
 * '6 pezzi', or the label form of the `description` field ('GR. 125 X 4', 'LT. 1,5').
 * Loose goods ('AL KG', 'sfuso') and anything else: null.
 */
export function parsePackSize(text: string): PackSize | null {
  const s = text.trim().toLowerCase();
  const label = /^(gr|kg|ml|cl|lt|pz)\.?\s*(\d+(?:[.,]\d+)?)(?:\s*x\s*(\d+))?$/.exec(s);
  if (label) {
    return { count: label[3] ? Number(label[3]) : 1, amount: amountOf(label[2]), unit: UNIT_WORDS[label[1]] };
  }
  const words = /^(?:(\d+)\s*x\s*)?(\d+(?:[.,]\d+)?)\s*(g|gr|kg|ml|cl|l|lt|pz|pezzi)\.?$/.exec(s);
  if (words) {
    return { count: words[1] ? Number(words[1]) : 1, amount: amountOf(words[2]), unit: UNIT_WORDS[words[3]] };
  }
  return null;
}

const PER_BASE: Record<WeightUnit, number> = { GR: 1000, ML: 1000, KG: 1, LT: 1, PZ: 1 };

/**
 * How many base units (kg, l or pieces) one unit sold holds, from WEIGHT_SELLING and
 * WEIGHT_UNIT_SELLING; undefined when they say nothing usable.
 */
export function baseQuantity(infos: Record<string, string | undefined> | null | undefined): number | undefined {
  const value = Number(infos?.WEIGHT_SELLING?.replace(',', '.'));
  const unit = infos?.WEIGHT_UNIT_SELLING?.toUpperCase() as WeightUnit | undefined;
  if (!unit || !(unit in PER_BASE) || !Number.isFinite(value) || value <= 0) return undefined;
  return value / PER_BASE[unit];
}

const UNIT_NAMES: Record<string, WeightUnit> = { g: 'GR', gr: 'GR', kg: 'KG', ml: 'ML', l: 'LT', lt: 'LT', pz: 'PZ' };

/** a unit as the wire writes it ('gr' → 'GR', 'l' → 'LT'); undefined when it is none of them */
export function wireUnit(unit: string | undefined): WeightUnit | undefined {
  return unit ? UNIT_NAMES[unit.trim().toLowerCase()] : undefined;
}

/**
 * WEIGHT_SELLING and WEIGHT_UNIT_SELLING of a product: those it has (unit written as the wire writes
 * it), else computed from its pack size ('GR. 125 X 4'), else one piece.
 */
export function productSellingWeight(infos: Record<string, string | undefined>, packSize: string | null | undefined): SellingWeight {
  const unit = wireUnit(infos.WEIGHT_UNIT_SELLING);
  const value = Number(infos.WEIGHT_SELLING?.replace(',', '.'));
  if (unit && Number.isFinite(value) && value > 0) return { WEIGHT_SELLING: String(infos.WEIGHT_SELLING), WEIGHT_UNIT_SELLING: unit };
  return sellingWeight(packSize ? parsePackSize(packSize) : null);
}
