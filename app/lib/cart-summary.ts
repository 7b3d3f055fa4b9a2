// What every page shows of the cart (the header's link and service line, the cards' steppers),
// carried by the root loader: built from the one cart read of the request, never cached.
import type { Cart, CartItem } from '~/ebsn/cart.server';

export type CartSummary = {
  /** lines in the cart */
  count: number;
  /** goods and delivery fee */
  total: number;
  serviceId?: number;
  addressName?: string;
  slot?: { date: string; beginTime?: string; endTime?: string };
  /** the quantity in the cart per product id, for the cards' steppers */
  lines: Record<string, { itemId: number; quantity: number }>;
};

export function summarizeCart(cart: Cart | undefined, lines: CartItem[]): CartSummary | null {
  if (!cart) return null;
  const byProduct: CartSummary['lines'] = {};
  for (const line of lines) byProduct[line.product.productId] = { itemId: line.itemId, quantity: line.quantity };
  const address = cart.shippingAddress;
  return {
    count: cart.totalItems || lines.length,
    total: cart.grossTotal,
    ...(address ? { serviceId: address.deliveryServiceId, addressName: address.addressName ?? address.address1 ?? '' } : {}),
    ...(cart.timeslot ? { slot: { date: cart.timeslot.date, beginTime: cart.timeslot.beginTime, endTime: cart.timeslot.endTime } } : {}),
    lines: byProduct,
  };
}
