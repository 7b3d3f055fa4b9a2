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
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { invalidCodeMessage } from '#domain/gift-codes';
import type { InvoiceField } from '#domain/invoice';
import { PAYMENT_TYPE } from '#domain/payments';
import { CheckoutItems, CheckoutTotals } from '~/components/checkout/CheckoutParts';
import { FastPayment } from '~/components/checkout/FastPayment';
import { GiftCodes } from '~/components/checkout/GiftCodes';
import { InvoiceFields, invoiceFieldId, InvoiceFillForm } from '~/components/checkout/InvoiceFields';
import { MealTickets } from '~/components/checkout/MealTickets';
import { ToPayment } from '~/components/checkout/ToPayment';
import { ErrorSummary } from '~/components/forms/ErrorSummary';
import { ErrorList } from '~/components/forms/Field';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { tCheckout as t } from '~/i18n/checkout';
import { defineAction, firstErrors, intent } from '~/lib/action.server';
import { refusalTexts } from '~/lib/api-messages.server';
import { requireUser } from '~/lib/auth.server';
import { badRequest } from '~/lib/failures.server';
import { formatPrice } from '~/lib/format';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { buyCart, changeGiftCode, checkoutPage, fastBuy, fillInvoice, refusedCode, rejected, type CheckoutView } from './checkout.server';
import {
  chooseTickets,
  chooseType,
  leaveProvider,
  loginWithPassword,
  MEAL_BACK,
  mealRefused,
  refusalOf,
  toProviderPage,
} from './meal-tickets.server';
import {
  acceptsSubstitute,
  buySchema,
  CHECKOUT_INTENT,
  fastBuySchema,
  FAST_PAYMENT,
  giftCodeSchema,
  heldAmount,
  invoiceFillSchema,
  CHECKOUT_FORM,
  mealLeaveSchema,
  mealLoginSchema,
  mealPageSchema,
  mealTicketsSchema,
  mealTypeSchema,
  ORDER_COMMENT_MAX,
  readCheckoutForm,
  typedCode,
  type CheckoutErrors,
  type CheckoutValues,
} from './forms';

export const headers = routeHeaders;

// 'Cassa veloce' (?cassa=veloce) is a page of its own to the shopper, and its tab says so
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data && 'cards' in data && data.cards ? t('fast.title') : t('meta.checkout') }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  return respond(shopper, await checkoutPage(request, shopper));
}

/** A gift code added or removed: back to the checkout with the new totals, or the code refused under its field. */
const giftCode = intent({
  schema: giftCodeSchema,
  invalid: ({ shopper, submission }) => refusedCode(shopper, typedCode(submission.payload.code), submission.error?.code?.[0] ?? ''),
  refusedHere: ({ shopper, value: { code }, error }) => refusedCode(shopper, code, refusalTexts(error, invalidCodeMessage(code))[0]!),
  run: ({ shopper, value }) => changeGiftCode(shopper, value),
});

const buyRefused = { back: '/checkout', fallback: t('failedBuy') };

/** a meal-ticket form of hidden fields only: a refusal is flashed back at the section */
const mealRefusedBack = { back: MEAL_BACK };
const mealType = intent({ schema: mealTypeSchema, refused: mealRefusedBack, run: ({ shopper, value }) => chooseType(shopper, value) });
const mealLeave = intent({ schema: mealLeaveSchema, refused: mealRefusedBack, run: ({ shopper, value }) => leaveProvider(shopper, value) });
/** what was typed in a field, as the page shows it again (a user or a count; never a password) */
const typed = (posted: unknown, max: number) => (typeof posted === 'string' ? posted.slice(0, max) : '');

