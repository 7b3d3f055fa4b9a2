// Meal tickets (account.md §7 "Meal tickets"; decision 060; docs/meal-tickets.md): the type calls
// under meal-ticket-type/, each provider's under meal-ticket/<provider>/, all on the customer's own
// cart; and the simulated providers' login pages under /meal/<provider>/login (HTML, no session:
// the login's state is the key), which send the browser back to the shop with a one-time code.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { cartOfSession, lockCart, type CartRow, type Tx } from '../cart/carts';
import { CART_REFUSALS } from '../cart/messages';
import { cartView } from '../cart/view';
import { shopNow } from '../clock';
import { readBody, readForm } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, ok } from '../ebsn/envelope';
import { refuse } from '../ebsn/refusal';
import { flagParam, intParam, safeText, textParam, validQuery } from '../ebsn/validation';
import { mealLoginPage, mealMissingPage } from '../meal-tickets/pages';
import {
  activeLogin,
  authoriseOnPage,
  beginLogin,
  chooseTickets,
  endLogins,
  endProviderLogins,
  finishLogin,
  isMealTicketType,
  MEAL_REFUSALS,
  MEAL_TICKET_TYPES,
  passwordLogin,
  pendingLogin,
  providerDetail,
  PROVIDERS,
  selectType,
  type Provider,
} from '../meal-tickets/tickets';
import { pagePolicy } from '../payments/pages';

const typeId = intParam(1, 99).pipe(z.number());
const typeQuery = z.object({ payment_type_id: typeId });
const optionalTypeQuery = z.object({ payment_type_id: intParam(1, 99) });
const selectQuery = z.object({ payment_type_id: typeId, select: flagParam });
const codeParam = textParam(100).pipe(z.string().regex(/^[A-Za-z0-9_-]{10,100}$/, 'non è un codice valido'));
const upLoginQuery = z.object({ payment_type_id: intParam(1, 99), code: textParam(100).pipe(codeParam.optional()) });
const codeQuery = z.object({ code: codeParam });
const pellegriniQuery = z.object({
  payment_type_id: intParam(1, 99),
  user: textParam(100).pipe(z.string().trim().min(1, 'è obbligatorio')),
  pwd: textParam(200).pipe(z.string().min(1, 'è obbligatorio')),
});
const ticketsValue = z.union([
  z.number().int().min(0).max(1000),
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'deve essere un numero intero')
    .transform(Number)
    .pipe(z.number().max(1000)),
]);
const updateBody = z.union([
  z.object({ data: z.object({ tickets: ticketsValue.nullable().optional() }).strict() }),
  z.object({ tickets: ticketsValue.optional() }).strict(),
]);

/** the provider's type must match a payment_type_id when one is sent */
function checkType(provider: Provider, paymentTypeId: number | undefined) {
  if (paymentTypeId !== undefined && paymentTypeId !== PROVIDERS[provider].paymentTypeId) refuse(MEAL_REFUSALS.type);
}

