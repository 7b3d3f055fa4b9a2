import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientIpOf, createApiContext, ebsn } from '~/ebsn/client.server';
import { getCategoryBySlug, getCategoryTree, listProducts } from '~/ebsn/catalog.server';
import { EbsnError, NotFoundError, SessionExpiredError, UpstreamUnavailableError } from '~/ebsn/errors';
import { clearCatalogCache } from '~/lib/cache.server';
import { EBSN, envelope } from '../mocks/handlers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => clearCatalogCache());

const any = z.unknown();

describe('ebsn client', () => {
  it('unwraps the envelope and returns data, user and messages', async () => {
    server.use(
      http.get(`${EBSN}/ebsn/api/auth/test`, () =>
        HttpResponse.json({
          ...envelope({ ok: true }, { userId: 7 }),
          response: { status: 0, errors: [], infos: [{ info: 'Benvenuto' }], warnings: [] },
        }),
      ),
    );
    const result = await ebsn(createApiContext(undefined), { path: 'auth/test', schema: z.object({ ok: z.boolean() }) });
    expect(result.data).toEqual({ ok: true });
    expect(result.user?.userId).toBe(7);
    expect(result.messages).toEqual([{ level: 'info', text: 'Benvenuto', code: undefined }]);
  });

  it('trims blank lines live servers send before the JSON', async () => {
    server.use(
      http.get(
        `${EBSN}/ebsn/api/auth/test`,
        () => new HttpResponse(`\n\n  ${JSON.stringify(envelope({ a: 1 }))}`, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const result = await ebsn(createApiContext(undefined), { path: 'auth/test', schema: any });
    expect(result.data).toEqual({ a: 1 });
  });

  it('forwards the session token and keeps a newly issued one', async () => {
    let seen: string | null = null;
    server.use(
      http.get(`${EBSN}/ebsn/api/auth/test`, ({ request }) => {
        seen = request.headers.get('X-Ebsn-Account');
        return HttpResponse.json(envelope({}), { headers: { 'X-Ebsn-Account': 'new-token' } });
      }),
    );
    const api = createApiContext('old-token');
    await ebsn(api, { path: 'auth/test', schema: any });
    expect(seen).toBe('old-token');
    expect(api.issuedToken).toBe('new-token');
    expect(api.timings).toHaveLength(1);
  });

  it("forwards the shopper's address (from a trusted proxy) with the key shared with the backend", async () => {
    let key: string | null = null;
    let ip: string | null = null;
    server.use(
      http.get(`${EBSN}/ebsn/api/auth/test`, ({ request }) => {
        key = request.headers.get('X-Ebsn-Storefront-Key');
        ip = request.headers.get('X-Ebsn-Client-Ip');
        return HttpResponse.json(envelope({}));
      }),
    );
    // TRUST_PROXY=1 (vitest.config.ts): our one proxy appended the peer it saw, the rightmost entry;
    // the first entry is whatever the client wrote and is never believed
    const request = new Request('http://shop.test/login', { headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.20' } });
    await ebsn(createApiContext(undefined, clientIpOf(request, { peerAddress: '10.0.0.2' })), { path: 'auth/test', schema: any });
    expect(key).toBe('test-storefront-key');
    expect(ip).toBe('198.51.100.20');
  });

  it("takes the shopper's address from the socket's peer our server puts in the load context", async () => {
    // no proxy header: the peer is the shopper (with 1 trusted hop and no header, nothing vouches otherwise)
    expect(clientIpOf(new Request('http://shop.test/login'), { peerAddress: '203.0.113.44' })).toBe('203.0.113.44');
    // the Vite dev server has no load context: no address at all, never a made-up one
    expect(clientIpOf(new Request('http://shop.test/login'), {})).toBeUndefined();
  });

  it('never sends the session on shopper-independent reads', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get(`${EBSN}/ebsn/api/category`, ({ request }) => {
        seen = request.headers.get('X-Ebsn-Account');
        return HttpResponse.json(envelope({ categories: [] }));
      }),
    );
    await getCategoryTree(createApiContext('secret-token'));
    expect(seen).toBeNull();
  });

  it('turns response.status != 0 into an EbsnError with the server messages', async () => {
    server.use(
      http.get(`${EBSN}/ebsn/api/auth/test`, () =>
        HttpResponse.json(envelope(null, { status: 2, errors: [{ error: 'Credenziali errate', code: 'auth.wrong' }] })),
      ),
    );
    const error = await ebsn(createApiContext(undefined), { path: 'auth/test', schema: any }).catch((e) => e);
    expect(error).toBeInstanceOf(EbsnError);
    expect(error.message).toBe('Credenziali errate');
    expect(error.messages[0]).toMatchObject({ level: 'error', code: 'auth.wrong' });
  });

  it('maps 419 to SessionExpiredError, 404 to NotFoundError, 5xx, garbage and network failures to UpstreamUnavailableError', async () => {
    const api = createApiContext(undefined);
    server.use(http.get(`${EBSN}/ebsn/api/a`, () => new HttpResponse(null, { status: 419 })));
    await expect(ebsn(api, { path: 'a', schema: any })).rejects.toBeInstanceOf(SessionExpiredError);
    server.use(http.get(`${EBSN}/ebsn/api/b`, () => new HttpResponse(null, { status: 404 })));
    await expect(ebsn(api, { path: 'b', schema: any })).rejects.toBeInstanceOf(NotFoundError);
    server.use(http.get(`${EBSN}/ebsn/api/c`, () => new HttpResponse('oops', { status: 502 })));
    await expect(ebsn(api, { path: 'c', schema: any })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    server.use(http.get(`${EBSN}/ebsn/api/d`, () => new HttpResponse('<html>', { status: 200 })));
    await expect(ebsn(api, { path: 'd', schema: any })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    server.use(http.get(`${EBSN}/ebsn/api/e`, () => HttpResponse.error()));
    await expect(ebsn(api, { path: 'e', schema: any })).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it('rejects data that does not match the schema as an upstream failure', async () => {
    server.use(http.get(`${EBSN}/ebsn/api/products`, () => HttpResponse.json(envelope({ products: 'nope' }))));
    await expect(listProducts(createApiContext(undefined), {})).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });
});

describe('catalogue cache', () => {
  it('serves a second read from the cache, keyed by query', async () => {
    let calls = 0;
    server.use(
      http.get(`${EBSN}/ebsn/api/products`, () => {
        calls++;
        return HttpResponse.json(envelope({ products: [], page: { selPage: 1, totPages: 1, totItems: 0, itemsPerPage: 24 } }));
      }),
    );
    const api = createApiContext(undefined);
    await listProducts(api, { q: 'latte', page: '1' });
    await listProducts(api, { page: '1', q: 'latte' });
    expect(calls).toBe(1);
    await listProducts(api, { q: 'pane' });
    expect(calls).toBe(2);
  });

  it('serves a stale entry when the backend fails after the TTL', async () => {
    const api = createApiContext(undefined);
    const first = await getCategoryTree(api);
    expect(first.length).toBeGreaterThan(0);
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + 16 * 60 * 1000;
      server.use(http.get(`${EBSN}/ebsn/api/category`, () => HttpResponse.error()));
      const again = await getCategoryTree(api);
      expect(again).toEqual(first);
      expect(api.timings.some((t) => t.name === 'cache-stale')).toBe(true);
    } finally {
      Date.now = realNow;
    }
  });

  it('keeps a category however many listings are asked meanwhile (issue 29: listings have a store of their own)', async () => {
    let categoryCalls = 0;
    server.use(
      http.get(`${EBSN}/ebsn/api/category`, ({ request }) => {
        if (new URL(request.url).searchParams.get('slug')) categoryCalls++;
        return undefined;
      }),
      http.get(`${EBSN}/ebsn/api/products`, () =>
        HttpResponse.json(envelope({ products: [], page: { selPage: 1, totPages: 1, totItems: 0, itemsPerPage: 24 } })),
      ),
    );
    // each read a request of its own (its own time budget), as each page is
    const api = () => createApiContext(undefined);
    const category = await getCategoryBySlug(api(), 'frutta-e-verdura');
    expect(category).not.toBeNull();
    // more different listings than the listings' store holds (CATALOG_CACHE_MAX, 50)
    for (let page = 1; page <= 120; page++) await listProducts(api(), { parent_category_id: '1', page: String(page) });
    expect(await getCategoryBySlug(api(), 'frutta-e-verdura')).toEqual(category);
    expect(categoryCalls).toBe(1);
  });

  it('answers null for a missing category instead of throwing', async () => {
    expect(await getCategoryBySlug(createApiContext(undefined), 'non-esiste')).toBeNull();
  });
});
