// The cart's server half: what the cart page and drawer show, from the backend's cart (the lines,
// grouped by sector when asked, the totals, the delivery fee hint, the minimum spend and the
// confirmation steps), and what each of the action's intents does. Adding applies the spec's gating
// (§4): the first missing condition leads to its screen and the add waits in the session
// (app/lib/pending-add.server.ts) until the shopper has taken the step.
import type { z } from 'zod';
import { allowedQuantity, quantityRules, type ProductInfos, type QuantityAdjustment, type QuantityRules } from '#domain/quantity';
import { hasDeliveryFee, minimumSpendCents, missingForMinimumCents, SERVICE } from '#domain/services';
import { MESSAGES } from '#domain/validators';
import {
  cartLines,
  deleteCartItems,
  emptyCart,
  updateCartInfo,
  updateCartItems,
  updateItemInfos,
  viewCart,
  viewDeliveryFee,
  type Cart,
  type CartItem,
  type DeliveryFee,
} from '~/ebsn/cart.server';
import { getProductById } from '~/ebsn/catalog.server';
import { EbsnError } from '~/ebsn/errors';
import type { Product } from '~/ebsn/schemas';
import { tCart as t } from '~/i18n/cart';
import { refusalTexts } from '~/lib/api-messages.server';
import { quantityLabel, storedQuantity } from '~/lib/cart-quantity';
import { badRequest, failure } from '~/lib/failures.server';
import { deliveryFeeHint } from '~/lib/fee-hint';
import { pictureUrl } from '~/lib/format';
import { gateUrl, type GateStep } from '~/lib/gates';
import { orderMoney } from '~/lib/order-money';
import { flashOutcome, gateStep, makeAdd, rememberPendingAdd } from '~/lib/pending-add.server';
import { safeRedirect } from '~/lib/safe-redirect';
import type { FlashMessage, PendingAdd } from '~/lib/session.server';
import { canShop, flashMessage, goTo, respond, setCart, type Shopper } from '~/lib/shopper.server';
import type { RejectedSubmission } from '~/lib/action.server';
import {
  CART_INFO,
  CART_INTENT,
  OPTION_PREFIX,
  type CommentAnswer,
  type addToCartSchema,
  type alternativesSchema,
  type CartIntent,
  type infoSchema,
  type removeSchema,
  type updateSchema,
} from './forms';

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

/** What the cart page and the drawer show: a guest's invitation, or the cart with its steps (`?remove=`, `?empty=1`, `?promo=`). */
export async function cartPage(request: Request, shopper: Shopper) {
  const url = new URL(request.url);
  const promo = await promoQuestion(shopper, url);
  const guest = { state: 'guest' as const, promo, cart: null };
  if (!canShop(shopper)) return guest;
  const grouped = url.searchParams.get('sectors') === '1';
  let cart: Cart | undefined = shopper.cart;
  let fee: DeliveryFee | null = null;
  try {
    // the request's cart is the plain one; grouping by sector asks for it again, grouped
    if (grouped || !cart) cart = await viewCart(shopper.api, { showSectors: grouped });
    if (cart.shippingAddress?.deliveryServiceId === SERVICE.home) fee = await viewDeliveryFee(shopper.api).catch(() => null);
  } catch (error) {
    if (error instanceof EbsnError) return guest;
    return failure(error, request, shopper);
  }
  const view = cartPageView(cart, fee, { grouped });
  const removeId = Number(url.searchParams.get('remove'));
  const removing = removeId > 0 ? (view.lines.find((l) => l.itemId === removeId) ?? null) : null;
  return {
    state: 'cart' as const,
    promo,
    cart: view,
    removing: removing ? { ...removing, label: quantityLabel(removing.quantity, removing.infos) } : null,
    emptying: url.searchParams.get('empty') === '1' && view.count > 0,
  };
}

export type CartPageData = Awaited<ReturnType<typeof cartPage>>;

/** What the promotion is ('Taglio prezzo: Risparmi 0,30 €'); the question is the shop's own or ours. */
function promoText(promo: NonNullable<Product['warehousePromo']>) {
  return {
    text: [promo.view.header, promo.view.body].filter(Boolean).join(': '),
    question: promo.view.selectablePromoText || t('promoQuestion'),
  };
}

/** The selectable promotion's question, for `?promo=<productId>&quantity=...` (the add waits for Sì or No). */
async function promoQuestion(shopper: Shopper, url: URL) {
  const productId = Number(url.searchParams.get('promo'));
  if (!(productId > 0)) return null;
  const product = await getProductById(shopper.api, productId).catch(() => null);
  const promo = product?.warehousePromo;
  if (!product || !promo?.selectable) return null;
  const options: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (key.startsWith(OPTION_PREFIX)) options[key] = value;
  return {
    productId,
    name: product.name,
    promoId: promo.warehousePromoId,
    ...promoText(promo),
    quantity: Number(url.searchParams.get('quantity')) || quantityRules(product.productInfos, product.minAcq).first,
    options,
    redirectTo: safeRedirect(url.searchParams.get('redirectTo'), '/'),
  };
}