export function mealTicketRoutes(deps: Deps) {
  const { db, config } = deps;

  const customer = (c: Context<AppEnv>) => c.get('session')?.userId ?? -1;

  /** the customer's cart under its row lock, in one transaction with `run` */
  async function onCart<T>(c: Context<AppEnv>, run: (tx: Tx, row: CartRow, userId: number) => Promise<T>) {
    const userId = customer(c);
    const found = await cartOfSession(db, c.get('session'), { anonymousCart: false, create: true });
    if (!found) refuse(CART_REFUSALS.notLogged);
    return db.transaction(async (tx) => {
      const row = (await lockCart(tx, found.id))!;
      return run(tx, row, userId);
    });
  }

  const freshCart = async (c: Context<AppEnv>) => (await cartOfSession(db, c.get('session'), { anonymousCart: false, create: false }))!;

  async function answerCart(c: Context<AppEnv>) {
    return ok(c, await cartView(db, await freshCart(c), { config }));
  }

  async function answerDetail(c: Context<AppEnv>, provider: Provider, extra: Record<string, unknown> = {}) {
    const row = await freshCart(c);
    return ok(c, { mealTicket: { ...(await providerDetail(db, row, customer(c), provider, shopNow())), ...extra } });
  }

  const loginUrl = (provider: Provider, state: string) =>
    `${config.paymentProviderUrl}/meal/${provider}/login?state=${encodeURIComponent(state)}`;

  /** the calls of a provider that logs in on its own page (upday, edenred): a login begun for the cart */
  async function begin(c: Context<AppEnv>, provider: Provider) {
    const state = await onCart(c, (tx, row, userId) => beginLogin(tx, row, userId, provider, shopNow()));
    return answerDetail(c, provider, { loginUrl: loginUrl(provider, state) });
  }

  async function finish(c: Context<AppEnv>, provider: Provider, code: string) {
    await onCart(c, (tx, row, userId) => finishLogin(tx, row, userId, provider, code, shopNow()));
    return answerDetail(c, provider);
  }

  async function logout(c: Context<AppEnv>, provider: Provider) {
    await onCart(c, (tx, row) => endProviderLogins(tx, row.id, provider));
    return answerDetail(c, provider);
  }

  const api = new Hono<AppEnv>();
  // every call is a customer's: a guest is told to log in, as the cart's calls do
  api.use('/meal-ticket-type/*', async (c, next) => (customer(c) <= 0 ? fail(c, CART_REFUSALS.notLogged) : next()));
  api.use('/meal-ticket/*', async (c, next) => (customer(c) <= 0 ? fail(c, CART_REFUSALS.notLogged) : next()));

  return (
    api
      .get('/meal-ticket-type/list', async (c) => {
        const row = await freshCart(c);
        return ok(c, {
          mealTicketTypes: Object.entries(MEAL_TICKET_TYPES).map(([id, text]) => ({
            paymentTypeId: Number(id),
            ...text,
            providers: (Object.entries(PROVIDERS) as Array<[Provider, (typeof PROVIDERS)[Provider]]>)
              .filter(([, p]) => p.paymentTypeId === Number(id))
              .map(([provider, p]) => ({ provider, name: p.name, login: p.login })),
            selected: row.mealTicketTypeId === Number(id),
          })),
        });
      })
      .post('/meal-ticket-type/select', validQuery(selectQuery), async (c) => {
        const q = c.req.valid('query');
        await onCart(c, (tx, row) => selectType(tx, row, q.payment_type_id, q.select ?? true));
        return answerCart(c);
      })
      .post('/meal-ticket-type/logout', validQuery(typeQuery), async (c) => {
        const { payment_type_id: paymentTypeId } = c.req.valid('query');
        if (!isMealTicketType(paymentTypeId)) return fail(c, MEAL_REFUSALS.type);
        await onCart(c, (tx, row) => endLogins(tx, row.id, paymentTypeId));
        return answerCart(c);
      })
      .post('/meal-ticket-type/update-data', validQuery(typeQuery), async (c) => {
        const { payment_type_id: paymentTypeId } = c.req.valid('query');
        const body = await readBody(c, updateBody);
        const tickets = ('data' in body ? body.data.tickets : body.tickets) ?? null;
        await onCart(c, (tx, row, userId) => chooseTickets(tx, row, userId, paymentTypeId, tickets, shopNow()));
        return answerCart(c);
      })

      // upday: its page, then login again with the code it gave
      .get('/meal-ticket/upday/detail', validQuery(optionalTypeQuery), async (c) => {
        checkType('upday', c.req.valid('query').payment_type_id);
        return answerDetail(c, 'upday');
      })
      .get('/meal-ticket/upday/login', validQuery(upLoginQuery), async (c) => {
        const q = c.req.valid('query');
        checkType('upday', q.payment_type_id);
        return q.code ? finish(c, 'upday', q.code) : begin(c, 'upday');
      })
      .get('/meal-ticket/upday/discard-login', validQuery(optionalTypeQuery), async (c) => {
        checkType('upday', c.req.valid('query').payment_type_id);
        return logout(c, 'upday');
      })
      .get('/meal-ticket/upday/logout', async (c) => logout(c, 'upday'))

      // edenred: the app's flow; detail begins a login when there is none
      .get('/meal-ticket/edenred/detail', validQuery(optionalTypeQuery), async (c) => {
        checkType('edenred', c.req.valid('query').payment_type_id);
        const row = await freshCart(c);
        const detail = await providerDetail(db, row, customer(c), 'edenred', shopNow());
        // a read must not end another provider's login: the page is offered only to a cart without one
        const other = await activeLogin(db, row.id, customer(c), shopNow());
        return detail.logged || other ? ok(c, { mealTicket: detail }) : begin(c, 'edenred');
      })
      .get('/meal-ticket/edenred/mobile-callback', validQuery(codeQuery), async (c) => finish(c, 'edenred', c.req.valid('query').code))
      .get('/meal-ticket/edenred/mobile-callback-tc', validQuery(codeQuery), async (c) => finish(c, 'edenred', c.req.valid('query').code))
      .get('/meal-ticket/edenred/mobile-logout', async (c) => logout(c, 'edenred'))
      .get('/meal-ticket/edenred/mobile-logout-tc', async (c) => logout(c, 'edenred'))

      // pellegrini: user and password typed in the shop
      .get('/meal-ticket/pellegrini/detail', validQuery(optionalTypeQuery), async (c) => {
        checkType('pellegrini', c.req.valid('query').payment_type_id);
        return answerDetail(c, 'pellegrini');
      })
      .get('/meal-ticket/pellegrini/login', validQuery(pellegriniQuery), async (c) => {
        const q = c.req.valid('query');
        checkType('pellegrini', q.payment_type_id);
        await onCart(c, (tx, row, userId) => passwordLogin(tx, row, userId, 'pellegrini', q.user, q.pwd, shopNow()));
        return answerDetail(c, 'pellegrini');
      })
      .get('/meal-ticket/pellegrini/logout', async (c) => logout(c, 'pellegrini'))
  );
}

