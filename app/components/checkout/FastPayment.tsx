// 'Cassa veloce' (shopping.md §2 fast-payment panel, §5): the order paid in one step with a saved
// card. The panel says where and when, the total, and for each saved card the amount it will hold;
// Back returns to the cart, Confirm buys. Without a saved card it says so and leads to the payment
// methods; a customer whose e-mail is not confirmed is told to confirm it first.
import { Form } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { tCheckout as t } from '~/i18n/checkout';
import { CHECKOUT_INTENT } from '~/routes/checkout/forms';
import { formatPrice } from '~/lib/format';
import { CardBrand, cardBrandLabel } from './CardBrand';

type Props = {
  checkoutKey: string;
  service: string;
  place: string;
  slot: string;
  total: number;
  held: number;
  confirmed: boolean;
  cards: Array<{ id: number; number: string; brand: string; expiry: string | null }>;
  busy: boolean;
};

export function FastPayment({ checkoutKey, service, place, slot, total, held, confirmed, cards, busy }: Props) {
  return (
    <section aria-labelledby="fast-heading" className="mx-auto flex w-full max-w-[500px] flex-col gap-4 rounded-lg bg-white p-4 shadow-sm">
      <h1 id="fast-heading" className="text-2xl font-bold">
        {t('fast.title')}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">{t('service')}</dt>
        <dd>
          {service}
          {place ? ` · ${place}` : ''}
        </dd>
        <dt className="font-medium">{t('slot')}</dt>
        <dd>{slot}</dd>
        <dt className="font-bold">{t('total')}</dt>
        <dd className="font-bold">{formatPrice(total)}</dd>
      </dl>
      {!confirmed ? (
        <p role="alert" className="rounded-md bg-accent-light px-3 py-2 font-medium">
          {t('confirmEmailSubTitle')}
        </p>
      ) : cards.length === 0 ? (
        <p>
          {t('fast.noCard')}{' '}
          <Link to="/profile/payment-method" className="underline">
            {t('fast.toMethods')}
          </Link>
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <AuthenticityTokenInput />
          <HoneypotFields />
          <input type="hidden" name="checkout_key" value={checkoutKey} />
          <fieldset>
            <legend className="mb-2 font-medium">{t('fast.card')}</legend>
            {cards.map((card, i) => (
              <label key={card.id} className="flex min-h-11 items-center gap-3 py-1">
                <input type="radio" name="user_payment_auth_id" value={card.id} defaultChecked={i === 0} className="h-5 w-5" />
                <CardBrand brand={card.brand} />
                <span>
                  <span className="sr-only">{cardBrandLabel(card.brand)} </span>
                  {card.number}
                  {card.expiry ? (
                    <span className="block text-sm text-neutral-700">{t('methods.expiry', { expiry: card.expiry })}</span>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
          <p id="fast-held" className="text-sm text-neutral-700">
            {t('fast.held', { amount: formatPrice(held) })}
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Link to="/cart" className="btn-outline flex min-h-11 items-center justify-center">
              {t('fast.back')}
            </Link>
            <button
              type="submit"
              name="intent"
              value={CHECKOUT_INTENT.fastBuy}
              className="btn-primary min-h-11"
              aria-describedby="fast-held"
              disabled={busy}
            >
              {t('fast.confirm')}
            </button>
          </div>
        </Form>
      )}
      {!confirmed || cards.length === 0 ? (
        <Link to="/cart" className="btn-outline flex min-h-11 items-center justify-center">
          {t('fast.back')}
        </Link>
      ) : null}
    </section>
  );
}
