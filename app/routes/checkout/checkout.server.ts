// The server half of /checkout: what the page shows of the cart (lines with their substitution
// choice, comment, invoice data, totals and the amount the card will hold, the customer's saved
// invoice data and, for 'Cassa veloce', the saved cards), and the form's choices written to the
// cart before the buy, so the order is made of exactly what the shopper confirmed. After a buy with
// an invoice request, its data is kept among the customer's saved invoice data (decision 029).
import type { z } from 'zod';
import { normaliseInvoice, type InvoiceData } from '#domain/invoice';
import { DEFAULT_PAYMENT_TYPE_ID, PAYMENT_TYPE } from '#domain/payments';
import { tipologia } from '#domain/quantity';
import { minimumSpendCents, missingForMinimumCents } from '#domain/services';
import { getUserDetail } from '~/ebsn/account.server';
import { insertPersonFiscal, listPersonFiscal, type PersonFiscal } from '~/ebsn/account-area.server';
import type { UserDetail } from '~/ebsn/account-schemas';
import type { ApiContext } from '~/ebsn/client.server';
import { addGiftCode, cartLines, removeGiftCode, updateCartInfo, updateItemInfos, viewCart, type Cart } from '~/ebsn/cart.server';
import { EbsnError } from '~/ebsn/errors';
import { buy, paymentStep, viewOrder } from '~/ebsn/orders.server';
import { listPaymentAuths } from '~/ebsn/payments.server';
import { tCheckout as t } from '~/i18n/checkout';
import { quantityLabel } from '~/lib/cart-quantity';
import { failure } from '~/lib/failures.server';
import { slotDay } from '~/lib/format';
import { invoiceCode, invoiceFieldErrors, invoiceHolder } from '~/lib/invoice-forms';
import { log } from '~/lib/log.server';
import { orderMoney } from '~/lib/order-money';
import { flashMessage, goTo, respond, setCart, type Shopper } from '~/lib/shopper.server';
import { mealTicketsView } from './meal-tickets.server';
import {
  acceptsSubstitute,
  CHECKOUT_INTENT,
  FAST_PAYMENT,
  type buySchema,
  type CheckoutErrors,
  type CheckoutValues,
  type fastBuySchema,
  type giftCodeSchema,
  type Substitutions,
} from './forms';

const cents = (euros: number | undefined) => Math.round((euros ?? 0) * 100);

/** The invoice data kept on the cart, or the customer's own name, fiscal code and address to start from. */
function invoiceDefaults(cart: Cart, user: UserDetail | null): InvoiceData {
  const kept = cart.cartInfos.invoice_data;
  if (kept) {
    try {
      return normaliseInvoice(JSON.parse(kept));
    } catch {
      // a value the backend would not have kept: start over from the profile
    }
  }
  const address = (user?.address ?? {}) as Record<string, unknown>;
  return normaliseInvoice({
    personType: 'individual',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    fiscalCode: user?.fiscalCode ?? '',
    ...Object.fromEntries(['address1', 'addressNumber', 'city', 'postalcode', 'province'].map((k) => [k, address[k] ?? ''])),
  });
}

/**
 * The codes the cart carries, each with what it takes off, or, below the code's own minimum spend,
 * that minimum and what the goods still miss (a code taking nothing for another reason says neither).
 */
export function giftLines(cart: Cart) {
  return (cart.orderAdjustmentSummary?.orderAdjustments ?? []).map((a) => {
    const applied = a.applied !== false && a.amount > 0;
    const minimum = a.giftCertificate.minimumSpend ?? 0;
    const missing = applied ? 0 : Math.max(0, cents(minimum) - cents(cart.totalPrice)) / 100;
    return {
      code: a.giftCertificate.code,
      name: a.giftCertificate.name ?? a.giftCertificate.code,
      amount: a.amount,
      applied,
      minimum: missing > 0 ? minimum : null,
      missing: missing > 0 ? missing : null,
    };
  });
}
export type GiftLine = ReturnType<typeof giftLines>[number];

