// Orders part of the demo world (issue 10): Mario's past shopping, in several of the states a
// customer meets (delivered at home, partly delivered at Drive, cancelled, not collected), so a new
// shopper logging in as him finds /profile/orders already telling a story, and "buy again" has
// something to buy. Only past orders: a future one would take a unit of a slot the journeys use.
// Needs the catalogue, the demo customers and their places. Idempotent (app_meta
// 'orders_seed_version'), so databases seeded before orders existed get them at their next start.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { cartDeliveryFeeCents } from '../cart/fees';
import { address, appMeta, appUser, customerOrder, orderItem, product, timeslot, timeslotCalendar } from '../db/schema';
import { addressWire } from '../places/wire';
import { ORDER_STATUS } from '../../domain/orders';
import { PAYMENT_TYPE, preAuthorisedCents } from '../../domain/payments';
import { tipologia } from '../../domain/quantity';
import { SERVICE } from '../../domain/services';
import { DEMO_USERS } from './accounts';
import { shopNow } from '../clock';

export const ORDERS_SEED_VERSION = '1';

const DAY = 86_400_000;

/** Mario's orders: days ago, status, service, how many of each of the first products */
const DEMO_ORDERS = [
  { daysAgo: 24, status: 8, service: SERVICE.home, lines: [2, 1, 3, 1, 2, 1] },
  { daysAgo: 17, status: 9, service: SERVICE.drive, lines: [1, 2, 1, 4] },
  { daysAgo: 10, status: 10, service: SERVICE.home, lines: [3, 1, 1] },
  { daysAgo: 3, status: 12, service: SERVICE.drive, lines: [2, 2] },
] as const;

export async function ordersSeeded(db: Pick<Tx, 'select'>): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'orders_seed_version'));
  return rows.length > 0;
}

export async function seedOrders(db: Tx, now: Date = shopNow()): Promise<void> {
  const [mario] = await db.select().from(appUser).where(eq(appUser.email, DEMO_USERS.mario)).limit(1);
  const homeId = mario?.defaultDeliveryAddressId;
  const driveId = mario?.defaultStoreAddressId;
  // a database without the demo world (a test's own fixtures) gets no orders
  if (!mario || !homeId || !driveId) return;
  const places = await db.select().from(address).where(eq(address.id, homeId));
  places.push(...(await db.select().from(address).where(eq(address.id, driveId))));
  const products = await db
    .select()
    .from(product)
    .where(and(eq(product.available, true)))
    .orderBy(asc(product.id))
    .limit(6);
  if (products.length < 6 || places.length < 2) return;

  for (const demo of DEMO_ORDERS) {
    const place = places.find((p) => p.deliveryServiceId === demo.service)!;
    const [slot] = await db
      .select({ id: timeslot.id })
      .from(timeslot)
      .innerJoin(timeslotCalendar, eq(timeslotCalendar.id, timeslot.calendarId))
      .where(and(eq(timeslotCalendar.warehouseId, place.warehouseId!), eq(timeslotCalendar.deliveryServiceId, demo.service)))
      .orderBy(asc(timeslot.id))
      .limit(1);
    if (!slot) continue;
    const madeAt = new Date(now.getTime() - demo.daysAgo * DAY);
    const lines = demo.lines.map((quantity, i) => {
      const p = products[i];
      // loose goods by the kilo: half a kilo per unit asked
      const kind = tipologia(p.infos);
      const amount = kind === 'Sfuso' ? quantity / 2 : quantity;
      return { p, kind, amount, grossCents: Math.round(p.priceCents * amount) };
    });
    const goodsCents = lines.reduce((sum, l) => sum + l.grossCents, 0);
    const feeCents = await cartDeliveryFeeCents(db, demo.service, goodsCents);
    const [order] = await db
      .insert(customerOrder)
      .values({
        userId: mario.id,
        checkoutKey: `demo-order-${demo.daysAgo}`,
        orderStatusId: demo.status,
        deliveryServiceId: demo.service,
        warehouseId: place.warehouseId!,
        addressId: place.id,
        shippingAddress: addressWire(place),
        timeslotDate: new Date(madeAt.getTime() + 2 * DAY).toISOString().slice(0, 10),
        timeslotId: slot.id,
        paymentTypeId: PAYMENT_TYPE.card,
        goodsCents,
        deliveryFeeCents: feeCents,
        grossCents: goodsCents + feeCents,
        preAuthorisedCents: preAuthorisedCents({
          paymentTypeId: PAYMENT_TYPE.card,
          totalCents: goodsCents + feeCents,
          lines: lines.map((l) => ({ grossCents: l.grossCents, variableWeight: l.kind === 'Sfuso', acceptAlternatives: false })),
        }),
        createdAt: madeAt,
        updatedAt: demo.status === ORDER_STATUS.cancelled ? madeAt : new Date(madeAt.getTime() + 2 * DAY),
      })
      .returning({ id: customerOrder.id });
    await db.insert(orderItem).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.p.id,
        name: l.p.name,
        kind: l.kind,
        quantity: l.amount,
        unitPriceCents: l.p.priceCents,
        grossCents: l.grossCents,
      })),
    );
  }
  await db.insert(appMeta).values({ key: 'orders_seed_version', value: ORDERS_SEED_VERSION }).onConflictDoNothing();
}
