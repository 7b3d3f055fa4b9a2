// Meal tickets (buoni pasto, issue 28; decision 060; contract in docs/meal-tickets.md): the types the
// cart may be paid with in part, the customers' logins to the simulated providers (bound to the
// customer and the cart, 30 minutes), how many whole tickets a cart takes, and the tickets an order
// reserves at checkout and gives back when it is cancelled.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CartRow, Tx } from '../cart/carts';
import { euros } from '../cart/fees';
import type { Database } from '../db/client';
import { cart, mealTicketAccount, mealTicketLogin, mealTicketUse } from '../db/schema';
import { checkPassword } from '../accounts/passwords';
import { present } from '../ebsn/null-free';
import { refuse } from '../ebsn/refusal';

export const PROVIDERS = {
  upday: { name: 'Up Day', paymentTypeId: 18, login: 'page' },
  pellegrini: { name: 'Pellegrini', paymentTypeId: 18, login: 'password' },
  edenred: { name: 'Edenred', paymentTypeId: 19, login: 'page' },
} as const;
export type Provider = keyof typeof PROVIDERS;
export const PROVIDER_NAMES = Object.keys(PROVIDERS) as Provider[];

export const MEAL_TICKET_TYPES: Readonly<Record<number, { name: string; descr: string }>> = {
  18: {
    name: 'Buoni pasto elettronici',
    descr: 'Paghi parte della spesa con i buoni pasto Up Day o Pellegrini; il resto con carta o alla consegna.',
  },
  19: {
    name: 'Buoni pasto Edenred',
    descr: "Paghi parte della spesa con i buoni pasto Edenred dall'app; il resto con carta o alla consegna.",
  },
};
export const isMealTicketType = (id: number) => id in MEAL_TICKET_TYPES;

/** a login lasts this long from its start; a provider page's code, this long from the page */
export const LOGIN_MINUTES = 30;
export const CODE_MINUTES = 10;
const MINUTE = 60_000;

export const MEAL_REFUSALS = {
  type: { code: 'error.mealTicket.type', error: 'Tipo di buono pasto non disponibile.' },
  notLogged: { code: 'error.mealTicket.notLogged', error: 'Accedi al tuo account buoni pasto per usarli.' },
  credentials: { code: 'error.mealTicket.credentials', error: 'Utente o password del servizio buoni pasto non corretti.' },
  emptyBalance: {
    code: 'error.mealTicket.emptyBalance',
    error: 'Il saldo dei tuoi buoni pasto è esaurito: scegli un altro metodo di pagamento.',
  },
  down: (provider: Provider) => ({
    code: 'error.mealTicket.down',
    error: `Il servizio ${PROVIDERS[provider].name} non è al momento raggiungibile. Riprova più tardi o scegli un altro metodo di pagamento.`,
  }),
  code: { code: 'error.mealTicket.code', error: "L'accesso al servizio buoni pasto non è valido o è scaduto: accedi di nuovo." },
  balance: (available: number) => ({
    code: 'error.mealTicket.balance',
    error: `Saldo buoni pasto insufficiente: hai ${available} ${available === 1 ? 'buono disponibile' : 'buoni disponibili'}.`,
  }),
};

type AccountRow = typeof mealTicketAccount.$inferSelect;
type LoginRow = typeof mealTicketLogin.$inferSelect;
type Reader = Pick<Database, 'select'>;

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');
const LIVE = ['pending', 'authorised', 'active'];

/** whole tickets a total can take: never above the balance, the choice, or the total */
export function ticketsFor(totalCents: number, ticketCents: number, balance: number, chosen: number | null): number {
  const most = Math.max(0, Math.min(balance, Math.floor(Math.max(0, totalCents) / ticketCents)));
  return chosen === null ? most : Math.min(chosen, most);
}

/** The cart's active login (its owner's, unexpired) with its account. */
export async function activeLogin(db: Reader, cartId: number, userId: number, now: Date) {
  const [found] = await db
    .select({ login: mealTicketLogin, account: mealTicketAccount })
    .from(mealTicketLogin)
    .innerJoin(mealTicketAccount, eq(mealTicketAccount.id, mealTicketLogin.accountId))
    .where(
      and(
        eq(mealTicketLogin.cartId, cartId),
        eq(mealTicketLogin.userId, userId),
        eq(mealTicketLogin.status, 'active'),
        gt(mealTicketLogin.expiresAt, now),
      ),
    )
    .limit(1);
  return found;
}