/** Why a typed quantity was changed (spec §5, §8): the spec's words for MAXACQ and minAcq, ours for a multiple. */
function adjustmentMessage(
  allowed: { quantity: number; adjusted: QuantityAdjustment | null },
  rules: QuantityRules,
  infos: ProductInfos | undefined,
): FlashMessage {
  const text =
    allowed.adjusted === 'maxAcq'
      ? t('maxAcq', { count: rules.max })
      : allowed.adjusted === 'minAcq'
        ? t('errors.minAcq')
        : t('rounded', { step: quantityLabel(rules.step, infos), quantity: quantityLabel(allowed.quantity, infos) });
  return { level: 'warning', text };
}

type Common = { redirectTo?: string; stay?: '1' };

/** With JS (a fetcher) the page stays where it is; without, back to where the form was. */
async function done(shopper: Shopper, form: Common) {
  return form.stay ? respond(shopper, { ok: true }) : goTo(shopper, safeRedirect(form.redirectTo, '/cart'));
}

const FAILURE: Record<Exclude<CartIntent, 'add'>, string> = {
  update: 'errors.errorSettingProduct',
  remove: 'errors.errorRemovingProduct',
  empty: 'errors.emptyCart',
  info: 'errors.errorSettingCartInfo',
  alternatives: 'errors.errorSettingProduct',
};

/**
 * A change of the cart other than adding: a guest is asked to log in; a refusal is said with the
 * backend's words (or the intent's own), then back to the page. Each change answers the whole
 * cart, which the request then shows.
 */
function askToLogIn(shopper: Shopper) {
  flashMessage(shopper, { level: 'warning', text: t('loginToView') });
  return goTo(shopper, `/login?redirectTo=${encodeURIComponent('/cart')}`);
}

async function change(shopper: Shopper, intent: Exclude<CartIntent, 'add'>, form: Common, apply: () => Promise<void>) {
  if (!canShop(shopper)) return askToLogIn(shopper);
  try {
    await apply();
  } catch (error) {
    if (!(error instanceof EbsnError)) throw error;
    for (const text of refusalTexts(error, t(FAILURE[intent]))) flashMessage(shopper, { level: 'error', text });
  }
  return done(shopper, form);
}

export function updateLine(shopper: Shopper, form: z.output<typeof updateSchema>) {
  return change(shopper, CART_INTENT.update, form, async () => {
    const { itemId } = form;
    const line = shopper.cart ? cartLines(shopper.cart).find((l) => l.itemId === itemId) : undefined;
    // a typed value comes in the unit the product is sold by (g, kg): the cart stores its base unit
    const typed = form.shown;
    const quantity = typed !== undefined ? storedQuantity(typed, line?.product.productInfos) : form.quantity!;
    if (!(quantity <= 9999)) throw badRequest();
    if (quantity === 0) throw await goTo(shopper, `/cart?remove=${itemId}`);
    const rules = line ? quantityRules(line.product.productInfos, line.product.minAcq) : undefined;
    // a typed quantity becomes the nearest one the rules allow, and the shopper is told why (spec §4);
    // the steppers' absolute quantities are the backend's to refuse
    const allowed = rules && typed !== undefined ? allowedQuantity(quantity, rules) : undefined;
    const { data, messages } = await updateCartItems(shopper.api, [{ itemId, quantity: allowed ? allowed.quantity : quantity }]);
    setCart(shopper, data);
    const updated = cartLines(data).find((l) => l.itemId === itemId);
    if (allowed?.adjusted && rules && line) flashMessage(shopper, adjustmentMessage(allowed, rules, line.product.productInfos));
    if (messages.length)
      for (const m of messages) flashMessage(shopper, { level: m.level === 'error' ? 'warning' : m.level, text: m.text });
    else if (updated)
      flashMessage(shopper, {
        level: 'success',
        text: t('updated', { quantity: quantityLabel(updated.quantity, updated.product.productInfos), name: updated.product.name }),
      });
  });
}

export function removeLine(shopper: Shopper, form: z.output<typeof removeSchema>) {
  return change(shopper, CART_INTENT.remove, form, async () => {
    setCart(shopper, (await deleteCartItems(shopper.api, [{ itemId: form.itemId }])).data);
    flashMessage(shopper, { level: 'success', text: t('removed') });
  });
}

export function empty(shopper: Shopper, form: Common) {
  return change(shopper, CART_INTENT.empty, form, async () => {
    // emptying calls the server only when the cart has items (spec §4)
    if (shopper.cart && cartLines(shopper.cart).length === 0 && shopper.cart.totalItems === 0) return;
    setCart(shopper, (await emptyCart(shopper.api)).data);
    flashMessage(shopper, { level: 'success', text: t('emptied') });
  });
}

export function saveInfo(shopper: Shopper, form: z.output<typeof infoSchema>) {
  return change(shopper, CART_INTENT.info, form, async () => {
    setCart(shopper, (await updateCartInfo(shopper.api, form.property, form.value)).data);
    flashMessage(shopper, { level: 'success', text: t('infoSaved') });
  });
}

