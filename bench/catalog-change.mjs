#!/usr/bin/env node
// How long a change to a product takes to show on every storefront of a cluster (issue 29 §1,
// decision 062): each storefront first shows the product's page (so its cache holds the old price),
// then the price is changed in the database, as a catalogue load would change it, and each storefront
// is asked directly (not through nginx), every POLL_MS, until its page shows the new price. Prints the
// seconds per storefront and round; the stated bound is the storefronts' CATALOG_VERSION_CHECK_SECONDS
// (5) plus one page. The price is put back at the end.
// Usage, with `npm run cluster` running on that database:
//   DATABASE_URL=postgres://… node bench/catalog-change.mjs
// STOREFRONT_URLS (comma-separated) instead of the running cluster's (.cache/cluster/state.json);
// ROUNDS (5), POLL_MS (100), LIMIT_S (60: a storefront that has not shown it by then fails the run).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('DATABASE_URL: the cluster’s database');
  process.exit(2);
}
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const POLL_MS = Number(process.env.POLL_MS ?? 100);
const LIMIT_S = Number(process.env.LIMIT_S ?? 60);
const storefronts = process.env.STOREFRONT_URLS
  ? process.env.STOREFRONT_URLS.split(',').map((u) => u.trim().replace(/\/$/, ''))
  : JSON.parse(readFileSync(path.resolve(process.env.CLUSTER_DIR ?? '.cache/cluster', 'state.json'), 'utf8'))
      .processes.filter((p) => p.kind === 'storefront')
      .map((p) => `http://127.0.0.1:${p.port}`);

const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
// a product on no promotion: the page's price is its price
const {
  rows: [product],
} = await db.query(
  `select id, slug, price_cents from product p
    where not exists (select 1 from promotion where product_id = p.id) order by id limit 1`,
);
if (!product) throw new Error('no product without a promotion in the database');

/** the price of the product's page as its structured data gives it (JSON-LD "price":"2.69") */
const pagePrice = async (base) => {
  const html = await (await fetch(`${base}/product/${product.slug}`, { signal: AbortSignal.timeout(10_000) })).text();
  return /"price":"([\d.]+)"/.exec(html)?.[1];
};
const euros = (cents) => (cents / 100).toFixed(2);

console.log(
  `${storefronts.length} storefronts (${storefronts.join(', ')}), product ${product.id} /product/${product.slug}, ${ROUNDS} rounds`,
);
const original = product.price_cents;
const worst = [];
let failed = false;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const before = original + round - 1;
    const after = original + round;
    // each storefront holds the page with the price before the change
    for (const base of storefronts) {
      const shown = await pagePrice(base);
      if (shown !== euros(before)) throw new Error(`${base} shows ${shown} before the change, not ${euros(before)}`);
    }
    await db.query('update product set price_cents = $1 where id = $2', [after, product.id]);
    const changedAt = performance.now();
    const seconds = await Promise.all(
      storefronts.map(async (base) => {
        for (;;) {
          if ((await pagePrice(base)) === euros(after)) return (performance.now() - changedAt) / 1000;
          if (performance.now() - changedAt > LIMIT_S * 1000) return Infinity;
          await new Promise((r) => setTimeout(r, POLL_MS));
        }
      }),
    );
    worst.push(Math.max(...seconds));
    failed ||= seconds.some((s) => !Number.isFinite(s));
    console.log(
      `round ${round}: ${euros(before)} → ${euros(after)} €: ${storefronts.map((b, i) => `${new URL(b).port} ${seconds[i].toFixed(2)} s`).join(', ')}`,
    );
    if (failed) break;
  }
} finally {
  await db.query('update product set price_cents = $1 where id = $2', [original, product.id]);
  await db.end();
}
console.log(`slowest storefront per round: ${worst.map((s) => s.toFixed(2)).join(', ')} s; max ${Math.max(...worst).toFixed(2)} s`);
if (failed) {
  console.error(`a storefront did not show the change within ${LIMIT_S} s`);
  process.exit(1);
}
