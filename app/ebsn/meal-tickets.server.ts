// The meal-ticket calls of the commerce API (account.md §2 and §7 "Meal tickets", §9 types 18 and 19;
// docs/meal-tickets.md, decision 060): the types, the cart's type chosen or cleared, how many tickets
// it uses, and each provider's login. upday and edenred log in on their own page (the call answers
// its address; the page sends the browser back with a code, which a second call spends); pellegrini
// takes user and password typed in the shop. The type calls answer the whole cart; a provider's,
// its detail.
import { z } from 'zod';
import { cartSchema, type Cart } from './cart.server';
import { ebsn, type ApiContext } from './client.server';
import {
  mealTicketDetailSchema,
  mealTicketTypesSchema,
  type MealProvider,
  type MealTicketDetail,
  type MealTicketType,
} from './meal-tickets-schemas';

const detailSchema = z.object({ mealTicket: mealTicketDetailSchema });

const typeQuery = (paymentTypeId: number) => ({ payment_type_id: paymentTypeId });

/** GET meal-ticket-type/list: the types the cart may be paid with in part, each with its providers. */
export async function listMealTicketTypes(api: ApiContext): Promise<MealTicketType[]> {
  const { data } = await ebsn(api, { path: 'meal-ticket-type/list', schema: mealTicketTypesSchema });
  return data.mealTicketTypes;
}

/** POST meal-ticket-type/select: the cart's type chosen (`select` false: cleared); the cart again. */
export async function selectMealTicketType(api: ApiContext, paymentTypeId: number, select = true): Promise<Cart> {
  const { data } = await ebsn(api, {
    path: 'meal-ticket-type/select',
    method: 'POST',
    query: { ...typeQuery(paymentTypeId), select: String(select) },
    schema: cartSchema,
  });
  return data;
}

/** POST meal-ticket-type/logout: the cart's login of that type ended; the cart again. */
export async function logoutMealTicketType(api: ApiContext, paymentTypeId: number): Promise<Cart> {
  const { data } = await ebsn(api, {
    path: 'meal-ticket-type/logout',
    method: 'POST',
    query: typeQuery(paymentTypeId),
    schema: cartSchema,
  });
  return data;
}

/** POST meal-ticket-type/update-data: how many tickets the cart uses (the cart caps them); the cart again. */
export async function chooseMealTickets(api: ApiContext, paymentTypeId: number, tickets: number): Promise<Cart> {
  const { data } = await ebsn(api, {
    path: 'meal-ticket-type/update-data',
    method: 'POST',
    query: typeQuery(paymentTypeId),
    json: { data: { tickets } },
    schema: cartSchema,
  });
  return data;
}

const detailPath: Record<MealProvider, string> = {
  upday: 'meal-ticket/upday/detail',
  pellegrini: 'meal-ticket/pellegrini/detail',
  edenred: 'meal-ticket/edenred/detail',
};

const logoutPath: Record<MealProvider, string> = {
  upday: 'meal-ticket/upday/logout',
  pellegrini: 'meal-ticket/pellegrini/logout',
  edenred: 'meal-ticket/edenred/mobile-logout',
};

async function detail(api: ApiContext, path: string, query?: Record<string, string | number>): Promise<MealTicketDetail> {
  const { data } = await ebsn(api, { path, query, schema: detailSchema });
  return data.mealTicket;
}

/**
 * A provider's detail: the holder, the balance and the ticket's value when logged in. For edenred
 * without a login the backend begins one and answers its page's address: read it only to go there.
 */
export const mealTicketDetail = (api: ApiContext, provider: MealProvider, paymentTypeId: number) =>
  detail(api, detailPath[provider], typeQuery(paymentTypeId));

/** upday/login: a login begun; its page's address (`loginUrl`). */
export const beginUpdayLogin = (api: ApiContext, paymentTypeId: number) => detail(api, 'meal-ticket/upday/login', typeQuery(paymentTypeId));

/** upday/login with the code its page sent back: the login finished (the code names the login, and so its type). */
export const finishUpdayLogin = (api: ApiContext, code: string) => detail(api, 'meal-ticket/upday/login', { code });

/** upday/discard-login: a login begun and not finished (or the finished one) dropped. */
export const discardUpdayLogin = (api: ApiContext, paymentTypeId: number) =>
  detail(api, 'meal-ticket/upday/discard-login', typeQuery(paymentTypeId));

/** edenred/mobile-callback with the code its page sent back: the login finished. */
export const finishEdenredLogin = (api: ApiContext, code: string) => detail(api, 'meal-ticket/edenred/mobile-callback', { code });

/** pellegrini/login: user and password typed in the shop. */
export const pellegriniLogin = (api: ApiContext, paymentTypeId: number, user: string, password: string) =>
  detail(api, 'meal-ticket/pellegrini/login', { ...typeQuery(paymentTypeId), user, pwd: password });

/** The provider's login ended (upday/logout, edenred/mobile-logout, pellegrini/logout). */
export const logoutMealTicketProvider = (api: ApiContext, provider: MealProvider) => detail(api, logoutPath[provider]);
