// The cart summary: read once per request for a shopper with a token (the root loader, the page's
// loader and the scope of catalogue calls share it), never for a plain guest; the root loader
// carries what the header shows.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { listProducts } from '~/ebsn/catalog.server';
import { clearCatalogCache } from '~/lib/cache.server';
import { getShopper } from '~/lib/shopper.server';
import { loader as rootLoader } from '~/root';
import { loader as cartLoader } from '~/routes/cart/route';
import { GUEST_TOKEN, MARIO } from '../mocks/account';
import { cartMock } from '../mocks/cart';
import { EBSN, envelope } from '../mocks/handlers';
import { get, payload, sessionCookie } from './account-helpers';
import { mario } from './cart-helpers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => clearCatalogCache());

const cartViews = () => cartMock.calls.filter((c) => c.path === 'cart/view');

describe('cart summary', () => {
  it('is read once per request, shared by the root loader and the page loader', async () => {
    cartMock.state.lines.push({ itemId: 9, productId: 101, quantity: 2, infos: {} });
    const request = get('/cart', [await mario()]);
    const context = {};
    const [root, page] = await Promise.all([rootLoader({ request, params: {}, context }), cartLoader({ request, params: {}, context })]);
    expect(cartViews()).toHaveLength(1);
    expect(cartViews()[0]!.token).toBe(MARIO.token);
    expect(payload(root).cart).toEqual({
      count: 1,
      total: 3.98 + 7.9,
      serviceId: 2,
      addressName: 'Casa',
      slot: { date: '2026-11-25', beginTime: '10:00', endTime: '12:00' },
      lines: { '101': { itemId: 9, quantity: 2 } },
    });
    expect(payload(page).cart.count).toBe(1);
  });

  it('costs no call for a plain guest, nor for a guest with a token while guests may not shop', async () => {
    const plain = payload(await rootLoader({ request: get('/'), params: {}, context: {} }));
    expect(plain.cart).toBeNull();
    const guest = payload(
      await rootLoader({ request: get('/', [await sessionCookie({ ebsnToken: GUEST_TOKEN })]), params: {}, context: {} }),
    );
    expect(guest.cart).toBeNull();
    expect(cartMock.calls).toEqual([]);
  });

  it('gives catalogue calls the hash of the cart’s store and slot', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${EBSN}/ebsn/api/products`, ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('hash'));
        return HttpResponse.json(envelope({ products: [], page: { selPage: 1, totPages: 0, totItems: 0, itemsPerPage: 24 }, facets: [] }));
      }),
    );
    const shopper = await getShopper(get('/', [await mario()]), {});
    expect(shopper.scope).toEqual({ warehouseId: 12, date: '2026-11-25', timeslotId: 3 });
    await listProducts(shopper.api, { q: 'latte' });
    cartMock.reset({ slot: false });
    const noSlot = await getShopper(get('/', [await mario()]), {});
    await listProducts(noSlot.api, { q: 'latte' });
    expect(seen).toEqual(['w12d2026-11-25t3', 'w12d0t0']);
  });

  it('a cart without a service shows none and sends no hash', async () => {
    cartMock.reset({ address: false, slot: false });
    const shopper = await getShopper(get('/', [await mario()]), {});
    expect(shopper.scope).toBeUndefined();
    expect(shopper.api.hash).toBeUndefined();
    const root = payload(await rootLoader({ request: get('/', [await mario()]), params: {}, context: {} }));
    expect(root.cart).toMatchObject({ count: 0, total: 0 });
    expect(root.cart.serviceId).toBeUndefined();
  });
});
