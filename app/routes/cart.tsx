// The cart (shopping.md §2 "Cart drawer", "Cart item list"): the page works without JS; with JS the
// header's cart link opens the same content in a drawer. Every change is a POST form with a named
// intent (add, update, remove, empty, info, alternatives). Adding applies the spec's gating (§4):
// without an anonymous-cart configuration a shopper must be logged in, then have an address, then a
// slot; the first missing condition leads to its screen and the add waits in the session
// (app/lib/pending-add.server.ts) until the shopper has taken the step. Confirmations (remove a
// line, empty the cart) and the selectable promotion's question are steps of this page
// (`?remove=<itemId>`, `?empty=1`, `?promo=<productId>`), so they work without JS too.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { safeRedirect } from '~/lib/safe-redirect';
import { allowedQuantity, quantityRules, type ProductInfos, type QuantityAdjustment, type QuantityRules } from '#domain/quantity';
import { SERVICE } from '#domain/services';
import { CartView } from '~/components/cart/CartView';
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
  type DeliveryFee,
} from '~/ebsn/cart.server';
import { getProductById } from '~/ebsn/catalog.server';
import { EbsnError } from '~/ebsn/errors';
import type { Product } from '~/ebsn/schemas';
import { tCart as t } from '~/i18n/cart';
import { cartPageView } from '~/lib/cart-page.server';
import { quantityLabel, storedQuantity } from '~/lib/cart-quantity';
import {
  addToCartSchema,
  alternativesSchema,
  infoSchema,
  INTENT,
  itemSchema,
  OPTION_PREFIX,
  STAY_FIELD,
  updateSchema,
  type CartIntent,
} from '~/lib/cart-forms';
import { flashOutcome, GATE_PATH, gateStep, makeAdd, rememberPendingAdd, type GateStep } from '~/lib/pending-add.server';
import { checkForm } from '~/lib/security.server';
import { readForm } from '~/lib/form-body.server';
import { documentTitle } from '~/lib/seo';
import type { FlashMessage, PendingAdd } from '~/lib/session.server';
import { canShop, failure, flashMessage, getShopper, goTo, respond, setCart, type Shopper } from '~/lib/shopper.server';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The chosen option of each of the product's options, or null when one is missing or not its own. */
function chosenOptions(product: Product, read: (name: string) => unknown): Record<string, string> | null {
  const infos: Record<string, string> = {};
  for (const option of product.selectOptions ?? []) {
    const chosen = read(`${OPTION_PREFIX}${option.parameterName}`);
    if (typeof chosen !== 'string' || !option.options.some((choice) => choice.key === chosen)) return null;
    infos[option.parameterName] = chosen;
  }
  return infos;
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  const url = new URL(request.url);
  const promo = await promoQuestion(shopper, url);
  if (!canShop(shopper)) return respond(shopper, { state: 'guest' as const, promo, cart: null }, { headers: NO_STORE });
  const grouped = url.searchParams.get('sectors') === '1';
  let cart: Cart | undefined = shopper.cart;
  let fee: DeliveryFee | null = null;
  try {
    // the request's cart is the plain one; grouping by sector asks for it again, grouped
    if (grouped || !cart) cart = await viewCart(shopper.api, { showSectors: grouped });
    if (cart.shippingAddress?.deliveryServiceId === SERVICE.home) fee = await viewDeliveryFee(shopper.api).catch(() => null);
  } catch (error) {
    if (error instanceof EbsnError) return respond(shopper, { state: 'guest' as const, promo, cart: null }, { headers: NO_STORE });
    return failure(error, request, shopper);
  }
  const view = cartPageView(cart, fee, { grouped });
  const removeId = Number(url.searchParams.get('remove'));
  const removing = removeId > 0 ? (view.lines.find((l) => l.itemId === removeId) ?? null) : null;
  return respond(
    shopper,
    {
      state: 'cart' as const,
      promo,
      cart: view,
      removing: removing ? { ...removing, label: quantityLabel(removing.quantity, removing.infos) } : null,
      emptying: url.searchParams.get('empty') === '1' && view.count > 0,
    },
    { headers: NO_STORE },
  );
}