/** Ends the cart's logins still going (of one type, or all). */
export async function endLogins(tx: Tx, cartId: number, paymentTypeId?: number) {
  await tx
    .update(mealTicketLogin)
    .set({ status: 'ended', state: null, codeHash: null })
    .where(
      and(
        eq(mealTicketLogin.cartId, cartId),
        inArray(mealTicketLogin.status, LIVE),
        paymentTypeId === undefined ? undefined : eq(mealTicketLogin.paymentTypeId, paymentTypeId),
      ),
    );
}

/** meal-ticket-type/select: the cart's type chosen (or cleared); another type's login ends. */
export async function selectType(tx: Tx, row: CartRow, paymentTypeId: number, selected: boolean) {
  if (!isMealTicketType(paymentTypeId)) refuse(MEAL_REFUSALS.type);
  const next = selected ? paymentTypeId : row.mealTicketTypeId === paymentTypeId ? null : row.mealTicketTypeId;
  if (next !== row.mealTicketTypeId) {
    await endLogins(tx, row.id);
    await tx.update(cart).set({ mealTicketTypeId: next }).where(eq(cart.id, row.id));
  }
}

async function accountProblem(account: AccountRow | undefined, password: string, provider: Provider) {
  const good = await checkPassword(account?.passwordHash, password);
  if (!account || !good) return MEAL_REFUSALS.credentials;
  if (account.down) return MEAL_REFUSALS.down(provider);
  if (account.balanceTickets <= 0) return MEAL_REFUSALS.emptyBalance;
  return undefined;
}

async function accountOf(db: Reader, provider: Provider, username: string) {
  const [account] = await db
    .select()
    .from(mealTicketAccount)
    .where(and(eq(mealTicketAccount.provider, provider), eq(mealTicketAccount.username, username.trim().toLowerCase())))
    .limit(1);
  return account;
}

/** The cart's type follows the provider the customer logs in with. */
async function bindType(tx: Tx, row: CartRow, provider: Provider) {
  const paymentTypeId = PROVIDERS[provider].paymentTypeId;
  await endLogins(tx, row.id);
  if (row.mealTicketTypeId !== paymentTypeId) await tx.update(cart).set({ mealTicketTypeId: paymentTypeId }).where(eq(cart.id, row.id));
  return paymentTypeId;
}

/** upday/login and edenred/detail without a login: a login begun, its state for the provider's page. */
export async function beginLogin(tx: Tx, row: CartRow, userId: number, provider: Provider, now: Date): Promise<string> {
  const paymentTypeId = await bindType(tx, row, provider);
  const state = randomBytes(24).toString('base64url');
  await tx.insert(mealTicketLogin).values({
    userId,
    cartId: row.id,
    paymentTypeId,
    provider,
    status: 'pending',
    state,
    expiresAt: new Date(now.getTime() + LOGIN_MINUTES * MINUTE),
    createdAt: now,
  });
  return state;
}

// what beginLogin makes (24 random bytes, base64url); anything else names no login, and a NUL byte in a
// query reached PostgreSQL, which refused it with an error (a 500: the fuzz, state=a%00b)
const STATE = /^[A-Za-z0-9_-]{1,100}$/;

/** The login a provider page is about, while it waits for the customer's credentials. */
export async function pendingLogin(db: Reader, provider: Provider, state: string, now: Date): Promise<LoginRow | undefined> {
  if (!STATE.test(state)) return undefined;
  const [login] = await db
    .select()
    .from(mealTicketLogin)
    .where(
      and(
        eq(mealTicketLogin.state, state),
        eq(mealTicketLogin.provider, provider),
        eq(mealTicketLogin.status, 'pending'),
        gt(mealTicketLogin.expiresAt, now),
      ),
    )
    .limit(1);
  return login;
}

/** The provider page's form: the credentials checked, the login authorised, a one-time code made. */
export async function authoriseOnPage(
  db: Database,
  provider: Provider,
  state: string,
  username: string,
  password: string,
  now: Date,
): Promise<{ ok: true; code: string } | { ok: false; message: string; gone?: boolean }> {
  const login = await pendingLogin(db, provider, state, now);
  if (!login) return { ok: false, message: MEAL_REFUSALS.code.error, gone: true };
  const account = await accountOf(db, provider, username);
  const problem = await accountProblem(account, password, provider);
  if (problem) return { ok: false, message: problem.error };
  const code = randomBytes(24).toString('base64url');
  const [done] = await db
    .update(mealTicketLogin)
    .set({
      status: 'authorised',
      accountId: account!.id,
      state: null,
      codeHash: hashCode(code),
      codeExpiresAt: new Date(now.getTime() + CODE_MINUTES * MINUTE),
    })
    .where(and(eq(mealTicketLogin.id, login.id), eq(mealTicketLogin.status, 'pending')))
    .returning();
  return done ? { ok: true, code } : { ok: false, message: MEAL_REFUSALS.code.error, gone: true };
}

