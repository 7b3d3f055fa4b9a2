// ebsn-wire.md "What public clients rely on": every fact of that section, checked on our answers.
// Programs written against live eBSN shops (price trackers, scrapers, store locators, list apps)
// must run unchanged against this backend.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDataSchema } from '~/ebsn/account-schemas';
import { categorySchema, envelopeSchema, productListSchema, productSchema, warehouseSchema, type Product } from '~/ebsn/schemas';
import { hashPassword } from '../../backend/accounts/passwords';
import { appUser, cart, product, promotion } from '../../backend/db/schema';
import { shopper, testApp, type Answer } from './helpers/app';
import { accountsApp, accountsDatabase, client, DEMO_PASSWORD, DEMO_USERS, login } from './helpers/accounts';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { ids, insertFixtures } from './helpers/fixtures';

const DAY = 86_400_000;

function okData(answer: Answer) {
  expect(answer.status).toBe(200);
  const envelope = envelopeSchema.parse(answer.body);
  expect(envelope.response.status).toBe(0);
  return envelope.data;
}

/** every path in `value` whose value is null */
function nullPaths(value: unknown, path = '$'): string[] {
  if (value === null) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => nullPaths(v, `${path}[${i}]`));
  if (typeof value === 'object') return Object.entries(value as object).flatMap(([k, v]) => nullPaths(v, `${path}.${k}`));
  return [];
}

/** the cells of an HTML table string, row by row (our own markup: one level of th/td) */
function tableRows(html: string): string[][] {
  return [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => [...row[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1]));
}

