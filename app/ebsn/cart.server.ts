// The cart calls of the commerce API (shopping.md §7 "Cart", docs/decisions/014-shopping-loop.md):
// every cart call and write answers the whole cart, read by one schema. Keys the backend leaves
// out (no address, no slot, no sectors) are optional here.
import { z } from 'zod';
import { ebsn, type ApiContext } from './client.server';
import { cartMealTicketsSchema } from './meal-tickets-schemas';
import { productSchema } from './schemas';

const num = z.coerce.number();

/**
 * A line's product as the cart reads it: what the cart page, the drawer, the checkout and an add's
 * message show (name, brand, pack, picture, price, the quantity rules). Live shops and ours send the
 * listing's whole product on every line; only these keys are checked and kept, the rest left out. A
 * 40-line cart is read twice per add (the request's cart, the write's answer): checking every key of
 * every product cost 0.70 ms a read, these keys 0.27 ms (decision 071).
 */
const cartProductSchema = productSchema
  .pick({
    productId: true,
    name: true,
    slug: true,
    shortDescr: true,
    description: true,
    mediaURL: true,
    mediaURLMedium: true,
    media: true,
    price: true,
    priceDisplay: true,
    productInfos: true,
    minAcq: true,
  })
  .strip();

export const cartItemSchema = z
  .object({
    itemId: num,
    cartItemId: num.optional(),
    product: cartProductSchema,
    quantity: num,
    weight: num.optional(),
    grossTotal: num,
    cartItemInfo: z.record(z.string(), z.coerce.string()).default({}),
    cartItemInsertionTypeId: num.optional(),
    // our backend's mark of a line the chosen slot cannot have (lead time, day lock, cutoff)
    slotRestriction: z.object({ reason: z.string(), code: z.string().optional(), message: z.string() }).passthrough().optional(),
  })
  .passthrough();
export type CartItem = z.infer<typeof cartItemSchema>;

const shippingAddressSchema = z
  .object({
    addressId: num,
    addressTypeId: num.optional(),
    addressType: z.string().optional(),
    deliveryServiceId: num,
    addressName: z.string().optional(),
    address1: z.string().optional(),
    addressNumber: z.string().optional(),
    postalcode: z.string().optional(),
    city: z.string().optional(),
    warehouseId: num.optional(),
  })
  .passthrough();

const timeslotSchema = z
  .object({
    date: z.string(),
    timeslotId: num,
    beginTime: z.string().optional(),
    endTime: z.string().optional(),
    name: z.string().optional(),
    holdExpiresAt: z.string().optional(),
  })
  .passthrough();

/** A gift code as a cart or an order names it. */
export const giftCertificateSchema = z
  .object({ code: z.string(), name: z.string().optional(), minimumSpend: num.optional() })
  .passthrough();

/** Each gift code with what it takes off; an order's line may have no code (a sum the server did not split). */
export const adjustmentSummarySchema = <Certificate extends z.ZodTypeAny>(certificate: Certificate) =>
  z
    .object({
      orderAdjustments: z
        .array(z.object({ giftCertificate: certificate, amount: num.default(0), applied: z.boolean().optional() }).passthrough())
        .default([]),
      totalAdjustment: num.default(0),
    })
    .passthrough();