/** upday/login with a code, edenred/mobile-callback: the customer's own authorised login made active, once. */
export async function finishLogin(tx: Tx, row: CartRow, userId: number, provider: Provider, code: string, now: Date) {
  const [done] = await tx
    .update(mealTicketLogin)
    .set({ status: 'active', codeHash: null })
    .where(
      and(
        eq(mealTicketLogin.codeHash, hashCode(code)),
        eq(mealTicketLogin.provider, provider),
        eq(mealTicketLogin.userId, userId),
        eq(mealTicketLogin.cartId, row.id),
        eq(mealTicketLogin.status, 'authorised'),
        gt(mealTicketLogin.codeExpiresAt, now),
        gt(mealTicketLogin.expiresAt, now),
      ),
    )
    .returning();
  if (!done) refuse(MEAL_REFUSALS.code);
}

/** pellegrini/login: user and password typed in the shop; an active login at once. */
export async function passwordLogin(tx: Tx, row: CartRow, userId: number, provider: Provider, user: string, pwd: string, now: Date) {
  const account = await accountOf(tx, provider, user);
  const problem = await accountProblem(account, pwd, provider);
  if (problem) refuse(problem);
  const paymentTypeId = await bindType(tx, row, provider);
  await tx.insert(mealTicketLogin).values({
    userId,
    cartId: row.id,
    paymentTypeId,
    provider,
    accountId: account!.id,
    status: 'active',
    expiresAt: new Date(now.getTime() + LOGIN_MINUTES * MINUTE),
    createdAt: now,
  });
}

/** Ends the cart's logins with this provider (logout, discard-login). */
export async function endProviderLogins(tx: Tx, cartId: number, provider: Provider) {
  await tx
    .update(mealTicketLogin)
    .set({ status: 'ended', state: null, codeHash: null })
    .where(and(eq(mealTicketLogin.cartId, cartId), eq(mealTicketLogin.provider, provider), inArray(mealTicketLogin.status, LIVE)));
}

/** meal-ticket-type/update-data: how many tickets to use (null: as many as possible). */
export async function chooseTickets(tx: Tx, row: CartRow, userId: number, paymentTypeId: number, tickets: number | null, now: Date) {
  if (!isMealTicketType(paymentTypeId)) refuse(MEAL_REFUSALS.type);
  const live = await activeLogin(tx, row.id, userId, now);
  if (!live || live.login.paymentTypeId !== paymentTypeId) refuse(MEAL_REFUSALS.notLogged);
  if (tickets !== null && tickets > live.account.balanceTickets) refuse(MEAL_REFUSALS.balance(live.account.balanceTickets));
  await tx.update(mealTicketLogin).set({ tickets }).where(eq(mealTicketLogin.id, live.login.id));
}

/** A provider's detail for the customer's cart (data.mealTicket). */
export async function providerDetail(db: Reader, row: CartRow | undefined, userId: number, provider: Provider, now: Date) {
  const live = row ? await activeLogin(db, row.id, userId, now) : undefined;
  const mine = live && live.login.provider === provider ? live : undefined;
  return present({
    paymentTypeId: PROVIDERS[provider].paymentTypeId,
    provider,
    providerName: PROVIDERS[provider].name,
    logged: Boolean(mine),
    expiresAt: mine ? mine.login.expiresAt.toISOString() : null,
    ticketValue: mine ? euros(mine.account.ticketCents) : null,
    availableTickets: mine ? mine.account.balanceTickets : null,
    holder: mine ? mine.account.holder : null,
  });
}

/** What the cart's tickets pay of `totalCents`: the applied count and cents, or nothing. */
export async function cartTickets(db: Reader, row: CartRow, totalCents: number, now: Date) {
  if (!row.userId || row.mealTicketTypeId === null || row.editingOrderId !== null) return undefined;
  const live = await activeLogin(db, row.id, row.userId, now);
  if (!live || live.login.paymentTypeId !== row.mealTicketTypeId) return undefined;
  const maxTickets = ticketsFor(totalCents, live.account.ticketCents, live.account.balanceTickets, null);
  const tickets = ticketsFor(totalCents, live.account.ticketCents, live.account.balanceTickets, live.login.tickets);
  return { ...live, maxTickets, tickets, cents: tickets * live.account.ticketCents };
}

