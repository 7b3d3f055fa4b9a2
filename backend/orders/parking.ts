// Parking reservations (account.md §2 Orders, §3 "Parking reservation", §7 order/reserve): the
// customer of an order collected at a store (Drive) or a locker says they are on the way, how far
// they are (whole metres) and how the staff will recognise them. One per order; a new one replaces
// the last, since only where the customer is now matters to the staff.
import { eq } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import type { Database } from '../db/client';
import { parkingReservation } from '../db/schema';
import { isAwaitingCollection, ORDER_STATUS, PARKING_SERVICES } from '../../domain/orders';
import { lockOwnOrder } from './cancel';
import { shopNow } from '../clock';
import { refuse } from '../ebsn/refusal';
import { ORDER_REFUSALS } from './messages';

export type ParkingRow = typeof parkingReservation.$inferSelect;

/** the reservation as the order's wire carries it (order/view) */
export function parkingWire(row: ParkingRow) {
  return { distance: row.distanceMetres, reservationInfo: row.reservationInfo, reservedAt: row.updatedAt.toISOString() };
}

/** the order's reservation, if the customer made one */
export async function parkingOf(db: Pick<Tx, 'select'>, orderId: number): Promise<ParkingRow | undefined> {
  const [row] = await db.select().from(parkingReservation).where(eq(parkingReservation.orderId, orderId)).limit(1);
  return row;
}

export type ParkingRequest = { distanceMetres: number; reservationInfo: string };

export type ParkingOutcome = { ok: true; reservation: ParkingRow; replaced: boolean };

/** order/reserve: the customer's own pickup order, while it can still be collected. */
export async function reserveParking(
  db: Database,
  userId: number,
  orderId: number,
  request: ParkingRequest,
  now: Date = shopNow(),
): Promise<ParkingOutcome> {
  // under the order's lock, so a cancellation in between cannot leave a reservation on a cancelled order
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) refuse(ORDER_REFUSALS.notFound);
    if (!PARKING_SERVICES.includes(order.deliveryServiceId)) refuse(ORDER_REFUSALS.parkingService);
    if (order.orderStatusId === ORDER_STATUS.validatingPayment) refuse(ORDER_REFUSALS.parkingUnpaid);
    if (!isAwaitingCollection(order.orderStatusId)) refuse(ORDER_REFUSALS.parkingClosed);
    const replaced = (await parkingOf(tx, order.id)) !== undefined;
    const values = { distanceMetres: request.distanceMetres, reservationInfo: request.reservationInfo, updatedAt: now };
    const [reservation] = await tx
      .insert(parkingReservation)
      .values({ orderId: order.id, userId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: parkingReservation.orderId, set: values })
      .returning();
    return { ok: true, reservation, replaced };
  });
}
