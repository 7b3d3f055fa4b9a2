// The pickers' calls (decision 053), for staff with the picker or store-manager role and only within
// their stores: GET picking/orders (a store's orders for a day, one slot or all), GET picking/order
// (one order's lines and the moves it allows), POST picking/record (a line picked, weighed, missing or
// substituted) and POST picking/move (the order to its next status). Each change is recorded in the
// staff audit. Bodies are JSON or a plain form; an order of another store reads as none.
import { asc, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../ebsn/context';
import { readBody, withoutEmpty } from '../ebsn/body';
import { ok } from '../ebsn/envelope';
import { bodyId, dateParam, intParam, validQuery } from '../ebsn/validation';
import { euros } from '../cart/fees';
import { timeslot, warehouse } from '../db/schema';
import { MAX_ID } from '../limits';
import { moveOrder, recordPicking, storeOrder, storeOrders } from '../orders/fulfilment';
import { FULFILMENT_REFUSALS } from '../orders/fulfilment-messages';
import { refuse } from '../ebsn/refusal';
import { audited } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import { present } from '../ebsn/null-free';
import { allowedMoves } from '../../domain/fulfilment';
import { orderStatusLabel } from '../../domain/orders';
import { weightInGrams } from '../../domain/quantity';
import { shopDate } from '../../domain/timeslots';
import { shopNow } from '../clock';

const PICKER_ROLES = ['picker', 'store-manager'] as const;

const required = <T extends z.ZodTypeAny>(schema: T) => schema.pipe(z.number({ required_error: 'è obbligatorio' }));

const ordersQuery = z.object({
  warehouse_id: intParam(1, MAX_ID),
  date: dateParam,
  timeslot_id: intParam(1, MAX_ID),
});
const orderQuery = z.object({ order_id: required(intParam(1, MAX_ID)) });

/** a whole number in a body: a number, or its digits as text */
const wholeNumber = (max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, 'deve essere un numero intero')
        .transform(Number),
    ])
    .pipe(z.number().int('deve essere un numero intero').min(0).max(max));

const recordBody = z.object({
  order_id: bodyId,
  item_id: bodyId,
  state: z.enum(['picked', 'missing', 'substituted']),
  // any count or weight a scale could show: the picking rules say what is too much, in the picker's
  // words and under the field (pickedQuantityOf), not as a parameter's limit
  quantity: wholeNumber(999_999_999).optional(),
  weight: wholeNumber(999_999_999).optional(),
  substitute_product_id: bodyId.optional(),
});

const moveBody = z.object({ order_id: bodyId, status_id: wholeNumber(100) });

