// Product generation: every product line of the catalogue is a grid of names × packs × brands;
// a catalogue of N products takes from each line a share proportional to the square root of its
// grid, walking the grid in a shuffled order. When a line's grid runs out (large catalogues) it
// starts again as an "edition" (Bio, Selezione Oro...), so name + brand + pack stays unique.
import type { LeafSeed } from './categories';
import { FALLBACK_ICON } from './categories';
import type { LineDef, Traits } from './data/catalog-dsl';
import { NUTRITION, NUTRITION_ROWS } from './data/nutrition';
import { FOOD_EDITIONS, NONFOOD_EDITIONS, SELECT_OPTIONS, STORAGE, type Edition } from './data/product-texts';
import { STORE_BRAND, VENDOR_GROUPS } from './data/vendors';
import { italianEan13 } from './ean13';
import { packWords, parsePack, type Pack } from './packs';
import { sellingWeight } from '../../domain/selling-weight';
import { createRng, type Rng } from './random';
import { escapeHtml, itNumber, lowerFirst, slugify } from './text';
import { discountPercent, promotionView, SELECTABLE_TEXT } from '../../domain/promotions';

export type VendorRef = { id: number; company: number };

export type ProductSeed = {
  code: string;
  slug: string;
  name: string;
  shortDescr: string;
  descr: string;
  packDescr: string;
  barcode: string;
  vendorId: number;
  categoryId: number;
  kind: Pack['kind'];
  infos: Record<string, string>;
  priceCents: number;
  listPriceCents: number | null;
  unitPriceCents: number;
  priceUnit: 'pz' | 'kg';
  unitBase: Pack['base'];
  ivaPct: number;
  picture: string;
  isNew: boolean;
  available: boolean;
  popularity: number;
  ingredients: string | null;
  allergens: string | null;
  storage: string | null;
  origin: string | null;
  nutrition: Array<{ name: string; value: string }> | null;
  selectOptions: Array<{ name: string; parameterName: string; options: Array<{ key: string; value: string }> }> | null;
  updatedAt: Date;
};

export type PromotionSeed = {
  promoType: 'SCONTO' | 'TAGLIO_PREZZO';
  discountPerc: number;
  cssClass: string;
  header: string;
  body: string;
  footer: string;
  selectable: boolean;
  selectableText: string | null;
  validFrom: Date;
  validTo: Date;
};

export type GeneratedProduct = { product: ProductSeed; classes: string[]; promotion: PromotionSeed | null };

// A fixed date keeps the products' rows reproducible (no Date.now()).
export const UPDATED_AT = new Date('2026-11-01T05:00:00Z');
export { SELECTABLE_TEXT };

type LineCtx = {
  leaf: LeafSeed;
  line: LineDef;
  traits: Traits;
  brands: string[];
  packs: Pack[];
  refQty: number;
  grid: number;
  order: Uint32Array;
  editions: Edition[];
};

function buildLines(leaves: LeafSeed[], seed: string): LineCtx[] {
  const out: LineCtx[] = [];
  for (const leaf of leaves) {
    leaf.lines.forEach((line, li) => {
      const traits = line.merged;
      const group = traits.brands;
      if (!group) throw new Error(`no brand group for ${leaf.slug}`);
      const brands = [...VENDOR_GROUPS[group], STORE_BRAND];
      const packs = line.packs.map(parsePack);
      const sorted = packs.map((p) => p.baseQty).sort((a, b) => a - b);
      const grid = line.names.length * packs.length * brands.length;
      const order = new Uint32Array(grid);
      for (let i = 0; i < grid; i++) order[i] = i;
      const rng = createRng(`${seed}:line:${leaf.slug}:${li}`);
      for (let i = grid - 1; i > 0; i--) {
        const j = Math.floor(rng.next() * (i + 1));
        const t = order[i];
        order[i] = order[j];
        order[j] = t;
      }
      out.push({
        leaf,
        line,
        traits,
        brands,
        packs,
        refQty: sorted[Math.floor(sorted.length / 2)],
        grid,
        order,
        editions: traits.food === false ? NONFOOD_EDITIONS : FOOD_EDITIONS,
      });
    });
  }
  return out;
}

/** largest remainder, weights √grid: big lines get more products, small ones still some */
function quotas(lines: LineCtx[], total: number): number[] {
  const weights = lines.map((l) => Math.sqrt(l.grid));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const q = exact.map(Math.floor);
  let left = total - q.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length, left--) q[byRemainder[k][1]]++;
  return q;
}

