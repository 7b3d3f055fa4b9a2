// Taking, renewing and giving back a cart's unit of slot capacity. A slot is never oversold: every
// change of a hold runs in a transaction that locks the cart's row, then the slot's row for that
// date (timeslot_day, made on first use), and only then counts orders and live holds against the
// capacity. Two carts after the last unit queue on that row lock; the second counts the first's
// hold. A hold past expires_at no longer counts.
//
// Who holds a place (issue 26: six throwaway accounts filled a six-place slot, renewed while they
// browsed; decision 051). Choosing a slot always checks it has room, but a unit is held only for a
// cart that may become an order: a confirmed account's cart with something in it. One cart per
// account (cart.user_id is unique), so one hold per account; and few per network address
// (MAX_SLOT_HOLDS_PER_CLIENT_ADDRESS) among accounts that have never received an order: behind a
// mobile carrier's shared address (carrier-grade NAT) hundreds of shoppers may stand, and a customer
// whose order was delivered is no throwaway account, so such a customer's hold is neither limited nor
// counted against the address. A hold lasts SLOT_HOLD_MINUTES from the cart's last move
// toward a checkout (HOLD_MOVES): looking at pages does not keep it. A cart whose hold lapsed keeps
// its chosen slot while the slot has room, and takes a unit again on its next move, or at checkout.
import { and, eq, gt, inArray, isNotNull, ne, sql, type Column } from 'drizzle-orm';
import { clearCartSlot, lockCart, type CartRow, type Tx } from '../cart/carts';
import type { AppConfig } from '../config';
import { appUser, cart, cartItem, customerOrder, slotHold, timeslot, timeslotDay } from '../db/schema';
import { CHANGEABLE_STATUSES, RECEIVED_STATUSES } from '../../domain/orders';
import { isPastSlot, slotOfCalendar, type SlotRow } from './calendar';
import { shopNow } from '../clock';
import { preparedQuery } from '../db/prepared';

/**
 * What moves a cart toward a checkout, and so takes or renews its hold: choosing the slot
 * (timeslot/select), changing the cart (cart/add, update, delete, update-infos, update-cart-info…)
 * and opening the checkout (checkout/prepare, then checkout/buy). Reads (cart/view, timeslot/list,
 * every page) do not: a hold nobody moves is released SLOT_HOLD_MINUTES after its last move.
 */
export const HOLD_MOVES = ['timeslot/select', 'cart writes', 'checkout/prepare', 'checkout/buy'] as const;

/**
 * Places one network address may hold at once, over every slot, for accounts that have never
 * received an order: a household or an office has a few new shoppers; a script making accounts has
 * many, and its carts beyond these hold nothing. Customers who received an order are not counted.
 */
export const MAX_SLOT_HOLDS_PER_CLIENT_ADDRESS = 3;

/** the hold's length, and the address of the shopper whose move it is (unknown: not counted) */
export type HoldConfig = Pick<AppConfig, 'slotHoldMinutes'> & { clientAddress?: string | null };

/** A Database runs `fn` in a transaction; a transaction runs it in a savepoint of its own. */
export async function inTransaction<T>(db: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
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

/** A cart that may become an order: a confirmed account's, with something in it. */
async function mayHold(tx: Tx, row: CartRow): Promise<boolean> {
  if (row.userId === null) return false;
  const [user] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, row.userId), isNotNull(appUser.confirmedAt)))
    .limit(1);
  if (!user) return false;
  const [item] = await tx.select({ id: cartItem.id }).from(cartItem).where(eq(cartItem.cartId, row.id)).limit(1);
  return !!item;
}

/** SQL: the account (a user id, or the column holding one) has received an order. */
const receivedAnOrder = (userId: Column | number) =>
  sql`exists (select 1 from ${customerOrder} where ${customerOrder.userId} = ${userId} and ${inArray(customerOrder.orderStatusId, [...RECEIVED_STATUSES])})`;

/**
 * Whether the shopper's address already holds its share of places: the live holds of other carts
 * from the address whose accounts never received an order. A customer who did is not limited.
 */