export type CartLoaderData = Awaited<ReturnType<typeof loader>>['data'];

const INTENTS = new Set<string>(Object.values(INTENT));

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  const intent = formData.get('intent');
  if (typeof intent !== 'string' || !INTENTS.has(intent)) throw new Response('Bad Request', { status: 400 });
  const shopper = await getShopper(request, context);
  const fields = Object.fromEntries(formData);
  const stay = formData.get(STAY_FIELD) === '1';
  const back = safeRedirect(formData.get('redirectTo'), '/cart');
  // with JS (a fetcher) the page stays where it is; without, back to where the form was
  const done = async () => (stay ? respond(shopper, { ok: true }) : goTo(shopper, back));
  if (intent === INTENT.add) return addAction(shopper, formData, stay);
  if (!canShop(shopper)) {
    flashMessage(shopper, { level: 'warning', text: t('loginToView') });
    return goTo(shopper, `/login?redirectTo=${encodeURIComponent('/cart')}`);
  }
  try {
    await change(shopper, intent as Exclude<CartIntent, 'add'>, fields);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof EbsnError) {
      const texts = error.messages.map((m) => m.text).filter(Boolean);
      for (const text of texts.length ? new Set(texts) : [t(FAILURE[intent as Exclude<CartIntent, 'add'>])])
        flashMessage(shopper, { level: 'error', text });
      return done();
    }
    return failure(error, request, shopper);
  }
  return done();
}

const FAILURE: Record<Exclude<CartIntent, 'add'>, string> = {
  update: 'errors.errorSettingProduct',
  remove: 'errors.errorRemovingProduct',
  empty: 'errors.emptyCart',
  info: 'errors.errorSettingCartInfo',
  alternatives: 'errors.errorSettingProduct',
};

function parsed<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, fields: unknown): T {
  const result = schema.safeParse(fields);
  if (!result.success) throw new Response('Bad Request', { status: 400 });
  return result.data;
}

/** The cart changes other than adding; each answers the whole cart, which the request then shows. */
async function change(shopper: Shopper, intent: Exclude<CartIntent, 'add'>, fields: Record<string, FormDataEntryValue>) {
  switch (intent) {
    case INTENT.update: {
      const itemId = parsed(itemSchema, fields).itemId;
      const line = shopper.cart ? cartLines(shopper.cart).find((l) => l.itemId === itemId) : undefined;
      // a typed value comes in the unit the product is sold by (g, kg): the cart stores its base unit
      const typed = typeof fields.shown === 'string' ? Number(fields.shown.replace(',', '.')) : undefined;
      const quantity = typed !== undefined && Number.isFinite(typed) ? storedQuantity(typed, line?.product.productInfos) : fields.quantity;
      const update = parsed(updateSchema, { itemId, quantity });
      if (update.quantity === 0) throw await goTo(shopper, `/cart?remove=${itemId}`);
      const rules = line ? quantityRules(line.product.productInfos, line.product.minAcq) : undefined;
      // a typed quantity becomes the nearest one the rules allow, and the shopper is told why (spec §4);
      // the steppers' absolute quantities are the backend's to refuse
      const allowed = rules && typed !== undefined ? allowedQuantity(update.quantity, rules) : undefined;
      const target = allowed ? allowed.quantity : update.quantity;
      const { data, messages } = await updateCartItems(shopper.api, [{ itemId, quantity: target }]);
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
      return;
    }
    case INTENT.remove: {
      const { itemId } = parsed(itemSchema, fields);
      setCart(shopper, (await deleteCartItems(shopper.api, [{ itemId }])).data);
      flashMessage(shopper, { level: 'success', text: t('removed') });
      return;
    }
    case INTENT.empty: {
      // emptying calls the server only when the cart has items (spec §4)
      if (shopper.cart && cartLines(shopper.cart).length === 0 && shopper.cart.totalItems === 0) return;
      setCart(shopper, (await emptyCart(shopper.api)).data);
      flashMessage(shopper, { level: 'success', text: t('emptied') });
      return;
    }
    case INTENT.info: {
      const info = parsed(infoSchema, fields);
      setCart(shopper, (await updateCartInfo(shopper.api, info.property, info.value)).data);
      flashMessage(shopper, { level: 'success', text: t('infoSaved') });
      return;
    }
    case INTENT.alternatives: {
      const { itemId, accept } = parsed(alternativesSchema, fields);
      setCart(shopper, (await updateItemInfos(shopper.api, [{ itemId, infos: { accept_alternatives: accept } }])).data);
      return;
    }
  }
}

