// The shopper context: read once per request, and one response helper that commits the session
// cookie only when something in it changed; catalogue calls scoped by the context's hash.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { listProducts } from '~/ebsn/catalog.server';
import { clearCatalogCache } from '~/lib/cache.server';
import { flashMessage, getShopper, goTo, respond, shopperHeaders, takeMessages } from '~/lib/shopper.server';
import { loader as rootLoader } from '~/root';
import { MARIO } from '../mocks/account';
import { cartMock } from '../mocks/cart';
import { EBSN } from '../mocks/handlers';
import { args, get, payload, readSession, sessionCookie, sessionSetCookie, setCookies } from './account-helpers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => clearCatalogCache());

describe('shopper context', () => {
  it('is read once per request: every loader of a request gets the same context', async () => {
    const request = get('/', [await sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId, firstName: 'Mario' })]);
    const context = {};
    const first = await getShopper(request, context);
    // Remix hands each loader its own copy of the request, and the same load context
    const copy = new Request(request.url, { headers: request.headers, signal: request.signal });
    expect(await getShopper(copy, context)).toBe(first);
    expect(first.loggedIn).toBe(true);
    expect(await getShopper(copy, {})).not.toBe(first);
  });

  it('commits nothing when nothing changed', async () => {
    const shopper = await getShopper(get('/', [await sessionCookie({ ebsnToken: 'tok-a' })]), {});
    expect(setCookies({ init: { headers: await shopperHeaders(shopper) } })).toEqual([]);
    expect(sessionSetCookie(await goTo(shopper, '/somewhere'))).toBeUndefined();
  });

  it('commits a change once, and again only after a further change', async () => {
    const shopper = await getShopper(get('/'), {});
    flashMessage(shopper, { level: 'info', text: 'Ciao' });
    const first = sessionSetCookie(await respond(shopper, { ok: true }));
    expect(first).toBeDefined();
    expect((await readSession(first)).get('messages')).toEqual([{ level: 'info', text: 'Ciao' }]);
    expect(sessionSetCookie(await respond(shopper, { ok: true }))).toBeUndefined();
    shopper.session.set('registrationEmail', 'a@example.com');
    expect(sessionSetCookie(await goTo(shopper, '/'))).toBeDefined();
  });

  it('saves a token the backend issued during the request', async () => {
    const shopper = await getShopper(get('/'), {});
    shopper.api.issuedToken = 'tok-new';
    const cookie = sessionSetCookie(await respond(shopper, {}));
    expect((await readSession(cookie)).get('ebsnToken')).toBe('tok-new');
  });

  it('reads flash messages once, and the answer that shows them drops them from the cookie', async () => {
    const cookie = await sessionCookie({ ebsnToken: 'tok-a', messages: [{ level: 'success', text: 'Fatto' }] });
    const shopper = await getShopper(get('/', [cookie]), {});
    expect(takeMessages(shopper)).toEqual([{ level: 'success', text: 'Fatto' }]);
    expect(takeMessages(shopper)).toEqual([{ level: 'success', text: 'Fatto' }]);
    const committed = sessionSetCookie(await respond(shopper, {}));
    expect(committed).toBeDefined();
    const after = await readSession(committed);
    expect(after.get('messages')).toBeUndefined();
    expect(after.get('ebsnToken')).toBe('tok-a');
  });

  it('the root loader of a plain visit sets no session cookie', async () => {
    const result = await rootLoader(args(get('/')));
    expect(sessionSetCookie(result as never)).toBeUndefined();
    expect(payload(result).messages).toEqual([]);
  });
});

describe('logged-in state', () => {
  const customerCookie = (token: string) => sessionCookie({ ebsnToken: token, userId: MARIO.userId, firstName: 'Mario' });

  it('a plain guest costs no call to the backend', async () => {
    const shopper = await getShopper(get('/', [await sessionCookie({ ebsnToken: 'tok-guest' })]), {});
    expect(shopper.loggedIn).toBe(false);
    expect(cartMock.calls).toEqual([]);
  });

  it('a customer whose session the backend knows: logged in, with the one cart read of the request', async () => {
    const result = await rootLoader(args(get('/', [await customerCookie(MARIO.token)])));
    expect(payload(result).loggedIn).toBe(true);
    expect(cartMock.calls.map((c) => c.path)).toEqual(['cart/view']);
  });

  it('a cookie replayed after logout (the backend answers for a guest) shows the guest header and is cleaned', async () => {
    const result = await rootLoader(args(get('/', [await customerCookie('tok-logged-out')])));
    expect(payload(result).loggedIn).toBe(false);
    expect(payload(result).cart).toBeNull();
    expect(cartMock.calls.map((c) => c.path)).toEqual(['cart/view']);
    const after = await readSession(sessionSetCookie(result as never));
    expect(after.get('userId')).toBeUndefined();
    expect(after.get('firstName')).toBeUndefined();
    expect(after.get('ebsnToken')).toBeUndefined();
  });

  it('a backend that cannot answer proves nothing: the cookie is believed meanwhile', async () => {
    server.use(http.get(`${EBSN}/ebsn/api/cart/view`, () => new HttpResponse('down', { status: 503 })));
    const shopper = await getShopper(get('/', [await customerCookie(MARIO.token)]), {});
    expect(shopper.loggedIn).toBe(true);
  });
});

describe('scope hash of catalogue calls', () => {
  function capture() {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(`${EBSN}/ebsn/api/products`, ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          response: { status: 0, errors: [], infos: [], warnings: [] },
          data: { products: [], page: { selPage: 1, totPages: 0, totItems: 0, itemsPerPage: 24 }, facets: [] },
          user: { userId: -1 },
        });
      }),
    );
    return seen;
  }

  it('sends no hash for a shopper who chose no store and slot (never w0d0t0)', async () => {
    const seen = capture();
    const shopper = await getShopper(get('/'), {});
    expect(shopper.scope).toBeUndefined();
    await listProducts(shopper.api, { q: 'latte' });
    expect(seen[0]!.has('hash')).toBe(false);
  });

  it('sends the chosen store and slot as w<warehouseId>d<date>t<timeslotId>, and caches per scope', async () => {
    const seen = capture();
    const shopper = await getShopper(get('/'), {});
    await listProducts(shopper.api, { q: 'latte' });
    shopper.api.hash = 'w3d2026-11-24t7';
    await listProducts(shopper.api, { q: 'latte' });
    expect(seen.map((s) => s.get('hash'))).toEqual([null, 'w3d2026-11-24t7']);
  });
});
