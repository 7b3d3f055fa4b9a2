// The checkout's gift codes (shopping.md §5 "Gift code", §7 cart-giftcertificate): a small form of its
// own (a code, Applica), the codes the cart carries with what each takes off (or, below the code's
// minimum spend, that minimum and the amount still missing) and a button to remove each. An invalid
// code is said under the field, which keeps it.
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { ErrorList } from '~/components/forms/Field';
import { tCheckout as t } from '~/i18n/checkout';
import { CHECKOUT_INTENT } from '~/routes/checkout/forms';
import { formatPrice } from '~/lib/format';
import type { GiftLine } from '~/routes/checkout/checkout.server';

type Props = {
  gifts: GiftLine[];
  typed?: string;
  error?: string;
  busy: boolean;
};

/** what a code does to this cart, in one sentence: its discount, or the minimum and what is still missing */
export function giftState(gift: GiftLine) {
  if (gift.applied) return t('gift.applied', { amount: formatPrice(gift.amount) });
  if (gift.missing !== null && gift.minimum !== null)
    return t('gift.notYet', { minimum: formatPrice(gift.minimum), missing: formatPrice(gift.missing) });
  return t('gift.notApplied');
}

export function GiftCodes({ gifts, typed, error, busy }: Props) {
  return (
    <section aria-labelledby="gift-heading" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="gift-heading" className="text-lg font-semibold">
        {t('gift.title')}
      </h2>
      {gifts.length ? (
        <ul className="flex flex-col divide-y divide-neutral-200">
          {gifts.map((gift) => (
            <li key={gift.code} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{gift.code}</span> · {gift.name}
                <span className="block text-sm text-neutral-700">{giftState(gift)}</span>
              </span>
              <Form method="post">
                <AuthenticityTokenInput />
                <HoneypotFields />
                <input type="hidden" name="code" value={gift.code} />
                <button type="submit" name="intent" value={CHECKOUT_INTENT.giftRemove} className="btn-outline min-h-11" disabled={busy}>
                  {t('gift.remove')}
                  <span className="sr-only"> {gift.code}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="flex flex-wrap items-end gap-2" noValidate>
        <AuthenticityTokenInput />
        <HoneypotFields />
        <div className="min-w-0 flex-1">
          <label htmlFor="gift-code" className="mb-1 block font-medium">
            {t('gift.label')}
          </label>
          <input
            id="gift-code"
            name="code"
            defaultValue={typed}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gift-code-error' : undefined}
            className={`input ${error ? 'border-primary' : ''}`}
          />
        </div>
        <button type="submit" name="intent" value={CHECKOUT_INTENT.giftAdd} className="btn-outline min-h-11" disabled={busy}>
          {t('gift.apply')}
        </button>
        <ErrorList id="gift-code-error" errors={error ? [error] : undefined} className="w-full" />
      </Form>
    </section>
  );
}
