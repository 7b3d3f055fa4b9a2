// Whatever a client sends, the backend answers with a clear Italian message, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '~/ebsn/schemas';
import { shopper, testApp } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { insertFixtures } from './helpers/fixtures';

describe.each(backendKinds)('bad input (%s)', (kind) => {
  let database: TestDatabase;
  let client: ReturnType<typeof shopper>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    client = shopper(testApp(database.db));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function rejected(path: string, message: RegExp) {
    const answer = await client.get(path);
    expect(answer.status).toBe(400);
    const envelope = envelopeSchema.parse(answer.body);
    expect(envelope.response.status).not.toBe(0);
    expect(envelope.response.errors[0].code).toBe('error.validation');
    expect(envelope.response.errorsMessage?.join(' ')).toMatch(message);
  }

  // Live clients send what live eBSN servers accept: only what cannot be understood is refused
  // (out-of-range numbers are clamped and unknown choices ignored: tests/backend/wire.test.ts).
  it('rejects paging that is not a whole number, with the parameter named', async () => {
    await rejected('/ebsn/api/products?page=abc', /"page" deve essere un numero intero/);
    await rejected('/ebsn/api/products?page=1.5', /"page"/);
    await rejected('/ebsn/api/products?page_size=tanti', /"page_size" deve essere un numero intero/);
    await rejected('/ebsn/api/category?depth=due', /"depth"/);
  });

  it('rejects a query of 10,000 characters', async () => {
    await rejected(`/ebsn/api/products?q=${'a'.repeat(10_000)}`, /"q" può contenere al massimo 200 caratteri/);
  });

  it('rejects malformed filters and sorts', async () => {
    await rejected('/ebsn/api/products?vendor=abc', /"vendor"/);
    await rejected('/ebsn/api/products?product_class=1,-2', /"product_class"/);
    await rejected('/ebsn/api/products?parent_category_id=99999999999999', /"parent_category_id"/);
    await rejected('/ebsn/api/products?parent_category_id=frutta', /"parent_category_id"/);
    await rejected('/ebsn/api/products?barcode=abc', /"barcode"/);
    await rejected('/ebsn/api/category-block/info', /"categoryBlockId" è obbligatorio/);
    await rejected('/ebsn/api/products/abc', /"productId"/);
    await rejected('/ebsn/api/warehouse-locator/search?latitude=91&longitude=11', /"latitude"/);
    await rejected('/ebsn/api/warehouse-locator/search?latitude=45', /"longitude"/);
  });

  it('ignores unknown parameters, empty values and repeated keys', async () => {
    for (const path of [
      '/ebsn/api/products?foo=bar&__proto__=x&constructor=y',
      '/ebsn/api/products?q=&page=&sort=&vendor=',
      '/ebsn/api/products?page=1&page=2',
      '/ebsn/api/products?hash=w0d0t0',
      '/ebsn/api/category?filtered=true&skip_cache=1&hash=abc',
    ]) {
      const answer = await client.get(path);
      expect(answer.status, path).toBe(200);
      expect(envelopeSchema.parse(answer.body).response.status).toBe(0);
    }
  });

  it('never answers 500 to hostile or strange input', async () => {
    const paths = [
      "/ebsn/api/products?q=' or 1=1 --",
      '/ebsn/api/products?q=%27%29%3B%20drop%20table%20product%3B--',
      '/ebsn/api/products?q=mozz%20%26%20%7C%20!%20%3A*%20(',
      '/ebsn/api/products?q=%E0%A4%A',
      '/ebsn/api/products?q=%00%01',
      '/ebsn/api/products?q=日本語 テスト',
      '/ebsn/api/products?q=a b c d e f g h i j k l m n o p',
      '/ebsn/api/products?slug=%00',
      '/ebsn/api/category?slug=../../etc/passwd',
      '/ebsn/api/products/0',
      '/ebsn/api/products/99999999999',
      '/p/wp-json/wp/v2/pages?slug=%00',
      '/p/wp-json/menu-locations/..%2F..',
      '/photo/..%2F..%2Fetc%2Fpasswd.svg',
    ];
    for (const path of paths) {
      const answer = await client.get(path);
      expect(answer.status, path).toBeLessThan(500);
    }
  });
});
