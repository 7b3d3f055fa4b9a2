// The requests bench:backend sends, as shoppers send them: each one different from the others, so no
// answer cache can serve one it has already seen. Drawn from a fixed seed, so two runs on the same
// catalogue send the same requests in the same order and compare. Pure: the catalogue comes in as
// data (categories, products, the promotions' total), the requests go out as paths below /ebsn/api,
// in the shape app/ebsn/catalog.server.ts and domain/filters.ts (toApiQuery) give them.

export const PAGE_SIZE = 24;
/** domain/filters.ts SORTS: '' is the shop's default order (best sellers first) */
export const SORTS = ['', 'name_asc', 'name_des', 'pri_asc', 'pri_des'];
/** share of the search words given a typo */
export const TYPO_SHARE = 0.2;

/** a seeded generator (mulberry32 over a string hash): the same seed, the same numbers */
export function createRng(seed) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** a whole number from min to max, both included */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    shuffle(list) {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

/** the words of a text as the backend's search reads them (backend/catalog/search.ts queryWords) */
export function wordsOf(text) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const LETTERS = 'abcdefghilmnopqrstuvz';

/** one slip of the fingers in a word of five letters or more: a letter dropped, doubled, swapped or wrong */
export function typo(word, rng) {
  if (word.length < 5) return word;
  // inside the word: shoppers rarely miss its first or last letter
  const at = rng.int(1, word.length - 3);
  for (;;) {
    let out;
    switch (rng.int(0, 3)) {
      case 0:
        out = word.slice(0, at) + word.slice(at + 1);
        break;
      case 1:
        out = word.slice(0, at) + word[at] + word.slice(at);
        break;
      case 2:
        out = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
        break;
      default:
        out = word.slice(0, at) + rng.pick(LETTERS) + word.slice(at + 1);
    }
    if (out !== word) return out;
  }
}

/**
 * `count` different search queries from the products' names and brands, in tiers until there are
 * enough: single words of three letters or more (names and brands); two words side by side in a name
 * ("latte intero"); a word of the name and the brand ("passata mutti"); the first four to six letters
 * of a word, as typed before the suggestions come ("mozz"). TYPO_SHARE of them, chosen at random,
 * carry one typo in their longest word (a query whose words are all shorter than five letters keeps
 * none, and another is given it instead). Returns [{ q, typo }].
 */
export function searchQueries(products, count, rng) {
  const tiers = [new Set(), new Set(), new Set(), new Set()];
  const usable = (w) => w.length >= 3 && !/\d/.test(w);
  for (const product of products) {
    const words = wordsOf(product.name).filter(usable);
    const brand = wordsOf(product.vendor?.name ?? '').filter(usable);
    for (const w of [...words, ...brand]) tiers[0].add(w);
    for (let i = 0; i + 1 < words.length; i++) tiers[1].add(`${words[i]} ${words[i + 1]}`);
    if (brand.length) for (const w of words) if (!brand.includes(w)) tiers[2].add(`${w} ${brand[0]}`);
    for (const w of words) if (w.length > 6) tiers[3].add(w.slice(0, 4 + (w.length % 3)));
  }
  const chosen = [];
  for (const tier of tiers) {
    const fresh = [...tier].filter((q) => !chosen.includes(q)).sort();
    chosen.push(...rng.shuffle(fresh).slice(0, count - chosen.length));
  }
  const queries = chosen.map((q) => ({ q, typo: false }));
  const wanted = Math.round(queries.length * TYPO_SHARE);
  const taken = new Set(chosen);
  let given = 0;
  for (const query of rng.shuffle(queries)) {
    if (given === wanted) break;
    const words = query.q.split(' ');
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    if (longest.length < 5) continue;
    const slipped = words.map((w) => (w === longest ? typo(longest, rng) : w)).join(' ');
    // still one of a kind: a slip that makes another query of the list leaves this one alone
    if (taken.has(slipped)) continue;
    taken.add(slipped);
    query.q = slipped;
    query.typo = true;
    given++;
  }
  return rng.shuffle(queries);
}

function query(params) {
  return new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== undefined)).toString();
}

/** a page number: half the time among the first three (where most shoppers stay), else anywhere up to the last */
function pageOf(totalItems, rng) {
  const pages = Math.max(1, Math.ceil(totalItems / PAGE_SIZE));
  return rng.next() < 0.5 ? rng.int(1, Math.min(3, pages)) : rng.int(1, pages);
}

/** up to `count` different results of make(), fewer when make() keeps repeating itself */
function distinct(count, make) {
  const out = new Set();
  for (let tries = 0; out.size < count && tries < count * 20; tries++) out.add(make());
  return [...out];
}

/**
 * The requests of each kind, each list of different paths in a random order:
 * - search: /products?page=1&page_size=24&q=… (the search page, app/routes/search);
 * - category: /products?[sort=…&]page=…&page_size=24&parent_category_id=… (a category page of any
 *   level, app/routes/category.$.tsx), random category × page × order;
 * - promotions: /products?promo=true&[sort=…&]page=…&page_size=24 (/search?promo=1), deep pages too;
 * - product: /products?slug=… (the product page), and productById: /products/{id} (the cart's check
 *   of a product, the recipes' ingredients);
 * - categoryBySlug: /category?slug=… (every category page asks it first; one per category, so it
 *   repeats: the backend keeps no answer of it, only the category tree).
 * `categories`: [{ categoryId, slug, total }]; `products`: [{ productId, slug, name, vendor }].
 */
export function requestLists({ categories, products, promoTotal, words = 2000, count = 2000, seed }) {
  const rng = createRng(seed);
  const listed = categories.filter((c) => c.total > 0);
  const search = searchQueries(products, words, rng).map(({ q }) => `/products?${query({ page: 1, page_size: PAGE_SIZE, q })}`);
  const category = distinct(count, () => {
    const c = rng.pick(listed);
    const sort = rng.pick(SORTS);
    return `/products?${query({ sort, page: pageOf(c.total, rng), page_size: PAGE_SIZE, parent_category_id: c.categoryId })}`;
  });
  const promotions = distinct(count, () => {
    const sort = rng.pick(SORTS);
    return `/products?${query({ promo: 'true', sort, page: pageOf(promoTotal, rng), page_size: PAGE_SIZE })}`;
  });
  // products have unique slugs and ids: a shuffled slice is already distinct
  const product = rng
    .shuffle(products)
    .slice(0, count)
    .map((p) => `/products?${query({ slug: p.slug })}`);
  const productById = rng
    .shuffle(products)
    .slice(0, count)
    .map((p) => `/products/${p.productId}`);
  const categoryBySlug = rng.shuffle(listed.map((c) => `/category?${query({ slug: c.slug })}`));
  return { search, category, promotions, product, productById, categoryBySlug };
}
