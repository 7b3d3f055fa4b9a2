// The cart (shopping.md §4, §5, §7, §8; docs/decisions/014-shopping-loop.md): the gating order, every
// quantity rule answered with its message, prices and totals, fee bands and minimum spend, sectors,
// the cart's infos, the locked cart, another customer's lines, and a guest cart joining at login.
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { cart, cartItem } from '../../backend/db/schema';
import { client, type Client, DEMO_PASSWORD, DEMO_USERS, login, okData, quickConfig, refused } from './helpers/accounts';
import { testApp } from './helpers/app';
import { bindCart, cartDatabase, cartIds, customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';
import { ids } from './helpers/fixtures';

const add = (c: Client, productId: number, quantity: number, extra: Record<string, unknown> = {}) =>
  c.postJson('/ebsn/api/cart/add', { items: [{ productId, quantity, ...extra }] });
const update = (c: Client, itemId: number, quantity: number) => c.postJson('/ebsn/api/cart/update', { items: [{ itemId, quantity }] });
const lineOf = (data: any, productId: number) => data.cartItems.find((i: any) => i.product.productId === productId);

describe.each(backendKinds)('cart (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, quickConfig);
    mario = await customer(app, database.db, DEMO_USERS.mario);
    giulia = await customer(app, database.db, DEMO_USERS.giulia);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const emptyBoth = async () => {
    await database.db.delete(cartItem);
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
  };

  describe('gating: logged in, then an address, then a slot', () => {
    it('refuses a guest, never with a 500', async () => {
      const guest = client(app);
      refused(await add(guest, ids.fiordilatte, 1), 'error.cart.notLogged', "E' necessario autenticarsi per visualizzare il carrello");
      refused(await guest.get('/ebsn/api/cart/view'), 'error.cart.notLogged', "E' necessario autenticarsi per visualizzare il carrello");
      refused(await guest.postJson('/ebsn/api/cart/empty', {}), 'error.cart.notLogged');
    });

    it('asks for an address before a slot, and adds once both are chosen', async () => {
      await bindCart(database.db, mario.userId, { address: false });
      refused(await add(mario.client, ids.fiordilatte, 1), 'error.cart.noAddress');
      await bindCart(database.db, mario.userId, { slot: false });
      refused(await add(mario.client, ids.fiordilatte, 1), 'error.cart.noTimeslot');
      await bindCart(database.db, mario.userId);
      const data = okData(await add(mario.client, ids.fiordilatte, 1));
      expect(data.totalItems).toBe(1);
      await emptyBoth();
    });
  });

  describe('rules', () => {
    beforeAll(async () => {
      await bindCart(database.db, mario.userId);
      await bindCart(database.db, giulia.userId);
    });
    beforeEach(emptyBoth);

    it('adds a piece: the listing product, gross total, counts and the default infos', async () => {
      const data = okData(await add(mario.client, ids.fiordilatte, 2));
      expect(data).toMatchObject({ totalItems: 1, totalPrice: 3.78, cartStatusId: 1, user: { userId: mario.userId } });
      const line = lineOf(data, ids.fiordilatte);
      expect(line).toMatchObject({
        quantity: 2,
        grossTotal: 3.78,
        cartItemInfo: { accept_alternatives: 'false' },
        cartItemInsertionTypeId: 1,
      });
      expect(line.itemId).toBe(line.cartItemId);
      expect(line.weight).toBeUndefined();
      const listing = await mario.client.get(`/ebsn/api/products?parent_category_id=${ids.mozzarelle}&page_size=50`);
      const shelf = listing.body.data.products.find((p: any) => p.productId === ids.fiordilatte);
      expect(line.product).toEqual(shelf);
      // adding again joins the same line
      const again = okData(await add(mario.client, ids.fiordilatte, 1, { infos: { accept_alternatives: 'true' } }));
      expect(again.totalItems).toBe(1);
      expect(lineOf(again, ids.fiordilatte)).toMatchObject({
        quantity: 3,
        grossTotal: 5.67,
        cartItemInfo: { accept_alternatives: 'true' },
      });
      // an add that says nothing of alternatives keeps the line's answer
      const third = okData(await add(mario.client, ids.fiordilatte, 1));
      expect(lineOf(third, ids.fiordilatte)).toMatchObject({ quantity: 4, cartItemInfo: { accept_alternatives: 'true' } });
    });

    it('takes a plain form as one item', async () => {
      const answer = await mario.client.postForm('/ebsn/api/cart/add', {
        productId: String(ids.fiordilatte),
        quantity: '2',
        accept_alternatives: 'true',
      });
      expect(lineOf(okData(answer), ids.fiordilatte)).toMatchObject({ quantity: 2, cartItemInfo: { accept_alternatives: 'true' } });
    });

    it('multiples of QTY_MULT, at least one when QTY_LOCKED', async () => {
      refused(await add(mario.client, cartIds.water, 4), 'error.cart.qtyMult', 'Questo articolo si acquista in multipli di 6 pz');
      refused(await add(mario.client, cartIds.yogurt, 2), 'error.cart.qtyMult', 'Questo articolo si acquista in multipli di 4 pz');
      refused(await add(mario.client, ids.fiordilatte, 1.5), 'error.cart.qtyMult');
      const data = okData(await add(mario.client, cartIds.yogurt, 8));
      const line = lineOf(data, cartIds.yogurt);
      refused(await update(mario.client, line.itemId, 6), 'error.cart.qtyMult');
      expect(lineOf(okData(await mario.client.get('/ebsn/api/cart/view')), cartIds.yogurt).quantity).toBe(8);
    });

    it('minAcq: never below it, with the spec message', async () => {
      const text = 'Non è possibile acquistare una quantità inferiore di questo articolo';
      refused(await add(mario.client, ids.bufala, 1), 'error.cart.minAcq', text);
      const line = lineOf(okData(await add(mario.client, ids.bufala, 2)), ids.bufala);
      refused(await update(mario.client, line.itemId, 1), 'error.cart.minAcq', text);
    });

    it('MAXACQ: never above it, with the count in the message', async () => {
      refused(await add(mario.client, ids.fiordilatte, 31), 'error.cart.maxAcq', 'Puoi acquistare al massimo 30 pz di questo prodotto');
      okData(await add(mario.client, ids.fiordilatte, 30));
      refused(await add(mario.client, ids.fiordilatte, 1), 'error.cart.maxAcq');
      refused(await add(mario.client, cartIds.water, 30), 'error.cart.maxAcq', 'Puoi acquistare al massimo 24 pz di questo prodotto');
    });

    it('the daily maximum counts what the customer holds for the day', async () => {
      const text = 'Hai superato la quantità massima giornaliera acquistabile per questo articolo';
      const line = lineOf(okData(await add(mario.client, cartIds.oil, 4)), cartIds.oil);
      refused(await add(mario.client, cartIds.oil, 3), 'error.cart.dailyMax', text);
      refused(await update(mario.client, line.itemId, 7), 'error.cart.dailyMax', text);
      expect(lineOf(okData(await update(mario.client, line.itemId, 6)), cartIds.oil).quantity).toBe(6);
      const restriction = okData(await mario.client.get('/ebsn/api/cart/purchase-restriction'));
      expect(restriction.products).toEqual([
        { productId: cartIds.oil, name: 'Olio Extravergine', quantity: 6, maxAcqDay: 6, remainingForDay: 0, available: true },
      ]);
      expect(restriction.deliveryServiceId).toBe(2);
      expect(restriction.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // another customer's quantity is theirs
      okData(await add(giulia.client, cartIds.oil, 6));
    });

    it('a product not sold for the service and day', async () => {
      refused(
        await add(mario.client, ids.parmigiano, 0.3, { infos: { taglio: 'pezzo' } }),
        'error.cart.unavailable',
        'Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato',
      );
    });

    it('options: every option chosen among its own keys', async () => {
      const text = 'È necessario selezionare tutte le opzioni';
      refused(await add(mario.client, cartIds.ham, 0.5), 'error.cart.options', text);
      refused(await add(mario.client, cartIds.ham, 0.5, { infos: { AFFETTATO: 'spessissimo' } }), 'error.cart.options', text);
      const data = okData(await add(mario.client, cartIds.ham, 0.5, { infos: { AFFETTATO: 'sottile' } }));
      expect(lineOf(data, cartIds.ham).cartItemInfo).toEqual({ accept_alternatives: 'false', AFFETTATO: 'sottile' });
      // another cut is another line
      const two = okData(await add(mario.client, cartIds.ham, 0.6, { infos: { AFFETTATO: 'medio' } }));
      expect(two.totalItems).toBe(2);
    });

    it('loose goods by weight: at least the selling weight, weight in grams, priced per kg', async () => {
      refused(await add(mario.client, cartIds.ham, 0.4, { infos: { AFFETTATO: 'medio' } }), 'error.cart.minAcq');
      const data = okData(await add(mario.client, cartIds.ham, 0.5, { infos: { AFFETTATO: 'medio' } }));
      const line = lineOf(data, cartIds.ham);
      expect(line).toMatchObject({ quantity: 0.5, weight: 500, grossTotal: 14.95 });
      const stepped = lineOf(okData(await update(mario.client, line.itemId, 0.733)), cartIds.ham);
      expect(stepped).toMatchObject({ quantity: 0.733, weight: 733, grossTotal: 21.92 });
      refused(await update(mario.client, line.itemId, 0.3), 'error.cart.minAcq');
    });

    it('package mode: a line reaching QTY_MULT is a package line', async () => {
      const data = okData(await add(mario.client, cartIds.water, 6));
      expect(lineOf(data, cartIds.water).cartItemInfo.is_package).toBe('true');
      expect(lineOf(data, cartIds.water).grossTotal).toBe(2.7);
      const single = okData(await add(mario.client, ids.fiordilatte, 1));
      expect(lineOf(single, ids.fiordilatte).cartItemInfo.is_package).toBeUndefined();
    });

    it('selectable promotion: Sì applies it, No (-1) pays the list price, another id is refused', async () => {
      const yes = lineOf(okData(await add(mario.client, cartIds.burrata, 2, { use_wpid: cartIds.burrataPromo })), cartIds.burrata);
      expect(yes).toMatchObject({ grossTotal: 6, cartItemInfo: { use_wpid: String(cartIds.burrataPromo) } });
      okData(await mario.client.postJson('/ebsn/api/cart/delete', { items: [{ itemId: yes.itemId }] }));
      const no = lineOf(okData(await add(mario.client, cartIds.burrata, 2, { use_wpid: -1 })), cartIds.burrata);
      expect(no).toMatchObject({ grossTotal: 8, cartItemInfo: { use_wpid: '-1' } });
      refused(await add(mario.client, cartIds.burrata, 1, { use_wpid: 999 }), 'error.cart.promo');
    });

    it('update 0 removes, delete removes, empty empties', async () => {
      okData(await add(mario.client, ids.fiordilatte, 1));
      okData(await add(mario.client, ids.latteIntero, 1));
      const data = okData(await add(mario.client, ids.crema, 1));
      expect(data.totalItems).toBe(3);
      const after = okData(await update(mario.client, lineOf(data, ids.fiordilatte).itemId, 0));
      expect(after.cartItems.map((i: any) => i.product.productId)).toEqual([ids.latteIntero, ids.crema]);
      const deleted = okData(await mario.client.postJson('/ebsn/api/cart/delete', { items: [{ itemId: lineOf(data, ids.crema).itemId }] }));
      expect(deleted.totalItems).toBe(1);
      const empty = okData(await mario.client.postJson('/ebsn/api/cart/empty', {}));
      expect(empty).toMatchObject({ totalItems: 0, totalPrice: 0, deliveryFee: 0, cartItems: [] });
      expect(empty.shippingAddress.addressId).toBeTypeOf('number');
    });

    it('cart infos: order comment and invoice; line infos: accept alternatives', async () => {
      const a = okData(
        await mario.client.postJson('/ebsn/api/cart/update-cart-info', { property: 'order_comment', value: '  Citofono rotto  ' }),
      );
      expect(a.cartInfos).toEqual({ need_invoice: 'false', order_comment: 'Citofono rotto' });
      const b = okData(await mario.client.postForm('/ebsn/api/cart/update-cart-info', { property: 'need_invoice', value: 'true' }));
      expect(b.cartInfos).toEqual({ need_invoice: 'true', order_comment: 'Citofono rotto' });
      const line = lineOf(okData(await add(mario.client, ids.fiordilatte, 1)), ids.fiordilatte);
      const c = okData(
        await mario.client.postJson('/ebsn/api/cart/update-infos', {
          items: [{ itemId: line.itemId, infos: { accept_alternatives: 'true' } }],
        }),
      );
      expect(lineOf(c, ids.fiordilatte).cartItemInfo.accept_alternatives).toBe('true');
    });

    it('a cart locked for payment (status 7) refuses every write', async () => {
      const line = lineOf(okData(await add(mario.client, ids.fiordilatte, 1)), ids.fiordilatte);
      await database.db.update(cart).set({ cartStatusId: 7 }).where(eq(cart.userId, mario.userId));
      const text = 'Il carrello è in fase di pagamento e non può essere modificato.';
      refused(await add(mario.client, ids.fiordilatte, 1), 'error.cart.locked', text);
      refused(await update(mario.client, line.itemId, 2), 'error.cart.locked', text);
      refused(await mario.client.postJson('/ebsn/api/cart/delete', { items: [{ itemId: line.itemId }] }), 'error.cart.locked');
      refused(await mario.client.postJson('/ebsn/api/cart/empty', {}), 'error.cart.locked');
      refused(
        await mario.client.postJson('/ebsn/api/cart/update-cart-info', { property: 'need_invoice', value: 'true' }),
        'error.cart.locked',
      );
      const view = okData(await mario.client.get('/ebsn/api/cart/view'));
      expect(view).toMatchObject({ cartStatusId: 7, totalItems: 1 });
    });

    it("another customer's lines are never readable or changeable", async () => {
      const theirs = lineOf(okData(await add(giulia.client, ids.latteBio, 2)), ids.latteBio);
      okData(await add(mario.client, ids.fiordilatte, 1));
      const notFound = 'Il prodotto non è presente nel carrello.';
      refused(await update(mario.client, theirs.itemId, 5), 'error.cart.itemNotFound', notFound);
      refused(await update(mario.client, theirs.itemId, 0), 'error.cart.itemNotFound', notFound);
      refused(await mario.client.postJson('/ebsn/api/cart/delete', { items: [{ itemId: theirs.itemId }] }), 'error.cart.itemNotFound');
      refused(
        await mario.client.postJson('/ebsn/api/cart/update-infos', {
          items: [{ itemId: theirs.itemId, infos: { accept_alternatives: 'true' } }],
        }),
        'error.cart.itemNotFound',
      );
      const mine = okData(await mario.client.get('/ebsn/api/cart/view'));
      expect(mine.cartItems.map((i: any) => i.itemId)).not.toContain(theirs.itemId);
      okData(await mario.client.postJson('/ebsn/api/cart/empty', {}));
      const still = okData(await giulia.client.get('/ebsn/api/cart/view'));
      expect(lineOf(still, ids.latteBio)).toMatchObject({
        itemId: theirs.itemId,
        quantity: 2,
        cartItemInfo: { accept_alternatives: 'false' },
      });
    });
  });

  describe('totals, fee bands and minimum spend', () => {
    beforeEach(emptyBoth);

    it('home delivery: the fee band of the goods, the next cheaper band, the minimum spend', async () => {
      await bindCart(database.db, mario.userId, { service: 2 });
      const small = okData(await add(mario.client, ids.fiordilatte, 1));
      expect(small).toMatchObject({ totalPrice: 1.89, deliveryFee: 6.9, grossTotal: 8.79, minimumSpend: 90, missingForMinimum: 88.11 });

      const three = okData(await add(mario.client, cartIds.hamper, 3));
      expect(three).toMatchObject({ totalPrice: 121.89, deliveryFee: 6.9, grossTotal: 128.79, missingForMinimum: 0 });
      const fee = okData(await mario.client.get('/ebsn/api/delivery-fee/view'));
      expect(fee).toEqual({
        deliveryFeeRows: [
          {
            deliveryFeeRowId: expect.any(Number),
            range: { from: 0, to: 129.99 },
            fee: 6.9,
            shortDescr: 'Spesa fino a 129,99 €: consegna 6,90 €',
          },
          {
            deliveryFeeRowId: expect.any(Number),
            range: { from: 130, to: 179.99 },
            fee: 3.9,
            shortDescr: 'Spesa da 130,00 € a 179,99 €: consegna 3,90 €',
          },
          { deliveryFeeRowId: expect.any(Number), range: { from: 180 }, fee: 0, shortDescr: 'Spesa da 180,00 €: consegna gratuita' },
        ],
        deliveryFee: 6.9,
        goodsTotal: 121.89,
        nextBand: { threshold: 130, fee: 3.9, missing: 8.11 },
      });

      const hamper = lineOf(three, cartIds.hamper);
      const four = okData(await update(mario.client, hamper.itemId, 4));
      expect(four).toMatchObject({ totalPrice: 161.89, deliveryFee: 3.9, grossTotal: 165.79 });
      const five = okData(await update(mario.client, hamper.itemId, 5));
      expect(five).toMatchObject({ totalPrice: 201.89, deliveryFee: 0, grossTotal: 201.89 });
      const free = okData(await mario.client.get('/ebsn/api/delivery-fee/view'));
      expect(free.deliveryFee).toBe(0);
      expect(free.nextBand).toBeUndefined();
    });

    it('Drive and locker: no fee, their own minimum spend', async () => {
      await bindCart(database.db, mario.userId, { service: 1 });
      const drive = okData(await add(mario.client, ids.fiordilatte, 1));
      expect(drive).toMatchObject({ deliveryFee: 0, grossTotal: 1.89, minimumSpend: 50, missingForMinimum: 48.11 });
      expect(okData(await mario.client.get('/ebsn/api/delivery-fee/view'))).toEqual({
        deliveryFeeRows: [],
        deliveryFee: 0,
        goodsTotal: 1.89,
      });
      await bindCart(database.db, mario.userId, { service: 4 });
      expect(okData(await mario.client.get('/ebsn/api/cart/view'))).toMatchObject({
        deliveryFee: 0,
        minimumSpend: 30,
        missingForMinimum: 28.11,
      });
      await bindCart(database.db, mario.userId, { service: 2 });
    });

    it('groups lines by top-level category, in category order, "Senza categoria" last', async () => {
      await bindCart(database.db, mario.userId);
      okData(await add(mario.client, cartIds.oil, 1));
      okData(await add(mario.client, ids.fiordilatte, 1));
      okData(await add(mario.client, ids.crema, 1));
      const data = okData(await add(mario.client, ids.latteIntero, 1));
      const grouped = okData(await mario.client.get('/ebsn/api/cart/view?show_sectors=true'));
      expect(grouped.cartItems).toBeUndefined();
      expect(grouped.sectors.map((s: any) => [s.sectorId, s.name, s.cartItems.map((i: any) => i.product.productId)])).toEqual([
        [ids.bevande, 'Bevande', [ids.crema]],
        [ids.latticini, 'Latticini', [ids.fiordilatte, ids.latteIntero]],
        [0, 'Senza categoria', [cartIds.oil]],
      ]);
      expect(grouped.totalItems).toBe(data.totalItems);
      expect(grouped.totalPrice).toBe(data.totalPrice);
    });
  });

  describe('guest carts (ANONYMOUS_CART)', () => {
    it('lets a guest fill a cart and joins it to the customer at login', async () => {
      await emptyBoth();
      const anonymous = testApp(database.db, { ...quickConfig, anonymousCart: true });
      const guest = client(anonymous);
      const empty = okData(await guest.get('/ebsn/api/cart/view'));
      expect(empty).toMatchObject({ totalItems: 0, user: { userId: -1 } });
      okData(await add(guest, ids.crema, 2));
      okData(await add(guest, ids.fiordilatte, 3));
      // the customer already holds one fior di latte: the larger quantity stays
      await bindCart(database.db, mario.userId);
      okData(await add(mario.client, ids.fiordilatte, 1));
      const logged = await login(guest, DEMO_USERS.mario, DEMO_PASSWORD);
      expect(logged.body.response.status).toBe(0);
      const merged = okData(await guest.get('/ebsn/api/cart/view'));
      expect(merged.user.userId).toBe(mario.userId);
      expect(merged.cartItems.map((i: any) => [i.product.productId, i.quantity])).toEqual([
        [ids.crema, 2],
        [ids.fiordilatte, 3],
      ]);
      const guestCarts = await database.db.select().from(cart).where(isNotNull(cart.sessionTokenHash));
      expect(guestCarts).toEqual([]);
    });
  });
});
