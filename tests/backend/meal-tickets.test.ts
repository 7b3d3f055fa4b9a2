// Meal tickets (issue 28, decision 060, docs/meal-tickets.md): the type calls, each simulated provider's
// login (its page and code for upday and edenred, user and password for pellegrini), its failures
// (wrong password, balance used up, provider down), whole tickets paying part of an order and a card
// or payment at delivery the rest, a cancelled order giving them back, one login's tickets taken once
// under concurrent checkouts, and another customer's login never usable.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import {
  cart,
  cartItem,
  customerOrder,
  mealTicketAccount,
  mealTicketLogin,
  mealTicketUse,
  orderItem,
  payment,
} from '../../backend/db/schema';
import { MEAL_TICKET_ACCOUNTS, MEAL_TICKET_PASSWORD, seedMealTickets } from '../../backend/seed/meal-tickets';
import { type Client, okData, quickConfig, refused } from './helpers/accounts';
import { call, formPost, payOnPage } from './helpers/app';
import { TEST_CARDS } from '../../backend/payments/provider';
import { captureHold } from '../../backend/payments/capture';
import { bindCart, cartIds, twoCustomerShop } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const SHOP = 'https://shop.example';
const PROVIDER = 'https://backend.example';
const API = '/ebsn/api';

describe.each(backendKinds)('meal tickets (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };
  let keys = 0;

  beforeAll(async () => {
    ({ database, app, mario, giulia } = await twoCustomerShop(kind, { ...quickConfig, shopUrl: SHOP, paymentProviderUrl: PROVIDER }));
    await seedMealTickets(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(mealTicketUse);
    await database.db.delete(mealTicketLogin);
    await database.db.delete(cartItem);
    await database.db.delete(payment);
    await database.db.delete(orderItem);
    await database.db.delete(customerOrder);
    await database.db.update(cart).set({ cartStatusId: 1, infos: {}, mealTicketTypeId: null });
    for (const a of MEAL_TICKET_ACCOUNTS) {
      await database.db
        .update(mealTicketAccount)
        .set({ balanceTickets: a.balanceTickets })
        .where(eq(mealTicketAccount.username, a.username));
    }
  });

  const balanceOf = async (username: string) =>
    (await database.db.select().from(mealTicketAccount).where(eq(mealTicketAccount.username, username)))[0]!.balanceTickets;

  /** a cart of `hampers` 40,00 € baskets, delivered at home */
  async function filledCart(who: { client: Client; userId: number }, hampers = 3) {
    await bindCart(database.db, who.userId);
    return okData(await who.client.postJson(`${API}/cart/add`, { items: [{ productId: cartIds.hamper, quantity: hampers }] }));
  }

  const pellegrini = (who: { client: Client }, user = 'mario.pellegrini', pwd = MEAL_TICKET_PASSWORD) =>
    who.client.get(
      `${API}/meal-ticket/pellegrini/login?payment_type_id=18&user=${encodeURIComponent(user)}&pwd=${encodeURIComponent(pwd)}`,
    );

  /** upday's page, from the shop's call to the code it hands back */
  async function updayCode(who: { client: Client }, user = 'mario.upday', password = MEAL_TICKET_PASSWORD) {
    const begun = okData(await who.client.get(`${API}/meal-ticket/upday/login?payment_type_id=18`));
    expect(begun.mealTicket.logged).toBe(false);
    const url = new URL(begun.mealTicket.loginUrl);
    expect(url.origin).toBe(PROVIDER);
    const state = url.searchParams.get('state')!;
    const page = await call(app, `${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<label for="meal-user">Utente</label>');
    const sent = await call(app, url.pathname, formPost({ state, user, password }));
    return { sent, state, path: url.pathname };
  }

  it('lists the two types; a guest is told to log in', async () => {
    const list = okData(await mario.client.get(`${API}/meal-ticket-type/list`)).mealTicketTypes;
    expect(list.map((t: { paymentTypeId: number }) => t.paymentTypeId)).toEqual([18, 19]);
    expect(list[0].providers.map((p: { provider: string }) => p.provider)).toEqual(['upday', 'pellegrini']);
    expect(list[1].providers.map((p: { provider: string }) => p.provider)).toEqual(['edenred']);
    refused(await call(app, `${API}/meal-ticket-type/list`), 'error.cart.notLogged');
  });

  it('select refreshes the cart with the type; unknown types are refused; select=false clears it', async () => {
    await filledCart(mario);
    const selected = okData(await mario.client.postJson(`${API}/meal-ticket-type/select?payment_type_id=18&select=true`, {}));
    expect(selected.mealTickets).toMatchObject({ paymentTypeId: 18, logged: false, tickets: 0, amount: 0, restToPay: selected.grossTotal });
    refused(await mario.client.postJson(`${API}/meal-ticket-type/select?payment_type_id=12`, {}), 'error.mealTicket.type');
    const cleared = okData(await mario.client.postJson(`${API}/meal-ticket-type/select?payment_type_id=18&select=false`, {}));
    expect(cleared.mealTickets).toBeUndefined();
  });

  it('pellegrini: user and password, detail, whole tickets never above the total, logout', async () => {
    const view = await filledCart(mario, 1); // 40 € and the fee: at most 4 tickets of 10 €
    const detail = okData(await pellegrini(mario)).mealTicket;
    expect(detail).toMatchObject({ provider: 'pellegrini', logged: true, ticketValue: 10, availableTickets: 12, holder: 'Mario Rossi' });
    const cartNow = okData(await mario.client.get(`${API}/cart/view`));
    const most = Math.floor(view.grossTotal / 10);
    expect(cartNow.mealTickets).toMatchObject({ paymentTypeId: 18, provider: 'pellegrini', logged: true, maxTickets: most, tickets: most });
    expect(cartNow.mealTickets.amount).toBe(most * 10);
    expect(cartNow.mealTickets.restToPay).toBeCloseTo(view.grossTotal - most * 10, 2);
    expect(okData(await mario.client.get(`${API}/meal-ticket/pellegrini/detail?payment_type_id=18`)).mealTicket.logged).toBe(true);
    expect(okData(await mario.client.get(`${API}/meal-ticket/pellegrini/logout`)).mealTicket.logged).toBe(false);
    expect(okData(await mario.client.get(`${API}/cart/view`)).mealTickets.logged).toBe(false);
  });

  it('wrong password, balance used up and provider down say so in Italian', async () => {
    await filledCart(mario);
    refused(
      await pellegrini(mario, 'mario.pellegrini', 'sbagliata'),
      'error.mealTicket.credentials',
      'Utente o password del servizio buoni pasto non corretti.',
    );
    refused(await pellegrini(mario, 'nessuno', 'x'), 'error.mealTicket.credentials');
    refused(
      await pellegrini(mario, 'giu.pellegrini'),
      'error.mealTicket.down',
      'Il servizio Pellegrini non è al momento raggiungibile. Riprova più tardi o scegli un altro metodo di pagamento.',
    );
    const wrong = await updayCode(mario, 'mario.upday', 'sbagliata');
    expect(wrong.sent.status).toBe(422);
    expect(wrong.sent.text).toContain('Utente o password del servizio buoni pasto non corretti.');
    const empty = await updayCode(mario, 'vuoto.upday');
    expect(empty.sent.status).toBe(422);
    expect(empty.sent.text).toContain('Il saldo dei tuoi buoni pasto è esaurito');
    const begun = okData(await mario.client.get(`${API}/meal-ticket/edenred/detail?payment_type_id=19`)).mealTicket;
    const url = new URL(begun.loginUrl);
    const down = await call(
      app,
      url.pathname,
      formPost({ state: url.searchParams.get('state')!, user: 'giu.edenred', password: MEAL_TICKET_PASSWORD }),
    );
    expect(down.status).toBe(422);
    expect(down.text).toContain('Il servizio Edenred non è al momento raggiungibile.');
  });

  it('upday: its page sends back a code, good once and only for who began it; discard-login ends it', async () => {
    await filledCart(mario);
    await filledCart(giulia);
    const { sent } = await updayCode(mario);
    expect(sent.status).toBe(303);
    const back = new URL(sent.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${SHOP}/checkout/buoni-pasto`);
    expect(back.searchParams.get('provider')).toBe('upday');
    const code = back.searchParams.get('code')!;
    // another customer holding the code gets nothing
    refused(await giulia.client.get(`${API}/meal-ticket/upday/login?payment_type_id=18&code=${code}`), 'error.mealTicket.code');
    expect(okData(await giulia.client.get(`${API}/cart/view`)).mealTickets).toBeUndefined();
    const logged = okData(await mario.client.get(`${API}/meal-ticket/upday/login?payment_type_id=18&code=${code}`)).mealTicket;
    expect(logged).toMatchObject({ provider: 'upday', logged: true, ticketValue: 8, availableTickets: 20 });
    refused(await mario.client.get(`${API}/meal-ticket/upday/login?payment_type_id=18&code=${code}`), 'error.mealTicket.code');
    expect(okData(await mario.client.get(`${API}/meal-ticket/upday/detail?payment_type_id=18`)).mealTicket.logged).toBe(true);
    expect(okData(await mario.client.get(`${API}/meal-ticket/upday/discard-login?payment_type_id=18`)).mealTicket.logged).toBe(false);
  });

  it('edenred: detail begins the login, mobile-callback ends it, mobile-logout leaves', async () => {
    await filledCart(mario);
    const begun = okData(await mario.client.get(`${API}/meal-ticket/edenred/detail?payment_type_id=19`)).mealTicket;
    expect(begun.logged).toBe(false);
    const url = new URL(begun.loginUrl);
    const sent = await call(
      app,
      url.pathname,
      formPost({ state: url.searchParams.get('state')!, user: 'mario.edenred', password: MEAL_TICKET_PASSWORD }),
    );
    expect(sent.status).toBe(303);
    const code = new URL(sent.headers.get('location')!).searchParams.get('code')!;
    const logged = okData(await mario.client.get(`${API}/meal-ticket/edenred/mobile-callback-tc?code=${code}`)).mealTicket;
    expect(logged).toMatchObject({ provider: 'edenred', paymentTypeId: 19, logged: true, ticketValue: 7, availableTickets: 15 });
    expect(okData(await mario.client.get(`${API}/cart/view`)).mealTickets).toMatchObject({ paymentTypeId: 19, logged: true });
    expect(okData(await mario.client.get(`${API}/meal-ticket/edenred/mobile-logout`)).mealTicket.logged).toBe(false);
    // the page's state is spent: the same form again is a page not found
    expect(
      (
        await call(
          app,
          url.pathname,
          formPost({ state: url.searchParams.get('state')!, user: 'mario.edenred', password: MEAL_TICKET_PASSWORD }),
        )
      ).status,
    ).toBe(404);
  });

  it("edenred/detail does not end another provider's login", async () => {
    await filledCart(mario);
    okData(await pellegrini(mario));
    const detail = okData(await mario.client.get(`${API}/meal-ticket/edenred/detail?payment_type_id=19`)).mealTicket;
    expect(detail.logged).toBe(false);
    expect(detail.loginUrl).toBeUndefined();
    expect(okData(await mario.client.get(`${API}/cart/view`)).mealTickets).toMatchObject({ provider: 'pellegrini', logged: true });
  });

  it('update-data chooses fewer tickets; more than the balance is refused; logout of the type', async () => {
    await filledCart(mario);
    okData(await pellegrini(mario));
    const three = okData(await mario.client.postJson(`${API}/meal-ticket-type/update-data?payment_type_id=18`, { data: { tickets: 3 } }));
    expect(three.mealTickets).toMatchObject({ tickets: 3, amount: 30 });
    refused(
      await mario.client.postJson(`${API}/meal-ticket-type/update-data?payment_type_id=18`, { data: { tickets: 13 } }),
      'error.mealTicket.balance',
      'Saldo buoni pasto insufficiente: hai 12 buoni disponibili.',
    );
    refused(
      await mario.client.postForm(`${API}/meal-ticket-type/update-data?payment_type_id=19`, { tickets: '1' }),
      'error.mealTicket.notLogged',
    );
    const out = okData(await mario.client.postJson(`${API}/meal-ticket-type/logout?payment_type_id=18`, {}));
    expect(out.mealTickets).toMatchObject({ logged: false, tickets: 0 });
  });

  it('tickets pay part, the card the rest; a cancelled order gives the tickets back', async () => {
    const view = await filledCart(mario);
    okData(await pellegrini(mario));
    okData(await mario.client.postJson(`${API}/meal-ticket-type/update-data?payment_type_id=18`, { data: { tickets: 5 } }));
    const order = okData(
      await mario.client.postJson(`${API}/checkout/buy`, { checkout_key: `meal-checkout-test-key-${++keys}`, payment_type_id: 12 }),
    );
    expect(await balanceOf('mario.pellegrini')).toBe(7);
    const [held] = await database.db.select().from(payment).where(eq(payment.orderId, order.orderId));
    // hampers are fixed-price pieces: the card holds exactly the rest
    expect(held!.amountCents).toBe(Math.round(view.grossTotal * 100) - 5000);
    const seen = okData(await mario.client.get(`${API}/order/view?order_id=${order.orderId}`));
    expect(seen.mealTickets).toMatchObject({ provider: 'pellegrini', tickets: 5, ticketValue: 10, amount: 50, returned: false });
    // the login is spent: the next cart has no tickets
    expect(okData(await mario.client.get(`${API}/cart/view`)).mealTickets?.logged ?? false).toBe(false);
    okData(await mario.client.postJson(`${API}/order/delete`, { order_id: order.orderId }));
    expect(await balanceOf('mario.pellegrini')).toBe(12);
    expect(okData(await mario.client.get(`${API}/order/view?order_id=${order.orderId}`)).mealTickets.returned).toBe(true);
    // a second cancel gives nothing more
    await mario.client.postJson(`${API}/order/delete`, { order_id: order.orderId });
    expect(await balanceOf('mario.pellegrini')).toBe(12);
  });

  it('a modified order keeps its tickets and asks the card for no more than the rest', async () => {
    await filledCart(mario);
    okData(await pellegrini(mario));
    okData(await mario.client.postJson(`${API}/meal-ticket-type/update-data?payment_type_id=18`, { data: { tickets: 5 } }));
    const order = okData(
      await mario.client.postJson(`${API}/checkout/buy`, { checkout_key: `meal-checkout-test-key-${++keys}`, payment_type_id: 12 }),
    );
    expect((await payOnPage(app, order, TEST_CARDS.approved)).status).toBe(303);
    okData(await mario.client.postJson(`${API}/order/modify`, { order_id: order.orderId }));
    const again = okData(
      await mario.client.postJson(`${API}/checkout/buy`, { checkout_key: `meal-checkout-test-key-${++keys}`, payment_type_id: 12 }),
    );
    expect(again.orderId).toBe(order.orderId);
    expect(again.orderStatusId).toBe(3);
    const payments = await database.db.select().from(payment).where(eq(payment.orderId, order.orderId));
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(await balanceOf('mario.pellegrini')).toBe(7);
  });

  it('at handover the card is charged the final amount less the tickets', async () => {
    const view = await filledCart(mario);
    okData(await pellegrini(mario));
    okData(await mario.client.postJson(`${API}/meal-ticket-type/update-data?payment_type_id=18`, { data: { tickets: 5 } }));
    const order = okData(
      await mario.client.postJson(`${API}/checkout/buy`, { checkout_key: `meal-checkout-test-key-${++keys}`, payment_type_id: 12 }),
    );
    expect((await payOnPage(app, order, TEST_CARDS.approved)).status).toBe(303);
    const totalCents = Math.round(view.grossTotal * 100);
    const captured = await database.db.transaction((tx) => captureHold(tx, order.orderId, totalCents, new Date()));
    expect(captured).toMatchObject({ status: 'captured', capturedCents: totalCents - 5000, releasedCents: 0 });
  });

  it('tickets and payment at delivery: the order is placed, no card asked', async () => {
    await filledCart(mario);
    okData(await pellegrini(mario));
    const order = okData(
      await mario.client.postJson(`${API}/checkout/buy`, { checkout_key: `meal-checkout-test-key-${++keys}`, payment_type_id: 1 }),
    );
    expect(order.orderStatusId).toBe(3);
    expect(await database.db.select().from(payment).where(eq(payment.orderId, order.orderId))).toEqual([]);
    expect(await balanceOf('mario.pellegrini')).toBe(0);
  });

  it("one login's tickets are taken once under concurrent checkouts", async () => {
    await filledCart(mario);
    okData(await pellegrini(mario));
    okData(await mario.client.postJson(`${API}/meal-ticket-type/update-data?payment_type_id=18`, { data: { tickets: 4 } }));
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        mario.client.postJson(`${API}/checkout/buy`, { checkout_key: `meal-checkout-test-key-${++keys}`, payment_type_id: 12 }),
      ),
    );
    const placed = answers.filter((a) => a.body.response.status === 0);
    expect(placed).toHaveLength(1);
    expect(await database.db.select().from(mealTicketUse)).toHaveLength(1);
    expect(await balanceOf('mario.pellegrini')).toBe(8);
  });

  it('one account shared by two customers: its balance is never spent twice', async () => {
    await filledCart(mario);
    await filledCart(giulia);
    okData(await pellegrini(mario));
    okData(await pellegrini(giulia));
    for (const who of [mario, giulia]) {
      okData(await who.client.postJson(`${API}/meal-ticket-type/update-data?payment_type_id=18`, { data: { tickets: 8 } }));
    }
    const answers = await Promise.all(
      [mario, giulia].map((who) =>
        who.client.postJson(`${API}/checkout/buy`, { checkout_key: `meal-checkout-test-key-${++keys}`, payment_type_id: 12 }),
      ),
    );
    const placed = answers.filter((a) => a.body.response.status === 0);
    expect(placed).toHaveLength(1);
    const refusal = answers.find((a) => a.body.response.status !== 0)!;
    refused(refusal, 'error.mealTicket.balance', 'Saldo buoni pasto insufficiente: hai 4 buoni disponibili.');
    expect(await balanceOf('mario.pellegrini')).toBe(4);
  });

  it("another customer's login is never usable", async () => {
    await filledCart(mario);
    await filledCart(giulia);
    okData(await pellegrini(mario));
    // Giulia's cart knows nothing of it, and her checkout takes no ticket
    expect(okData(await giulia.client.get(`${API}/meal-ticket/pellegrini/detail`)).mealTicket.logged).toBe(false);
    refused(
      await giulia.client.postJson(`${API}/meal-ticket-type/update-data?payment_type_id=18`, { tickets: 2 }),
      'error.mealTicket.notLogged',
    );
    // even with Mario's login moved onto her cart by hand, it stays Mario's
    const [giuliaCart] = await database.db.select().from(cart).where(eq(cart.userId, giulia.userId));
    await database.db.update(mealTicketLogin).set({ cartId: giuliaCart!.id });
    await database.db.update(cart).set({ mealTicketTypeId: 18 }).where(eq(cart.id, giuliaCart!.id));
    expect(okData(await giulia.client.get(`${API}/cart/view`)).mealTickets.logged).toBe(false);
    const order = okData(
      await giulia.client.postJson(`${API}/checkout/buy`, { checkout_key: `meal-checkout-test-key-${++keys}`, payment_type_id: 12 }),
    );
    expect(okData(await giulia.client.get(`${API}/order/view?order_id=${order.orderId}`)).mealTickets).toBeUndefined();
    expect(await balanceOf('mario.pellegrini')).toBe(12);
  });

  it('bad input is a 400 with an Italian message, never a 500', async () => {
    await filledCart(mario);
    for (const path of [
      '/meal-ticket-type/select?payment_type_id=abc',
      '/meal-ticket-type/select',
      '/meal-ticket-type/logout?payment_type_id=',
      '/meal-ticket-type/update-data?payment_type_id=18.5',
    ]) {
      const answer = await mario.client.postJson(`${API}${path}`, {});
      expect(answer.status, path).toBe(400);
      expect(answer.body.response.errorsMessage.join(' '), path).toMatch(/payment_type_id/);
    }
    for (const body of [{ data: { tickets: -1 } }, { data: { tickets: 'molti' } }, { data: 'x' }, [1]]) {
      const answer = await mario.client.postJson(`${API}/meal-ticket-type/update-data?payment_type_id=18`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const path of [
      '/meal-ticket/pellegrini/login?payment_type_id=18',
      `/meal-ticket/pellegrini/login?user=${'x'.repeat(500)}&pwd=y`,
      '/meal-ticket/edenred/mobile-callback',
      '/meal-ticket/edenred/mobile-callback?code=%00%00',
      '/meal-ticket/upday/login?code=<script>',
      '/meal-ticket/upday/detail?payment_type_id=-1',
    ]) {
      const answer = await mario.client.get(`${API}${path}`);
      expect(answer.status, path).toBe(400);
    }
    // a type the provider is not is refused as such
    refused(await mario.client.get(`${API}/meal-ticket/upday/detail?payment_type_id=19`), 'error.mealTicket.type');
    for (const [path, init] of [
      ['/meal/upday/login?state=nessuno', {}],
      // a NUL byte went to PostgreSQL as it was, which refused it: a 500 (the fuzz)
      ['/meal/upday/login?state=a%00b', {}],
      ['/meal/upday/login?state=%C3%A8%F0%9F%98%80', {}],
      ['/meal/upday/login', formPost({ state: 'a\u0000b', user: 'a', password: 'b' })],
      ['/meal/altro/login?state=x', {}],
      ['/meal/upday/login', formPost({ state: 'x'.repeat(5000), user: 'a', password: 'b' })],
      ['/meal/edenred/login', { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } }],
    ] as Array<[string, RequestInit]>) {
      const answer = await call(app, path, init);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
    }
  });
});
