// bench/shopper.mjs: the load tests' shoppers. Each add-to-cart shopper comes from an address of its own
// (X-Forwarded-For, believed by a shop started with TRUST_PROXY=1), so the slot holds of new accounts
// per address (decision 051) do not join the shoppers' carts up on the day's lock.
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Shopper } from '../../bench/shopper.mjs';

function sentHeaders(fetchSpy: MockInstance<typeof fetch>): Headers {
  const [, init] = fetchSpy.mock.calls.at(-1)!;
  return new Headers(init?.headers);
}

describe('bench/shopper.mjs Shopper', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends its address as X-Forwarded-For with every page and form, and keeps the cookies it is given', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () =>
          new Response('<html></html>', { status: 303, headers: { 'Set-Cookie': 'session=abc; Path=/; HttpOnly', Location: '/cart' } }),
      );
    const shopper = new Shopper('10.29.0.3');
    await shopper.get('/cart');
    expect(sentHeaders(fetchSpy).get('X-Forwarded-For')).toBe('10.29.0.3');
    const answer = await shopper.post('/cart', { intent: 'add', productId: '7' });
    expect(answer).toEqual({ status: 303, location: '/cart' });
    const headers = sentHeaders(fetchSpy);
    expect(headers.get('X-Forwarded-For')).toBe('10.29.0.3');
    expect(headers.get('Cookie')).toBe('session=abc');
    expect(shopper.headers).toEqual({ Cookie: 'session=abc', 'X-Forwarded-For': '10.29.0.3' });
  });

  it('sends no X-Forwarded-For without an address (the load generator’s own, as before)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('', { status: 200 }));
    await new Shopper().get('/');
    expect(sentHeaders(fetchSpy).has('X-Forwarded-For')).toBe(false);
  });
});