export function checkoutView(cart: Cart, user: UserDetail | null) {
  const lines = cartLines(cart).map((line) => ({
    itemId: line.itemId,
    name: line.product.name,
    quantity: quantityLabel(line.quantity, line.product.productInfos),
    total: line.grossTotal,
    accept: line.cartItemInfo.accept_alternatives === 'true',
    variableWeight: tipologia(line.product.productInfos) === 'Sfuso',
    slotRestriction: line.slotRestriction?.message ?? null,
  }));
  const accepted = lines.filter((l) => l.accept).length;
  const substitutions: Substitutions = lines.length && accepted === lines.length ? 'all' : accepted === 0 ? 'none' : 'each';
  const serviceId = cart.shippingAddress?.deliveryServiceId;
  return {
    lines,
    /** the products the chosen slot cannot have, with why: the backend refuses the order until they are sorted */
    slotRestricted: lines.flatMap((l): Array<{ name: string; reason: string }> =>
      l.slotRestriction ? [{ name: l.name, reason: l.slotRestriction }] : [],
    ),
    substitutions,
    orderComment: cart.cartInfos.order_comment ?? '',
    needInvoice: cart.cartInfos.need_invoice === 'true',
    invoice: invoiceDefaults(cart, user),
    gifts: giftLines(cart),
    // the order-to-be's money, shown as the order's will be
    money: orderMoney(cart, serviceId),
    total: cart.grossTotal,
    minimum: minimumSpendCents(serviceId) / 100,
    missing: (cart.missingForMinimum ?? missingForMinimumCents(serviceId, cents(cart.totalPrice)) / 100) || 0,
    confirmed: (cart.user as { profile?: { confirmed?: boolean } } | undefined)?.profile?.confirmed !== false,
    // the ways to pay the cart offers (the card alone when the server does not say)
    paymentTypes: cart.paymentTypeList?.length
      ? cart.paymentTypeList.map((p) => ({ id: p.paymentTypeId, name: p.name ?? null, descr: p.descr ?? null }))
      : [{ id: DEFAULT_PAYMENT_TYPE_ID, name: null, descr: null }],
    profileComplete: ((cart.user as { profile?: { level?: number } } | undefined)?.profile?.level ?? 1) >= 1,
  };
}
export type CheckoutView = ReturnType<typeof checkoutView>;

/**
 * Writes the form's choices to the cart (only what changed): each line's substitution, the comment,
 * the invoice request and its data. Field errors of the backend come back as the form's errors.
 */
export async function saveCheckoutChoices(api: Parameters<typeof updateCartInfo>[0], cart: Cart, values: CheckoutValues) {
  const changed = cartLines(cart)
    .map((line) => ({
      itemId: line.itemId,
      was: line.cartItemInfo.accept_alternatives === 'true',
      now: acceptsSubstitute(values, line.itemId),
    }))
    .filter((l) => l.was !== l.now);
  if (changed.length) {
    await updateItemInfos(
      api,
      changed.map((l) => ({ itemId: l.itemId, infos: { accept_alternatives: String(l.now) } })),
    );
  }
  if ((cart.cartInfos.order_comment ?? '') !== values.orderComment) await updateCartInfo(api, 'order_comment', values.orderComment);
  if (values.needInvoice) {
    try {
      await updateCartInfo(api, 'invoice_data', JSON.stringify(values.invoice));
    } catch (error) {
      if (!(error instanceof EbsnError)) throw error;
      const errors: CheckoutErrors = invoiceFieldErrors(error.messages);
      if (Object.keys(errors).length) return { errors };
      throw error;
    }
  }
  if ((cart.cartInfos.need_invoice === 'true') !== values.needInvoice)
    await updateCartInfo(api, 'need_invoice', String(values.needInvoice));
  return { errors: null };
}

/**
 * After a successful buy with an invoice request: its data kept among the customer's saved invoice
 * data (user-person-fiscal/insert-billing-address; data already saved stays one record), so the
 * next checkout offers it. The order is made whatever happens here: a failure is only logged.
 */
export async function rememberInvoiceData(api: Parameters<typeof insertPersonFiscal>[0], invoice: InvoiceData): Promise<void> {
  try {
    await insertPersonFiscal(api, invoice);
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'invoice data of an order not saved for next time');
  }
}

