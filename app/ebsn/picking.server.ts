// The pickers' calls of the commerce API (decision 053): a store's orders for a day, one order's
// lines, a line recorded, the order moved on. Per staff session: never cached.
import { z } from 'zod';
import { ebsn, type ApiContext } from './client.server';

const num = z.coerce.number();
const status = z.object({ orderStatusId: num, orderStatusDescr: z.string() });

const storeOrdersSchema = z.object({
  warehouses: z.array(z.object({ warehouseId: num, name: z.string() })),
  warehouseId: num.nullable(),
  date: z.string(),
  orders: z.array(
    status.extend({
      orderId: num,
      deliveryServiceId: num,
      timeslot: z.object({ timeslotId: num, beginTime: z.string().optional(), endTime: z.string().optional() }),
    }),
  ),
});
export type StoreOrders = z.infer<typeof storeOrdersSchema>;

const pickingOrderSchema = status.extend({
  orderId: num,
  deliveryServiceId: num,
  warehouseId: num,
  timeslot: z.object({ date: z.string(), timeslotId: num }),
  nextStatuses: z.array(status),
  finalGrossTotal: num.nullable().optional(),
  orderItems: z.array(
    z.object({
      itemId: num,
      productId: num,
      name: z.string(),
      kind: z.enum(['Pezzo', 'Confezione', 'Sfuso']),
      quantity: num,
      weight: num.optional(),
      acceptAlternatives: z.boolean(),
      pickingState: z.enum(['picked', 'missing', 'substituted']).optional(),
      pickedQuantity: num.optional(),
      pickedWeight: num.optional(),
      substitute: z.object({ productId: num, name: z.string().optional(), kind: z.string().optional() }).optional(),
      // products of the line's category to offer instead (our backend; none from another)
      substituteSuggestions: z.array(z.object({ productId: num, name: z.string(), packDescr: z.string().nullish() })).default([]),
      finalGrossTotal: num.optional(),
    }),
  ),
});
export type PickingOrder = z.infer<typeof pickingOrderSchema>;

export async function storeOrders(api: ApiContext, query: { warehouseId?: number; date?: string }): Promise<StoreOrders> {
  const { data } = await ebsn(api, {
    path: 'picking/orders',
    query: { warehouse_id: query.warehouseId, date: query.date },
    schema: storeOrdersSchema,
  });
  return data;
}

export async function pickingOrder(api: ApiContext, orderId: number): Promise<PickingOrder> {
  const { data } = await ebsn(api, { path: 'picking/order', query: { order_id: orderId }, schema: pickingOrderSchema });
  return data;
}

export type PickedLine = {
  orderId: number;
  itemId: number;
  state: 'picked' | 'missing' | 'substituted';
  quantity?: number;
  weight?: number;
  substituteProductId?: number;
};

export async function recordPicked(api: ApiContext, line: PickedLine): Promise<PickingOrder> {
  const { data } = await ebsn(api, {
    path: 'picking/record',
    method: 'POST',
    json: {
      order_id: line.orderId,
      item_id: line.itemId,
      state: line.state,
      ...(line.quantity !== undefined ? { quantity: line.quantity } : {}),
      ...(line.weight !== undefined ? { weight: line.weight } : {}),
      ...(line.substituteProductId !== undefined ? { substitute_product_id: line.substituteProductId } : {}),
    },
    schema: pickingOrderSchema,
  });
  return data;
}

export async function moveOrder(api: ApiContext, orderId: number, statusId: number): Promise<PickingOrder> {
  const { data } = await ebsn(api, {
    path: 'picking/move',
    method: 'POST',
    json: { order_id: orderId, status_id: statusId },
    schema: pickingOrderSchema,
  });
  return data;
}
