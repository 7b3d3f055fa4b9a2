// The simulated meal-ticket providers' test accounts (issue 28, decision 060; listed in README.md):
// one working account per provider, one with its balance used up, and two whose provider is down.
// Idempotent (app_meta 'meal_tickets_seed_version').
import { eq } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { hashPassword } from '../accounts/passwords';
import { appMeta, mealTicketAccount } from '../db/schema';

export const MEAL_TICKETS_SEED_VERSION = '1';
export const MEAL_TICKET_PASSWORD = 'Buoni2026!';

export const MEAL_TICKET_ACCOUNTS = [
  { provider: 'upday', username: 'mario.upday', holder: 'Mario Rossi', ticketCents: 800, balanceTickets: 20, down: false },
  { provider: 'upday', username: 'vuoto.upday', holder: 'Mario Rossi', ticketCents: 800, balanceTickets: 0, down: false },
  { provider: 'edenred', username: 'mario.edenred', holder: 'Mario Rossi', ticketCents: 700, balanceTickets: 15, down: false },
  { provider: 'edenred', username: 'giu.edenred', holder: 'Giulia Bianchi', ticketCents: 529, balanceTickets: 10, down: true },
  { provider: 'pellegrini', username: 'mario.pellegrini', holder: 'Mario Rossi', ticketCents: 1000, balanceTickets: 12, down: false },
  { provider: 'pellegrini', username: 'giu.pellegrini', holder: 'Giulia Bianchi', ticketCents: 600, balanceTickets: 8, down: true },
] as const;

export async function mealTicketsSeeded(db: Pick<Tx, 'select'>): Promise<boolean> {
  return (await db.select().from(appMeta).where(eq(appMeta.key, 'meal_tickets_seed_version'))).length > 0;
}

export async function seedMealTickets(db: Tx): Promise<void> {
  const passwordHash = await hashPassword(MEAL_TICKET_PASSWORD);
  await db
    .insert(mealTicketAccount)
    .values(MEAL_TICKET_ACCOUNTS.map((a) => ({ ...a, passwordHash })))
    .onConflictDoNothing();
  await db.insert(appMeta).values({ key: 'meal_tickets_seed_version', value: MEAL_TICKETS_SEED_VERSION }).onConflictDoNothing();
}