async function addressHoldsEnough(tx: Tx, row: CartRow, clientAddress: string | null | undefined, now: Date): Promise<boolean> {
  if (!clientAddress || row.userId === null) return false;
  const [{ holds, known }] = await tx
    .select({
      holds: sql<number>`count(*)::int`,
      known: sql<boolean>`${receivedAnOrder(row.userId)}`,
    })
    .from(slotHold)
    .innerJoin(cart, eq(cart.id, slotHold.cartId))
    .where(
      and(
        eq(slotHold.clientAddress, clientAddress),
        gt(slotHold.expiresAt, now),
        ne(slotHold.cartId, row.id),
        sql`not ${receivedAnOrder(cart.userId)}`,
      ),
    );
  return !known && Number(holds) >= MAX_SLOT_HOLDS_PER_CLIENT_ADDRESS;
}

// The day's row (none until the slot's first move that day) and the live holds of other carts, in one
// statement: every view of a cart whose hold has lapsed reads them (backend/db/prepared.ts), and every
// move reads them under the day's lock
const unitsOfDay = preparedQuery('slot_units_of_day', (db: Tx, name) =>
  db
    .select({
      capacity: timeslotDay.capacity,
      taken: timeslotDay.taken,
      holds: sql<number>`(select count(*)::int from ${slotHold}
        where ${slotHold.warehouseId} = ${sql.placeholder('warehouseId')}
          and ${slotHold.deliveryServiceId} = ${sql.placeholder('deliveryServiceId')}
          and ${slotHold.slotDate} = ${sql.placeholder('date')} and ${slotHold.timeslotId} = ${timeslot.id}
          and ${slotHold.expiresAt} > ${sql.placeholder('now')}::timestamptz and ${slotHold.cartId} <> ${sql.placeholder('cartId')})`,
    })
    .from(timeslot)
    .leftJoin(timeslotDay, and(eq(timeslotDay.timeslotId, timeslot.id), eq(timeslotDay.slotDate, sql.placeholder('date'))))
    .where(eq(timeslot.id, sql.placeholder('timeslotId')))
    .prepare(name),
);

/**
 * Whether the slot has room for this cart on `date`. `lock` (every move): under the slot-and-date
 * row's lock, taken here (the row is made on first use); the counts are read by a statement after the
 * lock, so under READ COMMITTED they include what the lock's last holder committed. Without it (a
 * view, which takes no unit): the counts as they stand, no row made, nothing locked.
 */
async function unitLeft(tx: Tx, row: CartRow, slot: SlotRow, date: string, now: Date, { lock = true } = {}): Promise<boolean> {
  if (lock) {
    await tx.insert(timeslotDay).values({ timeslotId: slot.id, slotDate: date }).onConflictDoNothing();
    await tx
      .select({ timeslotId: timeslotDay.timeslotId })
      .from(timeslotDay)
      .where(and(eq(timeslotDay.timeslotId, slot.id), eq(timeslotDay.slotDate, date)))
      .for('update');
  }
  const [units] = await unitsOfDay(tx).execute({
    timeslotId: slot.id,
    date,
    warehouseId: row.warehouseId!,
    deliveryServiceId: row.deliveryServiceId!,
    now: now.toISOString(),
    cartId: row.id,
  });
  return (units?.taken ?? 0) + Number(units?.holds ?? 0) < (units?.capacity ?? slot.capacity);
}

/**
 * A move toward a checkout, under the slot-and-date row's lock: is a unit left for this cart? If so,
 * a cart that may hold one (mayHold, and its address under its share) holds it: its hold (at most
 * one, keyed by cart) moves here, which gives back the unit it held before. Any other cart keeps the
 * slot it chose without holding a unit. Back on the slot of the order it modifies, the cart has that
 * order's unit and drops its hold.
 */
