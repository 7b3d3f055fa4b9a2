// node bench/price-file.mjs --products 100000 --prices 10000 --promotions 3000 > /tmp/prices.csv
// A daily price file (README "Catalogue updates") for a seeded catalogue, to time
// `npm run catalog:update`: `--prices` products drawn at random among the seed's codes (000001 to
// the number seeded) get a new shelf price, and `--promotions` of them a promotion until 30 days on,
// half price cuts, half percentages. A fixed `--seed` (default 29) gives the same file every time,
// except for the promotions' last day, which follows today.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    prices: { type: 'string', default: '10000' },
    promotions: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '29' },
  },
});
const products = Number(values.products);
const prices = Number(values.prices);
const promotions = Number(values.promotions);
if (![products, prices, promotions].every(Number.isInteger) || prices > products || promotions > prices) {
  process.stderr.write('--products ≥ --prices ≥ --promotions, all whole numbers\n');
  process.exit(2);
}

// mulberry32: small, fast, and the same numbers on every machine
let state = Number(values.seed) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

// a partial Fisher-Yates: the first `prices` of a shuffled 1..products
const seqs = Array.from({ length: products }, (_, i) => i + 1);
for (let i = 0; i < prices; i++) {
  const j = i + Math.floor(random() * (products - i));
  [seqs[i], seqs[j]] = [seqs[j], seqs[i]];
}
const lastDay = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const euros = (cents) => (cents / 100).toFixed(2);

const out = ['code,barcode,price,promo_price,promo_type,promo_from,promo_to,promo_selectable'];
for (let i = 0; i < prices; i++) {
  const code = String(seqs[i]).padStart(6, '0');
  const price = Math.max(49, Math.round((0.5 + random() * 20) * 10) * 10 - 1);
  if (i < promotions) {
    const cut = i % 2 === 0;
    const promo = Math.round(price * (cut ? 0.85 : 0.7));
    out.push(`${code},,${euros(price)},${euros(promo)},${cut ? 'TAGLIO_PREZZO' : 'SCONTO'},,${lastDay},${i % 100 === 7}`);
  } else {
    out.push(`${code},,${euros(price)},,,,,`);
  }
}
process.stdout.write(`${out.join('\n')}\n`);
