// The checkout form's two larger parts (shopping.md §2 checkout): the products with the substitution
// choice (one for the whole order, or product by product: `accept_<itemId>`), and the totals with the
// amount the card will hold and the payment chosen. Fields of the route's one form.
import { PAYMENT_TYPE } from '#domain/payments';
import { tCheckout as t } from '~/i18n/checkout';
import { ACCEPT_PREFIX, SUBSTITUTIONS, type CheckoutValues } from '~/routes/checkout/forms';
import type { CheckoutView } from '~/routes/checkout/checkout.server';
import { formatPrice } from '~/lib/format';
import { ErrorList } from '~/components/forms/Field';
import { MoneySummary } from '~/components/MoneySummary';

export function CheckoutItems({
  page,
  values,
}: {
  page: Pick<CheckoutView, 'lines'>;
  values: Pick<CheckoutValues, 'substitutions' | 'accepted'>;
}) {
  return (
    <section aria-labelledby="items-heading" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="items-heading" className="mb-3 text-lg font-semibold">
        {t('items')}
      </h2>
      <fieldset className="mb-3">
        <legend className="mb-1 font-medium">{t('substitutions.legend')}</legend>
        <p id="substitutions-help" className="mb-2 text-sm text-neutral-700">
          {t('substitutions.help')}
        </p>
        {SUBSTITUTIONS.map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="substitutions"
              value={choice}
              defaultChecked={values.substitutions === choice}
              aria-describedby="substitutions-help"
              className="h-5 w-5 accent-secondary"
            />
            {t(`substitutions.${choice}`)}
          </label>
        ))}
      </fieldset>
      <ul className="flex flex-col divide-y divide-neutral-200 border-t border-neutral-200">
        {page.lines.map((line: CheckoutView['lines'][number]) => (
          <li key={line.itemId} className="flex flex-col gap-1 py-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span>
                {line.name} <span className="text-neutral-700">· {line.quantity}</span>
              </span>
              <span className="font-medium">{formatPrice(line.total)}</span>
            </div>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={`${ACCEPT_PREFIX}${line.itemId}`}
                value="true"
                defaultChecked={values.accepted.includes(line.itemId)}
                className="h-5 w-5"
              />
              {t('substitutions.item')}
              <span className="sr-only"> {t('substitutions.itemFor', { name: line.name })}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CheckoutTotals({
  page,
  form,
  held,
  heldMost,
  paymentTypeId,
  heldFor,
  error,
  note: choiceNote,
  tickets,
}: {
  page: Pick<CheckoutView, 'money' | 'total' | 'lines' | 'paymentTypes'>;
  /** the form the payment choice belongs to, when it is rendered outside it */
  form?: string;
  /** the meal tickets that pay part of the order, and what is left to pay */
  tickets?: {
    providerName: string | null;
    provider: string | null;
    tickets: number;
    ticketValue: number;
    amount: number;
    restToPay: number;
  } | null;
  /** what the card holds */
  held: number;
  /** what it holds when every product accepts a substitute */
  heldMost: number;
  /** the type chosen (or the card, at first) */
  paymentTypeId: number;
  /** the most a type paid at handover may ask for */
  heldFor: (paymentTypeId: number) => number;
  error?: string;
  /** said under the choice (a modified order: how its payment goes) */
  note?: string;
}) {
  const chosen = page.paymentTypes.some((p) => p.id === paymentTypeId) ? paymentTypeId : page.paymentTypes[0].id;
  return (
    <section aria-labelledby="totals-heading" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="totals-heading" className="mb-3 text-lg font-semibold">
        {t('payment')}
      </h2>
      <MoneySummary money={page.money} goodsNote={t('products', { count: page.lines.length })}>
        {tickets ? (
          <>
            <dt>
              {t('mealTickets.summaryLine', { provider: tickets.providerName ?? tickets.provider ?? '' })}
              <span className="block text-sm text-neutral-700">
                {t('mealTickets.summaryCount', { count: tickets.tickets, value: formatPrice(tickets.ticketValue) })}
              </span>
            </dt>
            <dd className="text-right">−{formatPrice(tickets.amount)}</dd>
            <dt className="font-bold">{t('mealTickets.restToPay')}</dt>
            <dd className="text-right font-bold">{formatPrice(tickets.restToPay)}</dd>
          </>
        ) : null}
        <dt>{t('preAuthorized')}</dt>
        <dd className="text-right">{formatPrice(held)}</dd>
      </MoneySummary>
      {heldMost > held ? (
        <p className="mt-1 text-sm text-neutral-700">{t('preAuthorizedMost', { amount: formatPrice(heldMost) })}</p>
      ) : null}
      <fieldset className="mt-3" aria-describedby={error ? 'payment-type-error' : undefined}>
        <legend className="mb-2 font-medium">{t('paymentType')}</legend>
        {page.paymentTypes.map((type) => {
          const card = type.id === PAYMENT_TYPE.card;
          // paying at handover: the most it may come to, where the type keeps a margin (type 10, spec §9)
          const most = heldFor(type.id);
          const note = card
            ? t('cardNote')
            : [type.descr, most > page.total ? t('atHandoverMost', { amount: formatPrice(most) }) : null].filter(Boolean).join(' ');
          return (
            <div key={type.id} className="mb-2">
              <label className="flex min-h-11 items-start gap-2">
                <input
                  id={`payment-type-${type.id}`}
                  type="radio"
                  form={form}
                  name="payment_type_id"
                  value={type.id}
                  defaultChecked={type.id === chosen}
                  className="mt-1 h-5 w-5 accent-secondary"
                  aria-describedby={`payment-type-${type.id}-note`}
                />
                <span>{card ? t('cardLabel') : (type.name ?? t('otherPayment'))}</span>
              </label>
              <p id={`payment-type-${type.id}-note`} className="ml-7 text-sm text-neutral-700">
                {note}
              </p>
            </div>
          );
        })}
        {choiceNote ? <p className="text-sm font-medium">{choiceNote}</p> : null}
        <ErrorList id="payment-type-error" errors={error ? [error] : undefined} />
      </fieldset>
    </section>
  );
}
