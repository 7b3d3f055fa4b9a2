// Meal tickets in the checkout (account.md §7 "Meal tickets"; docs/meal-tickets.md): the client calls
// the contract's paths with its parameters, the cart's and the order's tickets are read, and the
// checkout's forms say each refusal under the form it belongs to with what was typed (never the
// password), go to a provider's page only on a payment origin, and come back through
// /checkout/buoni-pasto with the login finished or the refusal flashed.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartSchema } from '~/ebsn/cart.server';
import { createApiContext } from '~/ebsn/client.server';
import { chooseMealTickets, listMealTicketTypes, pellegriniLogin, selectMealTicketType } from '~/ebsn/meal-tickets.server';
import { orderSchema } from '~/ebsn/orders.server';
import { action } from '~/routes/checkout/route';
import { loader as callback } from '~/routes/checkout_.buoni-pasto';
import { mealTicketsView } from '~/routes/checkout/meal-tickets.server';
import { MARIO } from '../mocks/account';
import { cartWire } from '../mocks/cart';
import { EBSN, envelope } from '../mocks/handlers';
import { args, get, location, payload, post, settle, statusOf } from './account-helpers';
import { flashed, mario } from './cart-helpers';
import { server, useMsw } from './msw';

useMsw();

const API = `${EBSN}/ebsn/api`;
const CREDENTIALS = 'Utente o password del servizio buoni pasto non corretti.';
const CODE_GONE = "L'accesso al servizio buoni pasto non è valido o è scaduto: accedi di nuovo.";

const logged = {
  paymentTypeId: 18,
  provider: 'pellegrini',
  providerName: 'Pellegrini',
  logged: true,
  expiresAt: '2026-12-01T19:00:00.000Z',
  ticketValue: 10,
  availableTickets: 12,
  holder: 'Mario Rossi',
};

const refusal = (code: string, error: string) =>
  HttpResponse.json(envelope(null, { status: 1, errors: [{ error, code }], userId: MARIO.userId }));
const answer = (data: unknown) => HttpResponse.json(envelope(data, { userId: MARIO.userId }));

/** what each call received: its path and query (and body) */
let calls: Array<{ path: string; query: Record<string, string>; body?: unknown }>;

beforeEach(() => {
  calls = [];
  const seen = async (request: Request) => {
    const url = new URL(request.url);
    calls.push({
      path: url.pathname.replace('/ebsn/api/', ''),
      query: Object.fromEntries(url.searchParams),
      body: request.method === 'POST' ? await request.json().catch(() => undefined) : undefined,
    });
    return url;
  };
  const cart = (mealTickets: unknown) => ({ ...cartWire(), mealTickets });
  server.use(
    http.post(`${API}/meal-ticket-type/select`, async ({ request }) => {
      const url = await seen(request);
      return answer(url.searchParams.get('select') === 'false' ? cartWire() : cart({ paymentTypeId: 18, logged: false, maxTickets: 0 }));
    }),
    http.post(`${API}/meal-ticket-type/update-data`, async ({ request }) => {
      await seen(request);
      const tickets = (calls.at(-1)!.body as { data: { tickets: number } }).data.tickets;
      if (tickets > 12) return refusal('error.mealTicket.balance', 'Saldo buoni pasto insufficiente: hai 12 buoni disponibili.');
      return answer(cart({ ...logged, maxTickets: 6, tickets: Math.min(tickets, 6), amount: Math.min(tickets, 6) * 10, restToPay: 12.35 }));
    }),
    http.get(`${API}/meal-ticket/pellegrini/login`, async ({ request }) => {
      const url = await seen(request);
      if (url.searchParams.get('pwd') !== 'Buoni2026!') return refusal('error.mealTicket.credentials', CREDENTIALS);
      return answer({ mealTicket: logged });
    }),
    http.get(`${API}/meal-ticket/upday/login`, async ({ request }) => {
      const url = await seen(request);
      const code = url.searchParams.get('code');
      if (code === 'usato-gia-una-volta') return refusal('error.mealTicket.code', CODE_GONE);
      if (code)
        return answer({ mealTicket: { ...logged, provider: 'upday', providerName: 'Up Day', availableTickets: 20, ticketValue: 8 } });
      return answer({
        mealTicket: {
          paymentTypeId: 18,
          provider: 'upday',
          providerName: 'Up Day',
          logged: false,
          loginUrl: `${EBSN}/meal/upday/login?state=s`,
        },
      });
    }),
    http.get(`${API}/meal-ticket/edenred/detail`, async ({ request }) => {
      await seen(request);
      // a page elsewhere than the payment origins the document's policy allows
      return answer({
        mealTicket: { paymentTypeId: 19, provider: 'edenred', logged: false, loginUrl: 'https://altrove.example/meal/edenred/login' },
      });
    }),
  );
});

const api = () => createApiContext(MARIO.token);

