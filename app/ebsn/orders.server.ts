// Checkout, payment results and orders of the commerce API (shopping.md §7 "Checkout", account.md §7
// "Orders"; decision 024): buy answers the order and, when it is paid online, where to send the
// shopper; the feedback call reads the result the shopper came back with; orders are read by owner.
import { z } from 'zod';
import { adjustmentSummarySchema, cartSchema, giftCertificateSchema, type Cart } from './cart.server';
import { ebsn, type ApiContext } from './client.server';
import { EbsnError, type ApiMessage } from './errors';
import { orderMealTicketsSchema } from './meal-tickets-schemas';
import { tParking } from '~/i18n/parking';
import { translateMessage } from '~/lib/api-messages.server';

const num = z.coerce.number();

export const orderSchema = z
  .object({
    orderId: num,
    orderStatusId: num,
    orderStatusDescr: z.string().optional(),
    date: z.string(),
    deliveryServiceId: num,
    shippingAddress: z
      .object({
        addressName: z.string().optional(),
        address1: z.string().optional(),
        addressNumber: z.string().optional(),
        postalcode: z.string().optional(),
        city: z.string().optional(),
      })
      .passthrough()
      .optional(),
    timeslot: z
      .object({ date: z.string(), timeslotId: num, beginTime: z.string().optional(), endTime: z.string().optional() })
      .passthrough()
      .optional(),
    paymentTypeId: num.optional(),
    totalPrice: num,
    deliveryFee: num.default(0),
    grossTotal: num,
    // each gift code with what it took off (a code-less line: a sum the server did not split)
    orderAdjustmentSummary: adjustmentSummarySchema(giftCertificateSchema.optional()).optional(),
    preAuthorizedAmount: num.optional(),
    // the meal tickets it took, and whether they went back (decision 060)
    mealTickets: orderMealTicketsSchema.optional(),
    // once every line is picked, and what the card's hold became at handover
    finalTotalPrice: num.optional(),
    finalTotalAdjustment: num.optional(),
    finalDeliveryFee: num.optional(),
    finalGrossTotal: num.optional(),
    capturedAmount: num.optional(),
    releasedAmount: num.optional(),
    userPaymentAuthId: num.optional(),
    orderInfos: z.record(z.string(), z.coerce.string()).optional(),
    orderItems: z
      .array(
        z
          .object({
            itemId: num,
            productId: num,
            name: z.string(),
            quantity: num,
            weight: num.optional(),
            unitPrice: num.optional(),
            grossTotal: num,
            // once picked (decision 053): what was brought and what the line costs now
            pickingState: z.enum(['picked', 'missing', 'substituted']).optional(),
            pickedQuantity: num.optional(),
            pickedWeight: num.optional(),
            substitute: z
              .object({ productId: num.optional(), name: z.string().optional(), unitPrice: num.optional() })
              .passthrough()
              .optional(),
            finalGrossTotal: num.optional(),
          })
          .passthrough(),
      )
      .optional(),
    isPayable: z.boolean().optional(),
    isDeletable: z.boolean().optional(),
    isEditable: z.boolean().optional(),
    paymentUrl: z.string().url().optional(),
    paymentParameters: z.object({ mode: z.enum(['get', 'post']), params: z.record(z.string(), z.coerce.string()).default({}) }).optional(),
  })
  .passthrough();
export type Order = z.infer<typeof orderSchema>;

/** checkout/buy: the same key again answers the same order (a double submit, a retried call). */
export async function buy(
  api: ApiContext,
  input: { checkoutKey: string; paymentTypeId: number; userPaymentAuthId?: number },
): Promise<Order> {
  const { data } = await ebsn(api, {
    path: 'checkout/buy',
    method: 'POST',
    json: {
      checkout_key: input.checkoutKey,
      payment_type_id: input.paymentTypeId,
      ...(input.userPaymentAuthId ? { user_payment_auth_id: input.userPaymentAuthId } : {}),
    },
    idempotencyKey: input.checkoutKey,
    schema: orderSchema,
  });
  return data;
}

export async function viewOrder(api: ApiContext, orderId: number): Promise<Order> {
  const { data } = await ebsn(api, { path: 'order/view', query: { order_id: orderId }, schema: orderSchema });
  return data;
}

/** token-order/view: the order of a confirmation e-mail's link, without logging in. */
export async function viewOrderByToken(api: ApiContext, orderId: number, token: string): Promise<Order> {
  const { data } = await ebsn(api, { path: 'token-order/view', query: { order_id: orderId, access_token: token }, schema: orderSchema });
  return data;
}

const feedbackSchema = z.object({
  payment: z.object({ paymentId: num, status: z.string() }),
  order: orderSchema,
});

/** payment-feedback-recurrent: the result in the return address's query, as the backend judges it. */
export async function paymentFeedback(api: ApiContext, query: Record<string, string>) {
  const { data } = await ebsn(api, { path: 'payment-feedback-recurrent', query, schema: feedbackSchema });
  return data;
}

/** order/payment: pay again an order whose payment failed (the attempt still open, or a new one). */
export async function payAgain(api: ApiContext, orderId: number): Promise<Order> {
  const { data } = await ebsn(api, { path: 'order/payment', method: 'POST', json: { order_id: orderId }, schema: orderSchema });
  return data;
}

/**
 * order/modify-payment-type: the order paid another way; a card to pay on the provider's page comes
 * back with its paymentUrl (paymentStep).
 */
