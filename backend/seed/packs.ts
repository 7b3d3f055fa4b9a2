// Pack codes used by the catalogue tables, parsed into what a product row needs.
//   'kg'            loose, sold by weight (Sfuso), priced per kg
//   'g250' 'kg1.5'  one piece of that weight      (Pezzo)   'ml500' 'cl75' 'l1.5' likewise for volume
//   'pz6'           one piece holding 6 items (eggs, nappies), priced per item
//   '6xl1.5'        a pack of 6 pieces of 1.5 l   (Confezione)
import { itNumber } from './text';

export type Kind = 'Pezzo' | 'Sfuso' | 'Confezione';
export type UnitBase = 'kg' | 'l' | 'pz';

export type Pack = {
  code: string;
  kind: Kind;
  count: number; // pieces in a Confezione, else 1
  amount: number; // per piece, in `unit`
  unit: 'g' | 'kg' | 'ml' | 'cl' | 'l' | 'pz';
  base: UnitBase;
  baseQty: number; // whole pack in the base unit (kg, l or items); 1 for loose goods
  descr: string; // 'GR. 250', 'LT. 1,5', 'GR. 125 X 4', 'AL KG'
  slugPart: string;
};

const LABEL = { g: 'GR.', kg: 'KG.', ml: 'ML.', cl: 'CL.', l: 'LT.', pz: 'PZ.' } as const;
const TO_BASE = { g: 0.001, kg: 1, ml: 0.001, cl: 0.01, l: 1, pz: 1 } as const;
const BASE = { g: 'kg', kg: 'kg', ml: 'l', cl: 'l', l: 'l', pz: 'pz' } as const;

const cache = new Map<string, Pack>();

export function parsePack(code: string): Pack {
  const hit = cache.get(code);
  if (hit) return hit;
  let pack: Pack;
  if (code === 'kg') {
    pack = { code, kind: 'Sfuso', count: 1, amount: 1, unit: 'kg', base: 'kg', baseQty: 1, descr: 'AL KG', slugPart: 'al-kg' };
  } else {
    const m = /^(?:(\d+)x)?(g|kg|ml|cl|l|pz)(\d+(?:\.\d+)?)$/.exec(code);
    if (!m) throw new Error(`bad pack code "${code}"`);
    const count = m[1] ? Number(m[1]) : 1;
    const unit = m[2] as Pack['unit'];
    const amount = Number(m[3]);
    const one = `${LABEL[unit]} ${itNumber(amount)}`;
    pack = {
      code,
      kind: count > 1 ? 'Confezione' : 'Pezzo',
      count,
      amount,
      unit,
      base: BASE[unit],
      baseQty: count * amount * TO_BASE[unit],
      descr: count > 1 ? `${one} X ${count}` : one,
      slugPart: `${count > 1 ? `${count}x` : ''}${String(amount).replace('.', '-')}-${unit}`,
    };
  }
  cache.set(code, pack);
  return pack;
}

/** how a shopper would say it: '6 x 1,5 l', '250 g' */
export function packWords(p: Pack): string {
  if (p.kind === 'Sfuso') return 'sfuso, al kg';
  const one = p.unit === 'pz' ? `${p.amount} pezzi` : `${itNumber(p.amount)} ${p.unit}`;
  return p.count > 1 ? `${p.count} x ${one}` : one;
}
