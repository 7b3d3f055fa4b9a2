// The shape of the catalogue tables and the small helpers that keep them readable.
// Traits are inherited top → aisle → leaf → line; the nearest one wins.
import type { VendorGroup } from './vendors';

export type SelectOptionKind = 'taglio' | 'affettato' | 'pulizia';

export type Traits = {
  icon?: string; // fluent-emoji-flat icon name, also the picture name
  iva?: 4 | 10 | 22;
  brands?: VendorGroup;
  food?: boolean; // nutrition, ingredients and allergens only for food
  nutrition?: string; // key of NUTRITION
  perMl?: boolean; // nutrition per 100 ml (drinks)
  ingredients?: string; // '{name}' is replaced by the product name in lower case
  allergens?: string; // 'glutine, latte'; '' = declared free of allergens
  traces?: string;
  storage?: string; // key of STORAGE
  origin?: readonly string[];
  classes?: readonly string[]; // product class names every product of the line gets
  vegan?: boolean;
  italian?: boolean; // 'Prodotto italiano' unless the origin says otherwise
  blurb?: string; // one sentence on the goods, used in product descriptions
  qualifiers?: readonly string[]; // words that follow the brand in shortDescr
  usage?: readonly string[]; // closing sentences of product descriptions
  infos?: Readonly<Record<string, string>>; // extra productInfos for the whole line (slot restrictions, MAXACQ_DAY)
  options?: SelectOptionKind; // select options, offered on loose (Sfuso) goods only
  single?: number; // Sfuso: grams of one piece (WEIGHT_SELLING_SINGLE_UNIT)
  weightSelling?: number; // Sfuso: first quantity added, grams
  step?: number; // Sfuso: step, grams
  lockedMult?: number; // small Pezzo items sold only in multiples (QTY_MULT + QTY_LOCKED)
  packaging?: number; // LOGISTIC_PACKAGING_ITEMS on Pezzo items (a case of bottles)
};

export type LineDef = Traits & {
  names: readonly string[];
  packs: readonly string[];
  eur: readonly [number, number]; // price range in euro per kg, l or piece
};
export type LeafDef = { name: string; traits: Traits; lines: LineDef[] };
export type AisleDef = { name: string; traits: Traits; leaves: LeafDef[] };
export type TopDef = { name: string; slug: string; traits: Traits; aisles: AisleDef[] };

/** names separated by '|', packs by spaces (see packs.ts) */
export function line(names: string, packs: string, eur: readonly [number, number], traits: Traits = {}): LineDef {
  return { ...traits, names: names.split('|').map((n) => n.trim()), packs: packs.split(/\s+/), eur };
}
export function leaf(name: string, traits: Traits | string, ...lines: LineDef[]): LeafDef {
  return { name, traits: typeof traits === 'string' ? { blurb: traits } : traits, lines };
}
export function aisle(name: string, traits: Traits, ...leaves: LeafDef[]): AisleDef {
  return { name, traits, leaves };
}
export function top(name: string, slug: string, traits: Traits, ...aisles: AisleDef[]): TopDef {
  return { name, slug, traits, aisles };
}