const PAGE_PROVIDERS = ['upday', 'edenred'] as const;
const pageProvider = z.enum(PAGE_PROVIDERS);
const pageForm = z.object({ state: safeText(100), user: safeText(100), password: safeText(200) });

/** The simulated providers' own login pages (upday, edenred), outside /ebsn/api. */
export function mealProviderPages(deps: Deps) {
  const { db, config } = deps;
  const html = (c: Context, body: string, status: 200 | 404 | 422 = 200) => {
    c.header('Content-Security-Policy', pagePolicy(config.shopUrl));
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(body, status);
  };
  return new Hono<AppEnv>()
    .get('/meal/:provider/login', async (c) => {
      const provider = pageProvider.safeParse(c.req.param('provider'));
      const state = c.req.query('state') ?? '';
      if (!provider.success || !(await pendingLogin(db, provider.data, state, shopNow()))) return html(c, mealMissingPage(), 404);
      return html(c, mealLoginPage(provider.data, state));
    })
    .post('/meal/:provider/login', async (c) => {
      const provider = pageProvider.safeParse(c.req.param('provider'));
      const form = pageForm.safeParse(await readForm(c));
      if (!provider.success || !form.success) return html(c, mealMissingPage(), 404);
      const { state, user, password } = form.data;
      const outcome = await authoriseOnPage(db, provider.data, state, user, password, shopNow());
      if (!outcome.ok) {
        return outcome.gone ? html(c, mealMissingPage(), 404) : html(c, mealLoginPage(provider.data, state, user, outcome.message), 422);
      }
      // back to the shop's own address only: nothing in the request chooses where the code goes
      const back = new URL('/checkout/buoni-pasto', config.shopUrl);
      back.searchParams.set('provider', provider.data);
      back.searchParams.set('code', outcome.code);
      return c.redirect(back.href, 303);
    });
}