describe.each(backendKinds)('the wire as live eBSN shops put it (%s)', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof shopper>;
  const list = async (query: string) => productListSchema.parse(okData(await api.get(`/ebsn/api/products?${query}`)));
  const ordered = async (query: string) => (await list(query)).products.map((p) => p.productId);
  const detail = async (productId: number) => productSchema.parse(okData(await api.get(`/ebsn/api/products/${productId}`)));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    // a price cut: a promotion that is not a percentage discount
    await database.db.update(product).set({ listPriceCents: 479 }).where(eq(product.id, ids.crema));
    await database.db.insert(promotion).values({
      id: 3,
      productId: ids.crema,
      promoType: 'TAGLIO_PREZZO',
      header: 'Taglio prezzo',
      validFrom: new Date(Date.now() - DAY),
      validTo: new Date(Date.now() + DAY),
    });
    api = shopper(testApp(database.db));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('unknown or too large query values fall back to the default', () => {
    it('answers the default order to an unknown sort (clients send rank)', async () => {
      const defaults = await ordered('page_size=50');
      expect(defaults.length).toBe(8);
      for (const sort of ['rank', 'RANDOM', 'name_asc;drop', 'x'.repeat(300)]) {
        expect(await ordered(`page_size=50&sort=${encodeURIComponent(sort)}`), sort).toEqual(defaults);
      }
      // known sorts still sort
      expect(await ordered('page_size=50&sort=pri_asc')).not.toEqual(defaults);
    });

    it('clamps page_size to the cap and says so in itemsPerPage', async () => {
      for (const size of ['5000', '100000', '99999999999999999999']) {
        const big = await list(`page_size=${size}`);
        expect(big.page, size).toEqual({ selPage: 1, totPages: 1, totItems: 8, itemsPerPage: 200 });
        expect(big.products).toHaveLength(8);
      }
      const tiny = await list('page_size=0');
      expect(tiny.page).toEqual({ selPage: 1, totPages: 8, totItems: 8, itemsPerPage: 1 });
      expect(tiny.products).toHaveLength(1);
    });

    it('reads a page below 1 as the first page', async () => {
      const first = await ordered('page_size=3');
      for (const page of ['0', '-1']) {
        const answer = await list(`page_size=3&page=${page}`);
        expect(answer.page.selPage).toBe(1);
        expect(answer.products.map((p) => p.productId)).toEqual(first);
      }
    });

    it('reads promo and new_product in any case, and ignores values that are neither yes nor no', async () => {
      const all = await ordered('page_size=50');
      const promos = await ordered('page_size=50&promo=true');
      expect(promos.sort()).toEqual([ids.bufala, ids.crema].sort());
      expect((await ordered('page_size=50&promo=TRUE')).sort()).toEqual(promos);
      expect((await ordered('page_size=50&promo=1')).sort()).toEqual(promos);
      expect(await ordered('page_size=50&promo=false')).toEqual(all);
      expect(await ordered('page_size=50&promo=maybe')).toEqual(all);
      expect(await ordered('page_size=50&new_product=1')).toEqual([ids.mozzLight]);
      expect(await ordered('page_size=50&new_product=si')).toEqual(all);
    });

    it('still refuses what cannot be understood, with an Italian message naming the parameter', async () => {
      for (const [query, message] of [
        ['page=abc', /"page" deve essere un numero intero/],
        ['page_size=molti', /"page_size" deve essere un numero intero/],
        ['vendor=abc', /"vendor"/],
      ] as const) {
        const answer = await api.get(`/ebsn/api/products?${query}`);
        expect(answer.status, query).toBe(400);
        expect(envelopeSchema.parse(answer.body).response.errorsMessage?.join(' ')).toMatch(message);
      }
    });
  });

  describe('keys without a value are left out', () => {
    it('sends no null anywhere in listings, product details, categories and stores', async () => {
      const listing = okData(await api.get('/ebsn/api/products?page_size=50')) as { products: unknown[] };
      expect(listing.products).toHaveLength(8);
      expect(nullPaths(listing)).toEqual([]);
      for (const id of Object.values(ids).filter((id) => id > 100)) {
        expect(nullPaths(okData(await api.get(`/ebsn/api/products/${id}`))), String(id)).toEqual([]);
      }
      expect(nullPaths(okData(await api.get('/ebsn/api/category')))).toEqual([]);
      expect(nullPaths(okData(await api.get('/ebsn/api/category?slug=latticini')))).toEqual([]);
      expect(nullPaths(okData(await api.get('/ebsn/api/category?slug=mozzarelle')))).toEqual([]);
      expect(nullPaths(okData(await api.get('/ebsn/api/category?slug=home-2022')))).toEqual([]);
      expect(nullPaths(okData(await api.get('/ebsn/api/warehouse-locator/search')))).toEqual([]);
    });

    it('gives product_description only the keys the product has', async () => {
      const fiordilatte = await detail(ids.fiordilatte);
      expect(fiordilatte.metaData?.product_description).toEqual({});
      const bufala = await detail(ids.bufala);
      expect(Object.keys(bufala.metaData?.product_description ?? {}).sort()).toEqual([
        'allergens',
        'ingredients',
        'nutritional_values',
        'origin',
        'storage',
      ]);
    });

    it('has no warehousePromo key without a running promotion', async () => {
      const espresso = await detail(ids.espresso); // its promotion has expired
      expect(espresso).not.toHaveProperty('warehousePromo');
      expect(espresso).not.toHaveProperty('priceStandardDisplay');
      expect(espresso).not.toHaveProperty('priceStandardUmDisplay');
    });
  });

  it('sends nutritional_values as an HTML table: a header row, then one row per nutrient', async () => {
    const html = (await detail(ids.bufala)).metaData?.product_description?.nutritional_values;
    expect(html).toMatch(/^<table>.*<\/table>$/);
    expect(tableRows(html!)).toEqual([
      ['Valori nutrizionali medi', 'per 100 g'],
      ['Energia', '1050 kJ'],
    ]);
  });

  it('gives every promotion an integer warehousePromoTypeId: 5 percentage discount, 6 other kinds', async () => {
    const { products } = await list('promo=true&page_size=50');
    const kinds = Object.fromEntries(products.map((p) => [p.productId, p.warehousePromo?.warehousePromoTypeId]));
    expect(kinds).toEqual({ [ids.bufala]: 5, [ids.crema]: 6 });
  });

  it('sends the struck and the paid price, per piece and per unit, on promotions', async () => {
    const { products } = await list('promo=true&page_size=50');
    const bufala = products.find((p) => p.productId === ids.bufala)!;
    expect(bufala).toMatchObject({ priceDisplay: 3.99, priceStandardDisplay: 4.99, priceUmDisplay: 15.96 });
    // 4,99 € for 250 g is 19,96 €/kg before the discount
    expect(bufala.priceStandardUmDisplay).toBe(19.96);
    for (const p of products) expect(p.priceStandardDisplay!).toBeGreaterThan(p.priceDisplay!);
  });

  it('gives every product WEIGHT_SELLING and WEIGHT_UNIT_SELLING as strings', async () => {
    const { products } = await list('page_size=50');
    const weights = Object.fromEntries(
      products.map((p: Product) => [p.productId, [p.productInfos?.WEIGHT_SELLING, p.productInfos?.WEIGHT_UNIT_SELLING]]),
    );
    expect(weights).toEqual({
      [ids.bufala]: ['250', 'GR'], // its own infos
      [ids.latteIntero]: ['1000', 'ML'], // from its pack size 'LT. 1'
      [ids.parmigiano]: ['0.3', 'KG'], // loose goods: the weight of one add
      [ids.fiordilatte]: ['1', 'PZ'], // nothing says its weight: one piece
      [ids.mozzLight]: ['1', 'PZ'],
      [ids.latteBio]: ['1', 'PZ'],
      [ids.espresso]: ['1', 'PZ'],
      [ids.crema]: ['1', 'PZ'],
    });
  });

  describe('category slugs are paths from the top', () => {
    it('finds a category by its path, by its bare last segment and by a stale path ending in it', async () => {
      for (const slug of [
        'latticini/formaggi/mozzarelle',
        'mozzarelle',
        'formaggi-freschi/mozzarelle',
        '/latticini/formaggi/mozzarelle/',
      ]) {
        const data = okData(await api.get(`/ebsn/api/category?slug=${encodeURIComponent(slug)}`)) as { category: unknown };
        const category = categorySchema.parse(data.category);
        expect(category.categoryId, slug).toBe(ids.mozzarelle);
        expect(category.slug).toBe('latticini/formaggi/mozzarelle');
        expect(category.itemUrl).toBe('/category/latticini/formaggi/mozzarelle');
      }
      const top = categorySchema.parse((okData(await api.get('/ebsn/api/category?slug=latticini')) as { category: unknown }).category);
      expect(top.slug).toBe('latticini');
      const missing = envelopeSchema.parse((await api.get('/ebsn/api/category?slug=latticini/niente')).body);
      expect(missing.response.status).not.toBe(0);
    });
  });

  it('gives stores a slug and counts opening days from Sunday (1) to Saturday (7)', async () => {
    const data = okData(await api.get('/ebsn/api/warehouse-locator/search')) as { warehouses: unknown[] };
    const stores = data.warehouses.map((w) => warehouseSchema.parse(w));
    expect(stores.map((s) => s.slug)).toEqual(['spesa-bologna', 'spesa-padova-centro']);
    const padova = stores.find((s) => s.slug === 'spesa-padova-centro')!;
    expect(padova.serviceHours?.default.map((h) => h.beginWeekDay)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});

describe.each(backendKinds)('login answers the cart and the loyalty card (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof accountsApp>;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    await database.db.insert(appUser).values({
      email: 'anna.neri@example.com',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Anna',
      lastName: 'Neri',
      confirmedAt: new Date(),
    });
    app = accountsApp(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function loginData(email: string) {
    const answer = await login(client(app), email, DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    return { raw: answer.body.data, data: loginDataSchema.parse(envelopeSchema.parse(answer.body).data) };
  }

  it("answers the customer's cart, the same one at every login", async () => {
    const first = await loginData(DEMO_USERS.mario);
    const second = await loginData(DEMO_USERS.mario);
    expect(first.data.cartId).toBeGreaterThan(0);
    expect(second.data.cartId).toBe(first.data.cartId);
    const rows = await database.db.select().from(cart).where(eq(cart.userId, first.data.user.userId));
    expect(rows.map((r) => r.id)).toEqual([first.data.cartId]);
    const other = await loginData('anna.neri@example.com');
    expect(other.data.cartId).not.toBe(first.data.cartId);
  });

  it('sends fidelityCard and userPoints when the customer has a card, and leaves both out otherwise', async () => {
    const mario = await loginData(DEMO_USERS.mario);
    expect(mario.data.user).toMatchObject({ fidelityCard: '2990000012342', userPoints: 1250 });
    expect(nullPaths(mario.raw)).toEqual([]);
    const anna = await loginData('anna.neri@example.com');
    expect(anna.raw.user).not.toHaveProperty('fidelityCard');
    expect(anna.raw.user).not.toHaveProperty('userPoints');
    expect(nullPaths(anna.raw)).toEqual([]);
  });
});