describe('the meal-ticket client', () => {
  it('lists the types with their providers, and selects or clears the cart’s type (the cart again, with its tickets)', async () => {
    const types = await listMealTicketTypes(api());
    expect(types.map((t) => [t.paymentTypeId, t.providers.map((p) => p.provider)])).toEqual([
      [18, ['upday', 'pellegrini']],
      [19, ['edenred']],
    ]);
    const cart = await selectMealTicketType(api(), 18);
    expect(cart.mealTickets).toMatchObject({ paymentTypeId: 18, logged: false, tickets: 0, amount: 0 });
    expect((await selectMealTicketType(api(), 18, false)).mealTickets).toBeUndefined();
    expect(calls.filter((c) => c.path === 'meal-ticket-type/select').map((c) => c.query)).toEqual([
      { payment_type_id: '18', select: 'true' },
      { payment_type_id: '18', select: 'false' },
    ]);
  });

  it('sends the count as the absolute `data.tickets` of update-data, and pellegrini’s user and pwd', async () => {
    const cart = await chooseMealTickets(api(), 18, 9);
    expect(cart.mealTickets).toMatchObject({ tickets: 6, maxTickets: 6, amount: 60, restToPay: 12.35 });
    expect(calls[0]).toEqual({ path: 'meal-ticket-type/update-data', query: { payment_type_id: '18' }, body: { data: { tickets: 9 } } });
    const detail = await pellegriniLogin(api(), 18, 'mario.pellegrini', 'Buoni2026!');
    expect(detail).toMatchObject({ logged: true, holder: 'Mario Rossi', availableTickets: 12, ticketValue: 10 });
    expect(calls[1]!.query).toEqual({ payment_type_id: '18', user: 'mario.pellegrini', pwd: 'Buoni2026!' });
  });

  it('reads the tickets an order took and whether they went back', () => {
    const order = orderSchema.parse({
      orderId: 1,
      orderStatusId: 10,
      date: '2026-12-01',
      deliveryServiceId: 1,
      totalPrice: 60.35,
      grossTotal: 60.35,
      mealTickets: { provider: 'upday', tickets: '6', ticketValue: 8, amount: 48, returned: true },
    });
    expect(order.mealTickets).toEqual({ provider: 'upday', tickets: 6, ticketValue: 8, amount: 48, returned: true });
    expect(cartSchema.parse(cartWire()).mealTickets).toBeUndefined();
  });
});

describe('what the payment step shows', () => {
  const cart = (extra: Record<string, unknown>) => cartSchema.parse({ ...cartWire(), ...extra });

  it('the types to choose from, then the login with the provider’s holder, the balance, the tickets and the rest', async () => {
    const none = await mealTicketsView(api(), cart({}));
    expect(none).toMatchObject({
      chosen: null,
      types: [{ id: 18, providers: [{ provider: 'upday' }, { provider: 'pellegrini' }] }, { id: 19 }],
    });
    server.use(http.get(`${API}/meal-ticket/pellegrini/detail`, () => answer({ mealTicket: logged })));
    const mine = { ...logged, maxTickets: 6, tickets: 2, amount: 20, restToPay: 40.35 };
    expect((await mealTicketsView(api(), cart({ mealTickets: mine })))!.chosen).toEqual({
      paymentTypeId: 18,
      logged: true,
      provider: 'pellegrini',
      providerName: 'Pellegrini',
      holder: 'Mario Rossi',
      ticketValue: 10,
      availableTickets: 12,
      maxTickets: 6,
      tickets: 2,
      amount: 20,
      restToPay: 40.35,
    });
  });

  it('nothing for a cart modifying an order, nor when the backend cannot list the types (the page lives without)', async () => {
    expect(await mealTicketsView(api(), cart({ editingOrderId: 100001 }))).toBeNull();
    server.use(http.get(`${API}/meal-ticket-type/list`, () => refusal('error.generic', 'Servizio non trovato.')));
    expect(await mealTicketsView(api(), cart({}))).toBeNull();
  });
});

async function checkout(fields: Record<string, string>) {
  return settle(action(args(await post('/checkout', fields, { cookies: [await mario()] }))));
}