/** The cart's mealTickets on the wire (null: no meal-ticket type chosen). */
export async function cartMealTicketsWire(db: Reader, row: CartRow, totalCents: number, now: Date) {
  if (row.mealTicketTypeId === null || !isMealTicketType(row.mealTicketTypeId)) return null;
  const applied = await cartTickets(db, row, totalCents, now);
  return present({
    paymentTypeId: row.mealTicketTypeId,
    provider: applied?.login.provider ?? null,
    providerName: applied ? PROVIDERS[applied.login.provider as Provider].name : null,
    logged: Boolean(applied),
    expiresAt: applied ? applied.login.expiresAt.toISOString() : null,
    ticketValue: applied ? euros(applied.account.ticketCents) : null,
    availableTickets: applied ? applied.account.balanceTickets : null,
    maxTickets: applied?.maxTickets ?? 0,
    tickets: applied?.tickets ?? 0,
    amount: euros(applied?.cents ?? 0),
    restToPay: euros(Math.max(0, totalCents) - (applied?.cents ?? 0)),
  });
}

export type TicketPlan = NonNullable<Awaited<ReturnType<typeof cartTickets>>>;

/**
 * Inside checkout/buy, under the cart's lock: the order takes the tickets. The login is used once
 * (a conditional update on its status) and the account debited only while it holds them (a
 * conditional update on its balance), so concurrent checkouts never take one login's or one
 * account's tickets twice; a balance gone meanwhile refuses the checkout (its transaction rolls back).
 */
export async function reserveTickets(tx: Tx, plan: TicketPlan, orderId: number, now: Date) {
  // the count the customer chose is more than is left now (spent meanwhile elsewhere): not fewer in silence
  if (plan.login.tickets !== null && plan.login.tickets > plan.account.balanceTickets) {
    refuse(MEAL_REFUSALS.balance(plan.account.balanceTickets));
  }
  const [used] = await tx
    .update(mealTicketLogin)
    .set({ status: 'used' })
    .where(and(eq(mealTicketLogin.id, plan.login.id), eq(mealTicketLogin.status, 'active'), gt(mealTicketLogin.expiresAt, now)))
    .returning();
  if (!used) refuse(MEAL_REFUSALS.code);
  const [debited] = await tx
    .update(mealTicketAccount)
    .set({ balanceTickets: sql`${mealTicketAccount.balanceTickets} - ${plan.tickets}` })
    .where(and(eq(mealTicketAccount.id, plan.account.id), sql`${mealTicketAccount.balanceTickets} >= ${plan.tickets}`))
    .returning();
  if (!debited) {
    const [fresh] = await tx.select().from(mealTicketAccount).where(eq(mealTicketAccount.id, plan.account.id));
    refuse(MEAL_REFUSALS.balance(fresh?.balanceTickets ?? 0));
  }
  await tx.insert(mealTicketUse).values({
    orderId,
    loginId: plan.login.id,
    accountId: plan.account.id,
    provider: plan.login.provider,
    paymentTypeId: plan.login.paymentTypeId,
    tickets: plan.tickets,
    ticketCents: plan.account.ticketCents,
    createdAt: now,
  });
}

/** A cancelled order's tickets back to their account, once (under the order's row lock). */
export async function giveBackTickets(tx: Tx, orderId: number, now: Date) {
  const returned = await tx
    .update(mealTicketUse)
    .set({ returnedAt: now })
    .where(and(eq(mealTicketUse.orderId, orderId), isNull(mealTicketUse.returnedAt)))
    .returning();
  for (const use of returned) {
    await tx
      .update(mealTicketAccount)
      .set({ balanceTickets: sql`${mealTicketAccount.balanceTickets} + ${use.tickets}` })
      .where(eq(mealTicketAccount.id, use.accountId));
  }
}

/** The tickets an order took, as order/view shows them (null: none). */
export async function orderMealTickets(db: Reader, orderId: number) {
  const [use] = await db.select().from(mealTicketUse).where(eq(mealTicketUse.orderId, orderId)).limit(1);
  if (!use) return null;
  return {
    paymentTypeId: use.paymentTypeId,
    provider: use.provider,
    providerName: PROVIDERS[use.provider as Provider]?.name ?? use.provider,
    tickets: use.tickets,
    ticketValue: euros(use.ticketCents),
    amount: euros(use.tickets * use.ticketCents),
    returned: use.returnedAt !== null,
  };
}

/** The cents the order's tickets paid (0: none, or given back). */
export async function orderTicketCents(db: Reader, orderId: number): Promise<number> {
  const [use] = await db.select().from(mealTicketUse).where(eq(mealTicketUse.orderId, orderId)).limit(1);
  return use && use.returnedAt === null ? use.tickets * use.ticketCents : 0;
}
