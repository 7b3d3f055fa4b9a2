// Catalogue reads: category tree and pages, product listings with paging, sorting, filters and
// facets, one product in detail, stores and pictures. Every answer is parsed with the storefront's
// own schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, categoryTreeSchema, envelopeSchema, productListSchema, productSchema, warehouseSchema } from '~/ebsn/schemas';
import { eq } from 'drizzle-orm';
import { appUser, product, session } from '../../backend/db/schema';
import { hashToken, newToken } from '../../backend/ebsn/session';
import { call, shopper, testApp, type Answer } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { ids, insertFixtures } from './helpers/fixtures';

function okData(answer: Answer) {
  expect(answer.status).toBe(200);
  const envelope = envelopeSchema.parse(answer.body);
  expect(envelope.response.status).toBe(0);
  return envelope.data;
}

describe.each(backendKinds)('catalogue (%s)', (kind) => {
  let database: TestDatabase;
  let client: ReturnType<typeof shopper>;
  let app: ReturnType<typeof testApp>;
  const list = async (query: string) => productListSchema.parse(okData(await client.get(`/ebsn/api/products?${query}`)));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    app = testApp(database.db);
    client = shopper(app);
    await client.get('/ebsn/api/auth/test');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('categories', () => {
    it('answers the catalogue tree in position order, without content categories', async () => {
      const tree = categoryTreeSchema.parse(okData(await client.get('/ebsn/api/category')));
      expect(tree.categories.map((c) => c.slug)).toEqual(['bevande', 'latticini', 'surgelati']);
      const latticini = tree.categories[1];
      expect(latticini).toMatchObject({ categoryId: ids.latticini, parentId: null, name: 'Latticini', itemUrl: '/category/latticini' });
      expect(latticini.categories?.map((c) => c.slug)).toEqual(['latticini/latte', 'latticini/formaggi']);
      expect(latticini.categories?.[1].categories?.map((c) => c.slug)).toEqual([
        'latticini/formaggi/mozzarelle',
        'latticini/formaggi/formaggi-duri',
      ]);
      expect(latticini.categories?.[1].categories?.[0].itemUrl).toBe('/category/latticini/formaggi/mozzarelle');
      expect(latticini.categories?.[1].categories?.[0].parentId).toBe(ids.formaggi);
    });

    it('limits the depth and leaves out empty categories when filtered', async () => {
      const shallow = categoryTreeSchema.parse(okData(await client.get('/ebsn/api/category?depth=1')));
      expect(shallow.categories.every((c) => !c.categories?.length)).toBe(true);
      const filtered = categoryTreeSchema.parse(okData(await client.get('/ebsn/api/category?filtered=true')));
      expect(filtered.categories.map((c) => c.slug)).toEqual(['bevande', 'latticini']);
      // formaggi-duri holds only an unavailable product
      const formaggi = filtered.categories[1].categories?.find((c) => c.slug === 'latticini/formaggi');
      expect(formaggi?.categories?.map((c) => c.slug)).toEqual(['latticini/formaggi/mozzarelle']);
    });

    it('caches shopper-independent reads publicly, and never mints a session for them', async () => {
      const known = await client.get('/ebsn/api/category');
      expect(known.headers.get('cache-control')).toBe('public, max-age=60');
      const anonymous = await call(app, '/ebsn/api/products?page_size=1');
      expect(anonymous.status).toBe(200);
      expect(anonymous.headers.get('x-ebsn-account')).toBeNull();
      expect(anonymous.headers.get('cache-control')).toBe('public, max-age=60');
      expect(anonymous.body.user).toEqual({ userId: -1, login: null, profileConfirmed: false });
      const who = await client.get('/ebsn/api/auth/test');
      expect(who.headers.get('cache-control')).toBe('no-store');
    });

    it('keeps answers private when they carry a logged-in user', async () => {
      const token = newToken();
      await database.db
        .insert(appUser)
        .values({ id: 7, email: 'cliente7@example.com', firstName: 'Anna', lastName: 'Neri', confirmedAt: new Date() });
      await database.db.insert(session).values({ tokenHash: hashToken(token), userId: 7, expiresAt: new Date(Date.now() + 86_400_000) });
      const answer = await call(app, '/ebsn/api/category', { headers: { 'X-Ebsn-Account': token } });
      expect(answer.body.user.userId).toBe(7);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    });

    it('answers one category by slug with children, blocks and page texts', async () => {
      const data = okData(await client.get('/ebsn/api/category?slug=latticini')) as { category: unknown };
      const category = categorySchema.parse(data.category);
      expect(category).toMatchObject({ categoryId: ids.latticini, slug: 'latticini', itemUrl: '/category/latticini' });
      expect(category.categories.map((c) => c.slug)).toEqual(['latticini/latte', 'latticini/formaggi']);
      expect(category.metaData?.category_info).toEqual({
        TITLE: 'Latticini freschi',
        DESCRIPTION: 'Latte, formaggi e yogurt',
        CONTENT: '<p>Il meglio del fresco</p>',
      });

      const home = categorySchema.parse((okData(await client.get('/ebsn/api/category?slug=home-2022')) as { category: unknown }).category);
      expect(home.categoryBlocks.map((b) => b.templateBlock.codInt)).toEqual(['banner', 'product-row']);
      expect(home.categoryBlocks[0].proposals[0]).toMatchObject({ name: 'Sconti', img: '/photo/banner-1.svg', link: '/search?promo=true' });
      expect(home.categoryBlocks[0].proposals[0].proposalId).toBeGreaterThan(0);
      expect(home.categoryBlocks[1].productQuery).toEqual({ promo: 'true', page_size: '12' });
    });

    it('tells an unknown slug apart: HTTP 200, status not 0, an Italian error with a code', async () => {
      const answer = await client.get('/ebsn/api/category?slug=non-esiste');
      expect(answer.status).toBe(200);
      const envelope = envelopeSchema.parse(answer.body);
      expect(envelope.response.status).not.toBe(0);
      expect(envelope.response.errors[0]).toMatchObject({ error: 'Categoria non trovata.', code: 'error.category.notFound' });
      expect(envelope.data).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it('answers a category block by id', async () => {
      const block = okData(await client.get('/ebsn/api/category-block/info?categoryBlockId=2')) as { productQuery: unknown };
      expect(block.productQuery).toEqual({ promo: 'true', page_size: '12' });
      const missing = await client.get('/ebsn/api/category-block/info?categoryBlockId=999');
      expect(envelopeSchema.parse(missing.body).response.status).not.toBe(0);
    });
  });

  describe('product listings', () => {
    it('lists by popularity with paging', async () => {
      const first = await list('page_size=3');
      expect(first.page).toEqual({ selPage: 1, totPages: 3, totItems: 8, itemsPerPage: 3 });
      expect(first.products.map((p) => p.productId)).toEqual([ids.latteIntero, ids.espresso, ids.fiordilatte]);
      const third = await list('page_size=3&page=3');
      expect(third.products.map((p) => p.productId)).toEqual([ids.parmigiano, ids.mozzLight]);
      const beyond = await list('page_size=3&page=9');
      expect(beyond.products).toEqual([]);
      expect(beyond.page.totItems).toBe(8);
      const defaults = await list('');
      expect(defaults.page.itemsPerPage).toBe(24);
    });

    it('restricts to a category and all its descendants', async () => {
      const latticini = await list(`parent_category_id=${ids.latticini}`);
      expect(latticini.products.map((p) => p.productId).sort()).toEqual(
        [ids.bufala, ids.fiordilatte, ids.mozzLight, ids.latteIntero, ids.latteBio, ids.parmigiano].sort(),
      );
      const unknown = await list('parent_category_id=999');
      expect(unknown.products).toEqual([]);
    });

    it('sorts by name and by price', async () => {
      const byName = await list(`parent_category_id=${ids.mozzarelle}&sort=name_asc`);
      expect(byName.products.map((p) => p.name)).toEqual([
        'Mozzarella di Bufala Campana DOP',
        'Mozzarella Fior di Latte',
        'Mozzarella Light',
      ]);
      const byNameDesc = await list(`parent_category_id=${ids.mozzarelle}&sort=name_des`);
      expect(byNameDesc.products.map((p) => p.name)).toEqual([
        'Mozzarella Light',
        'Mozzarella Fior di Latte',
        'Mozzarella di Bufala Campana DOP',
      ]);
      const cheap = await list('sort=pri_asc');
      expect(cheap.products.map((p) => p.priceDisplay)).toEqual([...cheap.products.map((p) => p.priceDisplay!)].sort((a, b) => a - b));
      const dear = await list('sort=pri_des&page_size=1');
      expect(dear.products[0].productId).toBe(ids.parmigiano);
    });

    it('filters promotions (active only) and new products', async () => {
      const promo = await list('promo=true');
      expect(promo.products.map((p) => p.productId)).toEqual([ids.bufala]);
      const fresh = await list('new_product=true');
      expect(fresh.products.map((p) => p.productId)).toEqual([ids.mozzLight]);
    });

    it('filters by brands and classes with disjunctive facet counts', async () => {
      const all = await list(`parent_category_id=${ids.latticini}`);
      const brands = all.facets.find((f) => f.parameterName === 'vendor')!;
      expect(brands.name).toBe('Marca');
      expect(brands.values[0]).toMatchObject({ id: String(ids.granarolo), name: 'Granarolo', filteredCount: 3 });
      expect(brands.values.map((v) => v.filteredCount)).toEqual([3, 1, 1, 1]);
      const classes = all.facets.find((f) => f.parameterName === 'product_class')!;
      expect(classes.name).toBe('Caratteristiche');
      expect(classes.values).toEqual([
        { id: String(ids.glutenFree), name: 'Senza glutine', filteredCount: 2 },
        { id: String(ids.bio), name: 'Bio', filteredCount: 1 },
      ]);

      const granarolo = await list(`parent_category_id=${ids.latticini}&vendor=${ids.granarolo}`);
      expect(granarolo.page.totItems).toBe(3);
      // brand counts ignore the brand filter; class counts apply it
      expect(granarolo.facets[0].values.map((v) => v.filteredCount)).toEqual([3, 1, 1, 1]);
      expect(granarolo.facets[1].values).toEqual([{ id: String(ids.glutenFree), name: 'Senza glutine', filteredCount: 1 }]);

      const twoBrands = await list(`vendor=${ids.granarolo},${ids.lavazza}`);
      expect(twoBrands.page.totItems).toBe(5);
      const glutenFreeGranarolo = await list(`vendor=${ids.granarolo}&product_class=${ids.glutenFree}`);
      expect(glutenFreeGranarolo.products.map((p) => p.productId)).toEqual([ids.fiordilatte]);
      const bio = await list(`product_class=${ids.bio}`);
      expect(bio.facets[0].values.map((v) => v.name).sort()).toEqual(['Lavazza', 'Parmalat']);
    });

    it('serializes products as the storefront reads them', async () => {
      const { products } = await list(`parent_category_id=${ids.mozzarelle}&sort=name_asc`);
      const bufala = products[0];
      expect(bufala).toMatchObject({
        productId: ids.bufala,
        name: 'Mozzarella di Bufala Campana DOP',
        slug: 'mozzarella-di-bufala-campana-dop',
        itemUrl: '/product/mozzarella-di-bufala-campana-dop',
        barcode: '8001234567890',
        description: 'GR. 250',
        vendor: { vendorId: ids.sorrentino, name: 'Caseificio Sorrentino' },
        mediaURL: '/photo/prod-101.svg',
        mediaURLMedium: '/photo/prod-101.svg',
        available: 1,
        priceDisplay: 3.99,
        priceStandardDisplay: 4.99,
        priceUmDisplay: 15.96,
        minAcq: 2,
        isNew: false,
      });
      expect(bufala.media?.[0]).toMatchObject({
        type: 'image',
        small: '/photo/prod-101.svg',
        large: '/photo/prod-101.svg',
        alt: bufala.name,
      });
      expect(bufala.productInfos).toMatchObject({ TIPOLOGIA: 'Pezzo', MINACQ: '2' });
      expect(bufala.warehousePromo).toMatchObject({
        warehousePromoId: 1,
        discountPerc: 20,
        view: { header: '-20%', cssClass: 'promo-sconto' },
      });
      expect(bufala.breadCrumbs?.map((b) => b.slug)).toEqual(['latticini', 'latticini/formaggi', 'latticini/formaggi/mozzarelle']);
      expect(bufala.productClasses?.map((c) => c.name)).toEqual(['Senza glutine']);
      expect(bufala.metaData?.product_description).toBeUndefined();

      const espresso = (await list(`parent_category_id=${ids.caffeMacinato}&sort=pri_des`)).products[0];
      expect(espresso).toMatchObject({ productId: ids.espresso, priceDisplay: 4.99 });
      // an expired promotion: no struck price and no promotion key at all, as live shops answer
      expect(espresso).not.toHaveProperty('priceStandardDisplay');
      expect(espresso).not.toHaveProperty('warehousePromo');
      const parmigiano = (await list(`parent_category_id=${ids.formaggiDuri}`)).products[0];
      expect(parmigiano).toMatchObject({
        available: 0,
        priceUnitDisplay: 'kg',
        weightUnitDisplay: 'KG',
        productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3', WEIGHT_UNIT_SELLING: 'KG' },
      });
      expect(parmigiano.selectOptions?.[0]).toMatchObject({
        parameterName: 'taglio',
        options: [
          { key: 'pezzo', value: 'A pezzo' },
          { key: 'grattugiato', value: 'Grattugiato' },
        ],
      });
    });
  });

  describe('one product', () => {
    it('answers the bare product with its detail by slug and by id', async () => {
      const bySlug = productSchema.parse(okData(await client.get('/ebsn/api/products?slug=mozzarella-di-bufala-campana-dop')));
      expect(bySlug.productId).toBe(ids.bufala);
      expect(bySlug.metaData?.product_description).toEqual({
        ingredients: 'Latte di bufala, sale, caglio',
        allergens: 'Latte',
        storage: 'Conservare in frigorifero',
        origin: 'Italia',
        nutritional_values:
          '<table><thead><tr><th scope="col">Valori nutrizionali medi</th><th scope="col">per 100 g</th></tr></thead>' +
          '<tbody><tr><th scope="row">Energia</th><td>1050 kJ</td></tr></tbody></table>',
      });
      const byId = productSchema.parse(okData(await client.get(`/ebsn/api/products/${ids.bufala}`)));
      expect(byId).toEqual(bySlug);
    });

    it('says a missing product is not found', async () => {
      for (const path of ['/ebsn/api/products?slug=niente', '/ebsn/api/products/99999']) {
        const answer = await client.get(path);
        expect(answer.status).toBe(200);
        const envelope = envelopeSchema.parse(answer.body);
        expect(envelope.response.errors[0]).toMatchObject({ code: 'error.product.notFound', error: 'Prodotto non trovato.' });
      }
    });

    it('keeps a page whole per catalogue version, with each shopper their own envelope', async () => {
      const path = '/ebsn/api/products?q=latte&page_size=3';
      const guest = await call(app, path);
      // the kept page is sent as text: the bytes are still one JSON envelope, keys in wire order
      expect(guest.text).toBe(JSON.stringify(guest.body));
      expect(Object.keys(guest.body)).toEqual(['response', 'data', 'user']);
      expect(guest.headers.get('content-type')).toBe('application/json');
      const token = newToken();
      await database.db.insert(appUser).values({ id: 8, email: 'cliente8@example.com', firstName: 'Ugo', lastName: 'Riva' });
      await database.db.insert(session).values({ tokenHash: hashToken(token), userId: 8, expiresAt: new Date(Date.now() + 86_400_000) });
      const customer = await call(app, path, { headers: { 'X-Ebsn-Account': token } });
      expect(customer.body.user).toEqual({ userId: 8, login: 'cliente8@example.com', profileConfirmed: false });
      expect(customer.body.data).toEqual(guest.body.data);
      expect(customer.headers.get('cache-control')).toBe('private, no-store');
      expect((await call(app, path)).body.user).toEqual({ userId: -1, login: null, profileConfirmed: false });

      // a write to the catalogue shows at the next request, in listings and on the product page
      const first = productListSchema.parse(guest.body.data).products[0];
      const [row] = await database.db.select({ priceCents: product.priceCents }).from(product).where(eq(product.id, first.productId));
      const byId = `/ebsn/api/products/${first.productId}`;
      expect(productSchema.parse(okData(await call(app, byId))).price).toBe(row.priceCents / 100);
      try {
        await database.db
          .update(product)
          .set({ priceCents: row.priceCents + 1 })
          .where(eq(product.id, first.productId));
        const changed = productListSchema.parse(okData(await call(app, path))).products.find((p) => p.productId === first.productId);
        expect(changed?.price).toBe((row.priceCents + 1) / 100);
        expect(productSchema.parse(okData(await call(app, byId))).price).toBe((row.priceCents + 1) / 100);
      } finally {
        await database.db.update(product).set({ priceCents: row.priceCents }).where(eq(product.id, first.productId));
      }
    });
  });

  describe('stores and pictures', () => {
    it('lists stores, nearest first when a position is given', async () => {
      const data = okData(await client.get('/ebsn/api/warehouse-locator/search')) as { warehouses: unknown[] };
      const stores = data.warehouses.map((w) => warehouseSchema.parse(w));
      expect(stores.map((s) => s.name)).toEqual(['Spesa Bologna', 'Spesa Padova Centro']);
      const padova = stores[1];
      expect(padova.address).toMatchObject({
        address1: 'Via Roma',
        addressNumber: '10',
        city: 'Padova',
        province: 'PD',
        postalcode: '35122',
      });
      expect(padova.metaData?.warehouse_locator?.PHONE).toBe('049 123456');
      // Monday is 2 on the wire (1 = Sunday)
      expect(padova.serviceHours?.default[0]).toEqual({ beginWeekDay: 2, beginHour: '08:00', endHour: '20:00' });
      expect(stores.map((s) => s.slug)).toEqual(['spesa-bologna', 'spesa-padova-centro']);

      const near = okData(await client.get('/ebsn/api/warehouse-locator/search?latitude=45.40&longitude=11.87&distance=50000')) as {
        warehouses: Array<{ name: string; distance: number }>;
      };
      expect(near.warehouses.map((w) => w.name)).toEqual(['Spesa Padova Centro']);
      expect(near.warehouses[0].distance).toBeLessThan(2000);
    });

    it('serves pictures with a year-long immutable cache', async () => {
      const answer = await call(app, '/photo/prod-101.svg');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.text).toContain('<svg');
      expect((await call(app, '/photo/missing.svg')).status).toBe(404);
      expect((await call(app, '/photo/prod-101.png')).status).toBe(404);
    });
  });
});
