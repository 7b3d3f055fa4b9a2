// The payment result routes' loader (shopping.md §2: /cart/payment-completed/:orderId and
// /cart/payment-error/:orderId share one screen): the provider sends the shopper back with a signed
// result in the query; the backend judges it (payment-feedback-recurrent) and the page says what
// happened to the order. Without a result (a bookmark, a reload after the query was lost) the order
// as it now is says it.
import { orderStatusName } from '~/i18n/orders';
import { EbsnError, NotFoundError } from '~/ebsn/errors';
import { paymentFeedback, viewOrder, type Order } from '~/ebsn/orders.server';
import { requireUser } from '~/lib/auth.server';
import { orderMealTickets, orderMoney } from '~/lib/order-money';
import { failure, notFound } from '~/lib/failures.server';
import { respond } from '~/lib/shopper.server';

const RESULT_KEYS = ['redirect_status', 'payment_id', 'payment_intent_client_secret', 'signature'];
/** paid and not undone: ordered, preparing, on its way, delivered */
const PAID = [3, 4, 5, 6, 7, 8, 9, 18];

export type ResultKind = 'completed' | 'awaiting' | 'failed' | 'invalid';

function kindOf(order: Order, route: 'completed' | 'error'): ResultKind {
  if (PAID.includes(order.orderStatusId)) return 'completed';
  return route === 'error' || !order.isPayable ? 'failed' : 'awaiting';
}

export async function paymentResult(request: Request, context: object, orderIdParam: string | undefined, route: 'completed' | 'error') {
  const { shopper } = await requireUser(request, { context });
  const orderId = Number(orderIdParam);
  if (!/^\d{1,10}$/.test(orderIdParam ?? '') || !(orderId > 0)) notFound();
  const query = new URL(request.url).searchParams;
  const result = Object.fromEntries(RESULT_KEYS.map((key) => [key, query.get(key) ?? '']));
  let kind: ResultKind | undefined;
  let order: Order;
  try {
    if (RESULT_KEYS.every((key) => result[key])) {
      try {
        const feedback = await paymentFeedback(shopper.api, result);
        if (feedback.order.orderId !== orderId) notFound();
        order = feedback.order;
        kind = feedback.payment.status === 'succeeded' ? 'completed' : 'failed';
      } catch (error) {
        // a result the backend does not believe: said so, and the order as it is
        if (!(error instanceof EbsnError)) throw error;
        order = await viewOrder(shopper.api, orderId);
        kind = 'invalid';
      }
    } else {
      order = await viewOrder(shopper.api, orderId);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    // another customer's order, or none: the same answer
    if (error instanceof EbsnError || error instanceof NotFoundError) notFound();
    return failure(error, request, shopper);
  }
  return respond(shopper, {
    kind: kind ?? kindOf(order, route),
    order: {
      orderId: order.orderId,
      status: orderStatusName(order.orderStatusId, order.orderStatusDescr),
      money: orderMoney(order, order.deliveryServiceId),
      mealTickets: orderMealTickets(order),
      slot: order.timeslot ?? null,
      service: order.deliveryServiceId,
      place: order.shippingAddress?.addressName ?? null,
      // a failed payment can always be tried again while the order waits for it
      payable: order.isPayable === true,
    },
  });
}
