// Distinct requests as shoppers send them, from a fixed seed so runs compare: category pages over
// random categories × pages × sort orders, searches over many different words (some with a typo),
// products to add to a cart. Everything is read from the shop itself (its sitemaps and pages) in
// requests that are never among the measured ones, so the setup warms no answer a run then asks for.
// The seeded generator and the typing slips are bench:backend's (./distinct-requests.mjs, with its tests).
import { createRng, PAGE_SIZE, SORTS, typo } from './distinct-requests.mjs';
import { BASE_URL, fail, fetchText } from './lib.mjs';

/** the seeded generator of bench:backend's requests (./distinct-requests.mjs), from a number */
export const random = (seed) => createRng(String(seed));

/**
 * An endless stream over a shuffled pool: each item once before any comes again. Every phase that
 * draws from the same stream continues where the last one stopped, so the c=1 and c=8 runs of a
 * kind send different requests; `repeats` counts the items sent a second time or more.
 */
export function stream(pool) {
  let at = 0;
  return {
    size: pool.length,
    next() {
      const item = pool[at % pool.length];
      at++;
      return item;
    },
    get sent() {
      return at;
    },
    get repeats() {
      return Math.max(0, at - pool.length);
    },
  };
}

async function sitemapPaths(path, prefix) {
  const { response, text } = await fetchText(`${BASE_URL}${path}`, 30_000);
  if (!response.ok) fail(`${path} answered ${response.status}`);
  const paths = [];
  for (const [, loc] of text.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(loc);
    if (pathname.startsWith(prefix)) paths.push(decodeURIComponent(pathname));
  }
  return paths;
}

/** Every product's path, from the product sitemaps the index names. */
export async function productPaths() {
  const { text } = await fetchText(`${BASE_URL}/sitemap.xml`, 30_000);
  const maps = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .filter((p) => p.startsWith('/sitemaps/products/'));
  const paths = [];
  for (const map of maps) paths.push(...(await sitemapPaths(map, '/product/')));
  if (!paths.length) fail('No product in the sitemaps: nothing to search for.');
  return paths;
}

/**
 * How many products each category lists, read from its page in 96s (size=96: an address the runs
 * never ask, so neither the storefront's nor the backend's cache holds a measured answer after it).
 */
async function categorySizes(paths) {
  const sizes = [];
  for (const path of paths) {
    const { response, text } = await fetchText(`${BASE_URL}${path}?size=96`, 30_000);
    if (!response.ok) continue;
    // the packed page data (decision 016) carries the listing's page block, escaped inside the script
    const total = text.match(/totItems\\*":(\d+)/);
    if (total) sizes.push({ path, total: Number(total[1]) });
  }
  return sizes;
}

/** Every (category, page, sort order) of the shop, shuffled by `seed`: the pool of category pages. */
export async function categoryPages(seed) {
  const paths = await sitemapPaths('/sitemaps/catalog', '/category/');
  if (!paths.length) fail('No category in /sitemaps/catalog.');
  const pool = [];
  for (const { path, total } of await categorySizes(paths)) {
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    for (let page = 1; page <= pages; page++) {
      for (const sort of SORTS) {
        const params = new URLSearchParams();
        if (sort) params.set('sort', sort);
        if (page > 1) params.set('page', String(page));
        const query = params.toString();
        pool.push(query ? `${path}?${query}` : path);
      }
    }
  }
  if (!pool.length) fail('No category page lists anything.');
  return { categories: paths.length, urls: random(seed).shuffle(pool) };
}

// parts of product names that nobody searches for: sizes, units, pack counts
const NOT_A_WORD = new Set([
  'all',
  'con',
  'per',
  'del',
  'della',
  'delle',
  'dei',
  'degli',
  'alla',
  'alle',
  'allo',
  'gli',
  'nel',
  'kg',
  'ml',
  'pz',
  'conf',
]);

/**
 * `count` different searches: the words of the products' names and, when there are fewer than
 * `count` of them, pairs of adjacent words ("aceto balsamico"), shuffled by `seed`; `typoShare` of
 * them with one typing mistake.
 */
export async function searchWords(seed, count, typoShare) {
  const rng = random(seed);
  const singles = new Set();
  const pairs = new Set();
  for (const path of await productPaths()) {
    const words = path
      .slice('/product/'.length)
      .split('-')
      .filter((w) => /^[a-zà-ù]{3,}$/.test(w) && !NOT_A_WORD.has(w));
    words.forEach((word, i) => {
      singles.add(word);
      if (i > 0) pairs.add(`${words[i - 1]} ${word}`);
    });
  }
  const ones = rng.shuffle([...singles].sort()).slice(0, count);
  const twos = rng.shuffle([...pairs].sort()).slice(0, count - ones.length);
  const chosen = rng.shuffle([...ones, ...twos]);
  const wanted = Math.round(chosen.length * typoShare);
  // the first `wanted` words of five letters or more in a shuffled list are as random as any (typo()
  // leaves shorter ones alone); a pair takes its slip in its longer word
  let given = 0;
  const words = chosen.map((query) => {
    if (given === wanted) return query;
    const parts = query.split(' ');
    const longest = parts.reduce((a, b) => (b.length > a.length ? b : a));
    if (longest.length < 5) return query;
    given++;
    return parts.map((w) => (w === longest ? typo(w, rng) : w)).join(' ');
  });
  return { words: rng.shuffle(words), typos: given, pairs: twos.length };
}

export const searchPath = (word) => `/search?${new URLSearchParams({ q: word })}`;