describe('the checkout’s meal-ticket forms', () => {
  it('a wrong pellegrini password is said under its form, the user kept and never the password', async () => {
    const result = await checkout({ intent: 'meal-login', payment_type_id: '18', user: 'mario.pellegrini', password: 'Sbagliata1!' });
    expect(statusOf(result)).toBe(400);
    const { meal } = payload<{ meal: Record<string, unknown> }>(result);
    expect(meal).toEqual({ form: 'login', user: 'mario.pellegrini', errors: { form: CREDENTIALS } });
    expect(JSON.stringify(meal)).not.toContain('Sbagliata');
  });

  it('an empty user or password is said under its field, in Italian, before any call', async () => {
    const result = await checkout({ intent: 'meal-login', payment_type_id: '18', user: ' ', password: '' });
    expect(statusOf(result)).toBe(400);
    expect(payload(result).meal).toMatchObject({ form: 'login', errors: { user: 'Campo obbligatorio', password: 'Campo obbligatorio' } });
    expect(calls).toEqual([]);
  });

  it('a right password signs in, says the balance and goes back to the section', async () => {
    const result = await checkout({ intent: 'meal-login', payment_type_id: '18', user: 'mario.pellegrini', password: 'Buoni2026!' });
    expect(location(result)).toBe('/checkout#buoni-pasto');
    expect((await flashed(result)).messages).toEqual([
      { level: 'success', text: 'Accesso a Pellegrini effettuato: hai 12 buoni disponibili.' },
    ]);
  });

  it('a count above the balance is the backend’s refusal under the field, the count kept; a bad count never leaves', async () => {
    const refused = await checkout({ intent: 'meal-tickets', payment_type_id: '18', tickets: '13' });
    expect(payload(refused).meal).toEqual({
      form: 'tickets',
      tickets: '13',
      errors: { tickets: 'Saldo buoni pasto insufficiente: hai 12 buoni disponibili.' },
    });
    const bad = await checkout({ intent: 'meal-tickets', payment_type_id: '18', tickets: '-2' });
    expect(payload(bad).meal).toEqual({
      form: 'tickets',
      tickets: '-2',
      errors: { tickets: 'Indica un numero intero di buoni, da 0 in su.' },
    });
    const chosen = await checkout({ intent: 'meal-tickets', payment_type_id: '18', tickets: '9' });
    expect(location(chosen)).toBe('/checkout#buoni-pasto');
    expect((await flashed(chosen)).messages).toEqual([{ level: 'success', text: 'Usi 6 buoni pasto per questo ordine.' }]);
    expect(calls.map((c) => c.path)).toEqual(['meal-ticket-type/update-data', 'meal-ticket-type/update-data']);
  });

  it('sends the browser to the provider’s page on a payment origin only', async () => {
    const upday = await checkout({ intent: 'meal-page', payment_type_id: '18', provider: 'upday' });
    expect(location(upday)).toBe(`${EBSN}/meal/upday/login?state=s`);
    const elsewhere = await checkout({ intent: 'meal-page', payment_type_id: '19', provider: 'edenred' });
    expect(location(elsewhere)).toBe('/checkout#buoni-pasto');
    expect((await flashed(elsewhere)).messages[0]?.level).toBe('error');
    // pellegrini has no page of its own: a form no page sends
    expect(statusOf(await checkout({ intent: 'meal-page', payment_type_id: '18', provider: 'pellegrini' }))).toBe(400);
  });
});

describe('back from a provider’s page', () => {
  const back = async (query: string) => settle(callback(args(get(`/checkout/buoni-pasto?${query}`, [await mario()]))));

  it('finishes the login with the code and says the balance', async () => {
    const result = await back('provider=upday&code=codice-buono-0001');
    expect(location(result)).toBe('/checkout#buoni-pasto');
    expect((await flashed(result)).messages).toEqual([
      { level: 'success', text: 'Accesso a Up Day effettuato: hai 20 buoni disponibili.' },
    ]);
    expect(calls).toEqual([{ path: 'meal-ticket/upday/login', query: { code: 'codice-buono-0001' }, body: undefined }]);
  });

  it('says a code used or garbled, in Italian, and goes back to the payment step', async () => {
    const used = await back('provider=upday&code=usato-gia-una-volta');
    expect(location(used)).toBe('/checkout#buoni-pasto');
    expect((await flashed(used)).messages).toEqual([{ level: 'error', text: CODE_GONE }]);
    for (const query of ['provider=pellegrini&code=codice-buono-0001', 'provider=upday&code=%3Cscript%3E', 'provider=edenred']) {
      const garbled = await back(query);
      expect(location(garbled), query).toBe('/checkout#buoni-pasto');
      expect((await flashed(garbled)).messages, query).toEqual([{ level: 'error', text: CODE_GONE }]);
    }
    expect(calls).toHaveLength(1);
  });

  it('sends a visitor who is not logged in to log in first, then back here', async () => {
    const result = await settle(callback(args(get('/checkout/buoni-pasto?provider=upday&code=codice-buono-0001'))));
    expect(location(result)).toBe(`/login?redirectTo=${encodeURIComponent('/checkout/buoni-pasto?provider=upday&code=codice-buono-0001')}`);
  });
});

describe('the providers’ refusals as the shopper reads them', () => {
  it('are the backend’s own words in the Italian shop, by code (English ones come from the same codes)', async () => {
    const { MEAL_REFUSALS } = await import('../../backend/meal-tickets/tickets');
    const { translateMessage } = await import('~/lib/api-messages.server');
    for (const refusal of [
      MEAL_REFUSALS.type,
      MEAL_REFUSALS.notLogged,
      MEAL_REFUSALS.credentials,
      MEAL_REFUSALS.emptyBalance,
      MEAL_REFUSALS.code,
    ])
      expect(translateMessage({ level: 'error', text: 'testo del server', code: refusal.code })).toBe(refusal.error);
  });
});
