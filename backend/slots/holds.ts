// Taking, renewing and giving back a cart's unit of slot capacity. A slot is never oversold: every
// change of a hold runs in a transaction that locks the cart's row, then the slot's row for that
// date (timeslot_day, made on first use), and only then counts orders and live holds against the
// capacity. Two carts after the last unit queue on that row lock; the second counts the first's
// hold. A hold past expires_at no longer counts.
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { CART_STATUS_LOCKED, clearCartSlot, lockCart, type CartRow, type Tx } from '../cart/carts';
import { defaultConfig, type AppConfig } from '../config';
import { cart, customerOrder, slotHold, timeslot, timeslotDay } from '../db/schema';
import { CHANGEABLE_STATUSES } from '../../domain/orders';
import { isRestricted, restrictionFlags, shopDate, weekDayOf } from '../../domain/timeslots';
import { cartRestrictions, isClosedDay, isPastSlot, offeredDates, slotOfCalendar, type SlotRow } from './calendar';
import { shopNow } from '../clock';

/** Refusals of timeslot/select: the code the storefront translates, the spec-style Italian text. */
export const SLOT_REFUSALS = {
  notLogged: { code: 'error.cart.notLogged', error: "E' necessario autenticarsi per visualizzare il carrello" },
  noAddress: {
    code: 'error.cart.noAddress',
    error: "Per scegliere la fascia oraria seleziona prima il servizio e l'indirizzo di consegna o il punto di ritiro.",
  },
  locked: { code: 'error.cart.locked', error: 'Il carrello è in fase di pagamento: non è possibile cambiare la fascia oraria.' },
  closed: { code: 'error.timeslot.closed', error: "La fascia oraria scelta non è disponibile in questa data, scegline un'altra." },
  past: { code: 'error.timeslot.past', error: "La fascia oraria scelta è già chiusa agli ordini, scegline un'altra." },
  full: { code: 'error.timeslot.full', error: "La fascia oraria scelta non è più disponibile, scegline un'altra." },
  leadTime: {
    code: 'error.timeslot.leadTime',
    error: 'Alcuni prodotti nel carrello richiedono un tempo di preparazione maggiore: scegli una fascia oraria successiva.',
  },
  lockDay: { code: 'error.timeslot.lockDay', error: 'Alcuni prodotti nel carrello non sono disponibili per la fascia oraria scelta' },
  lockCutoff: {
    code: 'error.timeslot.lockCutoff',
    error: 'Alcuni prodotti nel carrello non sono più ordinabili per la fascia oraria scelta',
  },
} as const;

export type SlotRefusal = (typeof SLOT_REFUSALS)[keyof typeof SLOT_REFUSALS];

type HoldConfig = Pick<AppConfig, 'slotHoldMinutes'>;

/** A Database runs `fn` in a transaction; a transaction runs it in a savepoint of its own. */
async function inTransaction<T>(db: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const runner = db as Tx & { transaction?: (f: (tx: Tx) => Promise<T>) => Promise<T> };
  return typeof runner.transaction === 'function' ? runner.transaction(fn) : fn(db);
}

const holdUntil = (now: Date, config: HoldConfig) => new Date(now.getTime() + config.slotHoldMinutes * 60_000);

/**
 * Whether the order a cart is modifying (order/modify) has its unit on this slot and date: that unit
 * is the cart's, which then needs no hold of its own.
 */
async function editedOrderHoldsSlot(tx: Tx, row: CartRow, timeslotId: number, date: string): Promise<boolean> {
  if (row.editingOrderId === null) return false;
  const [order] = await tx
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(
      and(
        eq(customerOrder.id, row.editingOrderId),
        eq(customerOrder.timeslotId, timeslotId),
        eq(customerOrder.timeslotDate, date),
        inArray(customerOrder.orderStatusId, [...CHANGEABLE_STATUSES]),
      ),
    )
    .limit(1);
  return !!order;
}

/**
 * Under the slot-and-date row's lock: is a unit left for this cart? If so the cart's hold (at most
 * one, keyed by cart) moves here, which gives back the unit it held before. Back on the slot of the
 * order it modifies, the cart has that order's unit and drops its hold.
 */
