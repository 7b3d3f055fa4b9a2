// Orders part of the demo world (issue 10, decision 053): Mario's shopping in every state a customer
// meets after the checkout (in preparation, being picked, almost ready, out for delivery, delivered
// with a weighed line, a substitute and the card charged, partly delivered with a missing line,
// cancelled, not collected, failed), so a new shopper logging in as him finds /profile/orders already
// telling a story, and "buy again" has something to buy. None takes a unit of a slot: the orders on
// their way are for today and were written here, not bought. Needs the catalogue, the demo customers
// and their places. Idempotent (app_meta 'orders_seed_version'; each demo order by its key), so
// databases seeded before get the orders they lack at their next start.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { cartDeliveryFeeCents } from '../cart/fees';
import { randomBytes } from 'node:crypto';
import { address, appMeta, appUser, customerOrder, orderItem, payment, product, timeslot, timeslotCalendar } from '../db/schema';
import { captureOf, finalAmount, handsNothingOver, handsOver, pickedLineCents, type PickingState } from '../../domain/fulfilment';
import { addressWire } from '../places/wire';
import { ORDER_STATUS } from '../../domain/orders';
import { PAYMENT_TYPE, preAuthorisedCents } from '../../domain/payments';
import { tipologia } from '../../domain/quantity';
import { SERVICE } from '../../domain/services';
import { DEMO_USERS } from './accounts';
import { shopNow } from '../clock';

export const ORDERS_SEED_VERSION = '2';

const DAY = 86_400_000;

/**
 * Mario's orders: days ago (0: today's slot), status, service, how many of each of the first
 * products, and how far picking went: every line, the first `picked` of them, or none.
 */
type DemoOrder = { key: string; daysAgo: number; status: number; service: number; lines: number[]; picked?: 'all' | number };
const DEMO_ORDERS: readonly DemoOrder[] = [
  { key: 'demo-order-24', daysAgo: 24, status: 8, service: SERVICE.home, lines: [2, 1, 3, 1, 2, 1], picked: 'all' },
  { key: 'demo-order-17', daysAgo: 17, status: 9, service: SERVICE.drive, lines: [1, 2, 1, 4], picked: 'all' },
  { key: 'demo-order-10', daysAgo: 10, status: 10, service: SERVICE.home, lines: [3, 1, 1] },
  { key: 'demo-order-3', daysAgo: 3, status: 12, service: SERVICE.drive, lines: [2, 2], picked: 'all' },
  { key: 'demo-order-s13', daysAgo: 5, status: 13, service: SERVICE.home, lines: [1, 1, 2] },
  { key: 'demo-order-s4', daysAgo: 0, status: 4, service: SERVICE.home, lines: [2, 2, 1] },
  { key: 'demo-order-s5', daysAgo: 0, status: 5, service: SERVICE.drive, lines: [1, 3, 2, 1], picked: 2 },
  { key: 'demo-order-s6', daysAgo: 0, status: 6, service: SERVICE.drive, lines: [2, 1, 1], picked: 'all' },
  { key: 'demo-order-s7', daysAgo: 0, status: 7, service: SERVICE.home, lines: [1, 2, 2, 1], picked: 'all' },
  { key: 'demo-order-s18', daysAgo: 0, status: 18, service: SERVICE.home, lines: [3, 1], picked: 'all' },
];

export async function ordersSeeded(db: Pick<Tx, 'select'>): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'orders_seed_version'));
  return rows[0]?.value === ORDERS_SEED_VERSION;
}

/**
 * How the picker left line `i` of a demo order: the partly delivered order misses its second line,
 * the second line of the others is replaced (its customer accepted a substitute), loose goods weigh
 * a little more than asked.
 */
