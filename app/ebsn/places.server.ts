// Address and store calls of the commerce API (shopping.md §7 "Stores and addresses", the wire of
// docs/decisions/014-shopping-loop.md). Per shopper: never cached, always with the session token.
import { z } from 'zod';
import { ebsn, type ApiContext } from './client.server';
import {
  addressListSchema,
  addressSchema,
  cartBindingSchema,
  pickupStoreSchema,
  storeSchema,
  type Address,
  type CartBinding,
} from './places-schemas';

/** The proximity radius of the spec (metres). */
export const PROXIMITY_DISTANCE = 10000;

type Position = { latitude: number; longitude: number };
/** Where to measure distances from: a located position or a postal code. */
export type Near = Partial<Position> & { postalcode?: string };

/** `radius`: only what lies within the spec's proximity distance of a position (the address picker). */
function nearQuery(near: Near | undefined, { radius = true } = {}) {
  if (!near) return {};
  if (near.latitude !== undefined && near.longitude !== undefined)
    return { latitude: near.latitude, longitude: near.longitude, ...(radius ? { distance: PROXIMITY_DISTANCE } : {}) };
  if (near.postalcode) return { postalcode: near.postalcode };
  return {};
}

/** The customer's own addresses and the favourite ones. */
export async function listUserAddresses(api: ApiContext, addressType?: number) {
  const { data } = await ebsn(api, { path: 'user-address/list', query: { address_type: addressType }, schema: addressListSchema });
  return data;
}

/** What a service offers: home addresses and boat stops for 2, the pickup points for 1 and 4 (nearest first when told where). */
export async function listServiceAddresses(api: ApiContext, serviceId: number, near?: Near): Promise<Address[]> {
  const { data } = await ebsn(api, {
    path: 'user-address/delivery-service-list',
    query: { delivery_service_id: serviceId, ...nearQuery(near) },
    schema: z.object({ addresses: z.array(addressSchema).default([]) }).passthrough(),
  });
  return data.addresses;
}

/** The shop's services, as the address picker's tabs. */
export async function listDeliveryServices(api: ApiContext) {
  const { data } = await ebsn(api, {
    path: 'store/list',
    schema: z.object({ stores: z.array(storeSchema).default([]) }).passthrough(),
  });
  return data.stores[0]?.deliveryServices ?? [];
}

export type AddressInput = {
  addressId?: number;
  addressName: string;
  address1: string;
  addressNumber: string;
  postalcode: string;
  city: string;
  province: string;
  doorbellName?: string;
  floor?: string;
  addressNote?: string;
  phone?: string;
};

/** The coverage check: `validated` false when the address could not be placed; a refusal (status 1) when not covered. */
export async function checkAddress(api: ApiContext, address: AddressInput) {
  const { data } = await ebsn(api, {
    path: 'user-address/check',
    method: 'POST',
    json: { address },
    schema: z
      .object({ address: addressSchema.partial({ addressId: true, addressTypeId: true }).optional(), validated: z.boolean() })
      .passthrough(),
  });
  return data;
}

/** Saves a home address (new without addressId); `force` keeps one the check could not validate. */
export async function saveAddress(api: ApiContext, address: AddressInput, force: boolean): Promise<Address> {
  const { data } = await ebsn(api, {
    path: 'user-address/update',
    method: 'POST',
    json: { address, ...(force ? { force: true } : {}) },
    schema: z.object({ address: addressSchema }).passthrough(),
  });
  return data.address;
}

export async function viewAddress(api: ApiContext, addressId: number): Promise<Address> {
  const { data } = await ebsn(api, {
    path: 'user-address/view',
    query: { address_id: addressId },
    schema: z.object({ address: addressSchema }).passthrough(),
  });
  return data.address;
}

export async function deleteAddress(api: ApiContext, addressId: number): Promise<void> {
  await ebsn(api, { path: 'user-address/delete', query: { address_id: addressId }, schema: z.unknown() });
}

/**
 * Makes an address the customer's favourite delivery address (one of their homes) or store (a Drive
 * point or a locker), without touching the cart: our `user-address/set-default` (decision 028).
 */
export async function setDefaultAddress(api: ApiContext, addressId: number, kind: 'delivery' | 'store') {
  const { data } = await ebsn(api, {
    path: 'user-address/set-default',
    method: 'POST',
    json: { addressId, kind },
    schema: addressListSchema.omit({ addresses: true }),
  });
  return data;
}

/** Binds the cart to an address and service; answers the cart. */
export async function selectAddress(
  api: ApiContext,
  choice: { addressId: number; serviceId: number; addressType?: number },
): Promise<CartBinding> {
  const form: Record<string, string> = { address_id: String(choice.addressId), delivery_service_id: String(choice.serviceId) };
  if (choice.addressType) form.address_type = String(choice.addressType);
  const { data } = await ebsn(api, { path: 'user-address/select', method: 'POST', form, schema: cartBindingSchema });
  return data;
}

/** Every pickup point (store, locker, boat stop), nearest first to a position or a postal code, however far. */
export async function listPickupStores(api: ApiContext, near?: Near) {
  const localize = near?.latitude !== undefined && near.longitude !== undefined;
  const { data } = await ebsn(api, {
    path: localize ? 'store-proximity/localize' : 'store-proximity/list',
    query: { ...nearQuery(near, { radius: false }), orderby: localize || near?.postalcode ? 'distance' : undefined },
    schema: z.object({ stores: z.array(pickupStoreSchema).default([]) }).passthrough(),
  });
  return data.stores;
}

/**
 * Subscribes the customer to a company's 'shop at work' service by its code: the service of the point
 * it unlocks (a Drive at the company's canteen), when the answer names it.
 */
export async function subscribeShopAtWork(api: ApiContext, subscriptionCode: string): Promise<{ serviceId?: number }> {
  const { data } = await ebsn(api, {
    path: 'shopatwork/subscribe',
    query: { subscriptionCode },
    schema: z
      .object({ address: z.object({ deliveryServiceId: z.coerce.number().int().positive().optional() }).passthrough().optional() })
      .passthrough()
      .nullish()
      .catch(null),
  });
  return { serviceId: data?.address?.deliveryServiceId };
}