/** A saved record as the choice names it: who, and their VAT number or fiscal code. */
function label(record: PersonFiscal): string {
  const holder = invoiceHolder(record);
  const code = invoiceCode(record);
  return code ? t('invoice.savedOption', { holder, code }) : holder;
}

/** The choices of «Usa dati salvati»; none when they cannot be read (the fields are typed as before). */
export async function savedInvoiceChoices(api: ApiContext): Promise<Array<{ id: number; label: string }>> {
  try {
    return (await listPersonFiscal(api)).map((record) => ({ id: record.personFiscalId, label: label(record) }));
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'saved invoice data unavailable for the invoice form');
    return [];
  }
}

/** The record `id` as the cart's invoice data, the invoice asked for: its holder and the cart, or null when it is gone. */
export async function fillCartInvoice(api: ApiContext, id: number) {
  const record = (await listPersonFiscal(api)).find((r) => r.personFiscalId === id);
  if (!record) return null;
  const { personFiscalId: _id, ...invoice } = record;
  let answer = await updateCartInfo(api, 'invoice_data', JSON.stringify(invoice));
  if (answer.data.cartInfos.need_invoice !== 'true') answer = await updateCartInfo(api, 'need_invoice', 'true');
  return { holder: invoiceHolder(record), cart: answer.data };
}

/**
 * What /checkout shows, or where the shopper goes first: an empty cart back to the cart, a cart
 * without address or slot to the step it misses.
 */
export async function checkoutPage(request: Request, shopper: Shopper) {
  let cart;
  let user = null;
  let saved: Awaited<ReturnType<typeof savedInvoiceChoices>> = [];
  // a cart modifying an order: the order keeps the way it is paid (its payment is asked again only for more)
  let editing: { orderId: number; paymentTypeId: number } | null = null;
  try {
    [cart, user, saved] = await Promise.all([
      shopper.cart ?? viewCart(shopper.api),
      // only to start the invoice form from the customer's own data: the page lives without it
      getUserDetail(shopper.api).catch((error: unknown) => {
        log.warn({ err: (error as Error).message }, 'user detail unavailable for the invoice form');
        return null;
      }),
      savedInvoiceChoices(shopper.api),
    ]);
    if (cart.editingOrderId) {
      const order = await viewOrder(shopper.api, cart.editingOrderId);
      editing = { orderId: order.orderId, paymentTypeId: order.paymentTypeId ?? PAYMENT_TYPE.card };
    }
  } catch (error) {
    return failure(error, request, shopper);
  }
  if (!cart.totalItems) {
    flashMessage(shopper, { level: 'warning', text: t('empty') });
    throw await goTo(shopper, '/cart');
  }
  if (!cart.shippingAddress || !cart.timeslot) {
    flashMessage(shopper, { level: 'warning', text: t('notReady') });
    throw await goTo(shopper, cart.shippingAddress ? '/cart/timeslot' : '/cart/address');
  }
  const address = cart.shippingAddress;
  const slot = cart.timeslot;
  // 'Cassa veloce': the saved cards too (a failure reads as none, and the panel says so)
  const fast = new URL(request.url).searchParams.get(FAST_PAYMENT) === 'veloce' && !cart.editingOrderId;
  let mealTickets = null;
  try {
    // the fast payment panel pays the cart as it is, with a card alone
    mealTickets = fast ? null : await mealTicketsView(shopper.api, cart);
  } catch (error) {
    return failure(error, request, shopper);
  }
  return {
    checkoutKey: crypto.randomUUID(),
    service: t(`header.services.${address.deliveryServiceId}`),
    place: [address.addressName, [address.address1, address.addressNumber].filter(Boolean).join(' '), address.city]
      .filter(Boolean)
      .join(', '),
    slot:
      slot.beginTime && slot.endTime
        ? t('slotValue', { day: slotDay(slot.date), begin: slot.beginTime, end: slot.endTime })
        : slotDay(slot.date),
    ...checkoutView(cart, user),
    savedInvoices: saved,
    editing,
    cards: fast ? await savedCards(shopper.api) : null,
    mealTickets,
  };
}