export function pickingRoutes(deps: Deps) {
  const { db, config } = deps;

  return new Hono<AppEnv>()
    .get('/picking/orders', validQuery(ordersQuery), async (c) => {
      const guard = requireStaff(c, PICKER_ROLES);
      if ('answer' in guard) return guard.answer;
      const stores = guard.staff.warehouseIds;
      const q = c.req.valid('query');
      const warehouses = stores.length
        ? await db
            .select({ warehouseId: warehouse.id, name: warehouse.name })
            .from(warehouse)
            .where(inArray(warehouse.id, [...stores]))
            .orderBy(asc(warehouse.name))
        : [];
      const warehouseId = q.warehouse_id ?? warehouses[0]?.warehouseId;
      // the shop's day by default: the slots the pickers are working on
      const date = q.date ?? shopDate(shopNow());
      const orders = warehouseId ? await storeOrders(db, { scope: stores, warehouseId, date, timeslotId: q.timeslot_id }) : [];
      const slots = orders.length
        ? await db
            .select({ id: timeslot.id, beginTime: timeslot.beginTime, endTime: timeslot.endTime })
            .from(timeslot)
            .where(inArray(timeslot.id, [...new Set(orders.map((o) => o.timeslotId))]))
        : [];
      const times = new Map(slots.map((s) => [s.id, s]));
      return ok(c, {
        warehouses,
        warehouseId: warehouseId ?? null,
        date,
        orders: orders.map((o) => ({
          orderId: o.id,
          orderStatusId: o.orderStatusId,
          orderStatusDescr: orderStatusLabel(o.orderStatusId),
          deliveryServiceId: o.deliveryServiceId,
          timeslot: present({
            timeslotId: o.timeslotId,
            beginTime: times.get(o.timeslotId)?.beginTime,
            endTime: times.get(o.timeslotId)?.endTime,
          }),
        })),
      });
    })
    .get('/picking/order', validQuery(orderQuery), async (c) => {
      const guard = requireStaff(c, PICKER_ROLES);
      if ('answer' in guard) return guard.answer;
      const found = await storeOrder(db, { scope: guard.staff.warehouseIds, orderId: c.req.valid('query').order_id });
      if (!found) refuse(FULFILMENT_REFUSALS.notFound);
      return ok(c, pickingWire(found));
    })
    .post('/picking/record', async (c) => {
      const guard = requireStaff(c, PICKER_ROLES);
      if ('answer' in guard) return guard.answer;
      const body = await readBody(c, recordBody, { form: withoutEmpty });
      const line = {
        itemId: body.item_id,
        state: body.state,
        quantity: body.quantity,
        weightGrams: body.weight,
        substituteProductId: body.substitute_product_id,
      };
      await audited(deps, { staffUserId: guard.staff.id, orderId: body.order_id, action: 'picking/record', detail: { ...line } }, () =>
        recordPicking(db, { orderId: body.order_id, scope: guard.staff.warehouseIds, lines: [line] }),
      );
      return ok(c, pickingWire((await storeOrder(db, { scope: guard.staff.warehouseIds, orderId: body.order_id }))!));
    })
    .post('/picking/move', async (c) => {
      const guard = requireStaff(c, PICKER_ROLES);
      if ('answer' in guard) return guard.answer;
      const body = await readBody(c, moveBody, { form: withoutEmpty });
      const moved = await audited(
        deps,
        { staffUserId: guard.staff.id, orderId: body.order_id, action: 'picking/move', detail: { to: body.status_id } },
        () => moveOrder(db, { orderId: body.order_id, scope: guard.staff.warehouseIds, to: body.status_id }, config),
        { outcomeDetail: (order) => ({ statusId: order.orderStatusId }) },
      );
      return ok(c, pickingWire((await storeOrder(db, { scope: guard.staff.warehouseIds, orderId: moved.id }))!));
    });
}

type Found = NonNullable<Awaited<ReturnType<typeof storeOrder>>>;

/** what a picker sees of an order: its lines as ordered and as picked, no customer's data beyond the place */
function pickingWire({ order, items, suggestions }: Found) {
  return {
    orderId: order.id,
    orderStatusId: order.orderStatusId,
    orderStatusDescr: orderStatusLabel(order.orderStatusId),
    deliveryServiceId: order.deliveryServiceId,
    warehouseId: order.warehouseId,
    timeslot: { date: order.timeslotDate, timeslotId: order.timeslotId },
    // the moves the buttons offer
    nextStatuses: allowedMoves(order.deliveryServiceId, order.orderStatusId).map((id) => ({
      orderStatusId: id,
      orderStatusDescr: orderStatusLabel(id),
    })),
    finalGrossTotal: order.finalGrossCents === null ? null : euros(order.finalGrossCents),
    orderItems: items.map((item) => {
      const kind = item.pickingState === 'substituted' ? item.substituteKind : item.kind;
      const picked = item.pickedQuantity === null ? null : Number(item.pickedQuantity);
      return present({
        itemId: item.id,
        productId: item.productId,
        name: item.name,
        kind: item.kind,
        quantity: Number(item.quantity),
        weight: item.kind === 'Sfuso' ? weightInGrams(Number(item.quantity)) : null,
        acceptAlternatives: item.infos.accept_alternatives === 'true',
        pickingState: item.pickingState,
        pickedQuantity: picked,
        pickedWeight: kind === 'Sfuso' && picked !== null ? weightInGrams(picked) : null,
        substitute: item.substituteProductId
          ? { productId: item.substituteProductId, name: item.substituteName, kind: item.substituteKind }
          : null,
        // what the picker may offer instead, when the customer accepts it (storeOrder)
        substituteSuggestions: suggestions.get(item.id) ?? [],
        finalGrossTotal: item.finalGrossCents === null ? null : euros(item.finalGrossCents),
      });
    }),
  };
}
