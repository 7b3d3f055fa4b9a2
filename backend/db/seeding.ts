// First-start seeding of the demo world. The seed module (backend/seed/index.ts) is written
// separately; until it exists the backend starts on an empty catalogue and says so.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from './client';
import { appMeta } from './schema';

const seedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed');

type SeedModule = {
  seedDemoWorld: (db: Database, options?: { products?: number; log?: (msg: string) => void }) => Promise<unknown>;
  SEED_VERSION?: string | number;
};

async function loadSeedModule(log: Logger): Promise<SeedModule | undefined> {
  const file = ['index.ts', 'index.js'].map((f) => path.join(seedDir, f)).find((f) => existsSync(f));
  if (!file) {
    log.warn('backend/seed/index.ts not found: starting without the demo world');
    return undefined;
  }
  const mod = (await import(pathToFileURL(file).href)) as Partial<SeedModule>;
  if (typeof mod.seedDemoWorld !== 'function') {
    log.warn('backend/seed/index.ts exports no seedDemoWorld: starting without the demo world');
    return undefined;
  }
  return mod as SeedModule;
}

export async function seedVersion(db: Database): Promise<string | undefined> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'seed_version')).limit(1);
  return row?.value;
}

/**
 * what every seeding ends with, at start or by hand (backend/seed/cli.ts). The search words are
 * already exact: the seed's bulk write rebuilt them (backend/catalog/bulk.ts).
 */
export async function afterSeeding(db: Database) {
  // Planner statistics for the new rows now: PGlite has no autovacuum (without them a promotions
  // listing of 100,000 products took seconds there), and PostgreSQL's would come only after the
  // first slow listings.
  await db.execute(sql`analyze`);
  // listing_product's visibility map too: the promotions listing reads its pages from its partial
  // indexes alone where the map says every row of a table page is visible (migration 0033, decision
  // 068), and PGlite's map is otherwise never written.
  await db.execute(sql`vacuum listing_product`);
}

/** seeds when app_meta.seed_version is absent; answers whether it seeded */
export async function seedIfNeeded(db: Database, log: Logger, options: { products?: number } = {}) {
  const existing = await seedVersion(db);
  if (existing) {
    log.info({ seedVersion: existing }, 'demo world already seeded');
    // a world seeded before accounts existed gets its consents and demo customers now
    const { accountsSeeded, seedAccounts } = await import('../seed/accounts');
    if (!(await accountsSeeded(db))) {
      await seedAccounts(db);
      log.info('demo customers and consents seeded');
    }
    const { placesSeeded, seedPlaces } = await import('../seed/places');
    if (!(await placesSeeded(db))) {
      await db.transaction((tx) => seedPlaces(tx));
      log.info('zones, streets, pickup points and demo homes seeded');
    }
    // and one seeded before time slot calendars existed gets them
    const { slotsSeeded, seedSlots } = await import('../seed/slots');
    if (!(await slotsSeeded(db))) {
      await db.transaction((tx) => seedSlots(tx));
      log.info('time slot calendars seeded');
    }
    // and one seeded before orders existed gets the demo customer's past orders
    const { ordersSeeded, seedOrders } = await import('../seed/orders');
    if (!(await ordersSeeded(db))) {
      await db.transaction((tx) => seedOrders(tx));
      log.info('demo orders seeded');
    }
    const { giftCodesSeeded, seedGiftCodes } = await import('../seed/gift-codes');
    if (!(await giftCodesSeeded(db))) {
      await db.transaction((tx) => seedGiftCodes(tx));
      log.info('gift codes seeded');
    }
    const { mealTicketsSeeded, seedMealTickets } = await import('../seed/meal-tickets');
    if (!(await mealTicketsSeeded(db))) {
      await db.transaction((tx) => seedMealTickets(tx));
      log.info('meal-ticket test accounts seeded');
    }
    const { packagingSeeded, seedPackagingTypes } = await import('../seed/packaging');
    if (!(await packagingSeeded(db))) {
      await db.transaction((tx) => seedPackagingTypes(tx));
      log.info('packaging types seeded');
    }
    const { listsSeeded, seedLists } = await import('../seed/lists');
    if (!(await listsSeeded(db))) {
      await db.transaction((tx) => seedLists(tx));
      log.info('demo wish lists seeded');
    }
    const { staffSeeded, seedStaff } = await import('../seed/staff');
    if (!(await staffSeeded(db))) {
      await db.transaction((tx) => seedStaff(tx));
      log.info('demo staff seeded');
    }
    const { contentApiSeeded, seedContentApi } = await import('../seed/content-api');
    if (!(await contentApiSeeded(db))) {
      await db.transaction((tx) => seedContentApi(tx));
      log.info('FAQ, recipes, forms, welcome block and slides seeded');
    }
    return false;
  }
  const mod = await loadSeedModule(log);
  if (!mod) return false;
  const started = Date.now();
  log.info({ products: options.products }, 'seeding the demo world');
  await mod.seedDemoWorld(db, { ...(options.products ? { products: options.products } : {}), log: (msg) => log.info(`seed: ${msg}`) });
  await afterSeeding(db);
  await db
    .insert(appMeta)
    .values({ key: 'seed_version', value: String(mod.SEED_VERSION ?? 1) })
    .onConflictDoNothing();
  log.info({ ms: Date.now() - started }, 'demo world seeded');
  return true;
}
