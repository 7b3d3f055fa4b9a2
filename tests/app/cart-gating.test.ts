// Add to cart (shopping.md §4 "Add-to-cart gating"): login, then address, then slot, in that
// order; the stopped add waits in the session and is made when the shopper comes back (after
// login here; the address and slot screens call the same resumePendingAdd), with the spec's toast.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogCache } from '~/lib/cache.server';
import { resumePendingAdd } from '~/lib/pending-add.server';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';
import { action as cartAction, loader as cartLoader } from '~/routes/cart/route';
import { action as loginAction } from '~/routes/login/route';
import { accountMock, MARIO } from '../mocks/account';
import { cartMock } from '../mocks/cart';
import { args, get, location, payload, post, settle } from './account-helpers';
import { cartPost, flashed, mario } from './cart-helpers';
import { useMsw } from './msw';

useMsw();
beforeEach(() => {
  clearCatalogCache();
  accountMock.reset();
});

const adds = () => cartMock.calls.filter((c) => c.path === 'cart/add');
const add = (fields: Record<string, string>, cookies: string[] = []) =>
  cartPost({ intent: 'add', redirectTo: '/category/latte', ...fields }, cookies).then((r) => cartAction(args(r)));

describe('add to cart gating', () => {
  it('a guest goes to login, and the add is made after logging in, with the success toast', async () => {
    const gated = await add({ productId: '101', quantity: '2' });
    expect(gated).toRedirectTo('/login?redirectTo=%2Fcategory%2Flatte');
    const { session, cookie, messages } = await flashed(gated);
    expect(session.get('pendingAdd')).toEqual({ productId: 101, quantity: 2 });
    expect(messages[0]!.level).toBe('warning');
    expect(adds()).toEqual([]);

    const login = await settle(
      loginAction(
        args(
          await post(
            '/login',
            { intent: 'login', login: MARIO.email, password: MARIO.password, redirectTo: '/category/latte' },
            { cookies: [cookie!] },
          ),
        ),
      ),
    );
    expect(login).toRedirectTo('/category/latte');
    expect(adds()).toEqual([{ path: 'cart/add', token: MARIO.token, body: { items: [{ productId: 101, quantity: 2 }] } }]);
    const after = await flashed(login);
    expect(after.session.get('pendingAdd')).toBeUndefined();
    expect(after.messages.map((m) => m.text)).toContain('Aggiunto al carrello: 2 pz Mozzarella di Bufala Campana DOP');
  });

  it('after login without an address the add keeps waiting and the shopper goes to choose one', async () => {
    cartMock.reset({ address: false, slot: false });
    const { cookie } = await flashed(await add({ productId: '201', quantity: '0.5' }));
    const login = await settle(
      loginAction(args(await post('/login', { intent: 'login', login: MARIO.email, password: MARIO.password }, { cookies: [cookie!] }))),
    );
    expect(login).toRedirectTo(/^\/cart\/address\?redirectTo=/);
    const after = await flashed(login);
    expect(after.session.get('pendingAdd')).toEqual({ productId: 201, quantity: 0.5 });
    expect(cartMock.state.lines).toEqual([]);
  });

  it('a customer without address goes to the address screen, without slot to the slot screen, remembering the add', async () => {
    // the add reads no cart first (decision 078): the backend's refusal is the gate
    cartMock.reset({ address: false, slot: false });
    const noAddress = await add({ productId: '101', quantity: '1' }, [await mario()]);
    expect(noAddress).toRedirectTo('/cart/address?redirectTo=%2Fcategory%2Flatte');
    await expect(noAddress).toSetSession({ pendingAdd: { productId: 101, quantity: 1 } });
    cartMock.reset({ slot: false });
    const noSlot = await add({ productId: '101', quantity: '1' }, [await mario()]);
    expect(noSlot).toRedirectTo('/cart/timeslot?redirectTo=%2Fcategory%2Flatte');
    expect(cartMock.state.lines).toEqual([]);
  });

  it('an add is the request’s one call about the cart: no cart read before it, the scope of the shopper’s last page', async () => {
    const cookie = await mario();
    // a page seen first: its cart read keeps the scope in the session
    const page = await getShopper(get('/category/latte', [cookie]), {});
    const scope = page.api.hash;
    expect(scope).toBeTruthy();
    expect(page.session.get('scope')).toBe(scope);
    const setCookie = (await shopperHeaders(page)).get('Set-Cookie');
    expect(setCookie).toBeTruthy();
    cartMock.calls.length = 0;
    const result = await add({ productId: '101', quantity: '1' }, [setCookie!.split(';')[0]!]);
    expect(result).toRedirectTo('/category/latte');
    expect(cartMock.calls.map((c) => c.path)).toEqual(['cart/add']);
    expect(cartMock.state.lines).toHaveLength(1);
  });

  it('a shopper first read without the cart reads it when asked for it later in the request, once', async () => {
    const request = get('/category/latte', [await mario()]);
    const context = {};
    cartMock.calls.length = 0;
    const deferred = await getShopper(request, context, { cart: false });
    expect(deferred.cartDeferred).toBe(true);
    expect(cartMock.calls).toEqual([]);
    const read = await getShopper(request, context);
    expect(read).toBe(deferred);
    expect(read.cartDeferred).toBe(false);
    expect(read.cart).toBeDefined();
    await getShopper(request, context);
    expect(cartMock.calls.map((c) => c.path)).toEqual(['cart/view']);
  });

  it('the backend’s gating refusal leads to the same step', async () => {
    cartMock.state.refuse = { code: 'error.cart.noTimeslot', text: 'Scegli una fascia oraria' };
    const result = await add({ productId: '101', quantity: '1' }, [await mario()]);
    expect(result).toRedirectTo('/cart/timeslot?redirectTo=%2Fcategory%2Flatte');
  });

  it('resumePendingAdd makes the waiting add once the slot is there, and forgets it', async () => {
    cartMock.reset({ slot: false });
    const { cookie } = await flashed(await add({ productId: '101', quantity: '1' }, [await mario()]));
    cartMock.reset({ slot: true });
    const shopper = await getShopper(get('/cart/timeslot', [cookie!]), {});
    const resumed = await resumePendingAdd(shopper);
    expect(resumed.kind).toBe('added');
    expect(shopper.session.get('pendingAdd')).toBeUndefined();
    expect(cartMock.state.lines).toHaveLength(1);
    expect(shopper.cart?.totalItems).toBe(1);
    expect(await resumePendingAdd(shopper)).toEqual({ kind: 'none' });
  });

  it('adds for a customer with address and slot: options, loose weight, toast with unit', async () => {
    const cookie = await mario();
    const loose = await flashed(await add({ productId: '201', quantity: '0.5' }, [cookie]));
    expect(loose.messages).toEqual([{ level: 'success', text: 'Aggiunto al carrello: 500 g Mele Golden Trentino' }]);
    const withOption = await add({ productId: '402', quantity: '1', 'option.taglio': 'fette' }, [cookie]);
    expect(withOption).toRedirectTo('/category/latte');
    expect(adds().at(-1)!.body).toEqual({ items: [{ productId: 402, quantity: 1, infos: { taglio: 'fette' } }] });
    const missing = await flashed(await add({ productId: '402', quantity: '1' }, [cookie]));
    expect(missing.messages).toEqual([{ level: 'error', text: 'È necessario selezionare tutte le opzioni' }]);
  });

  it('a typed quantity the rules do not allow is added as the nearest allowed one, and the shopper is told why (issue 24)', async () => {
    const cookie = await mario();
    const rounded = await flashed(await add({ productId: '401', quantity: '8' }, [cookie]));
    expect(adds().at(-1)!.body).toEqual({ items: [{ productId: 401, quantity: 6 }] });
    expect(rounded.messages).toEqual([
      { level: 'warning', text: 'Questo prodotto si acquista a multipli di 6 pz: la quantità è stata arrotondata a 6 pz.' },
      { level: 'success', text: 'Aggiunto al carrello: 6 pz Acqua naturale 6 bottiglie' },
    ]);
    cartMock.state.lines.length = 0;
    const capped = await flashed(await add({ productId: '401', quantity: '30' }, [cookie]));
    expect(adds().at(-1)!.body).toEqual({ items: [{ productId: 401, quantity: 24 }] });
    expect(capped.messages[0]).toEqual({ level: 'warning', text: 'Puoi acquistare al massimo 24 pz di questo prodotto' });
  });

  it('shows the backend’s refusal as it says it', async () => {
    cartMock.state.refuse = {
      code: 'error.cart.unavailable',
      text: 'Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato',
    };
    const refused = await flashed(await add({ productId: '101', quantity: '1' }, [await mario()]));
    expect(refused.messages).toEqual([{ level: 'error', text: 'Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato' }]);
  });

  it('a selectable promotion asks first (a step of the cart page), then sends the promo id or -1', async () => {
    const cookie = await mario();
    const asked = await add({ productId: '403', quantity: '1' }, [cookie]);
    expect(asked).toRedirectTo('/cart?promo=403&quantity=1&redirectTo=%2Fcategory%2Flatte');
    expect(adds()).toEqual([]);
    const page = payload(await cartLoader(args(get(location(asked)!, [cookie]))));
    expect(page.promo).toMatchObject({
      productId: 403,
      promoId: 77,
      text: 'Prendi 2: Il secondo a metà prezzo',
      question: 'Vuoi applicare questa promozione?',
      quantity: 1,
    });
    await add({ productId: '403', quantity: '1', use_wpid: '77' }, [cookie]);
    await add({ productId: '403', quantity: '1', use_wpid: '-1' }, [cookie]);
    expect(adds().map((c) => c.body)).toEqual([
      { items: [{ productId: 403, quantity: 1, use_wpid: 77 }] },
      { items: [{ productId: 403, quantity: 1, use_wpid: -1 }] },
    ]);
  });

  it('with JS (a fetcher) the add answers data: the page stays, the promotion question comes back in place', async () => {
    const cookie = await mario();
    const added = await add({ productId: '101', quantity: '1', stay: '1' }, [cookie]);
    expect(payload(added)).toEqual({ ok: true });
    expect((await flashed(added)).messages[0]!.level).toBe('success');
    const asked = await add({ productId: '403', quantity: '1', stay: '1' }, [cookie]);
    expect(payload(asked)).toEqual({
      ok: false,
      ask: { promoId: 77, text: 'Prendi 2: Il secondo a metà prezzo', question: 'Vuoi applicare questa promozione?' },
    });
  });
});
