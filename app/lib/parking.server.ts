// The parking reservation of a customer's order (account.md §2 Orders, §4 "Parking reservation
// result"): the action of intent `park` on /profile/orders/:orderId. A form the shop refuses comes
// back with what was typed and each field's errors (400); otherwise order/reserve is called and its
// answer told as a toast on the order's page: a success, a warning (the backend's refusal) or the
// spec's unexpected error.
import { reserveParking } from '~/ebsn/orders.server';
import { readParking } from './order-forms';
import { failure } from './failures.server';
import { flashMessage, goTo, respond, type Shopper } from './shopper.server';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * `request` is only for `failure` (a 419 goes to login and comes back to this page). The route has
 * already checked CSRF and honeypot, the login and the order id.
 */
export async function parkAction(shopper: Shopper, orderId: number, formData: FormData, request: Request) {
  const form = readParking(formData);
  if (!form.ok) return respond(shopper, { park: { values: form.values, errors: form.errors } }, { status: 400, headers: NO_STORE });
  try {
    // the backend's refusals come back as a warning, not thrown (reserveParking)
    const result = await reserveParking(shopper.api, { orderId, ...form.parking });
    for (const text of result.texts) flashMessage(shopper, { level: result.level, text });
    return goTo(shopper, `/profile/orders/${orderId}`);
  } catch (error) {
    return failure(error, request, shopper);
  }
}
