// Where a store is, for the store map and cards (issue 27 §1): its own address's coordinates, else
// its first pickup point's; and where the shopper's chosen address is, from the cart.
import { isLatLon, type LatLon } from '#domain/geo';
import type { PickupStore } from '~/ebsn/places-schemas';
import type { Shopper } from './shopper.server';

export function storePlace(store: PickupStore): LatLon | null {
  const own = { latitude: store.address?.latitude, longitude: store.address?.longitude };
  if (isLatLon(own)) return own;
  const point = store.addresses.find((a) => isLatLon({ latitude: a.latitude, longitude: a.longitude }));
  return point ? { latitude: point.latitude!, longitude: point.longitude! } : null;
}

/** The coordinates of the address the shopper chose for the cart, when the backend gave them. */
export function chosenPlace(shopper: Shopper): LatLon | null {
  const address = shopper.cart?.shippingAddress as { latitude?: unknown; longitude?: unknown } | undefined;
  const place = { latitude: Number(address?.latitude ?? Number.NaN), longitude: Number(address?.longitude ?? Number.NaN) };
  return address && isLatLon(place) ? place : null;
}