/** shelf prices end in 9 (2,49 - 0,29), and nothing sells for less than 0,19 */
export function shelfPrice(cents: number): number {
  return Math.max(19, Math.round(cents / 10) * 10 - 1);
}

function stableUnit(key: string): number {
  return createRng(key).next();
}

function nutritionRows(profile: string, perMl: boolean, rng: Rng): Array<{ name: string; value: string }> {
  const base = NUTRITION[profile];
  if (!base) throw new Error(`unknown nutrition profile ${profile}`);
  const j = () => 0.93 + rng.next() * 0.14;
  const [kcal0, fat0, sat0, carb0, sug0, fib0, prot0, salt0] = base;
  const fat = fat0 * j();
  const sat = Math.min(fat, sat0 * j());
  const carb = carb0 * j();
  const sug = Math.min(carb, sug0 * j());
  const g = (v: number) => `${itNumber(v < 10 ? Math.round(v * 10) / 10 : Math.round(v))} g`;
  const kcal = Math.round(kcal0 * j());
  return [
    { name: 'Valori nutrizionali medi', value: perMl ? 'per 100 ml' : 'per 100 g' },
    { name: NUTRITION_ROWS[0], value: `${Math.round(kcal * 4.184)} kJ / ${kcal} kcal` },
    { name: NUTRITION_ROWS[1], value: g(fat) },
    { name: NUTRITION_ROWS[2], value: g(sat) },
    { name: NUTRITION_ROWS[3], value: g(carb) },
    { name: NUTRITION_ROWS[4], value: g(sug) },
    { name: NUTRITION_ROWS[5], value: g(fib0 * j()) },
    { name: NUTRITION_ROWS[6], value: g(prot0 * j()) },
    { name: NUTRITION_ROWS[7], value: `${itNumber(Math.round(salt0 * j() * 100) / 100)} g` },
  ];
}

function classesFor(name: string, traits: Traits, edition: Edition | null, origin: string | null, topSlug: string): string[] {
  const set = new Set<string>(traits.classes ?? []);
  for (const c of edition?.classes ?? []) set.add(c);
  if (/\bbio(logic[aoie])?\b/i.test(name)) set.add('Bio');
  if (/senza glutine/i.test(name)) set.add('Senza glutine');
  if (/senza lattosio|delattosat/i.test(name)) set.add('Senza lattosio');
  if (/\bDOP\b/.test(name)) set.add('DOP');
  if (/\bIGP\b/.test(name)) set.add('IGP');
  if (traits.food !== false) {
    if (traits.vegan) set.add('Vegano');
    if (origin ? origin.startsWith('Italia') : traits.italian) set.add('Prodotto italiano');
    if (topSlug === 'frutta-e-verdura' && origin && /Veneto|Emilia/.test(origin)) set.add('Km 0');
  }
  return [...set];
}

/** When the seeded promotions run and what their label says ("fino al 31/01"). */
export type PromotionWindow = { from: Date; to: Date; footer: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The seeded promotions run from a month before the seed until the end of the month two months
 * after it, so a demo world seeded on any day shows them (fixed dates made every promotion vanish
 * once their day passed). The catalogue's queries compare with the database's real clock while the
 * shop's clock may be set elsewhere (SHOP_CLOCK, decision 042): the window covers both instants.
 */
export function promotionWindow(instants: Date[]): PromotionWindow {
  const times = instants.map((d) => d.getTime());
  const from = new Date(Math.min(...times) - 31 * DAY_MS);
  const last = new Date(Math.max(...times));
  // the last day of the month two months on, at 23:59:59 in Rome (UTC+1 in winter, +2 in summer:
  // 21:59:59Z is within that day either way)
  const end = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 3, 0, 21, 59, 59));
  const footer = `fino al ${String(end.getUTCDate()).padStart(2, '0')}/${String(end.getUTCMonth() + 1).padStart(2, '0')}`;
  return { from, to: end, footer };
}

export type GenerateOptions = {
  total: number;
  /** the seeded promotions' dates (promotionWindow) */
  promoWindow: PromotionWindow;
  seed: string;
  categoryIds: Map<string, number>;
  vendors: Map<string, VendorRef>;
};