async function takeUnit(tx: Tx, row: CartRow, slot: SlotRow, date: string, now: Date, config: HoldConfig): Promise<boolean> {
  await tx.insert(timeslotDay).values({ timeslotId: slot.id, slotDate: date }).onConflictDoNothing();
  const [day] = await tx
    .select()
    .from(timeslotDay)
    .where(and(eq(timeslotDay.timeslotId, slot.id), eq(timeslotDay.slotDate, date)))
    .for('update');
  if (await editedOrderHoldsSlot(tx, row, slot.id, date)) {
    await tx.delete(slotHold).where(eq(slotHold.cartId, row.id));
    return true;
  }
  const [{ holds }] = await tx
    .select({ holds: sql<number>`count(*)::int` })
    .from(slotHold)
    .where(
      and(
        eq(slotHold.warehouseId, row.warehouseId!),
        eq(slotHold.deliveryServiceId, row.deliveryServiceId!),
        eq(slotHold.slotDate, date),
        eq(slotHold.timeslotId, slot.id),
        gt(slotHold.expiresAt, now),
        ne(slotHold.cartId, row.id),
      ),
    );
  const capacity = day.capacity ?? slot.capacity;
  if (day.taken + Number(holds) >= capacity) return false;
  const hold = {
    warehouseId: row.warehouseId!,
    deliveryServiceId: row.deliveryServiceId!,
    slotDate: date,
    timeslotId: slot.id,
    expiresAt: holdUntil(now, config),
  };
  await tx
    .insert(slotHold)
    .values({ cartId: row.id, ...hold })
    .onConflictDoUpdate({ target: slotHold.cartId, set: hold });
  return true;
}

export type SelectOutcome = { ok: true } | { ok: false; refusal: SlotRefusal };

/**
 * timeslot/select: the cart takes one unit of the slot on that date, or is told why not. The whole
 * decision runs under the cart's lock and the slot's, so what was checked is what is taken.
 */
export async function selectSlot(
  db: Tx,
  cartId: number,
  choice: { date: string; timeslotId: number },
  config: HoldConfig,
  now: Date = shopNow(),
): Promise<SelectOutcome> {
  return inTransaction(db, async (tx) => {
    const row = await lockCart(tx, cartId);
    if (!row) return { ok: false, refusal: SLOT_REFUSALS.noAddress };
    if (row.cartStatusId === CART_STATUS_LOCKED) return { ok: false, refusal: SLOT_REFUSALS.locked };
    if (row.warehouseId === null || row.deliveryServiceId === null) return { ok: false, refusal: SLOT_REFUSALS.noAddress };

    const found = await slotOfCalendar(tx, row.warehouseId, row.deliveryServiceId, choice.timeslotId);
    if (!found) return { ok: false, refusal: SLOT_REFUSALS.closed };
    const { calendar, slot } = found;
    if (choice.date < shopDate(now)) return { ok: false, refusal: SLOT_REFUSALS.past };
    const offered = offeredDates(calendar, now).includes(choice.date);
    if (
      !offered ||
      !slot.weekDays.includes(weekDayOf(choice.date)) ||
      (await isClosedDay(tx, row.warehouseId, row.deliveryServiceId, choice.date))
    ) {
      return { ok: false, refusal: SLOT_REFUSALS.closed };
    }
    if (isPastSlot(calendar, slot, choice.date, now)) return { ok: false, refusal: SLOT_REFUSALS.past };

    const flags = restrictionFlags(
      { date: choice.date, beginTime: slot.beginTime, deliveryDayPeriodId: slot.deliveryDayPeriodId },
      await cartRestrictions(tx, row.id),
      now,
    );
    if (isRestricted(flags)) {
      const refusal = flags.underLockDay
        ? SLOT_REFUSALS.lockDay
        : flags.underLockCutoff
          ? SLOT_REFUSALS.lockCutoff
          : SLOT_REFUSALS.leadTime;
      return { ok: false, refusal };
    }

    if (!(await takeUnit(tx, row, slot, choice.date, now, config))) return { ok: false, refusal: SLOT_REFUSALS.full };
    await tx.update(cart).set({ timeslotDate: choice.date, timeslotId: slot.id, updatedAt: now }).where(eq(cart.id, row.id));
    return { ok: true };
  });
}

export type HoldState = 'none' | 'renewed' | 'retaken' | 'cleared';

/**
 * Keeps the cart's slot while its shopper is active: a live hold is pushed forward by the configured
 * minutes; an expired (or missing) one takes its unit again if one is left; otherwise the cart's slot
 * is cleared and the shopper chooses again. Call it on cart writes and slot reads.
 */
export async function renewSlotHold(db: Tx, cartId: number, config: HoldConfig, now: Date = shopNow()): Promise<HoldState> {
  return inTransaction(db, async (tx) => {
    const row = await lockCart(tx, cartId);
    if (!row || !row.timeslotDate || row.timeslotId === null) return 'none';
    return keepUnderLock(tx, row, config, now);
  });
}

/** A page view this soon after the hold was taken or renewed leaves it as it is. */
export const RENEW_ON_VIEW_AFTER_MS = 60_000;

/**
 * renewSlotHold for cart/view, which every page of a logged-in shopper asks for: a hold taken or
 * renewed less than a minute ago is live and stays as it is, for one read instead of a transaction
 * that locks the cart and the slot. The shopper's reservation then ends at most a minute earlier
 * than a full renewal would make it; writes, slot reads and checkout renew in full.
 */