export async function takeUnit(tx: Tx, row: CartRow, slot: SlotRow, date: string, now: Date, config: HoldConfig): Promise<boolean> {
  const left = await unitLeft(tx, row, slot, date, now);
  if (await editedOrderHoldsSlot(tx, row, slot.id, date)) {
    await tx.delete(slotHold).where(eq(slotHold.cartId, row.id));
    return true;
  }
  if (!left) return false;
  if (!(await mayHold(tx, row)) || (await addressHoldsEnough(tx, row, config.clientAddress, now))) {
    await tx.delete(slotHold).where(eq(slotHold.cartId, row.id));
    return true;
  }
  const hold = {
    warehouseId: row.warehouseId!,
    deliveryServiceId: row.deliveryServiceId!,
    slotDate: date,
    timeslotId: slot.id,
    expiresAt: holdUntil(now, config),
    // a move without an address known (a job, a test) keeps the one the hold was taken from
    ...(config.clientAddress !== undefined ? { clientAddress: config.clientAddress } : {}),
  };
  await tx
    .insert(slotHold)
    .values({ cartId: row.id, ...hold })
    .onConflictDoUpdate({ target: slotHold.cartId, set: hold });
  return true;
}

export type HoldState = 'none' | 'renewed' | 'retaken' | 'cleared';

/**
 * A move toward a checkout (HOLD_MOVES): a live hold is pushed forward by the configured minutes; an
 * expired (or missing) one takes its unit again if one is left (for a cart that may hold one);
 * otherwise the cart's slot is cleared and the shopper chooses again. Never on a read.
 */
export async function renewSlotHold(db: Tx, cartId: number, config: HoldConfig, now: Date = shopNow()): Promise<HoldState> {
  return inTransaction(db, async (tx) => renewLockedSlotHold(tx, await lockCart(tx, cartId), config, now));
}

/**
 * renewSlotHold for a caller whose transaction holds the cart's lock already (a cart write, the
 * checkout's preparation): `row` is the cart as read under that lock. No transaction or savepoint of
 * its own: a failure here fails the caller's transaction, which is what either would do.
 */
export async function renewLockedSlotHold(tx: Tx, row: CartRow | undefined, config: HoldConfig, now: Date = shopNow()): Promise<HoldState> {
  if (!row || !row.timeslotDate || row.timeslotId === null) return 'none';
  if (await renewedJustNow(tx, row, config, now)) return 'renewed';
  return keepUnderLock(tx, row, config, now);
}

type HoldRow = typeof slotHold.$inferSelect;
type HoldPlace = Pick<HoldRow, 'expiresAt' | 'warehouseId' | 'deliveryServiceId' | 'slotDate' | 'timeslotId'>;

/** A hold that still counts, on the cart's store, service, date and slot as they are now. */
function liveOnCartSlot<H extends HoldPlace>(hold: H | undefined, row: CartRow, now: Date): hold is H {
  return (
    !!hold &&
    hold.expiresAt > now &&
    hold.warehouseId === row.warehouseId &&
    hold.deliveryServiceId === row.deliveryServiceId &&
    hold.slotDate === row.timeslotDate &&
    hold.timeslotId === row.timeslotId
  );
}

/** How recently a hold was renewed for the next move to leave it as it is (renewedJustNow). */
const HOLD_RENEWAL_INTERVAL_MS = 60_000;

/**
 * A hold renewed under HOLD_RENEWAL_INTERVAL_MS ago, on the cart's slot, for a cart with something
 * in it: the next move leaves it as it is. A shopper adds product after product, and renewing on
 * each took the slot-and-date row's lock, which every cart of that slot queues on, and nine
 * statements, to push the hold's end on by seconds. Left alone, it ends up to a minute before a
 * full renewal would have made it end. What a renewal checks again (the slot still open to orders,
 * a unit left) was checked by the one a moment ago, and the checkout checks it under the locks
 * (holdBecomesOrder); an emptied cart is renewed in full, which gives its unit back (mayHold).
 */
