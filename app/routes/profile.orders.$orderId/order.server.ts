// What the customer's order page reads (the order, and its rating once it can be rated) and what its
// buttons do: rate it, cancel it, modify it (the order comes back as the cart), order it again.
import { isRateable } from '#domain/orders';
import { EbsnError } from '~/ebsn/errors';
import { cancelOrder, modifyOrder, orderNoteOf, saveOrderNote, viewOrder } from '~/ebsn/orders.server';
import { tOrders as t } from '~/i18n/orders';
import { failure } from '~/lib/failures.server';
import { addAllToCart, flashOutcome } from '~/lib/pending-add.server';
import { flashMessage, goTo, setCart, type Shopper } from '~/lib/shopper.server';
import { CONFIRM_CANCEL } from './forms';
import { orderPage } from './order-page.server';

export const orderPath = (orderId: number) => `/profile/orders/${orderId}`;

export async function readOrder(shopper: Shopper, request: Request, orderId: number) {
  let page: ReturnType<typeof orderPage>;
  try {
    page = orderPage(await viewOrder(shopper.api, orderId));
  } catch (error) {
    // another customer's order, or none: the same answer
    return failure(error, request, shopper, { refusedIsNotFound: true });
  }
  const rateable = isRateable(page.statusId);
  // an arrived order can be rated: its note, if the customer gave one (the page lives without it)
  const note = rateable
    ? await orderNoteOf(shopper.api, orderId).catch((error: unknown) => {
        if (!(error instanceof EbsnError)) throw error;
        return undefined;
      })
    : undefined;
  return {
    order: page,
    confirmCancel: new URL(request.url).searchParams.has(CONFIRM_CANCEL) && page.cancellable,
    rateable,
    note: note ? { noteId: note.noteId, rating: note.rating, body: note.body } : null,
  };
}

export async function rateOrder(shopper: Shopper, orderId: number, rating: { rating: number; body: string; noteId?: number }) {
  await saveOrderNote(shopper.api, { orderId, ...rating });
  flashMessage(shopper, { level: 'success', text: t('rate.thanks') });
  return goTo(shopper, orderPath(orderId));
}

export async function cancel(shopper: Shopper, orderId: number) {
  await cancelOrder(shopper.api, orderId);
  flashMessage(shopper, { level: 'success', text: t('cancelled', { orderId }) });
  return goTo(shopper, orderPath(orderId));
}

export async function modify(shopper: Shopper, orderId: number) {
  setCart(shopper, await modifyOrder(shopper.api, orderId));
  flashMessage(shopper, { level: 'success', text: t('modifying', { orderId }) });
  return goTo(shopper, '/cart');
}

/** the order's products again, as many as were bought (loose goods by their weight) */
export async function reorder(shopper: Shopper, orderId: number) {
  flashOutcome(shopper, await addAllToCart(shopper, { addAll: 'order', id: orderId }));
  return goTo(shopper, '/cart');
}
