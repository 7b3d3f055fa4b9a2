// What the commerce API says of meal tickets (account.md §7 "Meal tickets"; docs/meal-tickets.md):
// the types and their providers, a provider's detail, the tickets a cart applies (every cart answer's
// `mealTickets`) and those an order took (order/view's `mealTickets`). In a module of their own so
// the cart's and the order's schemas read them without importing the meal-ticket calls.
import { z } from 'zod';

const num = z.coerce.number();

/** The providers the contract names; the storefront offers a login only to those it knows. */
export const MEAL_PROVIDERS = ['upday', 'pellegrini', 'edenred'] as const;
export type MealProvider = (typeof MEAL_PROVIDERS)[number];
export const isMealProvider = (value: unknown): value is MealProvider => MEAL_PROVIDERS.includes(value as MealProvider);

export const mealTicketTypeSchema = z
  .object({
    paymentTypeId: num,
    name: z.string(),
    descr: z.string().optional(),
    providers: z.array(z.object({ provider: z.string(), name: z.string(), login: z.enum(['page', 'password']) }).passthrough()).default([]),
    selected: z.boolean().default(false),
  })
  .passthrough();
export type MealTicketType = z.infer<typeof mealTicketTypeSchema>;

export const mealTicketTypesSchema = z.object({ mealTicketTypes: z.array(mealTicketTypeSchema).default([]) }).passthrough();

/** A provider's detail (data.mealTicket): the keys of a login are absent when there is none. */
export const mealTicketDetailSchema = z
  .object({
    paymentTypeId: num,
    provider: z.string(),
    providerName: z.string().optional(),
    logged: z.boolean().default(false),
    expiresAt: z.string().optional(),
    ticketValue: num.optional(),
    availableTickets: num.optional(),
    holder: z.string().optional(),
    // a provider's own page, begun for this customer and cart (upday/login, edenred/detail)
    loginUrl: z.string().url().optional(),
  })
  .passthrough();
export type MealTicketDetail = z.infer<typeof mealTicketDetailSchema>;

/** The cart's meal tickets: absent when no type is chosen; the login's keys absent until logged in. */
export const cartMealTicketsSchema = z
  .object({
    paymentTypeId: num,
    provider: z.string().optional(),
    providerName: z.string().optional(),
    logged: z.boolean().default(false),
    expiresAt: z.string().optional(),
    ticketValue: num.optional(),
    availableTickets: num.optional(),
    maxTickets: num.default(0),
    tickets: num.default(0),
    amount: num.default(0),
    restToPay: num.optional(),
  })
  .passthrough();
export type CartMealTickets = z.infer<typeof cartMealTicketsSchema>;

/** The tickets an order took, and whether they went back to the provider's account. */
export const orderMealTicketsSchema = z
  .object({
    provider: z.string(),
    providerName: z.string().optional(),
    tickets: num,
    ticketValue: num,
    amount: num,
    returned: z.boolean().default(false),
  })
  .passthrough();
export type OrderMealTickets = z.infer<typeof orderMealTicketsSchema>;
