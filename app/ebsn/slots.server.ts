// Time slot and delivery fee calls of the commerce API (shopping.md §7 "Time slots and fee", the wire
// of docs/decisions/014-shopping-loop.md). Per shopper: never cached.
import { ebsn, type ApiContext } from './client.server';
import { cartBindingSchema, type CartBinding } from './places-schemas';
import { timeslotListSchema } from './slots-schemas';

/** The days and slots of the cart's warehouse and service; `guest` when the backend says the session is nobody's. */
export async function listTimeslots(api: ApiContext) {
  const { data, user } = await ebsn(api, {
    path: 'timeslot/list',
    // closed days and past slots left out: an empty first day is then dropped (spec §4)
    query: { 'show-closed': false, 'check-locker': true },
    schema: timeslotListSchema,
  });
  return { ...data, guest: (user?.userId ?? -1) <= 0 };
}

/** Holds a slot for the cart; answers the cart (refusals are EbsnError with the backend's message). */
export async function selectTimeslot(api: ApiContext, date: string, timeslotId: number): Promise<CartBinding> {
  const { data } = await ebsn(api, {
    path: 'timeslot/select',
    query: { sel_date: date, timeslot_id: timeslotId },
    schema: cartBindingSchema,
  });
  return data;
}

/** The fee bands of home delivery and where the cart stands among them. */

/** The cart's service, address and slot (cart/view read for the slot and address screens). */
export async function viewCartBinding(api: ApiContext): Promise<CartBinding> {
  const { data } = await ebsn(api, { path: 'cart/view', query: { show_sectors: false }, schema: cartBindingSchema });
  return data;
}
