// The API over the real demo world (backend/seed): everything it answers must parse with the
// storefront's schemas, and search must work on the seeded vocabulary, not only on test fixtures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSchema, pageListSchema } from '~/cms/schemas';
import { categorySchema, categoryTreeSchema, envelopeSchema, productListSchema, productSchema, type CategoryNode } from '~/ebsn/schemas';
import { seedIfNeeded } from '../../backend/db/seeding';
import { call, shopper, silentLog, testApp } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { customer } from './helpers/cart';
import { DEMO_USERS } from './helpers/accounts';
import { orderSchema } from '~/ebsn/orders.server';

describe.each(backendKinds)('the seeded demo world (%s)', (kind) => {
  let database: TestDatabase;
  let client: ReturnType<typeof shopper>;
  let app: ReturnType<typeof testApp>;

  async function data(path: string) {
    const answer = await client.get(path);
    expect(answer.status, path).toBe(200);
    const envelope = envelopeSchema.parse(answer.body);
    expect(envelope.response.status, path).toBe(0);
    return envelope.data;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    expect(await seedIfNeeded(database.db, silentLog, { products: 600 })).toBe(true);
    app = testApp(database.db);
    client = shopper(app);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('seeds once: a second start finds app_meta.seed_version', async () => {
    expect(await seedIfNeeded(database.db, silentLog)).toBe(false);
  });

  it("gives Mario orders in every state after the checkout, read with the storefront's schema", async () => {
    const mario = await customer(app, database.db, DEMO_USERS.mario);
    const answer = await mario.client.get('/ebsn/api/order/list?fetch_detail=true');
    const orders = (envelopeSchema.parse(answer.body).data as { orders: unknown[] }).orders.map((o) => orderSchema.parse(o));
    // every status after the checkout (decision 053), newest first
    expect(orders.map((o) => [o.orderStatusId, o.orderStatusDescr])).toEqual([
      [18, 'In consegna'],
      [7, 'In consegna'],
      [6, 'Quasi pronto'],
      [5, 'In preparazione'],
      [4, 'In preparazione'],
      [13, 'Fallito'],
      [12, 'Non ritirato'],
      [10, 'Annullato'],
      [9, 'Consegnato parzialmente'],
      [8, 'Consegnato'],
    ]);
    for (const order of orders) {
      expect(order.orderItems?.length).toBeGreaterThan(1);
      expect(order.grossTotal).toBeCloseTo(order.totalPrice + order.deliveryFee, 2);
      expect(order.isDeletable).toBe(false);
    }
    const byStatus = (id: number) => orders.find((o) => o.orderStatusId === id)!;
    expect(byStatus(8).shippingAddress?.addressName).toBeTruthy();
    // handed over: the final amount charged to the card, the rest of the hold released
    for (const id of [8, 9]) {
      const order = byStatus(id);
      expect(order.capturedAmount).toBe(order.finalGrossTotal);
      expect(order.capturedAmount! + order.releasedAmount!).toBeCloseTo(order.preAuthorizedAmount!, 2);
      expect(order.orderItems!.map((i) => i.pickingState)).not.toContain(undefined);
    }
    expect(byStatus(9).orderItems!.map((i) => i.pickingState)).toContain('missing');
    expect(byStatus(8).orderItems!.map((i) => i.pickingState)).toContain('substituted');
    expect(byStatus(12)).toMatchObject({ capturedAmount: 0, releasedAmount: byStatus(12).preAuthorizedAmount });
    // being picked: some lines done, no final amount yet
    expect(byStatus(5).finalGrossTotal).toBeUndefined();
    expect(byStatus(5).orderItems!.filter((i) => i.pickingState).length).toBe(2);
    // the other customers have none
    const giulia = await customer(app, database.db, DEMO_USERS.giulia);
    expect((envelopeSchema.parse((await giulia.client.get('/ebsn/api/order/list')).body).data as { orders: unknown[] }).orders).toEqual([]);
  });

  it('answers a three-level tree and every category page', async () => {
    const tree = categoryTreeSchema.parse(await data('/ebsn/api/category?filtered=true'));
    expect(tree.categories.length).toBeGreaterThan(3);
    const leaves: CategoryNode[] = [];
    const walk = (nodes: CategoryNode[], level: number) => {
      for (const node of nodes) {
        expect(level).toBeLessThanOrEqual(3);
        if (node.categories?.length) walk(node.categories, level + 1);
        else leaves.push(node);
      }
    };
    walk(tree.categories, 1);
    const leaf = leaves[0];
    const page = categorySchema.parse(((await data(`/ebsn/api/category?slug=${leaf.slug}`)) as { category: unknown }).category);
    expect(page.slug).toBe(leaf.slug);
    const products = productListSchema.parse(await data(`/ebsn/api/products?parent_category_id=${leaf.categoryId}`));
    expect(products.page.totItems).toBeGreaterThan(0);
    const home = categorySchema.parse(((await data('/ebsn/api/category?slug=home-2022')) as { category: unknown }).category);
    expect(home.categoryBlocks.length).toBeGreaterThan(0);
  });

  it('serializes every product of the catalogue per the storefront schema', async () => {
    let page = 1;
    let seen = 0;
    for (;;) {
      const raw = await data(`/ebsn/api/products?page_size=200&page=${page}`);
      // live shops leave a key without a value out: not one null in the whole catalogue
      expect(JSON.stringify(raw)).not.toMatch(/:null[,}\]]/);
      const list = productListSchema.parse(raw);
      for (const product of list.products) {
        productSchema.parse(product);
        expect(product.productInfos?.WEIGHT_SELLING, product.slug).toMatch(/^\d+(\.\d+)?$/);
        expect(['GR', 'ML', 'PZ'], product.slug).toContain(product.productInfos?.WEIGHT_UNIT_SELLING);
        if (product.warehousePromo) expect([5, 6]).toContain(product.warehousePromo.warehousePromoTypeId);
        expect(product.shortDescr).toBe(product.vendor?.name.toLocaleUpperCase('it'));
      }
      seen += list.products.length;
      if (page >= list.page.totPages) break;
      page += 1;
    }
    expect(seen).toBe(600);
  });

  it('finds seeded products by plural, typo, prefix and barcode', async () => {
    const some = productListSchema.parse(await data('/ebsn/api/products?page_size=50&sort=name_asc'));
    const longWord = (name: string) => name.split(/\s+/).find((w) => /^[a-zA-Z]{6,}$/.test(w));
    const sample = some.products.find((p) => longWord(p.name))!;
    const byBarcode = productListSchema.parse(await data(`/ebsn/api/products?q=${sample.barcode}`));
    expect(byBarcode.products.map((p) => p.productId)).toEqual([sample.productId]);

    const word = longWord(sample.name)!.toLowerCase();
    const exact = productListSchema.parse(await data(`/ebsn/api/products?q=${encodeURIComponent(word)}`));
    expect(exact.products.map((p) => p.productId)).toContain(sample.productId);
    const prefix = productListSchema.parse(await data(`/ebsn/api/products?q=${encodeURIComponent(word.slice(0, 4))}`));
    expect(prefix.page.totItems).toBeGreaterThanOrEqual(exact.page.totItems);
    // drop one letter from the middle: a typo the lexicon should repair
    const typo = word.slice(0, 3) + word.slice(4);
    const repaired = productListSchema.parse(await data(`/ebsn/api/products?q=${encodeURIComponent(`${typo} `)}`));
    expect(repaired.page.totItems).toBeGreaterThan(0);
  });

  it('answers the content pages and the footer menu', async () => {
    const pages = pageListSchema.parse((await call(app, '/p/wp-json/wp/v2/pages?per_page=100')).body);
    expect(pages.length).toBeGreaterThan(0);
    const bySlug = pageListSchema.parse((await call(app, `/p/wp-json/wp/v2/pages?slug=${pages[0].slug}`)).body);
    expect(bySlug[0].id).toBe(pages[0].id);
    const footer = menuSchema.parse((await call(app, '/p/wp-json/menu-locations/footer')).body);
    expect(footer.length).toBeGreaterThan(0);
  });

  it('serves every product picture', async () => {
    const list = productListSchema.parse(await data('/ebsn/api/products?page_size=50'));
    for (const product of list.products) {
      const photo = await call(app, product.mediaURL!);
      expect(photo.status, product.mediaURL!).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    }
  });
});
