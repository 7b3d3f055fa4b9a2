// The cart page's intents (update, remove, empty, info, alternatives) and its loader: each change is
// one backend write with the absolute quantity, refusals are shown as the backend says them, an
// unknown intent is a 400, a guest is asked to log in, and the page shows totals, the fee hint,
// the minimum spend and its confirmation steps.
import { describe, expect, it } from 'vitest';
import { action as cartAction, loader as cartLoader } from '~/routes/cart/route';
import { cartMock } from '../mocks/cart';
import { args, get, payload, settle, statusOf } from './account-helpers';
import { cartPost, flashed, mario } from './cart-helpers';
import { useMsw } from './msw';

useMsw();

const writes = () => cartMock.calls.filter((c) => c.path !== 'cart/view' && c.path !== 'delivery-fee/view');
const send = async (fields: Record<string, string>) =>
  cartAction(args(await cartPost({ redirectTo: '/cart', ...fields }, [await mario()])));
const withLines = () => {
  cartMock.state.lines.push(
    { itemId: 1, productId: 101, quantity: 2, infos: {} },
    { itemId: 2, productId: 201, quantity: 0.5, infos: {} },
    { itemId: 3, productId: 401, quantity: 6, infos: {} },
  );
};

describe('cart intents', () => {
  it('update sends the absolute quantity, with its toast', async () => {
    withLines();
    const result = await send({ intent: 'update', itemId: '1', quantity: '3' });
    expect(result).toRedirectTo('/cart');
    expect(writes()).toEqual([{ path: 'cart/update', token: expect.any(String), body: { items: [{ itemId: 1, quantity: 3 }] } }]);
    await expect(result).toFlash([{ level: 'success', text: 'Quantità aggiornata: 3 pz Mozzarella di Bufala Campana DOP' }]);
  });

  it('a typed loose weight is in the selling unit (g) and stored in kg; a typed pack quantity becomes a multiple', async () => {
    withLines();
    await send({ intent: 'update', itemId: '2', shown: '750' });
    await send({ intent: 'update', itemId: '3', shown: '10' });
    expect(writes().map((w) => w.body)).toEqual([{ items: [{ itemId: 2, quantity: 0.75 }] }, { items: [{ itemId: 3, quantity: 12 }] }]);
  });

  it('a typed quantity above MAXACQ becomes MAXACQ, with the spec’s message; one not a multiple, the nearest multiple, said (issue 24)', async () => {
    withLines();
    const capped = await flashed(await send({ intent: 'update', itemId: '3', shown: '30' }));
    const rounded = await flashed(await send({ intent: 'update', itemId: '3', shown: '9' }));
    expect(writes().map((w) => w.body)).toEqual([{ items: [{ itemId: 3, quantity: 24 }] }, { items: [{ itemId: 3, quantity: 12 }] }]);
    expect(capped.messages[0]).toEqual({ level: 'warning', text: 'Puoi acquistare al massimo 24 pz di questo prodotto' });
    expect(rounded.messages[0]).toEqual({
      level: 'warning',
      text: 'Questo prodotto si acquista a multipli di 6 pz: la quantità è stata arrotondata a 12 pz.',
    });
  });

  it('above MAXACQ the backend’s refusal is shown', async () => {
    withLines();
    const result = await send({ intent: 'update', itemId: '3', quantity: '30' });
    await expect(result).toFlash([{ level: 'error', text: 'Puoi acquistare al massimo 24 pz di questo prodotto' }]);
  });

  it('minus to 0 asks the removal confirmation instead of removing', async () => {
    withLines();
    const result = await settle(send({ intent: 'update', itemId: '1', quantity: '0' }));
    expect(result).toRedirectTo('/cart?remove=1');
    expect(writes()).toEqual([]);
  });

  it('remove, empty, info and alternatives each make their call', async () => {
    withLines();
    await send({ intent: 'remove', itemId: '2' });
    await send({ intent: 'alternatives', itemId: '1' });
    await send({ intent: 'alternatives', itemId: '3', accept: 'true' });
    await send({ intent: 'info', property: 'order_comment', value: ' Citofonare Rossi ' });
    await send({ intent: 'info', property: 'need_invoice', value: 'true' });
    const emptied = await send({ intent: 'empty' });
    await expect(emptied).toFlash([{ level: 'success', text: 'Il carrello è stato svuotato' }]);
    expect(writes().map((w) => [w.path, w.body])).toEqual([
      ['cart/delete', { items: [{ itemId: 2 }] }],
      ['cart/update-infos', { items: [{ itemId: 1, infos: { accept_alternatives: 'false' } }] }],
      ['cart/update-infos', { items: [{ itemId: 3, infos: { accept_alternatives: 'true' } }] }],
      ['cart/update-cart-info', { property: 'order_comment', value: 'Citofonare Rossi' }],
      ['cart/update-cart-info', { property: 'need_invoice', value: 'true' }],
      ['cart/empty', {}],
    ]);
    expect(cartMock.state.lines).toEqual([]);
  });

  it('an unknown intent, or a bad field, answers 400 and changes nothing', async () => {
    withLines();
    expect(statusOf(await settle(send({ intent: 'checkout' })))).toBe(400);
    expect(statusOf(await settle(send({ intent: 'update', itemId: 'x', quantity: '1' })))).toBe(400);
    expect(statusOf(await settle(send({ intent: 'info', property: 'password', value: '1' })))).toBe(400);
    // an id past the backend's range is no id of a line: refused here, not in the backend's words
    expect(statusOf(await settle(send({ intent: 'update', itemId: '2147483648', quantity: '2' })))).toBe(400);
    expect(writes()).toEqual([]);
  });

  it('says a comment with control or direction characters under its field, keeping what was typed, and sends nothing', async () => {
    withLines();
    const typed = 'Citofono\u0007\u001b[31m';
    // without JS (the page's action data) and with it (the fetcher's), the same answer; no redirect, which lost the text
    for (const stay of [{}, { stay: '1' }] as Array<Record<string, string>>) {
      const result = await settle(send({ intent: 'info', property: 'order_comment', value: typed, ...stay }));
      expect(statusOf(result)).toBe(400);
      expect(payload(result)).toEqual({ comment: { value: typed, errors: ['Contiene caratteri non validi'] } });
    }
    expect(writes()).toEqual([]);
  });

  it('a guest’s change goes to login', async () => {
    const result = await cartAction(args(await cartPost({ intent: 'empty' })));
    expect(result).toRedirectTo('/login?redirectTo=%2Fcart');
    expect(writes()).toEqual([]);
  });
});

