// The storefront reads the backend's cart answers with its own schemas (app/ebsn/cart.server.ts):
// parsed here against the real routes, so the two sides of decision 014 cannot drift apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, cartSchema, deliveryFeeSchema } from '~/ebsn/cart.server';
import { envelopeSchema } from '~/ebsn/schemas';
import { cartScope } from '~/lib/shopper.server';
import type { App } from '../../backend/app';
import { DEMO_USERS, quickConfig, type Answer } from './helpers/accounts';
import { testApp } from './helpers/app';
import { bindCart, cartDatabase, cartIds, customer } from './helpers/cart';
import { type TestDatabase } from './helpers/database';
import { ids } from './helpers/fixtures';

const dataOf = (answer: Answer) => {
  const envelope = envelopeSchema.parse(answer.body);
  expect(envelope.response.status).toBe(0);
  return envelope.data;
};

describe('the storefront reads the cart answers', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await cartDatabase('pglite');
    app = testApp(database.db, quickConfig);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('view, add, update, sectors and fee parse with the storefront’s schemas', async () => {
    const mario = await customer(app, database.db, DEMO_USERS.mario);
    const c = mario.client;
    const empty = cartSchema.parse(dataOf(await c.get('/ebsn/api/cart/view')));
    expect(cartScope(empty)).toBeUndefined();
    await bindCart(database.db, mario.userId);
    const added = cartSchema.parse(
      dataOf(
        await c.postJson('/ebsn/api/cart/add', {
          items: [
            { productId: ids.fiordilatte, quantity: 2 },
            { productId: cartIds.ham, quantity: 0.5, infos: { AFFETTATO: 'sottile' } },
            { productId: cartIds.burrata, quantity: 1, use_wpid: cartIds.burrataPromo },
          ],
        }),
      ),
    );
    // the scope the storefront's hash is made of: the cart's warehouse and its slot
    expect(cartScope(added)).toEqual({ warehouseId: 1, date: added.timeslot!.date, timeslotId: added.timeslot!.timeslotId });
    expect(added.timeslot!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(added.shippingAddress?.deliveryServiceId).toBe(2);
    expect(cartLines(added).length).toBeGreaterThan(0);
    const line = cartLines(added)[0]!;
    // a line's product as the cart reads it: what the cart shows, the listing's other keys left out
    expect(line.product).toMatchObject({ productId: ids.fiordilatte, name: expect.any(String), slug: expect.any(String) });
    expect(line.product.productInfos?.TIPOLOGIA).toBeDefined();
    const sent = dataOf(await c.get('/ebsn/api/cart/view')) as { cartItems: Array<{ product: Record<string, unknown> }> };
    expect(sent.cartItems[0]!.product.breadCrumbs).toBeDefined();
    expect(line.product).not.toHaveProperty('breadCrumbs');
    const updated = cartSchema.parse(dataOf(await c.postJson('/ebsn/api/cart/update', { items: [{ itemId: line.itemId, quantity: 3 }] })));
    expect(cartLines(updated).find((l) => l.itemId === line.itemId)?.quantity).toBe(3);
    const grouped = cartSchema.parse(dataOf(await c.get('/ebsn/api/cart/view?show_sectors=true')));
    expect(grouped.sectors?.length).toBeGreaterThan(0);
    expect(cartLines(grouped)).toHaveLength(cartLines(updated).length);
    const fee = deliveryFeeSchema.parse(dataOf(await c.get('/ebsn/api/delivery-fee/view')));
    expect(fee.deliveryFeeRows.length).toBeGreaterThan(0);
    const emptied = cartSchema.parse(dataOf(await c.postJson('/ebsn/api/cart/empty', {})));
    expect(cartLines(emptied)).toEqual([]);
  });
});
