// The storefront's catalogue answers follow the backend's catalogue stamp (decision 062): a read after
// the check interval sees a change made in the backend, one within it is served from memory; a backend
// that cannot say keeps the answers held; a server without the route leaves the answers their 15 minutes.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiContext } from '~/ebsn/client.server';
import { getProductBySlug } from '~/ebsn/catalog.server';
import { CATALOG_TTL_MS } from '~/lib/cache.server';
import { env } from '~/lib/env.server';
import { catalogVersionMock, EBSN, envelope } from '../mocks/handlers';
import { products } from '../mocks/catalog';
import { server, useMsw } from './msw';

useMsw();

const SLUG = products[0]!.slug;
const CHECK_MS = env.catalogVersionCheckMs;

/** the mock backend's product with `price`, counting the reads that reach it */
function productAt(price: number) {
  const seen = { reads: 0, versionChecks: 0 };
  server.use(
    http.get(`${EBSN}/ebsn/api/products`, () => {
      seen.reads++;
      return HttpResponse.json(envelope({ ...products[0], price }));
    }),
  );
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/catalog/version') seen.versionChecks++;
  });
  return seen;
}

const priceNow = async () => (await getProductBySlug(createApiContext(undefined), SLUG))?.price;

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T18:30:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
  catalogVersionMock.version = '1.0';
});

describe('catalogue answers and the catalogue version', () => {
  it('checks the version every few seconds: a change shows after the next check, not before', async () => {
    expect(CHECK_MS).toBe(5000);
    const seen = productAt(2.5);
    expect(await priceNow()).toBe(2.5);
    expect(seen).toEqual({ reads: 1, versionChecks: 1 });

    // the catalogue changes in the backend; within the interval the page still shows what it held
    catalogVersionMock.version = '2.0';
    productAt(1.99);
    vi.setSystemTime(Date.now() + CHECK_MS - 1);
    expect(await priceNow()).toBe(2.5);
    expect(seen.versionChecks).toBe(1);

    vi.setSystemTime(Date.now() + 1);
    expect(await priceNow()).toBe(1.99);
    expect(seen.versionChecks).toBe(2);
  });

  it('an unchanged version keeps the answers: one call per interval, not one per read', async () => {
    const seen = productAt(2.5);
    await priceNow();
    for (let i = 0; i < 3; i++) {
      vi.setSystemTime(Date.now() + CHECK_MS);
      expect(await priceNow()).toBe(2.5);
    }
    expect(seen).toEqual({ reads: 1, versionChecks: 4 });
  });

  it('a backend that cannot say keeps what is held, and is asked again at the next interval', async () => {
    const seen = productAt(2.5);
    await priceNow();
    server.use(http.get(`${EBSN}/catalog/version`, () => new HttpResponse(null, { status: 503 })));
    vi.setSystemTime(Date.now() + CHECK_MS);
    expect(await priceNow()).toBe(2.5);
    expect(seen).toEqual({ reads: 1, versionChecks: 2 });
    vi.setSystemTime(Date.now() + CHECK_MS - 1);
    await priceNow();
    expect(seen.versionChecks).toBe(2);
  });

  it('a server without the route (a chain’s own eBSN) is asked again only after the answers’ 15 minutes', async () => {
    server.use(http.get(`${EBSN}/catalog/version`, () => HttpResponse.json({ code: 'rest_no_route' }, { status: 404 })));
    const seen = productAt(2.5);
    await priceNow();
    productAt(1.99);
    vi.setSystemTime(Date.now() + CATALOG_TTL_MS - 1);
    expect(await priceNow()).toBe(2.5);
    expect(seen.versionChecks).toBe(1);
    vi.setSystemTime(Date.now() + 2);
    expect(await priceNow()).toBe(1.99);
  });
});