export async function changeOrderPaymentType(
  api: ApiContext,
  orderId: number,
  paymentTypeId: number,
  userPaymentAuthId?: number,
): Promise<Order> {
  const { data } = await ebsn(api, {
    path: 'order/modify-payment-type',
    method: 'POST',
    json: { order_id: orderId, payment_type_id: paymentTypeId, ...(userPaymentAuthId ? { user_payment_auth_id: userPaymentAuthId } : {}) },
    schema: orderSchema,
  });
  return data;
}

/** Where an order paid online sends the shopper, for the form of components/checkout/ToPayment; null when nothing to pay. */
export function paymentStep(order: Order) {
  if (!order.paymentUrl || !order.paymentParameters) return null;
  return { orderId: order.orderId, url: order.paymentUrl, method: order.paymentParameters.mode, params: order.paymentParameters.params };
}

const orderListSchema = z.object({
  orders: z.array(orderSchema),
  page: z.object({ selPage: num, totPages: num, totItems: num }).passthrough(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export type OrderListFilters = {
  page?: number;
  showPending?: boolean;
  fromDate?: string;
  toDate?: string;
};

/** order/list: the customer's orders, 12 to a page, by the filters the list page offers. */
export async function listOrders(api: ApiContext, filters: OrderListFilters): Promise<OrderList> {
  const query: Record<string, string> = { page: String(filters.page ?? 1), page_size: '12' };
  if (filters.showPending !== undefined) query.show_pending = String(filters.showPending);
  if (filters.fromDate) query.from_date = filters.fromDate;
  if (filters.toDate) query.to_date = filters.toDate;
  const { data } = await ebsn(api, { path: 'order/list', query, schema: orderListSchema });
  return data;
}

/** order/delete: cancels the order while the shop has not started preparing it. */
export async function cancelOrder(api: ApiContext, orderId: number): Promise<Order> {
  const { data } = await ebsn(api, { path: 'order/delete', method: 'POST', json: { order_id: orderId }, schema: orderSchema });
  return data;
}

/**
 * order/modify: the order comes back as the cart until it is confirmed again at the checkout; the
 * answer is that cart.
 */
export async function modifyOrder(api: ApiContext, orderId: number): Promise<Cart> {
  const { data } = await ebsn(api, { path: 'order/modify', method: 'POST', json: { order_id: orderId }, schema: cartSchema });
  return data;
}

const noteSchema = z.object({ noteId: num, orderId: num, rating: num, body: z.string().default('') }).passthrough();
export type OrderNote = z.infer<typeof noteSchema>;

/** note/list: the customer's rating of one order, if any. */
export async function orderNoteOf(api: ApiContext, orderId: number): Promise<OrderNote | undefined> {
  const { data } = await ebsn(api, {
    path: 'note/list',
    method: 'POST',
    json: { order_id: orderId },
    schema: z.object({ notes: z.array(noteSchema) }),
  });
  return data.notes[0];
}

/** note/order/add, or note/order/update when the order already has its note. */
export async function saveOrderNote(api: ApiContext, input: { orderId: number; noteId?: number; rating: number; body: string }) {
  const { data } = await ebsn(api, {
    path: input.noteId ? 'note/order/update' : 'note/order/add',
    method: 'POST',
    json: input.noteId
      ? { noteId: input.noteId, rating: input.rating, body: input.body }
      : { order_id: input.orderId, rating: input.rating, body: input.body },
    schema: noteSchema,
  });
  return data;
}

const parkingReservationSchema = z.object({ distance: num, reservationInfo: z.string(), reservedAt: z.string().optional() });
export type ParkingReservation = z.infer<typeof parkingReservationSchema>;

/** The parking reservation order/view carries (account.md §3), or null when the customer made none. */
export function parkingReservationOf(order: Order): ParkingReservation | null {
  const parsed = parkingReservationSchema.safeParse(order.parkingReservation);
  return parsed.success ? parsed.data : null;
}

/** What order/reserve answered, as the shopper is told it: a success, a warning, or an unexpected error. */
export type ParkingResult = { level: 'success' | 'warning' | 'error'; texts: string[] };

const textsOf = (messages: ApiMessage[], level: ApiMessage['level']) => [
  ...new Set(messages.filter((m) => m.level === level).map(translateMessage)),
];

/**
 * order/reserve (account.md §4 "Parking reservation result", §7): status 0 is a success told with its
 * infos; a refusal with errors is a warning told with them; any other answer is the spec's unexpected
 * error (§8). The order in the answer is not read. A failure that is no answer at all (no backend, a
 * 419, a 404) is thrown, for the route's `failure`.
 */
export async function reserveParking(
  api: ApiContext,
  input: { orderId: number; distance: number; reservationInfo: string },
): Promise<ParkingResult> {
  try {
    const { messages } = await ebsn(api, {
      path: 'order/reserve',
      method: 'POST',
      json: { order_id: input.orderId, distance: input.distance, reservation_info: input.reservationInfo },
      schema: z.unknown(),
    });
    const infos = textsOf(messages, 'info');
    return { level: 'success', texts: infos.length ? infos : [tParking('reserved')] };
  } catch (error) {
    if (!(error instanceof EbsnError)) throw error;
    const errors = textsOf(error.messages, 'error');
    return errors.length ? { level: 'warning', texts: errors } : { level: 'error', texts: [tParking('unexpected')] };
  }
}
