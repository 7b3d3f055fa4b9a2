// Bad input on every cart route answers 400 with an Italian message in the envelope, never a 500,
// and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { DEMO_USERS, errorTexts, quickConfig, type Answer, type Client } from './helpers/accounts';
import { testApp } from './helpers/app';
import { bindCart, cartDatabase, customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';
import { ids } from './helpers/fixtures';

function badRequest(answer: Answer) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.body.response.status).toBe(1);
  const texts = errorTexts(answer);
  expect(texts.length).toBeGreaterThan(0);
  // Italian, and never zod's or the database's English
  for (const text of texts) {
    expect(text).toMatch(/parametro|Richiesta non valida|proprietà|need_invoice/);
    expect(text).not.toMatch(/Invalid|Expected|Required|syntax|violates/);
  }
}

const ITEMS_ROUTES = ['/ebsn/api/cart/add', '/ebsn/api/cart/update', '/ebsn/api/cart/delete', '/ebsn/api/cart/update-infos'];

describe.each(backendKinds)('cart bad input (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: Client;
  let itemId: number;

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, quickConfig);
    const logged = await customer(app, database.db, DEMO_USERS.mario);
    mario = logged.client;
    await bindCart(database.db, logged.userId);
    const added = await mario.postJson('/ebsn/api/cart/add', { items: [{ productId: ids.fiordilatte, quantity: 2 }] });
    itemId = added.body.data.cartItems[0].itemId;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function sendRaw(path: string, body: string, type: string): Promise<Answer> {
    const res = await app.request(path, { method: 'POST', body, headers: { 'Content-Type': type, 'X-Ebsn-Account': mario.token! } });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: JSON.parse(text), text };
  }

  it.each(ITEMS_ROUTES)('%s: malformed JSON, no items, empty items, items not a list', async (path) => {
    badRequest(await sendRaw(path, '{"items": [', 'application/json'));
    badRequest(await mario.postJson(path, {}));
    badRequest(await mario.postJson(path, { items: [] }));
    badRequest(await mario.postJson(path, { items: 'tutti' }));
    badRequest(await mario.postJson(path, { items: [null] }));
    badRequest(await mario.postJson(path, [1, 2]));
    // text/plain (what a cross-site page may send without asking) is neither JSON nor a form
    const plain = await sendRaw(path, '{"items":[{"productId":1,"quantity":1}]}', 'text/plain');
    expect(plain.status).toBe(415);
    expect(plain.body.response.errorsMessage).toEqual(['Formato della richiesta non supportato.']);
  });

  it('add: ids, quantities, infos and the promotion answer of the wrong kind', async () => {
    const add = (item: Record<string, unknown>) =>
      mario.postJson('/ebsn/api/cart/add', { items: [{ productId: ids.fiordilatte, quantity: 1, ...item }] });
    for (const productId of [0, -3, 1.5, 'abc', 99_999_999_999, null]) badRequest(await add({ productId }));
    for (const quantity of [0, -1, 'tanti', 1.2345, 1e9, Number.NaN, null, '']) badRequest(await add({ quantity }));
    badRequest(await add({ infos: 'sì' }));
    badRequest(await add({ infos: { accept_alternatives: 'forse' } }));
    badRequest(await add({ infos: { AFFETTATO: 'a\u0000b' } }));
    badRequest(await add({ infos: { nested: { a: 1 } } }));
    badRequest(await add({ use_wpid: 0 }));
    badRequest(await add({ use_wpid: -2 }));
    badRequest(await add({ use_wpid: 'sì' }));
    badRequest(await add({ is_package: 'forse' }));
    badRequest(
      await mario.postJson('/ebsn/api/cart/add', {
        items: Array.from({ length: 101 }, () => ({ productId: ids.fiordilatte, quantity: 1 })),
      }),
    );
    badRequest(await mario.postForm('/ebsn/api/cart/add', { productId: 'uno', quantity: '1' }));
    badRequest(await mario.postForm('/ebsn/api/cart/add', { quantity: '1' }));
  });

  it('update, delete and update-infos: item ids, quantities and infos of the wrong kind', async () => {
    badRequest(await mario.postJson('/ebsn/api/cart/update', { items: [{ itemId, quantity: -1 }] }));
    badRequest(await mario.postJson('/ebsn/api/cart/update', { items: [{ itemId, quantity: 'due' }] }));
    badRequest(await mario.postJson('/ebsn/api/cart/update', { items: [{ itemId: 'x', quantity: 1 }] }));
    badRequest(await mario.postJson('/ebsn/api/cart/update', { items: [{ itemId }] }));
    badRequest(await mario.postJson('/ebsn/api/cart/delete', { items: [{ itemId: -1 }] }));
    badRequest(await mario.postJson('/ebsn/api/cart/update-infos', { items: [{ itemId, infos: { accept_alternatives: 'sì' } }] }));
    badRequest(await mario.postJson('/ebsn/api/cart/update-infos', { items: [{ itemId, infos: { AFFETTATO: 'medio' } }] }));
    badRequest(await mario.postJson('/ebsn/api/cart/update-infos', { items: [{ itemId }] }));
    badRequest(await mario.postForm('/ebsn/api/cart/update', { itemId: String(itemId), quantity: '-2' }));
  });

  it('update-cart-info: unknown property, bad invoice flag, comment too long', async () => {
    badRequest(await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'discount', value: '100' }));
    badRequest(await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'need_invoice', value: 'forse' }));
    badRequest(await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'order_comment', value: 'x'.repeat(501) }));
    badRequest(await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'order_comment' }));
    badRequest(await mario.postJson('/ebsn/api/cart/update-cart-info', { value: 'x' }));
    badRequest(await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'order_comment', value: { a: 1 } }));
    badRequest(await mario.postForm('/ebsn/api/cart/update-cart-info', { property: 'totalPrice', value: '0' }));
    // a comment is for people: no bell, escape sequence or direction override (a probe stored them)
    for (const value of ['\u0007\u001b[31m\r\n', 'x\u202ey', 'a\u0000b']) {
      const refused = await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'order_comment', value });
      badRequest(refused);
      expect(errorTexts(refused)).toEqual(['Il parametro "value" contiene caratteri non validi.']);
    }
    // its lines are its own
    const lines = await mario.postJson('/ebsn/api/cart/update-cart-info', {
      property: 'order_comment',
      value: 'Citofono rotto,\r\nchiamare',
    });
    expect(lines.status).toBe(200);
    expect((await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'order_comment', value: '' })).status).toBe(200);
    const unknown = await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'discount', value: '100' });
    expect(unknown.body.response.errors[0]).toMatchObject({
      code: 'error.cart.property',
      error: 'La proprietà "discount" del carrello non può essere modificata.',
    });
  });

  it('reads take an unknown flag as no flag, never an error', async () => {
    for (const path of [
      '/ebsn/api/cart/view?show_sectors=forse',
      '/ebsn/api/cart/purchase-restriction?x=1',
      '/ebsn/api/delivery-fee/view?y=%00',
    ]) {
      const answer = await mario.get(path);
      expect(answer.status).toBe(200);
      expect(answer.body.response.status).toBe(0);
    }
    expect((await mario.get('/ebsn/api/cart/view?show_sectors=forse')).body.data.sectors).toBeUndefined();
  });

  it('nothing changed: the cart still holds its one line', async () => {
    const view = await mario.get('/ebsn/api/cart/view');
    expect(view.body.data.cartItems.map((i: { itemId: number; quantity: number }) => [i.itemId, i.quantity])).toEqual([[itemId, 2]]);
    expect(view.body.data.cartInfos).toEqual({ need_invoice: 'false', order_comment: '' });
  });
});
