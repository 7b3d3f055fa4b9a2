// npx tsx backend/seed/cli.ts [--products N] [--data-dir DIR]
// Opens the database (DATABASE_URL, else PGlite at --data-dir, default data/pglite), migrates, and
// seeds the demo world unless app_meta says it is already there.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '../db/client';
import { afterSeeding } from '../db/seeding';
import { DEFAULT_PRODUCTS, isSeeded, seedDemoWorld } from './index';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const products = values.products === undefined ? DEFAULT_PRODUCTS : Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  process.stderr.write(`--products must be a non-negative integer\n`);
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
} finally {
  await handle.close();
}
