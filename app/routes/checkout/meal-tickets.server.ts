// The checkout's meal tickets (account.md §2 and §7 "Meal tickets"; docs/meal-tickets.md, decision
// 060): what the payment step shows of them (the types to choose from, the type the cart has, its
// provider's login with the holder and the balance, the tickets used and the rest to pay), and what
// each of its forms does. Every change is the backend's (the cart holds the type, the login and the
// count); the page only says it. A provider's refusal under the form it belongs to keeps what was
// typed (pellegrini's user, never the password); the others are flashed back on the page.
import type { z } from 'zod';
import type { Cart } from '~/ebsn/cart.server';
import { EbsnError, SessionExpiredError } from '~/ebsn/errors';
import {
  beginUpdayLogin,
  chooseMealTickets,
  discardUpdayLogin,
  finishEdenredLogin,
  finishUpdayLogin,
  listMealTicketTypes,
  logoutMealTicketProvider,
  mealTicketDetail,
  pellegriniLogin,
  selectMealTicketType,
} from '~/ebsn/meal-tickets.server';
import { isMealProvider, type MealProvider, type MealTicketDetail } from '~/ebsn/meal-tickets-schemas';
import type { ApiContext } from '~/ebsn/client.server';
import { tCheckout as t } from '~/i18n/checkout';
import { refusalTexts } from '~/lib/api-messages.server';
import { env } from '~/lib/env.server';
import { log } from '~/lib/log.server';
import { flashMessage, goTo, respond, setCart, type Shopper } from '~/lib/shopper.server';
import {
  CHECKOUT_INTENT,
  MEAL_SECTION,
  type MealReply,
  type mealLeaveSchema,
  type mealLoginSchema,
  type mealPageSchema,
  type mealTicketsSchema,
  type mealTypeSchema,
} from './forms';

/** where every meal-ticket form leads back: the checkout, at its section */
export const MEAL_BACK = `/checkout#${MEAL_SECTION}`;

/** The cart's tickets as the page shows them, with the holder and the balance when logged in. */
export type MealTicketsView = {
  types: Array<{
    id: number;
    name: string;
    descr: string | null;
    providers: Array<{ provider: MealProvider; name: string; login: 'page' | 'password' }>;
  }>;
  /** the type the cart has, and its login; null when none is chosen */
  chosen: {
    paymentTypeId: number;
    logged: boolean;
    provider: MealProvider | null;
    providerName: string | null;
    holder: string | null;
    ticketValue: number;
    availableTickets: number;
    maxTickets: number;
    tickets: number;
    amount: number;
    restToPay: number;
  } | null;
};

/**
 * What the payment step shows of meal tickets, or null when the page offers none: a cart modifying an
 * order takes no new tickets, and a backend that cannot list the types leaves the page as it was
 * (logged: the shopper pays as before).
 */
export async function mealTicketsView(api: ApiContext, cart: Cart): Promise<MealTicketsView | null> {
  if (cart.editingOrderId) return null;
  const mine = cart.mealTickets;
  const provider = mine?.logged && isMealProvider(mine.provider) ? mine.provider : null;
  let types;
  let detail: MealTicketDetail | null = null;
  try {
    [types, detail] = await Promise.all([
      listMealTicketTypes(api),
      // the holder is the provider's to say; the detail of a provider logged in begins nothing
      provider ? mealTicketDetail(api, provider, mine!.paymentTypeId).catch(() => null) : null,
    ]);
  } catch (error) {
    // an expired session is the page's business (failure() sends the shopper to log in)
    if (error instanceof SessionExpiredError) throw error;
    log.warn({ err: (error as Error).message }, 'meal-ticket types unavailable for the checkout');
    return null;
  }
  return {
    types: types.map((type) => ({
      id: type.paymentTypeId,
      name: type.name,
      descr: type.descr ?? null,
      providers: type.providers.flatMap((p) =>
        isMealProvider(p.provider) ? [{ provider: p.provider, name: p.name, login: p.login }] : [],
      ),
    })),
    chosen: mine
      ? {
          paymentTypeId: mine.paymentTypeId,
          logged: provider !== null,
          provider,
          providerName: mine.providerName ?? null,
          holder: detail?.logged ? (detail.holder ?? null) : null,
          ticketValue: mine.ticketValue ?? 0,
          availableTickets: mine.availableTickets ?? 0,
          maxTickets: mine.maxTickets,
          tickets: mine.tickets,
          amount: mine.amount,
          restToPay: mine.restToPay ?? cart.grossTotal,
        }
      : null,
  };
}

