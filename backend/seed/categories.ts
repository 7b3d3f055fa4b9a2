// The catalogue tree: three levels, category_info texts, and the traits each leaf hands down to its
// product lines. Each category has a segment unique in the whole tree (its key) and, as live eBSN
// shops do, a slug that is the path of segments from the top ('frutta-e-verdura/frutta'), so the
// bare segment of an old link still names exactly one category.
import { CATALOG } from './data/catalog';
import type { LineDef, Traits, TopDef } from './data/catalog-dsl';
import { lowerFirst, slugify } from './text';

export type CategorySeed = {
  key: string; // the last segment of the slug, unique: links parents before ids exist
  parentKey: string | null;
  slug: string; // the path from the top: 'frutta-e-verdura/frutta'
  name: string;
  depth: 1 | 2 | 3;
  position: number;
  title: string;
  description: string;
  content: string;
  picture: string;
};

export type LeafSeed = {
  slug: string; // the leaf's key (its last segment), which seeds its products' randomness
  name: string;
  top: TopDef;
  traits: Traits; // merged top → aisle → leaf
  lines: Array<LineDef & { merged: Traits }>;
};

export const FALLBACK_ICON = 'shopping-cart';

/** the nearest layer wins, except classes and infos which add up */
function merge(...layers: Traits[]): Traits {
  const out: Record<string, unknown> = {};
  for (const layer of layers) {
    for (const [k, v] of Object.entries(layer)) {
      if (v === undefined) continue;
      if (k === 'classes') out[k] = [...((out[k] as string[]) ?? []), ...(v as string[])];
      else if (k === 'infos') out[k] = { ...((out[k] as Record<string, string>) ?? {}), ...(v as Record<string, string>) };
      else out[k] = v;
    }
  }
  return out as Traits;
}

function listWords(names: string[]): string {
  const words = names.map(lowerFirst);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} e ${words[words.length - 1]}` : words[0];
}

export function buildCategoryTree(catalog: TopDef[] = CATALOG): { categories: CategorySeed[]; leaves: LeafSeed[] } {
  const categories: CategorySeed[] = [];
  const leaves: LeafSeed[] = [];
  const taken = new Set<string>();
  // Reserved for content categories loaded by slug.
  for (const s of ['home-2022', 'category-tree', 'timeslot-selector', 'service-selector']) taken.add(s);

  const uniqueSlug = (name: string, parentSlug: string | null, preferred?: string): string => {
    const base = preferred ?? slugify(name);
    const candidates = [base, parentSlug ? `${base}-${parentSlug}` : null].filter(Boolean) as string[];
    for (const c of candidates) if (!taken.has(c)) return (taken.add(c), c);
    for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return (taken.add(`${base}-${i}`), `${base}-${i}`);
  };

  catalog.forEach((top, ti) => {
    const topSlug = uniqueSlug(top.name, null, top.slug);
    const topIcon = top.traits.icon ?? FALLBACK_ICON;
    categories.push({
      key: topSlug,
      parentKey: null,
      slug: topSlug,
      name: top.name,
      depth: 1,
      position: ti + 1,
      title: `${top.name} online | Spesa`,
      description: `Acquista ${lowerFirst(top.name)} online su Spesa, con consegna a casa, ritiro Drive in negozio o al locker in Veneto ed Emilia Romagna.`,
      content: `<p>Nel reparto <strong>${top.name}</strong> trovi ${listWords(top.aisles.map((a) => a.name))}, scelti ogni giorno dai nostri esperti.</p>`,
      picture: topIcon,
    });
    top.aisles.forEach((aisle, ai) => {
      const aisleSlug = uniqueSlug(aisle.name, topSlug);
      const aislePath = `${topSlug}/${aisleSlug}`;
      const aisleTraits = merge(top.traits, aisle.traits);
      categories.push({
        key: aisleSlug,
        parentKey: topSlug,
        slug: aislePath,
        name: aisle.name,
        depth: 2,
        position: ai + 1,
        title: `${aisle.name} - ${top.name} | Spesa`,
        description: `${aisle.name}: ${listWords(aisle.leaves.map((l) => l.name))} da ordinare online su Spesa.`,
        content: `<p>Scopri la nostra selezione di <strong>${lowerFirst(aisle.name)}</strong>: ${listWords(aisle.leaves.map((l) => l.name))}, delle migliori marche e della linea Spesa.</p>`,
        picture: aisleTraits.icon ?? topIcon,
      });
      aisle.leaves.forEach((leaf, li) => {
        const leafSlug = uniqueSlug(leaf.name, aisleSlug);
        const traits = merge(aisleTraits, leaf.traits);
        const blurb = traits.blurb ?? `${leaf.name} selezionati per te.`;
        categories.push({
          key: leafSlug,
          parentKey: aisleSlug,
          slug: `${aislePath}/${leafSlug}`,
          name: leaf.name,
          depth: 3,
          position: li + 1,
          title: `${leaf.name} | ${top.name} | Spesa`,
          description: `${leaf.name} online su Spesa: ${lowerFirst(blurb)}`,
          content: `<p>${blurb}</p><p>Ordina online e scegli tu come ricevere la spesa: a casa, in negozio con il servizio Drive o al locker.</p>`,
          picture: traits.icon ?? topIcon,
        });
        leaves.push({
          slug: leafSlug,
          name: leaf.name,
          top,
          traits,
          lines: leaf.lines.map((l) => ({ ...l, merged: merge(traits, l) })),
        });
      });
    });
  });
  return { categories, leaves };
}
