// A JSON body may escape half of a UTF-16 pair ("\ud800"): JavaScript keeps it as a string, but
// no database can store it as JSON or text (PostgreSQL answered "invalid input syntax for type json",
// a 500: issue 26). Every body is refused at the edge with a clear 400, on every POST route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { DEMO_USERS, errorTexts, quickConfig, type Answer, type Client } from './helpers/accounts';
import { testApp } from './helpers/app';
import { bindCart, cartDatabase, customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const LONE = ['\ud800', '\udfff', 'a\ud800b', '\udc00\ud800', 'x'.repeat(50) + '\udbff'];
const INVALID_TEXT = /carattere non valido/;

function refusedAsText(answer: Answer) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.body.response.status).toBe(1);
  expect(errorTexts(answer).join(' ')).toMatch(INVALID_TEXT);
}

describe.each(backendKinds)('lone surrogates (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: Client;

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, quickConfig);
    const logged = await customer(app, database.db, DEMO_USERS.mario);
    mario = logged.client;
    await bindCart(database.db, logged.userId);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('refuses them in the values stored as JSON that answered 500', async () => {
    for (const lone of LONE) {
      refusedAsText(
        await mario.postJson('/ebsn/api/user-person-fiscal/insert-billing-address', {
          personType: 'individual',
          firstName: lone,
          lastName: 'Rossi',
          fiscalCode: 'RSSMRA80E15G224S',
          address1: 'Via Roma',
          addressNumber: '10',
          city: 'Padova',
          postalcode: '35122',
          province: 'PD',
        }),
      );
      refusedAsText(await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'order_comment', value: `Citofono ${lone}` }));
    }
  });

  it('refuses them in keys and deep inside a body', async () => {
    refusedAsText(await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'order_comment', value: 'ok', ['\ud800']: 1 }));
    refusedAsText(await mario.postJson('/ebsn/api/cart/add', { items: [{ productId: 1, quantity: 1, infos: { note: ['\udfff'] } }] }));
  });

  it('answers a body nested thousands deep, with an escape in it, as bad input: never a 500', async () => {
    // 11 KB of arrays 5,700 deep once ran the edge's check out of call stack, on every POST route
    const deep = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
    const post = (body: string) =>
      app.request('/ebsn/api/wishlist/insert', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Ebsn-Account': mario.token! },
        body,
      });
    expect((await post(deep(6000, '"\\u0041"'))).status).toBe(400);
    // a list's name with an escape, and a field the call does not read: the list is made
    expect((await post(`{"name":"Spesa \\u00e8","x":${deep(6000, '1')}}`)).status).toBe(200);
    const lone = await post(deep(6000, '"\\ud800"'));
    expect(lone.status).toBe(400);
    expect(JSON.stringify(await lone.json())).toMatch(INVALID_TEXT);
  });

  it('refuses them hidden in a JSON text inside a value (invoice data, payment data)', async () => {
    const invoice = JSON.stringify({ personType: 'individual', firstName: 'Mario' }).replace('Mario', 'Mario\\ud800');
    const answer = await mario.postJson('/ebsn/api/cart/update-cart-info', { property: 'invoice_data', value: invoice });
    expect(answer.status, answer.text).not.toBe(500);
    expect(answer.body.response.status).toBe(1);
    const buy = await mario.postJson('/ebsn/api/cart/buy', { payment_type_id: 1, payment_data: '{"a":"\\udfff"}' });
    expect(buy.status, buy.text).not.toBe(500);
    expect(buy.body.response.status).toBe(1);
  });

  it('never answers 500 on any POST route, logged in or not', async () => {
    const posts = [...new Set(app.routes.filter((r) => r.method === 'POST' && !r.path.includes('*')).map((r) => r.path))];
    expect(posts.length).toBeGreaterThan(30);
    const fields = ['name', 'value', 'e_mail', 'email', 'login', 'password', 'firstName', 'note', 'order_comment', 'property', 'q'];
    for (const path of posts) {
      const concrete = path.replace(/:[A-Za-z_]+/g, '1');
      const body = Object.fromEntries(fields.map((f) => [f, '\ud800']));
      for (const who of [mario, null]) {
        const res = await app.request(concrete, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json', ...(who?.token ? { 'X-Ebsn-Account': who.token } : {}) },
        });
        expect(res.status, `${concrete}: ${await res.clone().text()}`).not.toBe(500);
        if (res.headers.get('content-type')?.includes('json') && concrete.startsWith('/ebsn/api/')) {
          const envelope = (await res.json()) as { response?: { status: number } };
          // refused whatever the route would otherwise have done with it
          if (envelope.response) expect(envelope.response.status, concrete).not.toBe(0);
        }
      }
    }
  }, 120_000);
});
