// The demo world seed: shape of the catalogue, validity of codes, determinism.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../backend/db/client';
import {
  appMeta,
  appUser,
  category,
  categoryBlock,
  cmsPage,
  menuItem,
  picture,
  postalCode,
  product,
  productClass,
  productToClass,
  promotion,
  recipe,
  recipeIngredient,
  faq,
  faqGroup,
  form,
  slide,
  uxBlock,
  registrationDisclaimer,
  vendor,
  warehouse,
} from '../../backend/db/schema';
import { isValidEan13 } from '../../backend/seed/ean13';
import { RECIPES } from '../../backend/seed/data/content-api';
import { parsePackSize, sellingWeight } from '../../domain/selling-weight';
import { seedDemoWorld } from '../../backend/seed/index';
import { backendKinds, openTestDatabase } from './helpers/database';

async function seededDatabase(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase('pglite');
  await seedDemoWorld(handle.db);
  return handle;
}

const firstProducts = (handle: DatabaseHandle) =>
  handle.db
    .select({
      id: product.id,
      code: product.code,
      slug: product.slug,
      name: product.name,
      barcode: product.barcode,
      priceCents: product.priceCents,
      listPriceCents: product.listPriceCents,
      infos: product.infos,
      categoryId: product.categoryId,
      vendorId: product.vendorId,
      shortDescr: product.shortDescr,
      nutrition: product.nutrition,
    })
    .from(product)
    .orderBy(asc(product.id))
    .limit(50);