describe('cart page', () => {
  it('a guest is asked to log in', async () => {
    const page = payload(await cartLoader(args(get('/cart'))));
    expect(page.state).toBe('guest');
    expect(cartMock.calls).toEqual([]);
  });

  it('shows lines, totals, the fee hint within 15 € of the next band and what the minimum still misses', async () => {
    // 25 × 1.99 = 49.75: 10.25 from the 60 € band
    cartMock.state.lines.push({ itemId: 1, productId: 101, quantity: 25, infos: {} });
    const page = payload(await cartLoader(args(get('/cart', [await mario()]))));
    expect(page.cart).toMatchObject({
      count: 1,
      totalPrice: 49.75,
      deliveryFee: 7.9,
      grossTotal: 57.65,
      minimum: 90,
      missing: 40.25,
      feeHint: { missing: 10.25, fee: 4.9, progress: 31.67 },
    });
    expect(page.cart.lines[0]).toMatchObject({ itemId: 1, name: 'Mozzarella di Bufala Campana DOP', quantity: 25, grossTotal: 49.75 });
  });

  it('no fee hint further than 15 € from the next band, and no fee row for Drive', async () => {
    cartMock.state.lines.push({ itemId: 1, productId: 101, quantity: 10, infos: {} });
    expect(payload(await cartLoader(args(get('/cart', [await mario()])))).cart.feeHint).toBeNull();
    cartMock.reset({ serviceId: 1 });
    const drive = payload(await cartLoader(args(get('/cart', [await mario()]))));
    expect(drive.cart).toMatchObject({ deliveryFee: null, feeHint: null, minimum: 50 });
    expect(cartMock.calls.some((c) => c.path === 'delivery-fee/view')).toBe(false);
  });

  it('groups by sector on request ("Senza categoria" for a sector without a name)', async () => {
    withLines();
    const page = payload(await cartLoader(args(get('/cart?sectors=1', [await mario()]))));
    expect(cartMock.calls.filter((c) => c.path === 'cart/view').map((c) => c.query)).toEqual(['', '?show_sectors=true']);
    expect(page.cart.sectors.map((s: { name: string; lines: unknown[] }) => [s.name, s.lines.length])).toEqual([
      ['Latticini', 2],
      ['', 1],
    ]);
  });

  it('confirmation steps: removing a line, emptying the cart', async () => {
    withLines();
    const removing = payload(await cartLoader(args(get('/cart?remove=2', [await mario()]))));
    expect(removing.removing).toMatchObject({ itemId: 2, name: 'Mele Golden Trentino', label: '500 g' });
    const emptying = payload(await cartLoader(args(get('/cart?empty=1', [await mario()]))));
    expect(emptying.emptying).toBe(true);
  });
});
