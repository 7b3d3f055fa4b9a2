// Orders that move at their slot's cutoff (shopping.md §4, §9; account.md §2 Orders "modified or
// cancelled until picked up for preparation"; decision 052). When a slot closes to orders, the
// shop takes the orders placed for it (status 3) into preparation (status 4) and tells each
// customer; from then on modify and cancel are refused.
//
// Every backend process runs the job (at start, to catch up with the cutoffs that passed while no
// process ran, then every CUTOFF_EVERY_MS), but one run at a time in the whole shop: a run takes
// the job's advisory lock for its transaction (db/locks.ts), and a process that finds it held skips
// its turn, the other is doing the work (decision 062). Under it the run takes the due orders under
// their row locks with SKIP LOCKED, reading the status again under the lock, so each order moves
// once and its customer gets one e-mail whatever else touches the order meanwhile (a cancellation, a
// staff member starting its preparation). PGlite runs one transaction at a time, which gives the same.
import { and, eq, inArray, lte, max } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { LOCKS, transactionLock, tryTransactionLock } from '../db/locks';
import { customerOrder, timeslot, timeslotCalendar } from '../db/schema';
import type { Deps } from '../ebsn/context';
import { ORDER_STATUS } from '../../domain/orders';
import { addDays, shopDate } from '../../domain/timeslots';
import { shopNow } from '../clock';
import { refreshShopClock } from '../clock-store';
import { slotCutoff } from '../slots/calendar';
import type { OrderRow } from './cancel';
import { sendOrderInPreparation } from './mails';

type MailConfig = Pick<AppConfig, 'shopUrl'>;

/** how often each backend process looks for the cutoffs that passed */
export const CUTOFF_EVERY_MS = 30_000;

/** The instant the order's slot closed (or closes) to orders; undefined when its slot is gone from the calendar. */
export async function orderCutoff(tx: Tx, order: Pick<OrderRow, 'timeslotId' | 'timeslotDate'>): Promise<Date | undefined> {
  const [slot] = await tx
    .select({ beginTime: timeslot.beginTime, preparationMinutes: timeslotCalendar.preparationMinutes })
    .from(timeslot)
    .innerJoin(timeslotCalendar, eq(timeslotCalendar.id, timeslot.calendarId))
    .where(eq(timeslot.id, order.timeslotId))
    .limit(1);
  return slot ? slotCutoff(slot.preparationMinutes, slot.beginTime, order.timeslotDate) : undefined;
}

/** The order's slot has closed to orders: the shop is preparing it, whether or not the job has run yet. */
export async function pastCutoff(tx: Tx, order: Pick<OrderRow, 'timeslotId' | 'timeslotDate'>, now: Date): Promise<boolean> {
  const cutoff = await orderCutoff(tx, order);
  return cutoff !== undefined && cutoff.getTime() <= now.getTime();
}

/**
 * Takes an order into preparation (status 3 → 4) and writes the customer's e-mail to the outbox.
 * The caller holds the order's row lock (SELECT … FOR UPDATE) in `tx` and passes the row it read
 * under it. Any other status is left alone (false): already taken, cancelled, or waiting for its
 * payment (taken by a later run once paid, if its cutoff has passed by then).
 */
export async function takeIntoPreparation(tx: Tx, order: OrderRow, config: MailConfig, now: Date = shopNow()): Promise<boolean> {
  if (order.orderStatusId !== ORDER_STATUS.ordered) return false;
  await tx.update(customerOrder).set({ orderStatusId: ORDER_STATUS.preparing, updatedAt: now }).where(eq(customerOrder.id, order.id));
  await sendOrderInPreparation(tx, config, { ...order, orderStatusId: ORDER_STATUS.preparing, updatedAt: now });
  return true;
}

/** One order into preparation by its id, in a transaction of its own (staff starting it before its cutoff). */
export async function takeOrderIntoPreparation(db: Database, orderId: number, config: MailConfig, now: Date = shopNow()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(customerOrder).where(eq(customerOrder.id, orderId)).for('update').limit(1);
    return order ? takeIntoPreparation(tx, order, config, now) : false;
  });
}

/** The ids of the orders (status 3) whose slot's cutoff is at or before `now`. */
export async function dueOrderIds(db: Database | Tx, now: Date): Promise<number[]> {
  // no order needs looking at beyond the longest preparation of any calendar from today
  const [longest] = await db.select({ minutes: max(timeslotCalendar.preparationMinutes) }).from(timeslotCalendar);
  const horizon = addDays(shopDate(now), 1 + Math.ceil((longest?.minutes ?? 0) / 1440));
  const rows = await db
    .select({
      id: customerOrder.id,
      timeslotDate: customerOrder.timeslotDate,
      beginTime: timeslot.beginTime,
      preparationMinutes: timeslotCalendar.preparationMinutes,
    })
    .from(customerOrder)
    .innerJoin(timeslot, eq(timeslot.id, customerOrder.timeslotId))
    .innerJoin(timeslotCalendar, eq(timeslotCalendar.id, timeslot.calendarId))
    .where(and(eq(customerOrder.orderStatusId, ORDER_STATUS.ordered), lte(customerOrder.timeslotDate, horizon)))
    .orderBy(customerOrder.id);
  return rows.filter((r) => slotCutoff(r.preparationMinutes, r.beginTime, r.timeslotDate).getTime() <= now.getTime()).map((r) => r.id);
}

/**
 * One run of the cutoff job: every order whose slot's cutoff has passed goes into preparation.
 * Nothing when another process's run holds the job's lock, unless `wait`: then after that run (a
 * development clock moved on must see its cutoffs taken at once). Orders another transaction holds are
 * skipped (the next run finds them). Answers the ids this run took.
 */
export async function takeDueOrders(db: Database, config: MailConfig, now: Date = shopNow(), { wait = false } = {}): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (wait) await transactionLock(tx, LOCKS.cutoffJob);
    else if (!(await tryTransactionLock(tx, LOCKS.cutoffJob))) return [];
    const due = await dueOrderIds(tx, now);
    if (!due.length) return [];
    const locked = await tx
      .select()
      .from(customerOrder)
      .where(and(inArray(customerOrder.id, due), eq(customerOrder.orderStatusId, ORDER_STATUS.ordered)))
      .orderBy(customerOrder.id)
      .for('update', { skipLocked: true });
    const taken: number[] = [];
    // one after the other: a transaction is one connection
    for (const order of locked) if (await takeIntoPreparation(tx, order, config, now)) taken.push(order.id);
    return taken;
  });
}

/** The backend's cutoff job: a catch-up run now, then one every `everyMs`; returns its stop. */
export function startCutoffJob(deps: Pick<Deps, 'db' | 'log' | 'config'>, everyMs = CUTOFF_EVERY_MS): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    refreshShopClock(deps.db)
      .then(() => takeDueOrders(deps.db, deps.config))
      .then((taken) => taken.length && deps.log.info({ orders: taken }, 'orders taken into preparation at their cutoff'))
      .catch((err) => deps.log.warn({ err }, 'cutoff job failed'))
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
