// The wire of the address and store calls as the storefront reads it (docs/decisions/014-shopping-loop.md,
// shopping.md §3 Address and Store, §7 "Stores and addresses"). Client-safe: the routes' components
// take these types. Keys without a value are left out on the wire (optional, not nullable).
import { z } from 'zod';
import { serviceHourSchema, warehouseAddressSchema, warehouseMetaSchema } from './schemas';

const num = z.coerce.number();
const maybeStr = z.string().optional();
const maybeNum = num.optional();
/** live shops send flags as booleans, 0/1 or 'true'/'false' */
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const addressSchema = z
  .object({
    addressId: num,
    addressTypeId: num,
    addressType: maybeStr,
    deliveryServiceId: maybeNum,
    addressName: maybeStr,
    address1: maybeStr,
    addressNumber: maybeStr,
    postalcode: maybeStr,
    city: maybeStr,
    province: maybeStr,
    latitude: maybeNum,
    longitude: maybeNum,
    warehouseId: maybeNum,
    zoneId: maybeNum,
    addressClass: z.array(z.unknown()).default([]),
    selected: flag,
    distance: maybeNum,
    doorbellName: maybeStr,
    floor: maybeStr,
    addressNote: maybeStr,
    phone: maybeStr,
    validated: z.boolean().optional(),
  })
  .passthrough();
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z
  .object({
    addresses: z.array(addressSchema).default([]),
    defaultStoreAddressId: maybeNum,
    defaultDeliveryAddressId: maybeNum,
  })
  .passthrough();

export const deliveryServiceSchema = z.object({ deliveryServiceId: num, name: maybeStr, descr: maybeStr, showTab: flag }).passthrough();
export type DeliveryService = z.infer<typeof deliveryServiceSchema>;

export const storeSchema = z.object({ storeId: num, deliveryServices: z.array(deliveryServiceSchema).default([]) }).passthrough();

/** A pickup point's warehouse (store-proximity/list|localize). */
export const pickupStoreSchema = z
  .object({
    warehouseId: num,
    name: z.string(),
    slug: maybeStr,
    address: warehouseAddressSchema.optional(),
    deliveryServices: z.array(z.union([num, deliveryServiceSchema.transform((s) => s.deliveryServiceId)])).default([]),
    addresses: z.array(addressSchema).default([]),
    serviceHours: z
      .object({ default: z.array(serviceHourSchema).default([]) })
      .passthrough()
      .optional(),
    phone: maybeStr,
    metaData: warehouseMetaSchema,
    distance: maybeNum,
  })
  .passthrough();
export type PickupStore = z.infer<typeof pickupStoreSchema>;

/** The cart as far as the service, address and slot screens read it (cart/view, and every setter's answer). */
export const cartBindingSchema = z
  .object({
    cartId: maybeNum,
    cartStatusId: maybeNum,
    warehouse: z.object({ warehouseId: num, name: maybeStr, slug: maybeStr }).passthrough().optional(),
    shippingAddress: addressSchema.optional(),
    timeslot: z
      .object({
        date: z.string(),
        timeslotId: num,
        beginTime: maybeStr,
        endTime: maybeStr,
        name: maybeStr,
        holdExpiresAt: maybeStr,
      })
      .passthrough()
      .optional(),
    deliveryFee: maybeNum,
  })
  .passthrough();
export type CartBinding = z.infer<typeof cartBindingSchema>;