/**
 * A comment the form refuses (a character no one could read): said under the field, which keeps
 * what was typed, with JS or without (a redirect back to the cart lost it). Only the comment's form
 * can be refused so: anything else is a form no page sends.
 */
export async function infoRejected(shopper: Shopper, submission: RejectedSubmission<typeof infoSchema>) {
  if (submission.payload.property !== CART_INFO.orderComment) throw badRequest();
  if (!canShop(shopper)) return askToLogIn(shopper);
  const typed = submission.payload.value;
  const errors = submission.error?.value ?? [];
  const answer: CommentAnswer = {
    comment: { value: typeof typed === 'string' ? typed : '', errors: errors.length ? errors : [MESSAGES.invalidValue] },
  };
  return respond(shopper, answer, { status: 400 });
}

export function acceptAlternatives(shopper: Shopper, form: z.output<typeof alternativesSchema>) {
  return change(shopper, CART_INTENT.alternatives, form, async () => {
    const infos = { accept_alternatives: form.accept };
    setCart(shopper, (await updateItemInfos(shopper.api, [{ itemId: form.itemId, infos }])).data);
  });
}

/** An add that cannot be made: said, and the shopper stays (JS) or goes back. */
async function refuseAdd(shopper: Shopper, form: Common, text: string) {
  flashMessage(shopper, { level: 'error', text });
  return form.stay ? respond(shopper, { ok: false }) : goTo(shopper, safeRedirect(form.redirectTo, '/'));
}

/** A form no add button sends: said as the add's failure, not as a bad request (the card's form is the shopper's). */
export function addRefused(shopper: Shopper, payload: Record<string, unknown>) {
  const form: Common = {
    redirectTo: typeof payload.redirectTo === 'string' ? payload.redirectTo : undefined,
    stay: payload.stay === '1' ? '1' : undefined,
  };
  return refuseAdd(shopper, form, t('errors.productAddError'));
}

/** The chosen option of each of the product's options, or null when one is missing or not its own. */
function chosenOptions(product: Product, chosen: Record<string, string | undefined>): Record<string, string> | null {
  const infos: Record<string, string> = {};
  for (const option of product.selectOptions ?? []) {
    const key = chosen[option.parameterName];
    if (typeof key !== 'string' || !option.options.some((choice) => choice.key === key)) return null;
    infos[option.parameterName] = key;
  }
  return infos;
}

const GATE_MESSAGE: Record<GateStep, string> = {
  login: 'loginToAdd',
  address: 'chooseServiceFirst',
  timeslot: 'chooseSlotFirst',
};

export async function add(shopper: Shopper, form: z.output<typeof addToCartSchema>) {
  const back = safeRedirect(form.redirectTo, '/');
  const { productId, use_wpid } = form;
  // what the form says is checked against the product itself: every option chosen among its own,
  // and a quantity its stepping rules allow (spec §4), whoever sent the form
  const product = await getProductById(shopper.api, productId).catch(() => null);
  if (!product) return refuseAdd(shopper, form, t('errors.productAddError'));
  const options = chosenOptions(product, form.option ?? {});
  if (!options) return refuseAdd(shopper, form, t('errors.optionsRequired'));
  // a typed quantity becomes the nearest one the rules allow (spec §4), said once the add is made
  const rules = quantityRules(product.productInfos, product.minAcq);
  const allowed = allowedQuantity(form.quantity, rules);
  if (allowed.quantity === 0) return refuseAdd(shopper, form, t('errors.quantityInvalid'));
  const quantity = allowed.quantity;

  // a selectable promotion asks Sì or No first (spec §4); without an answer the add waits for it
  const promo = product.warehousePromo;
  if (promo?.selectable && use_wpid === undefined) {
    const question = new URLSearchParams({ promo: String(productId), quantity: String(quantity), redirectTo: back });
    for (const [name, key] of Object.entries(options)) question.set(`${OPTION_PREFIX}${name}`, key);
    // with JS the card asks in place; without, the cart page's question step does
    if (form.stay) return respond(shopper, { ok: false, ask: { promoId: promo.warehousePromoId, ...promoText(promo) } });
    return goTo(shopper, `/cart?${question}`);
  }
  const pending: PendingAdd = {
    productId,
    quantity,
    ...(Object.keys(options).length ? { infos: options } : {}),
    ...(promo?.selectable && use_wpid !== undefined ? { useWpid: use_wpid === -1 ? -1 : promo.warehousePromoId } : {}),
  };
  const gate = async (step: GateStep) => {
    rememberPendingAdd(shopper, pending);
    flashMessage(shopper, { level: 'warning', text: t(GATE_MESSAGE[step]) });
    return goTo(shopper, gateUrl(step, back));
  };
  const step = gateStep(shopper);
  if (step) return gate(step);
  const outcome = await makeAdd(shopper, pending);
  if (outcome.kind === 'gated') return gate(outcome.step);
  if (outcome.kind === 'added' && allowed.adjusted) flashMessage(shopper, adjustmentMessage(allowed, rules, product.productInfos));
  flashOutcome(shopper, outcome);
  return form.stay ? respond(shopper, { ok: outcome.kind === 'added' }) : goTo(shopper, back);
}