async function savedCards(api: ApiContext) {
  const auths = await listPaymentAuths(api, PAYMENT_TYPE.card).catch((error: unknown) => {
    if (!(error instanceof EbsnError)) throw error;
    return [];
  });
  return auths
    .filter((a) => a.active)
    .map((a) => ({ id: a.userPaymentAuthId, number: a.creditCard, brand: a.brand ?? 'generic', expiry: a.expireDate ?? null }));
}

/** The form again, with what was typed and the problems under their fields. */
export function rejected(shopper: Shopper, values: CheckoutValues, errors: CheckoutErrors) {
  return respond(shopper, { values, errors }, { status: 400 });
}

/**
 * The buy: the form's choices written to the cart, then the order; a card on the provider's page
 * comes back as the form that goes there, anything else goes to the result page.
 */
export async function buyCart(shopper: Shopper, { checkoutKey, ...values }: z.output<typeof buySchema>) {
  const cart = shopper.cart ?? (await viewCart(shopper.api));
  // a type the page offered and the cart no longer does (the service changed in another tab); a
  // modified order is paid as it was, whatever is posted
  if (!cart.editingOrderId && !checkoutView(cart, null).paymentTypes.some((p) => p.id === values.paymentTypeId)) {
    return rejected(shopper, values, { paymentType: t('paymentTypeUnavailable') });
  }
  const saved = await saveCheckoutChoices(shopper.api, cart, values);
  if (saved.errors) return rejected(shopper, values, saved.errors);
  const order = await buy(shopper.api, { checkoutKey, paymentTypeId: values.paymentTypeId });
  // offered again next time (never fails: the order is made)
  if (values.needInvoice) await rememberInvoiceData(shopper.api, values.invoice);
  const payment = paymentStep(order);
  if (!payment) return goTo(shopper, `/cart/payment-completed/${order.orderId}`);
  return respond(shopper, { payment });
}

/** 'Cassa veloce': the cart as it is, paid at once with the saved card chosen; the result page next. */
export async function fastBuy(shopper: Shopper, form: z.output<typeof fastBuySchema>) {
  const order = await buy(shopper.api, {
    checkoutKey: form.checkout_key,
    paymentTypeId: PAYMENT_TYPE.card,
    userPaymentAuthId: form.user_payment_auth_id,
  });
  return goTo(shopper, `/cart/payment-completed/${order.orderId}`);
}

/** A gift code refused, under its field. */
export function refusedCode(shopper: Shopper, code: string, error: string) {
  return respond(shopper, { gift: { code, error } }, { status: 400 });
}

/** A gift code added or removed, then the checkout with the new totals. */
export async function changeGiftCode(shopper: Shopper, { intent, code }: z.output<typeof giftCodeSchema>) {
  const answer = intent === CHECKOUT_INTENT.giftAdd ? await addGiftCode(shopper.api, code) : await removeGiftCode(shopper.api, code);
  setCart(shopper, answer.data);
  // a code kept for later (below its minimum spend) is not "applied": its line says what is missing, alone
  const kept = giftLines(answer.data).find((g) => g.code.toUpperCase() === code.toUpperCase());
  if (intent === CHECKOUT_INTENT.giftRemove) flashMessage(shopper, { level: 'success', text: t('gift.removed') });
  else if (kept?.applied !== false) flashMessage(shopper, { level: 'success', text: t('gift.added') });
  return goTo(shopper, '/checkout');
}

/** «Usa dati salvati»: the saved record chosen becomes the cart's invoice data, and the checkout shows it. */
export async function fillInvoice(shopper: Shopper, personFiscalId: number) {
  const filled = await fillCartInvoice(shopper.api, personFiscalId);
  if (!filled) {
    flashMessage(shopper, { level: 'error', text: t('invoice.savedGone') });
    return goTo(shopper, '/checkout');
  }
  setCart(shopper, filled.cart);
  flashMessage(shopper, { level: 'success', text: t('invoice.filled', { holder: filled.holder }) });
  return goTo(shopper, '/checkout');
}