async function renewedJustNow(tx: Tx, row: CartRow, config: HoldConfig, now: Date): Promise<boolean> {
  const [hold] = await tx
    .select({
      expiresAt: slotHold.expiresAt,
      warehouseId: slotHold.warehouseId,
      deliveryServiceId: slotHold.deliveryServiceId,
      slotDate: slotHold.slotDate,
      timeslotId: slotHold.timeslotId,
      filled: sql<boolean>`exists (select 1 from ${cartItem} where ${cartItem.cartId} = ${row.id})`,
    })
    .from(slotHold)
    .where(eq(slotHold.cartId, row.id))
    .limit(1);
  return (
    liveOnCartSlot(hold, row, now) && hold.filled && hold.expiresAt.getTime() > holdUntil(now, config).getTime() - HOLD_RENEWAL_INTERVAL_MS
  );
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

// every view of a cart with a slot reads them (backend/db/prepared.ts)
const holdAndSlotRows = preparedQuery('cart_hold_and_slot', (db: Tx, name) =>
  db
    .select({ hold: slotHold, slot: timeslot })
    .from(sql`(select 1) as one`)
    .leftJoin(slotHold, eq(slotHold.cartId, sql.placeholder('cartId')))
    .leftJoin(timeslot, eq(timeslot.id, sql.placeholder('timeslotId')))
    .prepare(name),
);

/**
 * The cart's hold (at most one, keyed by cart), whether it is a live one on the cart's slot, and the
 * row of the slot the cart names, in one statement: a view shows both.
 */
async function cartHold(db: Tx, row: CartRow, now: Date): Promise<{ hold: HoldRow | undefined; live: boolean; slot: SlotRow | undefined }> {
  const [found] = await holdAndSlotRows(db).execute({ cartId: row.id, timeslotId: row.timeslotId ?? 0 });
  const hold = found?.hold ?? undefined;
  return { hold, live: liveOnCartSlot(hold, row, now), slot: found?.slot ?? undefined };
}

/** Whether a cart whose hold is not live keeps its slot: still open to orders, and a unit left for it. */
async function slotKept(db: Tx, row: CartRow, now: Date, { lock }: { lock: boolean }): Promise<boolean> {
  if (!row.timeslotDate || row.timeslotId === null || row.warehouseId === null || row.deliveryServiceId === null) return false;
  const found = await slotOfCalendar(db, row.warehouseId, row.deliveryServiceId, row.timeslotId);
  return (
    !!found &&
    !isPastSlot(found.calendar, found.slot, row.timeslotDate, now) &&
    ((await editedOrderHoldsSlot(db, row, row.timeslotId, row.timeslotDate)) ||
      (await unitLeft(db, row, found.slot, row.timeslotDate, now, { lock })))
  );
}

/**
 * For the cart's view, a read: a live hold is left as it is, and so is a lapsed one's slot while it
 * has room (the cart takes a unit again on its next move toward a checkout; a page view does not
 * renew it). A cart whose slot filled up meanwhile, or closed to orders, loses it: the shopper
 * chooses again. Answers the cart row as it now is, its hold as last read (live or not; none once
 * the slot is lost), and the row of the slot it now names, read with the hold.
 */
export async function ensureCartHold(
  db: Tx,
  row: CartRow,
  now: Date = shopNow(),
): Promise<{ cart: CartRow; hold: HoldRow | undefined; slot: SlotRow | undefined }> {
  if (!row.timeslotDate || row.timeslotId === null) return { cart: row, hold: undefined, slot: undefined };
  const seen = await cartHold(db, row, now);
  if (seen.live) return { cart: row, hold: seen.hold, slot: seen.slot };
  // Most views of a lapsed hold find the slot still has room: that answer changes nothing, so it is
  // read without a transaction, a lock or the slot-and-date row made (a view answered a moment
  // earlier would have read the same). Only losing the slot is a write, decided under the locks.
  if (await slotKept(db, row, now, { lock: false })) return { cart: row, hold: seen.hold, slot: seen.slot };
  return inTransaction(db, async (tx) => {
    const locked = await lockCart(tx, row.id);
    if (!locked || !locked.timeslotDate || locked.timeslotId === null) return { cart: locked ?? row, hold: undefined, slot: undefined };
    // another request may have taken it again, or freed a unit, or chosen another slot, while this
    // one waited for the lock
    const again = await cartHold(tx, locked, now);
    if (again.live || (await slotKept(tx, locked, now, { lock: true }))) return { cart: locked, hold: again.hold, slot: again.slot };
    await clearCartSlot(tx, locked.id);
    return { cart: { ...locked, timeslotDate: null, timeslotId: null }, hold: undefined, slot: undefined };
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
