// Concludi l'ordine (shopping.md §2 checkout, §4 "Payment redirect", §5; decision 024): the cart's
// summary (service, address, slot), its gift codes (a form of their own), its products with the
// substitution choice (one for the whole order, or product by product), the order comment, the
// invoice request, the totals with the amount the card will hold, and the payment (the ways the
// cart's service takes: the card, or paying at handover; decision 025): one POST form with intent
// `buy`. The action writes the choices to the cart, then buys: the order is made of exactly what was
// confirmed. A bad field comes back with its message and everything typed. The page carries a
// checkout key of its own: a double submit, or a retry after a lost answer, makes the backend answer
// the same order. An order paid online comes back with the provider's address: the answer is a form
// to it ('Continua al pagamento'), which submits itself when JS is there. With `?cassa=veloce` the
// page is the fast payment panel ('Cassa veloce'): the same cart paid at once with a saved card
// (intent `fast-buy`). A cart modifying an order (order/modify) confirms that order again, paid as it
// was. The invoice request offers the customer's saved invoice data: a choice of its own (intent
// `invoice-fill`) puts a record in the cart's invoice data and comes back here with it; after a buy
// with an invoice request, its data is saved for next time (a failure there never fails the order).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { invalidCodeMessage } from '#domain/gift-codes';
import type { InvoiceField } from '#domain/invoice';
import { PAYMENT_TYPE } from '#domain/payments';
import { CheckoutItems, CheckoutTotals } from '~/components/checkout/CheckoutParts';
import { FastPayment } from '~/components/checkout/FastPayment';
import { GiftCodes } from '~/components/checkout/GiftCodes';
import { InvoiceFields, invoiceFieldId, InvoiceFillForm } from '~/components/checkout/InvoiceFields';
import { ToPayment } from '~/components/checkout/ToPayment';
import { ErrorSummary } from '~/components/forms/ErrorSummary';
import { ErrorList } from '~/components/forms/Field';
import { getUserDetail } from '~/ebsn/account.server';
import { addGiftCode, removeGiftCode, viewCart } from '~/ebsn/cart.server';
import { EbsnError } from '~/ebsn/errors';
import { buy, paymentStep, viewOrder } from '~/ebsn/orders.server';
import { listPaymentAuths } from '~/ebsn/payments.server';
import { tCheckout as t } from '~/i18n/checkout';
import { idOf } from '~/lib/address-forms';
import { requireUser } from '~/lib/auth.server';
import {
  acceptsSubstitute,
  CHECKOUT_INTENT,
  CHECKOUT_KEY,
  FAST_PAYMENT,
  GIFT_CODE,
  heldAmount,
  ORDER_COMMENT_MAX,
  readCheckoutForm,
  type CheckoutErrors,
  type CheckoutValues,
} from '~/lib/checkout-forms';
import { checkoutView, giftLines, rememberInvoiceData, saveCheckoutChoices, type CheckoutView } from '~/lib/checkout.server';
import { readForm } from '~/lib/form-body.server';
import { formatPrice, slotDay } from '~/lib/format';
import { routeHeaders } from '~/lib/headers';
import { PERSON_FISCAL_FIELD } from '~/lib/invoice-forms';
import { fillCartInvoice, savedInvoiceChoices } from '~/lib/saved-invoices.server';
import { log } from '~/lib/log.server';
import { authRefused, refusalTexts } from '~/lib/place-choice.server';
import { checkForm } from '~/lib/security.server';
import { pageMeta } from '~/lib/seo';
import { failure, flashMessage, goTo, respond, sessionEnded, setCart } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.checkout') }), { name: 'robots', content: 'noindex' }];

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  let cart;
  let user = null;
  let saved: Awaited<ReturnType<typeof savedInvoiceChoices>> = [];
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
  } catch (error) {
    return failure(error, request, shopper);
  }
  if (!cart.totalItems) {
    flashMessage(shopper, { level: 'warning', text: t('empty') });
    return goTo(shopper, '/cart');
  }
  if (!cart.shippingAddress || !cart.timeslot) {
    flashMessage(shopper, { level: 'warning', text: t('notReady') });
    return goTo(shopper, cart.shippingAddress ? '/cart/timeslot' : '/cart/address');
  }
  const address = cart.shippingAddress;
  const slot = cart.timeslot;
  // a cart modifying an order: the order keeps the way it is paid (its payment is asked again only for more)
  let editing: { orderId: number; paymentTypeId: number } | null = null;
  if (cart.editingOrderId) {
    try {
      const order = await viewOrder(shopper.api, cart.editingOrderId);
      editing = { orderId: order.orderId, paymentTypeId: order.paymentTypeId ?? PAYMENT_TYPE.card };
    } catch (error) {
      return failure(error, request, shopper);
    }
  }
  // 'Cassa veloce': the saved cards too (a failure reads as none, and the panel says so)
  const fast = new URL(request.url).searchParams.get(FAST_PAYMENT) === 'veloce' && !cart.editingOrderId;
  const cards = fast
    ? (
        await listPaymentAuths(shopper.api, PAYMENT_TYPE.card).catch((error: unknown) => {
          if (!(error instanceof EbsnError)) throw error;
          return [];
        })
      )
        .filter((a) => a.active)
        .map((a) => ({ id: a.userPaymentAuthId, number: a.creditCard, brand: a.brand ?? 'generic', expiry: a.expireDate ?? null }))
    : null;
  return respond(
    shopper,
    {
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
      cards,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  const intent = formData.get('intent');
  if (intent === CHECKOUT_INTENT.giftAdd || intent === CHECKOUT_INTENT.giftRemove) return giftCode(request, context, intent, formData);
  if (intent === CHECKOUT_INTENT.invoiceFill) return invoiceFill(request, context, formData);
  if (intent !== CHECKOUT_INTENT.buy && intent !== CHECKOUT_INTENT.fastBuy) throw new Response('Bad Request', { status: 400 });
  const checkoutKey = formData.get('checkout_key');
  if (typeof checkoutKey !== 'string' || !CHECKOUT_KEY.test(checkoutKey)) throw new Response('Bad Request', { status: 400 });
  if (intent === CHECKOUT_INTENT.fastBuy) return fastBuy(request, context, checkoutKey, formData);
  const { shopper } = await requireUser(request, { context });
  const { values, errors } = readCheckoutForm(formData);
  const rejected = (found: CheckoutErrors) => respond(shopper, { values, errors: found }, { status: 400, headers: NO_STORE });
  if (Object.keys(errors).length) return rejected(errors);
  try {
    const cart = shopper.cart ?? (await viewCart(shopper.api));
    // a type the page offered and the cart no longer does (the service changed in another tab); a
    // modified order is paid as it was, whatever is posted
    if (!cart.editingOrderId && !checkoutView(cart, null).paymentTypes.some((p) => p.id === values.paymentTypeId)) {
      return rejected({ paymentType: t('paymentTypeUnavailable') });
    }
    const saved = await saveCheckoutChoices(shopper.api, cart, values);
    if (saved.errors) return rejected(saved.errors);
    const order = await buy(shopper.api, { checkoutKey, paymentTypeId: values.paymentTypeId });
    // offered again next time (never fails: the order is made)
    if (values.needInvoice) await rememberInvoiceData(shopper.api, values.invoice);
    const payment = paymentStep(order);
    if (!payment) return goTo(shopper, `/cart/payment-completed/${order.orderId}`);
    return respond(shopper, { payment });
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    const texts = [...new Set(error.messages.map((m) => m.text).filter(Boolean))];
    for (const text of texts.length ? texts : [t('failedBuy')]) flashMessage(shopper, { level: 'error', text });
    return goTo(shopper, '/checkout');
  }
}

/** A gift code added or removed: back to the checkout with the new totals, or the code refused under its field. */
async function giftCode(request: Request, context: object, intent: string, formData: FormData) {
  const typed = String(formData.get('code') ?? '')
    .trim()
    .slice(0, 60);
  const { shopper } = await requireUser(request, { context });
  const refusedCode = (error: string) => respond(shopper, { gift: { code: typed, error } }, { status: 400, headers: NO_STORE });
  if (!typed) return refusedCode(t('gift.required'));
  if (!GIFT_CODE.test(typed)) return refusedCode(invalidCodeMessage(typed));
  try {
    const answer = intent === CHECKOUT_INTENT.giftAdd ? await addGiftCode(shopper.api, typed) : await removeGiftCode(shopper.api, typed);
    setCart(shopper, answer.data);
    // a code kept for later (below its minimum spend) is not "applied": its line says what is missing, alone
    const kept = giftLines(answer.data).find((g) => g.code.toUpperCase() === typed.toUpperCase());
    if (intent === CHECKOUT_INTENT.giftRemove) flashMessage(shopper, { level: 'success', text: t('gift.removed') });
    else if (kept?.applied !== false) flashMessage(shopper, { level: 'success', text: t('gift.added') });
    return goTo(shopper, '/checkout');
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    return refusedCode(error.messages.find((m) => m.text)?.text ?? invalidCodeMessage(typed));
  }
}

/** "Usa dati salvati": the saved record chosen becomes the cart's invoice data, and the checkout shows it. */
async function invoiceFill(request: Request, context: object, formData: FormData) {
  const id = idOf(formData.get(PERSON_FISCAL_FIELD));
  if (!id) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  try {
    const filled = await fillCartInvoice(shopper.api, id);
    if (!filled) {
      flashMessage(shopper, { level: 'error', text: t('invoice.savedGone') });
      return goTo(shopper, '/checkout');
    }
    setCart(shopper, filled.cart);
    flashMessage(shopper, { level: 'success', text: t('invoice.filled', { holder: filled.holder }) });
    return goTo(shopper, '/checkout');
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    if (authRefused(error)) return sessionEnded(shopper, request);
    for (const text of refusalTexts(error)) flashMessage(shopper, { level: 'error', text });
    return goTo(shopper, '/checkout');
  }
}

/** 'Cassa veloce': the cart as it is, paid at once with the saved card chosen; the result page next. */
async function fastBuy(request: Request, context: object, checkoutKey: string, formData: FormData) {
  const authId = Number(formData.get('user_payment_auth_id'));
  if (!Number.isInteger(authId) || authId <= 0 || authId > 2_147_483_647) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  try {
    const order = await buy(shopper.api, { checkoutKey, paymentTypeId: PAYMENT_TYPE.card, userPaymentAuthId: authId });
    return goTo(shopper, `/cart/payment-completed/${order.orderId}`);
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    const texts = [...new Set(error.messages.map((m) => m.text).filter(Boolean))];
    for (const text of texts.length ? texts : [t('failedBuy')]) flashMessage(shopper, { level: 'error', text });
    return goTo(shopper, `/checkout?${FAST_PAYMENT}=veloce`);
  }
}

/** A modified order is paid as it was: its own type alone (named as the cart names it, when it does). */
function editedOrderPayment(page: Pick<CheckoutView, 'paymentTypes'> & { editing: { paymentTypeId: number } | null }) {
  const id = page.editing!.paymentTypeId;
  return [page.paymentTypes.find((p) => p.id === id) ?? { id, name: null, descr: null }];
}

/** The page's values: what was just typed and refused, or the cart's. */
function formValues(page: CheckoutView, typed: CheckoutValues | undefined): CheckoutValues {
  if (typed) return typed;
  return {
    orderComment: page.orderComment,
    substitutions: page.substitutions,
    accepted: page.lines.filter((l) => l.accept).map((l) => l.itemId),
    needInvoice: page.needInvoice,
    invoice: page.invoice,
    paymentTypeId: PAYMENT_TYPE.card,
  };
}

export default function CheckoutPage() {
  const page = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  if (done && 'payment' in done) return <ToPayment payment={done.payment} />;
  const rejected = done && 'errors' in done ? done : undefined;
  const gift = done && 'gift' in done ? done.gift : undefined;
  const values = formValues(page, rejected?.values);
  const errors: CheckoutErrors = rejected?.errors ?? {};
  const held = heldAmount(page, (itemId) => acceptsSubstitute(values, itemId));
  if (page.cards) {
    return (
      <FastPayment
        checkoutKey={page.checkoutKey}
        service={page.service}
        place={page.place}
        slot={page.slot}
        total={page.total}
        held={held}
        confirmed={page.confirmed}
        cards={page.cards}
        busy={busy}
      />
    );
  }
  const summary = Object.entries(errors).map(([name, message]) => ({
    id:
      name === 'orderComment'
        ? 'order-comment'
        : name === 'paymentType'
          ? `payment-type-${page.paymentTypes[0].id}`
          : invoiceFieldId(name as InvoiceField),
    label: name === 'orderComment' ? t('orderComment') : name === 'paymentType' ? t('paymentType') : t(`invoice.${name}`),
    message: message!,
  }));
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {page.editing ? (
        <p className="rounded-md border-2 border-secondary bg-secondary-light px-3 py-2 font-medium">
          {t('editing.title', { orderId: page.editing.orderId })}
        </p>
      ) : null}
      <section aria-labelledby="summary-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="summary-heading" className="mb-3 text-lg font-semibold">
          {t('summary')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-medium">{t('service')}</dt>
          <dd>
            {page.service}
            {page.place ? ` · ${page.place}` : ''}
          </dd>
          <dt className="font-medium">{t('slot')}</dt>
          <dd>{page.slot}</dd>
        </dl>
        <p className="mt-2 flex flex-wrap gap-x-4">
          <Link to="/cart/address" className="underline">
            {t('changeAddress')}
          </Link>
          <Link to="/cart/timeslot" className="underline">
            {t('changeSlot')}
          </Link>
        </p>
      </section>
      {!page.confirmed ? (
        <p role="alert" className="rounded-md bg-accent-light px-3 py-2 font-medium">
          {t('confirmEmailSubTitle')}
        </p>
      ) : !page.profileComplete ? (
        <p role="alert" className="rounded-md bg-accent-light px-3 py-2 font-medium">
          {t('profileIncomplete')}
        </p>
      ) : null}
      {page.slotRestricted.length ? (
        <div role="alert" className="rounded-md bg-accent-light px-3 py-2 font-medium">
          <p>{t('slotRestricted')}</p>
          <ul className="list-disc pl-5">
            {page.slotRestricted.map((l: { name: string; reason: string }) => (
              <li key={l.name}>
                {l.name}: {l.reason}
              </li>
            ))}
          </ul>
          <Link to="/cart/timeslot?redirectTo=%2Fcheckout" className="underline">
            {t('changeSlot')}
          </Link>
        </div>
      ) : null}
      {page.missing > 0 ? (
        <p id="minimum-note" role="alert" className="rounded-md bg-accent-light px-3 py-2 font-medium">
          {t('minimumMissing', { missing: formatPrice(page.missing), minimum: formatPrice(page.minimum) })}
        </p>
      ) : null}

      <GiftCodes gifts={page.gifts} typed={gift?.code} error={gift?.error} busy={busy} />
      {page.savedInvoices.length ? <InvoiceFillForm /> : null}

      <Form method="post" className="flex flex-col gap-6" noValidate>
        <ErrorSummary title={t('errorsTitle')} items={summary} focusKeys={[rejected]} />
        <AuthenticityTokenInput />
        <HoneypotFields />
        <input type="hidden" name="checkout_key" value={page.checkoutKey} />

        <CheckoutItems page={page} values={values} />

        <section className="rounded-lg bg-white p-4 shadow-sm">
          <label htmlFor="order-comment" className="mb-1 block text-lg font-semibold">
            {t('orderComment')}
          </label>
          <p id="order-comment-help" className="mb-1 text-sm text-neutral-700">
            {t('orderCommentHelp')}
          </p>
          <textarea
            id="order-comment"
            name="order_comment"
            maxLength={ORDER_COMMENT_MAX}
            rows={2}
            defaultValue={values.orderComment}
            aria-invalid={errors.orderComment ? true : undefined}
            aria-describedby={errors.orderComment ? 'order-comment-help order-comment-error' : 'order-comment-help'}
            className="input"
          />
          <ErrorList id="order-comment-error" errors={errors.orderComment ? [errors.orderComment] : undefined} />
        </section>

        {/* a saved record put in the cart's invoice data comes back as the page's: the fields start over from it */}
        <InvoiceFields
          key={JSON.stringify([page.needInvoice, page.invoice])}
          needInvoice={values.needInvoice}
          values={values.invoice}
          errors={errors}
          saved={page.savedInvoices}
          busy={busy}
        />

        <CheckoutTotals
          page={page.editing ? { ...page, paymentTypes: editedOrderPayment(page) } : page}
          held={held}
          paymentTypeId={page.editing?.paymentTypeId ?? values.paymentTypeId}
          heldFor={(typeId) => heldAmount(page, (itemId) => acceptsSubstitute(values, itemId), typeId)}
          error={errors.paymentType}
          note={page.editing ? t('editing.paymentNote') : undefined}
        />
        {/* below the minimum spend the order cannot be made: the button waits, and the note above says why (as the cart does) */}
        <button
          type="submit"
          name="intent"
          value={CHECKOUT_INTENT.buy}
          className="btn-primary min-h-11"
          disabled={busy || page.missing > 0}
          aria-describedby={page.missing > 0 ? 'minimum-note' : undefined}
        >
          {page.editing ? t('editing.confirm', { total: formatPrice(page.total) }) : t('confirm', { total: formatPrice(page.total) })}
        </button>
        <Link to="/cart" className="text-center underline">
          {t('backToCart')}
        </Link>
      </Form>
    </div>
  );
}
