// The parking reservation of a customer's order (account.md §2 Orders, §4 "Parking reservation
// result"): intent `park` on /profile/orders/:orderId. A form the shop refuses comes back with what
// was typed and each field's errors (400); otherwise order/reserve is called and its answer told as
// a toast on the order's page: a success, a warning (the backend's refusal) or the spec's unexpected
// error.
import { reserveParking } from '~/ebsn/orders.server';
import type { RejectedSubmission } from '~/lib/action.server';
import { flashMessage, goTo, respond, type Shopper } from '~/lib/shopper.server';
import { parkingValues, type ParkingErrors, type parkSchema } from './forms';

export async function park(shopper: Shopper, orderId: number, parking: { distance: number; reservationInfo: string }) {
  // the backend's refusals come back as a warning, not thrown (reserveParking)
  const result = await reserveParking(shopper.api, { orderId, ...parking });
  for (const text of result.texts) flashMessage(shopper, { level: result.level, text });
  return goTo(shopper, `/profile/orders/${orderId}`);
}

export function parkRejected(shopper: Shopper, submission: RejectedSubmission<typeof parkSchema>) {
  const errors: ParkingErrors = {};
  if (submission.error?.distance) errors.distance = submission.error.distance;
  if (submission.error?.reservationInfo) errors.reservationInfo = submission.error.reservationInfo;
  return respond(shopper, { park: { values: parkingValues(submission.payload), errors } }, { status: 400 });
}