export function* generateProducts(leaves: LeafSeed[], options: GenerateOptions): Generator<GeneratedProduct> {
  const { total, seed, categoryIds, vendors, promoWindow } = options;
  const lines = buildLines(leaves, seed);
  const perLine = quotas(lines, total);
  const slugs = new Set<string>();
  const vendorItems = new Map<string, number>();
  let seq = 0;
  let promoCount = 0;

  for (let li = 0; li < lines.length; li++) {
    const ctx = lines[li];
    const { traits, line, leaf } = ctx;
    const categoryId = categoryIds.get(leaf.slug);
    if (categoryId === undefined) throw new Error(`no id for category ${leaf.slug}`);
    for (let k = 0; k < perLine[li]; k++) {
      seq++;
      const code = String(seq).padStart(6, '0');
      const rng = createRng(`${seed}:product:${code}`);
      const cell = ctx.order[k % ctx.grid];
      const round = Math.floor(k / ctx.grid);
      const brandIdx = cell % ctx.brands.length;
      const packIdx = Math.floor(cell / ctx.brands.length) % ctx.packs.length;
      const nameIdx = Math.floor(cell / (ctx.brands.length * ctx.packs.length));
      const baseName = line.names[nameIdx];
      const brand = ctx.brands[brandIdx];
      const pack = ctx.packs[packIdx];
      const edition = round === 0 ? null : ctx.editions[(round - 1) % ctx.editions.length];
      const editionLabel = edition
        ? round - 1 < ctx.editions.length
          ? edition.label
          : `${edition.label} ${Math.floor((round - 1) / ctx.editions.length) + 1}`
        : null;
      const name = editionLabel ? `${baseName} ${editionLabel}` : baseName;
      const vendor = vendors.get(brand);
      if (!vendor) throw new Error(`unknown vendor ${brand}`);

      // Price: a stable base per name, a stable factor per brand, cheaper per kg in bigger packs.
      const [lo, hi] = line.eur;
      const unitEur = lo + (hi - lo) * stableUnit(`${leaf.slug}:${baseName}`);
      const brandFactor = brand === STORE_BRAND ? 0.85 : 0.92 + 0.33 * stableUnit(`brand:${brand}`);
      const sizeFactor = Math.pow(pack.baseQty / ctx.refQty, -0.1);
      const jitter = 0.96 + rng.next() * 0.08;
      const unitCents = unitEur * 100 * brandFactor * sizeFactor * jitter * (edition?.factor ?? 1);
      let priceCents = shelfPrice(pack.kind === 'Sfuso' ? unitCents : unitCents * pack.baseQty);
      const unitPrice = () => (pack.kind === 'Sfuso' ? priceCents : Math.round(priceCents / pack.baseQty));

      // productInfos: all strings.
      const infos: Record<string, string> = { TIPOLOGIA: pack.kind };
      if (pack.kind === 'Sfuso') {
        // loose goods: the weight of the first add, which is also what one press of "add" sells
        infos.WEIGHT_SELLING = String(traits.weightSelling ?? 500);
        infos.STEP_SELLING = String(traits.step ?? 100);
        infos.WEIGHT_UNIT_SELLING = 'GR';
        infos.WEIGHT_UNIT_BASE = 'kg';
        infos.WEIGHT_VARIABLE = 'true';
        if (traits.single) {
          infos.WEIGHT_SELLING_SINGLE_UNIT = String(traits.single);
          infos.WEIGHT_SELLING_SINGLE_UNIT_UM = 'GR';
        }
      } else if (pack.kind === 'Confezione') {
        Object.assign(infos, sellingWeight(pack));
        infos.UNIT_SELLING = 'conf';
        infos.QTY_MULT = rng.chance(0.1) ? '2' : '1';
        infos.PACKAGE_DESCR = `Confezione da ${packWords(pack)}`;
      } else {
        Object.assign(infos, sellingWeight(pack));
        infos.UNIT_SELLING = 'pz';
        const small = pack.base === 'pz' ? pack.amount <= 4 : pack.baseQty <= 1;
        if (traits.lockedMult && small) {
          infos.QTY_MULT = String(traits.lockedMult);
          infos.QTY_LOCKED = 'true';
        } else {
          infos.QTY_MULT = '1';
          if (rng.chance(0.04)) infos.MAXACQ = '10';
          else if (rng.chance(0.012)) infos.MINACQ = '2';
        }
        if (traits.packaging) infos.LOGISTIC_PACKAGING_ITEMS = String(traits.packaging);
      }
      Object.assign(infos, traits.infos ?? {});

      const food = traits.food !== false;
      const origin = traits.origin?.length ? rng.pick(traits.origin) : food && traits.italian ? 'Italia' : null;
      const available = !rng.chance(0.02);
      const isNew = rng.chance(0.05);
      const popularity = Math.round(Math.pow(rng.next(), 2) * 10000);

      let promotion: PromotionSeed | null = null;
      let listPriceCents: number | null = null;
      if (available && priceCents >= 50 && rng.chance(0.12)) {
        const list = priceCents;
        const r = rng.next();
        const under = r >= 0.9;
        const cut = r >= 0.6 && !under;
        const wanted = cut ? rng.int(8, 25) : rng.pick([10, 15, 20, 20, 25, 30, 30, 40, 50]);
        let promoPrice = cut ? shelfPrice(list * (1 - wanted / 100)) : Math.round(list * (1 - wanted / 100));
        if (promoPrice >= list) promoPrice = list - 10;
        const perc = cut ? discountPercent(list, promoPrice) : wanted;
        listPriceCents = list;
        priceCents = promoPrice;
        const selectable = promoCount % 100 === 7;
        promoCount++;
        promotion = {
          ...promotionView(under ? 'underprice' : cut ? 'cut' : 'percent', perc, list - promoPrice),
          discountPerc: perc,
          footer: promoWindow.footer,
          selectable,
          selectableText: selectable ? SELECTABLE_TEXT : null,
          validFrom: promoWindow.from,
          validTo: promoWindow.to,
        };
        if (under) {
          infos.UNDERPRICE = 'true';
          if (pack.kind !== 'Sfuso' && infos.QTY_MULT === '1') {
            infos.MAXACQ = '5';
            delete infos.MINACQ;
          }
        }
      }

      let slug = slugify(`${name} ${brand} ${pack.slugPart}`);
      if (slugs.has(slug)) slug = `${slug}-${code}`;
      slugs.add(slug);

      const item = vendorItems.get(brand) ?? 0;
      if (item >= 100000) throw new Error(`too many products for brand ${brand}: EAN-13 item numbers exhausted`);
      vendorItems.set(brand, item + 1);
      const barcode = italianEan13(vendor.company, (item * 7919 + 101) % 100000);

      const qualifier = editionLabel ?? rng.pick(traits.qualifiers ?? ['qualità garantita']);
      const blurb = traits.blurb ?? `${leaf.name} di qualità, selezionati per te.`;
      const usage = rng.pick(traits.usage ?? ['Un prodotto scelto per la tua spesa di tutti i giorni.']);
      const loose = pack.kind === 'Sfuso' ? ' Venduto a peso: il prezzo finale dipende dal peso effettivo.' : '';
      const descr =
        `<p><strong>${escapeHtml(name)}</strong> ${escapeHtml(brand)}, ${escapeHtml(packWords(pack))}: ${escapeHtml(qualifier)}.</p>` +
        `<p>${escapeHtml(blurb)} ${escapeHtml(usage)}${loose}</p>`;

      const ingredients = food && traits.ingredients ? traits.ingredients.replace('{name}', lowerFirst(baseName)) : null;
      let allergens: string | null = null;
      if (food && (traits.allergens !== undefined || traits.ingredients)) {
        allergens = traits.allergens ? `Contiene: ${traits.allergens}.` : 'Nessun allergene dichiarato.';
        if (traits.traces) allergens += ` Può contenere tracce di ${traits.traces}.`;
      }

      yield {
        product: {
          code,
          slug,
          name,
          // the brand, as live shops print it above the product's name
          shortDescr: brand.toLocaleUpperCase('it'),
          descr,
          packDescr: pack.descr,
          barcode,
          vendorId: vendor.id,
          categoryId,
          kind: pack.kind,
          infos,
          priceCents,
          listPriceCents,
          unitPriceCents: unitPrice(),
          priceUnit: pack.kind === 'Sfuso' ? 'kg' : 'pz',
          unitBase: pack.base,
          ivaPct: traits.iva ?? 22,
          picture: traits.icon ?? leaf.top.traits.icon ?? FALLBACK_ICON,
          isNew,
          available,
          popularity,
          ingredients,
          allergens,
          storage: traits.storage ? (STORAGE[traits.storage] ?? null) : null,
          origin,
          nutrition: food && traits.nutrition ? nutritionRows(traits.nutrition, !!traits.perMl, rng) : null,
          selectOptions: pack.kind === 'Sfuso' && traits.options ? [SELECT_OPTIONS[traits.options]] : null,
          updatedAt: UPDATED_AT,
        },
        classes: classesFor(name, traits, edition, origin, leaf.top.slug),
        promotion,
      };
    }
  }
}