export async function renewSlotHoldOnView(db: Tx, cartId: number, config: HoldConfig, now: Date = shopNow()): Promise<HoldState> {
  const [hold] = await db.select({ expiresAt: slotHold.expiresAt }).from(slotHold).where(eq(slotHold.cartId, cartId)).limit(1);
  if (hold && hold.expiresAt.getTime() - now.getTime() > config.slotHoldMinutes * 60_000 - RENEW_ON_VIEW_AFTER_MS) return 'renewed';
  return renewSlotHold(db, cartId, config, now);
}

async function keepUnderLock(tx: Tx, row: CartRow, config: HoldConfig, now: Date): Promise<HoldState> {
  const date = row.timeslotDate!;
  const found =
    row.warehouseId !== null && row.deliveryServiceId !== null
      ? await slotOfCalendar(tx, row.warehouseId, row.deliveryServiceId, row.timeslotId!)
      : undefined;
  if (!found || isPastSlot(found.calendar, found.slot, date, now)) {
    // the slot is gone from the calendar or its orders have closed: nothing left to keep
    await clearCartSlot(tx, row.id);
    return 'cleared';
  }
  // Renewing is taking the unit again under the slot's lock, live hold or not: a hold that looked
  // expired to another cart's clock may have given its unit away, and then there is no room for it.
  const [hold] = await tx.select({ expiresAt: slotHold.expiresAt }).from(slotHold).where(eq(slotHold.cartId, row.id)).limit(1);
  if (await takeUnit(tx, row, found.slot, date, now, config)) return hold && hold.expiresAt > now ? 'renewed' : 'retaken';
  await clearCartSlot(tx, row.id);
  return 'cleared';
}

/**
 * checkout/buy, inside its transaction and under the cart's lock: the cart's hold (renewed, or taken
 * again if it lapsed and a unit is left) becomes a unit taken by an order. False when the slot can
 * no longer be had. The slot's row stays locked until the order's transaction commits.
 */
export async function holdBecomesOrder(tx: Tx, row: CartRow, config: HoldConfig, now: Date = shopNow()): Promise<boolean> {
  if (!row.timeslotDate || row.timeslotId === null) return false;
  if ((await keepUnderLock(tx, row, config, now)) === 'cleared') return false;
  // a modified order kept on its slot keeps its unit: nothing more is taken
  if (await editedOrderHoldsSlot(tx, row, row.timeslotId, row.timeslotDate)) return true;
  await tx
    .update(timeslotDay)
    .set({ taken: sql`${timeslotDay.taken} + 1` })
    .where(and(eq(timeslotDay.timeslotId, row.timeslotId), eq(timeslotDay.slotDate, row.timeslotDate)));
  await tx.delete(slotHold).where(eq(slotHold.cartId, row.id));
  return true;
}

async function holdIsLive(db: Tx, row: CartRow, now: Date): Promise<boolean> {
  const [hold] = await db.select().from(slotHold).where(eq(slotHold.cartId, row.id)).limit(1);
  return !!hold && hold.expiresAt > now && hold.slotDate === row.timeslotDate && hold.timeslotId === row.timeslotId;
}

/**
 * For the cart's view: a cart whose hold has expired (or vanished) takes its unit again, or loses its
 * slot when the slot filled up meanwhile. A live hold is left as it is (no write on a read).
 * Answers the cart row as it now is.
 */
export async function ensureCartHold(db: Tx, row: CartRow, config: HoldConfig = defaultConfig, now: Date = shopNow()): Promise<CartRow> {
  if (!row.timeslotDate || row.timeslotId === null) return row;
  if (await holdIsLive(db, row, now)) return row;
  return inTransaction(db, async (tx) => {
    const locked = await lockCart(tx, row.id);
    if (!locked || !locked.timeslotDate || locked.timeslotId === null) return locked ?? row;
    // another request may have taken it again while this one waited for the lock
    if (await holdIsLive(tx, locked, now)) return locked;
    const state = await keepUnderLock(tx, locked, config, now);
    return state === 'cleared' ? { ...locked, timeslotDate: null, timeslotId: null } : locked;
  });
}

/**
 * Development only (POST /dev/timeslot/fill): orders take every unit of a slot on a date, as if other
 * customers had booked it out, so the e2e journeys can meet a full slot through the backend's own
 * data. Answers false for a slot no calendar has.
 */
export async function fillSlot(db: Tx, timeslotId: number, date: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [slot] = await tx.select({ capacity: timeslot.capacity }).from(timeslot).where(eq(timeslot.id, timeslotId)).limit(1);
    if (!slot) return false;
    await tx.insert(timeslotDay).values({ timeslotId, slotDate: date }).onConflictDoNothing();
    await tx
      .update(timeslotDay)
      .set({ taken: sql`coalesce(${timeslotDay.capacity}, ${slot.capacity})` })
      .where(and(eq(timeslotDay.timeslotId, timeslotId), eq(timeslotDay.slotDate, date)));
    return true;
  });
}
