// Time slot fixtures: a home-delivery calendar for fixture warehouse 1 with known slots, customers
// with carts bound to it and sessions, and a client that sends a customer's token.
import { and, eq } from 'drizzle-orm';
import type { App } from '../../../backend/app';
import { defaultConfig } from '../../../backend/config';
import type { Database } from '../../../backend/db/client';
import {
  appUser,
  cart,
  cartItem,
  session,
  slotHold,
  timeslot,
  timeslotCalendar,
  timeslotClosedDay,
  timeslotDay,
} from '../../../backend/db/schema';
import type { Deps } from '../../../backend/ebsn/context';
import { createSession, hashToken, newToken } from '../../../backend/ebsn/session';
import { call, silentLog, type Answer } from './app';

/** Monday 23 November 2026, 10:30 in Rome */
export const NOW = new Date('2026-11-23T09:30:00Z');
export const WAREHOUSE = 1;
export const HOME = 2;

export const slotIds = { morning: 1, afternoon: 2, evening: 3, bigMorning: 4 };

/**
 * Every day 09-11 (morning home delivery, 10 units) and 14-16 (afternoon, 10); Monday to Saturday
 * 18-20 (evening, 2); Thursday 26 November closed; 7 days from today; orders close 60 minutes before.
 */
export async function insertCalendar(db: Database): Promise<void> {
  await db
    .insert(timeslotCalendar)
    .values({ id: 1, warehouseId: WAREHOUSE, deliveryServiceId: HOME, daysAhead: 7, preparationMinutes: 60 });
  const all = [1, 2, 3, 4, 5, 6, 7];
  await db.insert(timeslot).values([
    { id: slotIds.morning, calendarId: 1, weekDays: all, beginTime: '09:00', endTime: '11:00', deliveryDayPeriodId: 4, capacity: 10 },
    { id: slotIds.afternoon, calendarId: 1, weekDays: all, beginTime: '14:00', endTime: '16:00', deliveryDayPeriodId: 5, capacity: 10 },
    {
      id: slotIds.evening,
      calendarId: 1,
      weekDays: [2, 3, 4, 5, 6, 7],
      beginTime: '18:00',
      endTime: '20:00',
      deliveryDayPeriodId: 3,
      capacity: 2,
    },
  ]);
  await db.insert(timeslotClosedDay).values({ warehouseId: WAREHOUSE, day: '2026-11-26', reason: 'Chiuso per inventario' });
}

const deps = (db: Database): Deps => ({ db, log: silentLog, config: defaultConfig });

export type Customer = { userId: number; cartId: number; token: string };

/** the product every holding cart has in it (a plain one: no restriction of its own) */
const HELD_PRODUCT = 106;

/**
 * A customer with a cart bound to warehouse 1's home delivery (or to nothing) and a logged-in
 * session. `holding` (the default): a confirmed account with a product in the cart, the carts that
 * hold a unit of the slot they choose (slots/holds.ts); otherwise a fresh unconfirmed account with
 * an empty cart, whose choice holds nothing.
 */
export async function customer(db: Database, email: string, bound = true, holding = true): Promise<Customer> {
  const [user] = await db
    .insert(appUser)
    .values({ email, firstName: 'Cliente', lastName: 'Prova', confirmedAt: holding ? new Date() : null })
    .returning({ id: appUser.id });
  const [row] = await db
    .insert(cart)
    .values({ userId: user.id, ...(bound ? { warehouseId: WAREHOUSE, deliveryServiceId: HOME } : {}) })
    .returning({ id: cart.id });
  if (holding) await db.insert(cartItem).values({ cartId: row.id, productId: HELD_PRODUCT, quantity: 1 });
  const { token } = await createSession(db, deps(db), { userId: user.id });
  return { userId: user.id, cartId: row.id, token };
}

/** Many customers at once (the crowd of the concurrency test), each with a bound cart and a session. */
export async function crowd(db: Database, count: number): Promise<Customer[]> {
  const users = await db
    .insert(appUser)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `folla${i}@example.com`,
        firstName: 'Cliente',
        lastName: `Folla ${i}`,
        confirmedAt: new Date(),
      })),
    )
    .returning({ id: appUser.id });
  const carts = await db
    .insert(cart)
    .values(users.map((u) => ({ userId: u.id, warehouseId: WAREHOUSE, deliveryServiceId: HOME })))
    .returning({ id: cart.id, userId: cart.userId });
  await db.insert(cartItem).values(carts.map((c) => ({ cartId: c.id, productId: HELD_PRODUCT, quantity: 1 })));
  const tokens = users.map(() => newToken());
  const expiresAt = new Date(Date.now() + 86_400_000);
  await db.insert(session).values(users.map((u, i) => ({ tokenHash: hashToken(tokens[i]), userId: u.id, expiresAt })));
  return users.map((u, i) => ({ userId: u.id, cartId: carts.find((c) => c.userId === u.id)!.id, token: tokens[i] }));
}

export const get = (app: App, path: string, token?: string): Promise<Answer> =>
  call(app, path, { headers: token ? { 'X-Ebsn-Account': token } : {} });

/** The storefront key of `slotApp`: its calls may say the shopper's network address. */
export const STOREFRONT_KEY = 'chiave';

/** timeslot/select; `clientAddress`: as the storefront forwards it (an app made with STOREFRONT_KEY) */
export const select = (app: App, who: Customer, date: string, timeslotId: number, clientAddress?: string) =>
  call(app, `/ebsn/api/timeslot/select?sel_date=${date}&timeslot_id=${timeslotId}`, {
    headers: {
      'X-Ebsn-Account': who.token,
      ...(clientAddress ? { 'X-Ebsn-Storefront-Key': STOREFRONT_KEY, 'X-Ebsn-Client-Ip': clientAddress } : {}),
    },
  });

/** A slot's day as a test needs it: its capacity, or the units already sold. */
export async function slotDay(db: Database, timeslotId: number, slotDate: string, set: { capacity?: number; taken?: number }) {
  await db
    .insert(timeslotDay)
    .values({ timeslotId, slotDate, ...set })
    .onConflictDoUpdate({ target: [timeslotDay.timeslotId, timeslotDay.slotDate], set: { taken: 0, ...set } });
}

/** The holds on a slot's day. */
export const holdsOn = (db: Database, timeslotId: number, slotDate: string) =>
  db
    .select()
    .from(slotHold)
    .where(and(eq(slotHold.slotDate, slotDate), eq(slotHold.timeslotId, timeslotId)));

export async function cartRow(db: Database, cartId: number) {
  const [row] = await db.select().from(cart).where(eq(cart.id, cartId));
  return row;
}