export const action = defineAction({
  auth: 'customer',
  intents: {
    [CHECKOUT_INTENT.buy]: intent({
      schema: buySchema,
      invalid: async ({ shopper, submission }) => {
        // the page always sends its key: without it, the form is not the page's
        if (!submission.error || 'checkout_key' in submission.error) throw badRequest();
        return rejected(shopper, readCheckoutForm(submission.payload).values, firstErrors(submission));
      },
      refused: buyRefused,
      run: ({ shopper, value }) => buyCart(shopper, value),
    }),
    [CHECKOUT_INTENT.giftAdd]: giftCode,
    [CHECKOUT_INTENT.giftRemove]: giftCode,
    [CHECKOUT_INTENT.invoiceFill]: intent({
      schema: invoiceFillSchema,
      refused: { back: '/checkout' },
      run: ({ shopper, value }) => fillInvoice(shopper, value.personFiscalId),
    }),
    [CHECKOUT_INTENT.mealType]: mealType,
    [CHECKOUT_INTENT.mealClear]: mealType,
    [CHECKOUT_INTENT.mealPage]: intent({
      schema: mealPageSchema,
      refused: mealRefusedBack,
      run: ({ shopper, value }) => toProviderPage(shopper, value),
    }),
    [CHECKOUT_INTENT.mealLogin]: intent({
      schema: mealLoginSchema,
      invalid: async ({ shopper, submission }) => {
        if (submission.error && ('payment_type_id' in submission.error || 'intent' in submission.error)) throw badRequest();
        const { user, password } = firstErrors(submission);
        return mealRefused(shopper, { form: 'login', user: typed(submission.payload.user, 100), errors: { user, password } });
      },
      // the provider's word (wrong password, balance used up, provider down) under the form, the user kept
      refusedHere: async ({ shopper, value, error }) =>
        mealRefused(shopper, { form: 'login', user: value.user, errors: { form: refusalOf(error) } }),
      run: ({ shopper, value }) => loginWithPassword(shopper, value),
    }),
    [CHECKOUT_INTENT.mealTickets]: intent({
      schema: mealTicketsSchema,
      invalid: async ({ shopper, submission }) => {
        if (submission.error && ('payment_type_id' in submission.error || 'intent' in submission.error)) throw badRequest();
        const { tickets } = firstErrors(submission);
        return mealRefused(shopper, { form: 'tickets', tickets: typed(submission.payload.tickets, 10), errors: { tickets } });
      },
      refusedHere: async ({ shopper, value, error }) =>
        mealRefused(shopper, { form: 'tickets', tickets: String(value.tickets), errors: { tickets: refusalOf(error) } }),
      run: ({ shopper, value }) => chooseTickets(shopper, value),
    }),
    [CHECKOUT_INTENT.mealLogout]: mealLeave,
    [CHECKOUT_INTENT.mealDiscard]: mealLeave,
    [CHECKOUT_INTENT.fastBuy]: intent({
      schema: fastBuySchema,
      refused: { ...buyRefused, back: `/checkout?${FAST_PAYMENT}=veloce` },
      run: ({ shopper, value }) => fastBuy(shopper, value),
    }),
  },
});

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
  // the substitution choice as the shopper last changed it: the radios and boxes are the form's own
  // (uncontrolled), so they keep it across the page's other actions (a gift code) until the page is left
  const [choice, setChoice] = useState<Pick<CheckoutValues, 'substitutions' | 'accepted'> | null>(null);
  if (done && 'payment' in done) return <ToPayment payment={done.payment} />;
  const rejected = done && 'errors' in done ? done : undefined;
  const gift = done && 'gift' in done ? done.gift : undefined;
  const meal = done && 'meal' in done ? done.meal : undefined;
  const values = formValues(page, rejected?.values);
  const errors: CheckoutErrors = rejected?.errors ?? {};
  // the meal tickets pay their part: the card (or the payment at handover) the rest
  const tickets = page.mealTickets?.chosen?.logged && page.mealTickets.chosen.tickets > 0 ? page.mealTickets.chosen : null;
  const toPay = tickets ? { ...page, total: tickets.restToPay } : page;
  // With JS the amount held follows the substitution choice as the shopper changes it (`choice`); the
  // totals also say the most it comes to when every product accepts a substitute, which is what a
  // page without JS can say before the order is made (the hold is the order's choice, spec §9).
  const substitutes = choice ?? values;
  const held = heldAmount(toPay, (itemId) => acceptsSubstitute(substitutes, itemId));
  const heldMost = heldAmount(toPay, () => true);
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

      {/* the order's form in two parts, the meal tickets' own forms between them: the payment and its button join it by `form` */}
      <Form
        method="post"
        id={CHECKOUT_FORM}
        className="flex flex-col gap-6"
        noValidate
        onChange={(event) => {
          const { substitutions, accepted } = readCheckoutForm(Object.fromEntries(new FormData(event.currentTarget))).values;
          setChoice({ substitutions, accepted });
        }}
      >
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
      </Form>

      {page.mealTickets ? <MealTickets view={page.mealTickets} reply={meal} busy={busy} /> : null}

      <div className="flex flex-col gap-6">
        <CheckoutTotals
          page={page.editing ? { ...page, paymentTypes: editedOrderPayment(page) } : page}
          form={CHECKOUT_FORM}
          held={held}
          heldMost={heldMost}
          paymentTypeId={page.editing?.paymentTypeId ?? values.paymentTypeId}
          heldFor={(typeId) => heldAmount(toPay, (itemId) => acceptsSubstitute(substitutes, itemId), typeId)}
          error={errors.paymentType}
          note={page.editing ? t('editing.paymentNote') : undefined}
          tickets={tickets}
        />
        {/* below the minimum spend the order cannot be made: the button waits, and the note above says why (as the cart does) */}
        <button
          type="submit"
          form={CHECKOUT_FORM}
          name="intent"
          value={CHECKOUT_INTENT.buy}
          className="btn-primary min-h-11"
          disabled={busy || page.missing > 0}
          aria-describedby={page.missing > 0 ? 'minimum-note' : undefined}
        >
          {page.editing ? t('editing.confirm', { total: formatPrice(page.total) }) : t('confirm', { total: formatPrice(toPay.total) })}
        </button>
        <Link to="/cart" className="text-center underline">
          {t('backToCart')}
        </Link>
      </div>
    </div>
  );
}