function demoPicking(demo: DemoOrder, i: number): PickingState | null {
  if (demo.picked === undefined || (demo.picked !== 'all' && i >= demo.picked)) return null;
  if (i === 1 && demo.status === 9) return 'missing';
  if (i === 1) return 'substituted';
  return 'picked';
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

  const done = new Set(
    (await db.select({ key: customerOrder.checkoutKey }).from(customerOrder).where(eq(customerOrder.userId, mario.id))).map((o) => o.key),
  );
  for (const demo of DEMO_ORDERS) {
    if (done.has(demo.key)) continue;
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
      const state = demoPicking(demo, i);
      // the substitute: the last of the first products, one piece or half a kilo as the line asked
      const substitute = state === 'substituted' ? products[5] : undefined;
      const pickedQuantity = state === 'missing' ? 0 : kind === 'Sfuso' && !substitute ? Math.round(amount * 1080) / 1000 : amount;
      const finalGrossCents =
        state === null
          ? null
          : pickedLineCents({ state, unitPriceCents: p.priceCents, pickedQuantity, substituteUnitPriceCents: substitute?.priceCents });
      return {
        p,
        kind,
        amount,
        grossCents: Math.round(p.priceCents * amount),
        picking:
          state === null
            ? {}
            : {
                pickingState: state,
                pickedQuantity,
                substituteProductId: substitute?.id ?? null,
                substituteName: substitute?.name ?? null,
                substituteKind: substitute ? tipologia(substitute.infos) : null,
                substituteUnitPriceCents: substitute?.priceCents ?? null,
                finalGrossCents,
              },
        acceptAlternatives: i === 1,
      };
    });
    const goodsCents = lines.reduce((sum, l) => sum + l.grossCents, 0);
    const feeCents = await cartDeliveryFeeCents(db, demo.service, goodsCents);
    const heldCents = preAuthorisedCents({
      paymentTypeId: PAYMENT_TYPE.card,
      totalCents: goodsCents + feeCents,
      lines: lines.map((l) => ({ grossCents: l.grossCents, variableWeight: l.kind === 'Sfuso', acceptAlternatives: l.acceptAlternatives })),
    });
    const picked = demo.picked === 'all';
    const final = picked
      ? finalAmount({
          lineCents: lines.map((l) => l.picking.finalGrossCents ?? 0),
          adjustments: [],
          orderedFeeCents: feeCents,
          authorisedCents: heldCents,
        })
      : undefined;
    const [order] = await db
      .insert(customerOrder)
      .values({
        userId: mario.id,
        checkoutKey: demo.key,
        orderStatusId: demo.status,
        deliveryServiceId: demo.service,
        warehouseId: place.warehouseId!,
        addressId: place.id,
        shippingAddress: addressWire(place),
        // a past order's slot two days after it was placed; one on its way is for today
        timeslotDate: new Date(madeAt.getTime() + (demo.daysAgo === 0 ? 0 : 2 * DAY)).toISOString().slice(0, 10),
        timeslotId: slot.id,
        paymentTypeId: PAYMENT_TYPE.card,
        goodsCents,
        deliveryFeeCents: feeCents,
        grossCents: goodsCents + feeCents,
        preAuthorisedCents: heldCents,
        finalGoodsCents: final?.goodsCents ?? null,
        finalAdjustmentsCents: final?.adjustmentsTotalCents ?? null,
        finalFeeCents: final?.feeCents ?? null,
        finalGrossCents: final?.totalCents ?? null,
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
        infos: { accept_alternatives: String(l.acceptAlternatives) },
        ...l.picking,
      })),
    );
    // paid by card: the hold still standing, charged at handover, or released when nothing was handed over
    if (demo.status !== ORDER_STATUS.cancelled) {
      const settled = handsOver(demo.status)
        ? { status: 'captured', ...captureOf(heldCents, final?.totalCents ?? 0) }
        : handsNothingOver(demo.status)
          ? { status: 'refunded', capturedCents: 0, releasedCents: heldCents }
          : { status: 'succeeded', capturedCents: null, releasedCents: null };
      await db.insert(payment).values({
        orderId: order.id,
        userId: mario.id,
        paymentTypeId: PAYMENT_TYPE.card,
        amountCents: heldCents,
        clientSecret: randomBytes(24).toString('base64url'),
        cardLast4: '4242',
        cardBrand: 'visa',
        settledAt: madeAt,
        createdAt: madeAt,
        ...settled,
        capturedAt: settled.capturedCents === null ? null : new Date(madeAt.getTime() + 2 * DAY),
      });
    }
  }
  await db
    .insert(appMeta)
    .values({ key: 'orders_seed_version', value: ORDERS_SEED_VERSION })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: ORDERS_SEED_VERSION } });
}