export const cartSchema = z
  .object({
    cartId: num,
    cartStatusId: num.optional(),
    user: z.object({ userId: num }).passthrough().optional(),
    warehouse: z.object({ warehouseId: num, name: z.string().optional(), slug: z.string().optional() }).passthrough().optional(),
    shippingAddress: shippingAddressSchema.optional(),
    timeslot: timeslotSchema.optional(),
    totalItems: num.default(0),
    totalPrice: num.default(0),
    deliveryFee: num.default(0),
    grossTotal: num.default(0),
    minimumSpend: num.optional(),
    missingForMinimum: num.optional(),
    cartInfos: z.record(z.string(), z.coerce.string()).default({}),
    orderAdjustmentSummary: adjustmentSummarySchema(giftCertificateSchema).optional(),
    // the ways the cart can be paid; a server that does not say takes the card (type 12)
    paymentTypeList: z
      .array(z.object({ paymentTypeId: num, name: z.string().optional(), descr: z.string().optional() }).passthrough())
      .optional(),
    // the order this cart is modifying (order/modify), until it is confirmed again
    editingOrderId: num.optional(),
    // the meal-ticket type chosen, its login, the tickets applied and the rest to pay (docs/meal-tickets.md)
    mealTickets: cartMealTicketsSchema.optional(),
    cartItems: z.array(cartItemSchema).optional(),
    sectors: z
      .array(
        z.object({ sectorId: num.optional(), name: z.string().optional(), cartItems: z.array(cartItemSchema).default([]) }).passthrough(),
      )
      .optional(),
  })
  .passthrough();
export type Cart = z.infer<typeof cartSchema>;

export const deliveryFeeSchema = z
  .object({
    deliveryFeeRows: z
      .array(
        z
          .object({
            deliveryFeeRowId: num.optional(),
            range: z.object({ from: num, to: num.optional() }).passthrough(),
            fee: num,
            shortDescr: z.string().optional(),
          })
          .passthrough(),
      )
      .default([]),
    deliveryFee: num.optional(),
    goodsTotal: num.optional(),
    nextBand: z.object({ threshold: num, fee: num, missing: num }).passthrough().optional(),
  })
  .passthrough();
export type DeliveryFee = z.infer<typeof deliveryFeeSchema>;

/** Every line of the cart, whether it came grouped in sectors or not. */
export function cartLines(cart: Cart): CartItem[] {
  return cart.cartItems ?? cart.sectors?.flatMap((sector) => sector.cartItems) ?? [];
}

export async function viewCart(api: ApiContext, options: { showSectors?: boolean } = {}): Promise<Cart> {
  const { data } = await ebsn(api, {
    path: 'cart/view',
    query: options.showSectors ? { show_sectors: 'true' } : undefined,
    schema: cartSchema,
  });
  return data;
}

export type AddItem = {
  productId: number;
  quantity: number;
  infos?: Record<string, string>;
  is_package?: string;
  use_wpid?: number;
};

async function write(api: ApiContext, path: string, json: unknown) {
  return ebsn(api, { path: `cart/${path}`, method: 'POST', json, schema: cartSchema });
}

/** The whole answer (cart and messages): a success toast shows only without any message (spec §8). */
export const addToCart = (api: ApiContext, items: AddItem[]) => write(api, 'add', { items });
export const updateCartItems = (api: ApiContext, items: Array<{ itemId: number; quantity: number }>) => write(api, 'update', { items });
export const deleteCartItems = (api: ApiContext, items: Array<{ itemId: number }>) => write(api, 'delete', { items });
export const emptyCart = (api: ApiContext) => write(api, 'empty', {});
export const updateCartInfo = (api: ApiContext, property: string, value: string) => write(api, 'update-cart-info', { property, value });
export const updateItemInfos = (api: ApiContext, items: Array<{ itemId: number; infos: Record<string, string> }>) =>
  write(api, 'update-infos', { items });

/** cart-giftcertificate/add_code and remove_code: the cart with its codes, or the refusal (an invalid code). */
export async function addGiftCode(api: ApiContext, code: string) {
  return ebsn(api, { path: 'cart-giftcertificate/add_code', method: 'POST', json: { code }, schema: cartSchema });
}
export async function removeGiftCode(api: ApiContext, code: string) {
  return ebsn(api, { path: 'cart-giftcertificate/remove_code', method: 'POST', json: { code }, schema: cartSchema });
}

export async function viewDeliveryFee(api: ApiContext): Promise<DeliveryFee> {
  const { data } = await ebsn(api, { path: 'delivery-fee/view', schema: deliveryFeeSchema });
  return data;
}
