// npx tsx backend/seed/cli.ts [--products N] [--shoppers N] [--data-dir DIR]
// Opens the database (DATABASE_URL, else PGlite at --data-dir, default data/pglite), migrates, and
// seeds the demo world unless app_meta says it is already there. --shoppers N adds N load-test
// customers (shopper.1@example.com...; bench/load.mjs), to a seeded database too.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '../db/client';
import { afterSeeding } from '../db/seeding';
import { seedShoppers, shopperEmail } from './accounts';
import { DEFAULT_PRODUCTS, isSeeded, seedDemoWorld } from './index';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    shoppers: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const products = values.products === undefined ? DEFAULT_PRODUCTS : Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  process.stderr.write(`--products must be a non-negative integer\n`);
  process.exit(2);
}

const shoppers = Number(values.shoppers ?? 0);
if (!Number.isInteger(shoppers) || shoppers < 0 || shoppers > 1000) {
  process.stderr.write(`--shoppers must be a whole number from 0 to 1000\n`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = values['data-dir'] ?? path.join('data', 'pglite');
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
try {
  await migrate(handle);
  console.log(`[${seconds()}s] database open and migrated`);
  if (await isSeeded(handle.db)) {
    console.log(`already seeded (${databaseUrl ? 'DATABASE_URL' : dataDir}); nothing to do`);
  } else {
    const result = await seedDemoWorld(handle.db, {
      products,
      log: (msg) => console.log(`[${seconds()}s] ${msg}`),
    });
    await afterSeeding(handle.db);
    console.log(`seeded ${result.products} products in ${result.categories} categories (${handle.kind}) in ${seconds()} s`);
  }
  if (shoppers) {
    const added = await seedShoppers(handle.db, shoppers);
    console.log(`load-test shoppers: ${added} added, ${shoppers - added} already there (${shopperEmail(1)}...)`);
  }
} finally {
  await handle.close();
}