/** A type chosen (the sign-in comes next) or cleared (the card or the payment at handover pay it all). */
export async function chooseType(shopper: Shopper, { intent, payment_type_id: typeId }: z.output<typeof mealTypeSchema>) {
  const select = intent === CHECKOUT_INTENT.mealType;
  setCart(shopper, await selectMealTicketType(shopper.api, typeId, select));
  flashMessage(shopper, { level: 'success', text: t(select ? 'mealTickets.chosen' : 'mealTickets.cleared') });
  return goTo(shopper, MEAL_BACK);
}

/** A provider's own page for the login (its address the backend's, begun for this customer and cart), or why not. */
export async function toProviderPage(shopper: Shopper, { provider, payment_type_id: typeId }: z.output<typeof mealPageSchema>) {
  const begun = provider === 'upday' ? await beginUpdayLogin(shopper.api, typeId) : await mealTicketDetail(shopper.api, 'edenred', typeId);
  if (begun.logged) return goTo(shopper, MEAL_BACK);
  // only to a page the document's policy lets a form lead to: the browser would stop anywhere else
  const url = begun.loginUrl ? new URL(begun.loginUrl) : null;
  if (!url || !env.paymentOrigins.includes(url.origin)) {
    if (url) log.warn({ origin: url.origin }, "a meal-ticket provider's page outside the payment origins");
    flashMessage(shopper, { level: 'error', text: t(url ? 'mealTickets.pageUnavailable' : 'mealTickets.otherLogin') });
    return goTo(shopper, MEAL_BACK);
  }
  return goTo(shopper, url.href);
}

export const ticketsSaid = (detail: MealTicketDetail) =>
  t('mealTickets.loggedIn', { provider: detail.providerName ?? detail.provider, count: detail.availableTickets ?? 0 });

/** pellegrini's user and password: logged in, and the checkout says with how many tickets. */
export async function loginWithPassword(shopper: Shopper, value: z.output<typeof mealLoginSchema>) {
  const detail = await pellegriniLogin(shopper.api, value.payment_type_id, value.user, value.password);
  flashMessage(shopper, { level: 'success', text: ticketsSaid(detail) });
  return goTo(shopper, MEAL_BACK);
}

/** A meal-ticket form refused (by its schema or by the backend): the page again, the problem under it, the typed kept. */
export function mealRefused(shopper: Shopper, reply: MealReply) {
  return respond(shopper, { meal: reply }, { status: 400 });
}

/** The backend's refusal of a meal-ticket form, as the page says it under that form. */
export const refusalOf = (error: EbsnError) => refusalTexts(error).join(' ');

/** How many tickets to use: the cart caps them at what the total takes. */
export async function chooseTickets(shopper: Shopper, { payment_type_id: typeId, tickets }: z.output<typeof mealTicketsSchema>) {
  const cart = await chooseMealTickets(shopper.api, typeId, tickets);
  setCart(shopper, cart);
  flashMessage(shopper, { level: 'success', text: t('mealTickets.ticketsChosen', { count: cart.mealTickets?.tickets ?? 0 }) });
  return goTo(shopper, MEAL_BACK);
}

/**
 * 'Esci': the provider's login ended, the type kept (another account may sign in). 'Annulla': the
 * tickets given up, the login dropped (upday's discard-login) and the type cleared.
 */
export async function leaveProvider(shopper: Shopper, { intent, provider, payment_type_id: typeId }: z.output<typeof mealLeaveSchema>) {
  const discard = intent === CHECKOUT_INTENT.mealDiscard;
  const left =
    discard && provider === 'upday' ? await discardUpdayLogin(shopper.api, typeId) : await logoutMealTicketProvider(shopper.api, provider);
  if (discard) setCart(shopper, await selectMealTicketType(shopper.api, typeId, false));
  const name = left.providerName ?? provider;
  flashMessage(shopper, {
    level: 'success',
    text: discard ? t('mealTickets.discarded', { provider: name }) : t('mealTickets.loggedOut', { provider: name }),
  });
  return goTo(shopper, MEAL_BACK);
}

/** Back from a provider's page with its code: the login finished (upday/login, edenred/mobile-callback). */
export async function finishProviderLogin(api: ApiContext, provider: 'upday' | 'edenred', code: string) {
  return provider === 'upday' ? finishUpdayLogin(api, code) : finishEdenredLogin(api, code);
}
