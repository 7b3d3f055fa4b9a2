// What the cart page and drawer show, from the backend's cart: the lines (grouped by sector when
// asked), the totals, the delivery fee hint, the minimum spend and the confirmation steps.
import { hasDeliveryFee, minimumSpendCents, missingForMinimumCents } from '#domain/services';
import { quantityRules } from '#domain/quantity';
import { cartLines, type Cart, type CartItem, type DeliveryFee } from '~/ebsn/cart.server';
import { deliveryFeeHint } from './fee-hint';
import { pictureUrl } from './format';
import { orderMoney } from './order-money';

export type LineView = ReturnType<typeof lineView>;

export function lineView(line: CartItem) {
  const p = line.product;
  return {
    itemId: line.itemId,
    productId: p.productId,
    name: p.name,
    slug: p.slug,
    brand: p.shortDescr,
    description: p.description,
    picture: pictureUrl(p.mediaURLMedium ?? p.mediaURL ?? p.media?.[0]?.medium ?? p.media?.[0]?.small),
    price: p.priceDisplay ?? p.price ?? null,
    quantity: line.quantity,
    grossTotal: line.grossTotal,
    acceptAlternatives: line.cartItemInfo.accept_alternatives === 'true',
    rules: quantityRules(p.productInfos, p.minAcq),
    infos: p.productInfos,
    /** why the chosen slot cannot have this product, or null */
    slotRestriction: line.slotRestriction?.message ?? null,
  };
}

const cents = (euros: number | undefined) => Math.round((euros ?? 0) * 100);

export function cartPageView(cart: Cart, fee: DeliveryFee | null, options: { grouped: boolean }) {
  const serviceId = cart.shippingAddress?.deliveryServiceId;
  const lines = cartLines(cart).map(lineView);
  const sectors = options.grouped && cart.sectors ? cart.sectors.map((s) => ({ name: s.name, lines: s.cartItems.map(lineView) })) : null;
  // the backend says the minimum and what is missing; the domain rule stands in where it does not
  const minimum = cart.minimumSpend ?? minimumSpendCents(serviceId) / 100;
  const missing = cart.missingForMinimum ?? missingForMinimumCents(serviceId, cents(cart.totalPrice)) / 100;

  return {
    cartId: cart.cartId,
    locked: cart.cartStatusId === 7,
    editingOrderId: cart.editingOrderId ?? null,
    serviceId,
    count: lines.length,
    lines,
    sectors,
    grouped: options.grouped,
    totalPrice: cart.totalPrice,
    deliveryFee: hasDeliveryFee(serviceId) ? cart.deliveryFee : null,
    grossTotal: cart.grossTotal,
    // as the order will show it: each gift code (added at the checkout) on its own line
    money: orderMoney(cart, serviceId),
    minimum,
    missing,
    // lines the chosen slot cannot have: the checkout waits until the slot or the lines change
    slotRestricted: lines.some((l) => l.slotRestriction),
    feeHint: hasDeliveryFee(serviceId) ? deliveryFeeHint(fee?.nextBand) : null,
    orderComment: cart.cartInfos.order_comment ?? '',
    needInvoice: cart.cartInfos.need_invoice === 'true',
  };
}
export type CartPageView = ReturnType<typeof cartPageView>;