describe('seedDemoWorld', () => {
  let handle: DatabaseHandle;
  let products: Array<typeof product.$inferSelect>;
  let categories: Array<typeof category.$inferSelect>;

  beforeAll(async () => {
    handle = await seededDatabase();
    products = await handle.db.select().from(product);
    categories = await handle.db.select().from(category);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('records the seed version', async () => {
    const [row] = await handle.db.select().from(appMeta).where(eq(appMeta.key, 'seed_version'));
    expect(row?.value).toBe('1');
  });

  it('seeds the consents and the four demo customers', async () => {
    const users = await handle.db.select({ email: appUser.email, mfa: appUser.mfaSecret }).from(appUser).orderBy(asc(appUser.id));
    expect(users).toEqual([
      { email: 'mario.rossi@example.com', mfa: null },
      { email: 'giulia.bianchi@example.com', mfa: 'JBSWY3DPEHPK3PXP' },
      { email: 'paolo.esposito@example.com', mfa: null },
      { email: 'sara.colombo@example.com', mfa: null },
    ]);
    const cards = await handle.db.select({ card: appUser.fidelityCard, points: appUser.userPoints }).from(appUser).orderBy(asc(appUser.id));
    expect(cards).toEqual([
      { card: '2990000012342', points: 1250 },
      { card: null, points: null },
      { card: null, points: null },
      { card: null, points: null },
    ]);
    expect((await handle.db.select().from(registrationDisclaimer)).map((d) => [d.title, d.required])).toEqual([
      ['Informativa privacy', true],
      ['Consenso marketing', false],
      ['Profilazione', false],
    ]);
  });

  it('builds a three-level catalogue with products only in leaves', () => {
    const catalog = categories.filter((c) => c.kind === 'catalog');
    const byId = new Map(catalog.map((c) => [c.id, c]));
    expect(catalog.filter((c) => c.parentId === null).length).toBeGreaterThanOrEqual(12);
    for (const c of catalog) {
      if (c.depth === 1) expect(c.parentId).toBeNull();
      else expect(byId.get(c.parentId!)?.depth).toBe(c.depth - 1);
      // the path from the top: the parent's slug, then a segment of its own
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
      expect(c.slug.split('/')).toHaveLength(c.depth);
      if (c.parentId !== null) expect(c.slug.startsWith(`${byId.get(c.parentId)!.slug}/`)).toBe(true);
      expect(c.title && c.description && c.content).toBeTruthy();
    }
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
    // the last segment alone names one category: old links (/category/frutta) still find it
    expect(new Set(categories.map((c) => c.slug.split('/').pop())).size).toBe(categories.length);
    expect(categories.some((c) => c.slug === 'frutta-e-verdura/frutta' && c.depth === 2)).toBe(true);
    expect(products.length).toBeGreaterThanOrEqual(1500);
    for (const p of products) expect(byId.get(p.categoryId)?.depth).toBe(3);
    expect(categories.some((c) => c.slug === 'frutta-e-verdura' && c.depth === 1)).toBe(true);
    expect(products.some((p) => p.name.startsWith('Mozzarella di Bufala Campana DOP'))).toBe(true);
  });

  it('gives every product a valid, unique EAN-13, a unique slug and code', () => {
    for (const p of products) expect(isValidEan13(p.barcode), p.barcode).toBe(true);
    expect(products.every((p) => p.barcode.startsWith('80'))).toBe(true);
    expect(new Set(products.map((p) => p.barcode)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
    for (const p of products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has pieces, packs and loose goods with their productInfos, all strings', () => {
    const required: Record<string, string[]> = {
      Pezzo: ['TIPOLOGIA', 'QTY_MULT', 'UNIT_SELLING'],
      Confezione: ['TIPOLOGIA', 'QTY_MULT', 'UNIT_SELLING'],
      Sfuso: ['TIPOLOGIA', 'WEIGHT_SELLING', 'STEP_SELLING', 'WEIGHT_UNIT_SELLING', 'WEIGHT_UNIT_BASE'],
    };
    for (const kind of Object.keys(required))
      expect(
        products.some((p) => p.kind === kind),
        kind,
      ).toBe(true);
    for (const p of products) {
      expect(Object.keys(required)).toContain(p.kind);
      expect(p.infos.TIPOLOGIA).toBe(p.kind);
      for (const key of required[p.kind]) expect(p.infos[key], `${p.code} ${key}`).toBeTypeOf('string');
      for (const v of Object.values(p.infos)) expect(v).toBeTypeOf('string');
      if (p.kind === 'Sfuso') {
        expect(p.priceUnit).toBe('kg');
        expect(p.packDescr).toBe('AL KG');
      }
    }
    const all = products.flatMap((p) => Object.keys(p.infos));
    for (const key of ['QTY_LOCKED', 'MAXACQ', 'MINACQ', 'LEAD_TIME', 'DAY_LOCK', 'PRODUCT_LOCK_CUTOFF', 'WEIGHT_SELLING_SINGLE_UNIT']) {
      expect(all, key).toContain(key);
    }
    // the cart's daily maximum per customer (docs/decisions/014-shopping-loop.md)
    expect(all).toContain('MAXACQ_DAY');
  });

  it('gives every product its selling weight: grams, millilitres or pieces, from the pack size', () => {
    for (const p of products) {
      const value = p.infos.WEIGHT_SELLING;
      const unit = p.infos.WEIGHT_UNIT_SELLING;
      expect(['GR', 'ML', 'PZ'], `${p.code} ${p.packDescr}`).toContain(unit);
      expect(Number(value), `${p.code} ${value}`).toBeGreaterThan(0);
      if (p.kind === 'Sfuso') expect(unit).toBe('GR');
    }
    // the pack size printed in `description` says the same: 'GR. 70 X 3' is 210 GR, 'LT. 1,5' 1500 ML
    const packed = products.filter((p) => p.kind !== 'Sfuso');
    for (const p of packed) {
      expect([p.infos.WEIGHT_SELLING, p.infos.WEIGHT_UNIT_SELLING], `${p.code} ${p.packDescr}`).toEqual(
        Object.values(sellingWeight(parsePackSize(p.packDescr!))),
      );
    }
    expect(packed.some((p) => / X \d+$/.test(p.packDescr!))).toBe(true);
    expect(packed.some((p) => p.infos.WEIGHT_UNIT_SELLING === 'ML')).toBe(true);
  });

  it('puts the brand in shortDescr, upper case as live shops print it', async () => {
    const vendors = new Map((await handle.db.select().from(vendor)).map((v) => [v.id, v.name]));
    for (const p of products) expect(p.shortDescr, p.code).toBe(vendors.get(p.vendorId!)!.toLocaleUpperCase('it'));
  });

  it('prices in whole cents, with unit prices and VAT rates', () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
      expect(p.unitPriceCents).toBeGreaterThan(0);
      expect([4, 10, 22]).toContain(p.ivaPct);
      expect(['kg', 'l', 'pz']).toContain(p.unitBase);
    }
  });

  it('puts promotions on about 12% of products, each cheaper than its list price, some selectable', async () => {
    const promos = await handle.db
      .select({ selectable: promotion.selectable, text: promotion.selectableText, price: product.priceCents, list: product.listPriceCents })
      .from(promotion)
      .innerJoin(product, eq(product.id, promotion.productId));
    expect(promos.length / products.length).toBeGreaterThan(0.08);
    expect(promos.length / products.length).toBeLessThan(0.16);
    for (const p of promos) expect(p.list!).toBeGreaterThan(p.price);
    const selectable = promos.filter((p) => p.selectable);
    expect(selectable.length).toBeGreaterThan(0);
    expect(selectable.every((p) => p.text === 'Vuoi applicare questa promozione?')).toBe(true);
    expect(products.filter((p) => p.listPriceCents !== null).length).toBe(promos.length);
  });

  it('links product classes to fitting products', async () => {
    const rows = await handle.db
      .select({ name: productClass.name, count: sql<number>`count(*)::int` })
      .from(productToClass)
      .innerJoin(productClass, eq(productClass.id, productToClass.productClassId))
      .groupBy(productClass.name);
    const counts = Object.fromEntries(rows.map((r) => [r.name, r.count]));
    for (const name of ['Surgelato', 'DOP', 'IGP', 'Prodotto italiano', 'Vegano', 'Senza glutine', 'Senza lattosio']) {
      expect(counts[name], name).toBeGreaterThan(0);
    }
    const byId = new Map(categories.map((c) => [c.id, c]));
    const topOf = (categoryId: number) => byId.get(byId.get(byId.get(categoryId)!.parentId!)!.parentId!)!;
    const frozenIds = new Set(
      (
        await handle.db
          .select({ id: productToClass.productId })
          .from(productToClass)
          .innerJoin(productClass, eq(productClass.id, productToClass.productClassId))
          .where(eq(productClass.name, 'Surgelato'))
      ).map((r) => r.id),
    );
    const frozen = products.filter((p) => topOf(p.categoryId).slug === 'surgelati');
    expect(frozen.length).toBeGreaterThan(0);
    const frozenWithoutClass = frozen.filter((p) => !frozenIds.has(p.id)).length;
    expect(frozenWithoutClass).toBe(0);
  });

  it('stores one picture per icon and every product and category points at one', async () => {
    const pictures = await handle.db.select({ name: picture.name, body: picture.body }).from(picture);
    const names = new Set(pictures.map((p) => p.name));
    for (const p of products) expect(names.has(p.picture), p.picture).toBe(true);
    for (const c of categories.filter((c) => c.picture)) expect(names.has(c.picture!), c.picture!).toBe(true);
    for (const p of pictures) expect(p.body.startsWith('<svg')).toBe(true);
  });

  it('fills the details of food: nutrition, ingredients, allergens, storage', () => {
    const food = products.filter((p) => p.nutrition);
    expect(food.length).toBeGreaterThan(products.length / 2);
    const rows = food[0].nutrition!.map((r) => r.name);
    for (const n of ['Energia', 'Grassi', 'di cui acidi grassi saturi', 'Carboidrati', 'di cui zuccheri', 'Fibre', 'Proteine', 'Sale'])
      expect(rows).toContain(n);
    expect(products.filter((p) => p.ingredients).length).toBeGreaterThan(products.length / 3);
    expect(products.some((p) => p.selectOptions?.some((o) => o.parameterName === 'TAGLIO'))).toBe(true);
    expect(products.some((p) => p.isNew)).toBe(true);
    expect(products.some((p) => !p.available)).toBe(true);
  });

  it('builds the home page blocks, content pages and footer menus', async () => {
    const home = categories.find((c) => c.slug === 'home-2022');
    expect(home?.kind).toBe('content');
    const blocks = await handle.db
      .select()
      .from(categoryBlock)
      .where(eq(categoryBlock.categoryId, home!.id))
      .orderBy(asc(categoryBlock.position));
    expect(blocks.map((b) => b.template)).toEqual(['banner', 'product-row', 'links', 'product-row', 'product-row', 'html']);
    expect(blocks[0].proposals).toHaveLength(3);
    expect(blocks[1].productQuery).toEqual({ promo: 'true', page_size: '12' });
    const pages = await handle.db.select({ slug: cmsPage.slug }).from(cmsPage);
    for (const slug of ['condizioni-vendita', 'privacy-policy', 'cookie-policy', 'contatti', 'chi-siamo']) {
      expect(pages.map((p) => p.slug)).toContain(slug);
    }
    const menu = await handle.db.select().from(menuItem);
    expect(menu.some((m) => m.location === 'footer' && m.parentId !== null)).toBe(true);
    expect(menu.some((m) => m.location === 'footer-legal')).toBe(true);
  });

  it("seeds the content API: FAQ in groups, recipes whose ingredients are the catalogue's products, forms, welcome, slides", async () => {
    expect((await handle.db.select().from(faq)).length).toBeGreaterThanOrEqual(20);
    expect((await handle.db.select().from(faqGroup)).length).toBeGreaterThanOrEqual(4);
    expect((await handle.db.select().from(recipe)).length).toBeGreaterThanOrEqual(12);
    const byId = new Map(products.map((p) => [p.id, p.name]));
    const candidates = new Map(RECIPES.flatMap((r) => r.ingredients.map(([name, , names]) => [name, names] as const)));
    const ingredients = await handle.db.select().from(recipeIngredient);
    expect(ingredients.length).toBeGreaterThan(60);
    for (const i of ingredients) {
      if (i.productId === null) {
        // only water and broth buy nothing; in the full world every other ingredient is a product
        expect(['Acqua', 'Brodo vegetale'], i.name).toContain(i.name);
        continue;
      }
      // the first of the ingredient's names the catalogue holds
      const names = candidates.get(i.name)!;
      const name = byId.get(i.productId);
      expect(names, i.name).toContain(name);
      expect(
        names.find((n) => products.some((p) => p.name === n)),
        i.name,
      ).toBe(name);
    }
    expect((await handle.db.select({ title: form.title }).from(form)).map((f) => f.title)).toEqual(['Contattaci', 'Segnala un problema']);
    const [welcome] = await handle.db.select().from(uxBlock).where(eq(uxBlock.slug, 'first-shop-welcome'));
    const pictureNames = new Set((await handle.db.select({ name: picture.name }).from(picture)).map((p) => p.name));
    expect(pictureNames.has(welcome.footerImageUrl!.replace(/^\/photo\/(.*)\.svg$/, '$1'))).toBe(true);
    for (const r of await handle.db.select().from(recipe))
      expect(pictureNames.has(r.imageUrl!.replace(/^\/photo\/(.*)\.svg$/, '$1')), r.slug).toBe(true);
    expect((await handle.db.select().from(slide)).length).toBeGreaterThanOrEqual(3);
    expect((await handle.db.select().from(cmsPage).where(eq(cmsPage.slug, 'regolamento'))).length).toBe(1);
  });

  it('creates stores, lockers, a boat stop and their postal codes', async () => {
    const stores = await handle.db.select().from(warehouse);
    expect(stores.filter((s) => s.kind === 'store').length).toBeGreaterThanOrEqual(10);
    expect(stores.filter((s) => s.kind === 'locker')).toHaveLength(2);
    expect(stores.filter((s) => s.kind === 'boat')).toHaveLength(1);
    expect(new Set(stores.map((s) => s.slug)).size).toBe(stores.length);
    const padova = stores.find((s) => s.slug === 'spesa-padova-arcella')!;
    // 1 = Sunday: the Padova store opens Sunday morning only, Monday to Saturday all day
    expect(padova.hours.find((h) => h.beginWeekDay === 1)).toEqual({ beginWeekDay: 1, beginHour: '09:00', endHour: '13:00' });
    expect(padova.hours.filter((h) => h.beginHour === '08:00').map((h) => h.beginWeekDay)).toEqual([2, 3, 4, 5, 6, 7]);
    const vicenza = stores.find((s) => s.slug === 'spesa-vicenza-stanga')!;
    expect(vicenza.hours.map((h) => h.beginWeekDay)).not.toContain(1);
    const caps = await handle.db.select().from(postalCode);
    expect(caps.length).toBeGreaterThanOrEqual(60);
    const ids = new Set(stores.map((s) => s.id));
    // a postal code of a home-delivery zone has its store; known places outside every zone
    // (Venice's historic centre, towns the chain does not reach) have none (backend/seed/places.ts)
    const zoned = caps.filter((c) => c.zoneId !== null);
    expect(zoned.length).toBeGreaterThanOrEqual(60);
    for (const c of zoned) expect(ids.has(c.warehouseId!)).toBe(true);
    for (const c of caps.filter((c) => c.zoneId === null)) expect(c.warehouseId).toBeNull();
  });

  // The second seed goes to PostgreSQL when the run has it: the same products from the other engine
  // too, in a third of PGlite's time.
  it('is deterministic: a second database gets the same products', async () => {
    const other = await openTestDatabase(backendKinds.at(-1)!);
    try {
      await seedDemoWorld(other.db);
      expect(await firstProducts(other)).toEqual(await firstProducts(handle));
    } finally {
      await other.dispose();
    }
  });
});
