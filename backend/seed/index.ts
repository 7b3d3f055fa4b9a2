// The demo world: catalogue, content, stores, consents and demo customers (./accounts.ts). Written in one transaction into an empty database;
// callers check app_meta 'seed_version' first (this sets it to '1' at the end).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  appMeta,
  category,
  categoryBlock,
  cmsPage,
  menuItem,
  picture,
  postalCode,
  productClass,
  productToClass,
  promotion,
  vendor,
  warehouse,
} from '../db/schema';
import { seedAccounts } from './accounts';
import { seedSlots } from './slots';
import { seedGiftCodes } from './gift-codes';
import { seedMealTickets } from './meal-tickets';
import { seedLists } from './lists';
import { seedStaff } from './staff';
import { seedContentApi } from './content-api';
import { seedOrders } from './orders';
import { seedPackagingTypes } from './packaging';
import { seedPlaces } from './places';
import { buildCategoryTree, FALLBACK_ICON, type CategorySeed } from './categories';
import { BANNER_PICTURES, CONTENT_CATEGORIES, homeBlocks } from './data/home';
import { MENUS, PAGES, type MenuDef } from './data/pages';
import { PRODUCT_CLASSES } from './data/product-texts';
import { POSTAL_CODES, STORES } from './data/stores';
import { STORE_BRAND, VENDOR_GROUPS } from './data/vendors';
import { renderIcon } from './pictures';
import { shopNow } from '../clock';
import { slugify } from './text';
import { generateProducts, promotionWindow, type GeneratedProduct, type VendorRef } from './products';
import { beginCatalogBulk, finishCatalogBulk, insertProducts, insertRows } from '../catalog/bulk';

export const SEED_VERSION = '1';
export const DEFAULT_PRODUCTS = 1800;
const SEED = 'spesa-demo-world';
const BATCH = 500;
// products per statement (one JSON parameter each, about 3 MB): fewer statements, fewer trigger calls
const PRODUCT_BATCH = 2000;
const CONTENT_DATE = new Date('2026-11-01T08:00:00Z');

export type SeedOptions = { products?: number; log?: (msg: string) => void };
export type SeedResult = { products: number; categories: number };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** every vendor once, in a fixed order, with a GS1 company number of its own */
function vendorNames(): string[] {
  const names = new Set<string>([STORE_BRAND]);
  for (const group of Object.values(VENDOR_GROUPS)) for (const n of group) names.add(n);
  return [...names];
}

export async function seedDemoWorld(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const total = options.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(total) || total < 0) throw new Error(`products must be a non-negative integer, got ${total}`);
  const log = options.log ?? (() => {});
  const { categories, leaves } = buildCategoryTree();

  return db.transaction(async (tx) => {
    // The catalogue goes in as one bulk write (decision 064): its upkeep is paid once after the
    // products, not after each of their statements.
    await beginCatalogBulk(tx);
    await seedPictures(tx, categories, leaves);
    log(`pictures done`);

    const vendors = new Map<string, VendorRef>();
    const names = vendorNames();
    const vendorRows = await tx
      .insert(vendor)
      .values(names.map((name) => ({ name })))
      .returning({ id: vendor.id, name: vendor.name });
    vendorRows.forEach((v) =>
      vendors.set(v.name, { id: v.id, company: 10000 + Math.floor((names.indexOf(v.name) * 89999) / names.length) }),
    );
    log(`${vendorRows.length} vendors`);

    const categoryIds = await seedCategories(tx, categories);
    log(`${categories.length} categories`);

    const classIds = new Map<string, number>();
    const classRows = await tx
      .insert(productClass)
      .values(
        PRODUCT_CLASSES.map((c) => ({ name: c.name, description: c.description, icon: c.icon, typeId: c.typeId, groupId: c.groupId })),
      )
      .returning({ id: productClass.id, name: productClass.name });
    classRows.forEach((c) => classIds.set(c.name, c.id));

    let count = 0;
    const write = async (batch: GeneratedProduct[]) => {
      if (!batch.length) return;
      const inserted = await insertProducts(
        tx,
        batch.map((g) => g.product),
      );
      const idByCode = new Map(inserted.map((r) => [r.code, r.id]));
      const promos = [];
      const links = [];
      for (const g of batch) {
        const productId = idByCode.get(g.product.code)!;
        if (g.promotion) promos.push({ ...g.promotion, productId });
        for (const c of g.classes) links.push({ productId, productClassId: classIds.get(c)! });
      }
      await insertRows(tx, promotion, promos);
      await insertRows(tx, productToClass, links);
      count += batch.length;
      if (count % 10000 === 0 || count === total) log(`${count}/${total} products`);
    };
    // The database writes one batch while the next is generated; batches still go in one after the
    // other, in order, so the ids are those of a one-by-one load.
    let writing = Promise.resolve();
    let batch: GeneratedProduct[] = [];
    for (const g of generateProducts(leaves, {
      total,
      seed: SEED,
      categoryIds,
      vendors,
      promoWindow: promotionWindow([new Date(), shopNow()]),
    })) {
      batch.push(g);
      if (batch.length === PRODUCT_BATCH) {
        const full = batch;
        batch = [];
        await writing;
        writing = write(full);
        // awaited before the next write or after the loop; should the generator throw meanwhile,
        // the transaction's own error is the one reported
        writing.catch(() => {});
      }
    }
    await writing;
    await write(batch);
    await finishCatalogBulk(tx, log);

    await seedContent(tx, categories, categoryIds);
    await seedStores(tx);
    await seedSlots(tx);
    log('time slot calendars');
    await seedAccounts(tx as unknown as Database);
    log('disclaimers and demo customers');
    await seedPlaces(tx);
    log('zones, streets, pickup points and demo homes');
    await seedOrders(tx);
    log('demo orders');
    await seedGiftCodes(tx);
    log('gift codes');
    await seedMealTickets(tx);
    log('meal-ticket test accounts');
    await seedPackagingTypes(tx);
    log('packaging types');
    await seedLists(tx);
    log('wish lists');
    await seedStaff(tx);
    log('staff');
    await seedContentApi(tx);
    log('FAQ, recipes, forms, welcome block and slides');
    await tx.insert(appMeta).values({ key: 'seed_version', value: SEED_VERSION });
    log(`done: ${count} products, ${categories.length} categories`);
    return { products: count, categories: categories.length };
  });
}

