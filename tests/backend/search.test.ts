// Free-text search: Italian stems, accents, prefix while typing, typo correction through the
// search_word lexicon, barcodes, category restriction and empty results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, productListSchema } from '~/ebsn/schemas';
import { shopper } from './helpers/app';
import { testApp } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { ids, insertFixtures } from './helpers/fixtures';

describe.each(backendKinds)('search (%s)', (kind) => {
  let database: TestDatabase;
  let client: ReturnType<typeof shopper>;

  async function search(query: string) {
    const answer = await client.get(`/ebsn/api/products?${query}`);
    expect(answer.status).toBe(200);
    const envelope = envelopeSchema.parse(answer.body);
    expect(envelope.response.status).toBe(0);
    return productListSchema.parse(envelope.data);
  }
  const found = async (q: string, extra = '') =>
    (await search(`q=${encodeURIComponent(q)}${extra}`)).products.map((p) => p.productId).sort((a, b) => a - b);

  const mozzarelle = [ids.bufala, ids.fiordilatte, ids.mozzLight];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    client = shopper(testApp(database.db));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('finds a product by a word of its name and reports no correction', async () => {
    const result = await search('q=mozzarella');
    expect(result.products.map((p) => p.productId).sort()).toEqual(mozzarelle);
    expect(result.search).toEqual({ query: 'mozzarella', corrected: null });
  });

  it('finds singulars from plurals (Italian stems)', async () => {
    expect(await found('mozzarelle')).toEqual(mozzarelle);
    expect((await search('q=mozzarelle')).search?.corrected).toBeNull();
  });

  it('ignores accents both ways', async () => {
    expect(await found('caffe')).toEqual([ids.espresso, ids.crema]);
    expect(await found('CAFFÈ espresso')).toEqual([ids.espresso]);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(await found('mozz')).toEqual(mozzarelle);
    expect(await found('latte inter')).toEqual([ids.latteIntero]);
  });

  it('corrects typos to the closest known word and says so', async () => {
    const result = await search('q=mozarela');
    expect(result.products.map((p) => p.productId).sort()).toEqual(mozzarelle);
    expect(result.search).toEqual({ query: 'mozarela', corrected: 'mozzarella' });
    const twoWords = await search(`q=${encodeURIComponent('mozarella bufla')}`);
    expect(twoWords.products.map((p) => p.productId)).toEqual([ids.bufala]);
    expect(twoWords.search?.corrected).toBe('mozzarella bufala');
  });

  it('searches brand and category names too, ranking name matches first', async () => {
    expect(await found('lavazza')).toEqual([ids.espresso, ids.crema]);
    const latte = await search('q=latte');
    // "Latte" in the name outranks "Fior di Latte", which outranks a category-only match
    expect(
      latte.products
        .slice(0, 2)
        .map((p) => p.productId)
        .sort(),
    ).toEqual([ids.latteIntero, ids.latteBio]);
  });

  it('finds a product by its barcode', async () => {
    const result = await search('q=8001234567890');
    expect(result.products.map((p) => p.productId)).toEqual([ids.bufala]);
    expect((await search('barcode=8001234567890')).products.map((p) => p.productId)).toEqual([ids.bufala]);
    expect((await search('q=8009999999999')).products).toEqual([]);
  });

  it('restricts a search to a category subtree', async () => {
    expect(await found('latte', `&parent_category_id=${ids.mozzarelle}`)).toEqual([ids.fiordilatte]);
    expect(await found('mozzarella', `&parent_category_id=${ids.bevande}`)).toEqual([]);
  });

  it('answers an empty page for nonsense, punctuation or stop words alone', async () => {
    for (const q of ['xyzzyqwv', '!!!', 'di']) {
      const result = await search(`q=${encodeURIComponent(q)}`);
      expect(result.products).toEqual([]);
      expect(result.page.totItems).toBe(0);
    }
  });

  it('combines search with filters and facets', async () => {
    const result = await search(`q=mozzarella&vendor=${ids.granarolo}&sort=pri_asc`);
    expect(result.products.map((p) => p.productId)).toEqual([ids.fiordilatte, ids.mozzLight]);
    const brands = result.facets.find((f) => f.parameterName === 'vendor')!;
    expect(brands.values.map((v) => [v.name, v.filteredCount])).toEqual([
      ['Granarolo', 2],
      ['Caseificio Sorrentino', 1],
    ]);
  });

  it('keeps the lexicon of known words current as products arrive', async () => {
    const { product } = await import('../../backend/db/schema');
    await database.db.insert(product).values({
      id: 500,
      code: '000500',
      slug: 'stracchino-cremoso',
      name: 'Stracchino Cremoso',
      barcode: '8000000000500',
      vendorId: ids.granarolo,
      categoryId: ids.formaggi,
      kind: 'Pezzo',
      infos: {},
      priceCents: 250,
      picture: 'x',
    });
    const result = await search('q=stracchimo');
    expect(result.products.map((p) => p.productId)).toEqual([500]);
    expect(result.search?.corrected).toBe('stracchino');
  });
});