function gatedUrl(step: GateStep, back: string): string {
  return `${GATE_PATH[step]}?redirectTo=${encodeURIComponent(back)}`;
}

const GATE_MESSAGE: Record<GateStep, string> = {
  login: 'loginToAdd',
  address: 'chooseServiceFirst',
  timeslot: 'chooseSlotFirst',
};

async function addAction(shopper: Shopper, formData: FormData, stay: boolean) {
  const parsedAdd = addToCartSchema.safeParse(Object.fromEntries(formData));
  const back = safeRedirect(parsedAdd.success ? parsedAdd.data.redirectTo : '/', '/');
  const refuse = async (text: string) => {
    flashMessage(shopper, { level: 'error', text });
    return stay ? respond(shopper, { ok: false }) : goTo(shopper, back);
  };
  if (!parsedAdd.success) return refuse(t('errors.productAddError'));
  const { productId, quantity: typedQuantity, use_wpid } = parsedAdd.data;
  // what the form says is checked against the product itself: every option chosen among its own,
  // and a quantity its stepping rules allow (spec §4), whoever sent the form
  const product = await getProductById(shopper.api, productId).catch(() => null);
  if (!product) return refuse(t('errors.productAddError'));
  const options = chosenOptions(product, (name) => formData.get(name));
  if (!options) return refuse(t('errors.optionsRequired'));
  // a typed quantity becomes the nearest one the rules allow (spec §4), said once the add is made
  const rules = quantityRules(product.productInfos, product.minAcq);
  const allowed = allowedQuantity(typedQuantity, rules);
  if (allowed.quantity === 0) return refuse(t('errors.quantityInvalid'));
  const quantity = allowed.quantity;

  // a selectable promotion asks Sì or No first (spec §4); without an answer the add waits for it
  const promo = product.warehousePromo;
  if (promo?.selectable && use_wpid === undefined) {
    const question = new URLSearchParams({ promo: String(productId), quantity: String(quantity), redirectTo: back });
    for (const [name, key] of Object.entries(options)) question.set(`${OPTION_PREFIX}${name}`, key);
    // with JS the card asks in place; without, the cart page's question step does
    if (stay) return respond(shopper, { ok: false, ask: { promoId: promo.warehousePromoId, ...promoText(promo) } });
    return goTo(shopper, `/cart?${question}`);
  }
  const add: PendingAdd = {
    productId,
    quantity,
    ...(Object.keys(options).length ? { infos: options } : {}),
    ...(promo?.selectable && use_wpid !== undefined ? { useWpid: use_wpid === -1 ? -1 : promo.warehousePromoId } : {}),
  };
  const gate = async (step: GateStep) => {
    rememberPendingAdd(shopper, add);
    flashMessage(shopper, { level: 'warning', text: t(GATE_MESSAGE[step]) });
    return goTo(shopper, gatedUrl(step, back));
  };
  const step = gateStep(shopper);
  if (step) return gate(step);
  const outcome = await makeAdd(shopper, add);
  if (outcome.kind === 'gated') return gate(outcome.step);
  if (outcome.kind === 'added' && allowed.adjusted) flashMessage(shopper, adjustmentMessage(allowed, rules, product.productInfos));
  flashOutcome(shopper, outcome);
  return stay ? respond(shopper, { ok: outcome.kind === 'added' }) : goTo(shopper, back);
}

export const meta: MetaFunction = () => [{ title: documentTitle(t('title')) }, { name: 'robots', content: 'noindex' }];

export default function CartPage() {
  const data = useLoaderData<typeof loader>();
  return <CartView data={data} />;
}