async function seedPictures(tx: Tx, categories: CategorySeed[], leaves: ReturnType<typeof buildCategoryTree>['leaves']) {
  const names = new Set<string>([FALLBACK_ICON, ...BANNER_PICTURES, ...PRODUCT_CLASSES.map((c) => c.icon)]);
  for (const c of categories) names.add(c.picture);
  for (const leaf of leaves) for (const l of leaf.lines) names.add(l.merged.icon ?? leaf.top.traits.icon ?? FALLBACK_ICON);
  const rows = [...names].sort().map((name) => ({ name, contentType: 'image/svg+xml', body: renderIcon(name) }));
  await insertAll(rows, (chunk) => tx.insert(picture).values(chunk));
}

async function seedCategories(tx: Tx, categories: CategorySeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // Parents first, so children can point at their ids.
  for (const depth of [1, 2, 3] as const) {
    const level = categories.filter((c) => c.depth === depth);
    await insertAll(level, async (chunk) => {
      const rows = await tx
        .insert(category)
        .values(
          chunk.map((c) => ({
            parentId: c.parentKey ? ids.get(c.parentKey)! : null,
            slug: c.slug,
            name: c.name,
            depth: c.depth,
            position: c.position,
            title: c.title,
            description: c.description,
            content: c.content,
            picture: c.picture,
            kind: 'catalog',
          })),
        )
        .returning({ id: category.id, slug: category.slug });
      const keyBySlug = new Map(chunk.map((c) => [c.slug, c.key]));
      rows.forEach((r) => ids.set(keyBySlug.get(r.slug)!, r.id));
    });
  }
  return ids;
}

async function seedContent(tx: Tx, categories: CategorySeed[], categoryIds: Map<string, number>) {
  const contentRows = await tx
    .insert(category)
    .values(
      CONTENT_CATEGORIES.map((c, i) => ({
        slug: c.slug,
        name: c.name,
        depth: 1,
        position: i + 1,
        title: c.title,
        description: c.description,
        kind: 'content',
      })),
    )
    .returning({ id: category.id, slug: category.slug });
  const homeId = contentRows.find((r) => r.slug === 'home-2022')!.id;
  const tops = categories.filter((c) => c.depth === 1).map((c) => ({ ...c, id: categoryIds.get(c.key)! }));
  const blocks = homeBlocks(tops, 'latte-latticini-e-formaggi');
  await tx.insert(categoryBlock).values(blocks.map((b, i) => ({ ...b, categoryId: homeId, position: i + 1 })));

  await tx.insert(cmsPage).values(PAGES.map((p) => ({ ...p, modifiedAt: CONTENT_DATE })));

  for (const [location, items] of Object.entries(MENUS)) {
    const insertLevel = async (defs: MenuDef[], parentId: number | null) => {
      for (let i = 0; i < defs.length; i++) {
        const d = defs[i];
        const [row] = await tx
          .insert(menuItem)
          .values({ location, parentId, position: i + 1, title: d.title, url: d.url, target: d.target ?? null, classes: d.classes ?? null })
          .returning({ id: menuItem.id });
        if (d.children) await insertLevel(d.children, row.id);
      }
    };
    await insertLevel(items, null);
  }
}

/** the stores, lockers and boat stop and their postal codes (exported for tests that need places without a catalogue) */
export async function seedStores(tx: Pick<Database, 'insert'>) {
  const rows = await tx
    .insert(warehouse)
    .values(STORES.map(({ key: _key, ...s }) => ({ ...s, slug: slugify(s.name) })))
    .returning({ id: warehouse.id, name: warehouse.name });
  const idByKey = new Map(STORES.map((s) => [s.key, rows.find((r) => r.name === s.name)!.id]));
  await tx.insert(postalCode).values(
    POSTAL_CODES.map(([postalcode, city, province, latitude, longitude, key]) => ({
      postalcode,
      city,
      province,
      latitude,
      longitude,
      warehouseId: idByKey.get(key)!,
    })),
  );
}

/** true when the demo world is already there (app_meta 'seed_version' is set) */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'seed_version'));
  return rows.length > 0;
}
