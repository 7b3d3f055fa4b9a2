// How a placed order is paid, changed until the shop starts preparing it (account.md §2 Orders
// "change payment type"): the ways its service takes, the current one ticked. A POST form with
// intent `payment-type`; a card to pay goes on to the provider's page, as paying again does.
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { checkoutPaymentTypes } from '#domain/payments';
import { tOrders as t } from '~/i18n/orders';
import { INTENT } from '~/lib/order-forms';
import { paymentTypeLabel } from './OrderDetails';

/** The form, or nothing when the order's service offers one way only. */
export function ChangePayment({ service, current, busy }: { service: number; current: number | null; busy: boolean }) {
  const types = checkoutPaymentTypes(service);
  if (types.length < 2) return null;
  return (
    <section aria-labelledby="change-payment-heading" className="rounded-lg bg-white p-4 shadow-sm">
      <Form method="post">
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <fieldset aria-describedby="change-payment-note">
          <legend id="change-payment-heading" className="mb-1 text-lg font-semibold">
            {t('changePayment.legend')}
          </legend>
          <p id="change-payment-note" className="mb-2 text-sm text-neutral-700">
            {t('changePayment.note')}
          </p>
          {types.map((id) => (
            <label key={id} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="payment_type_id" value={id} defaultChecked={id === current} className="h-5 w-5 accent-secondary" />
              {paymentTypeLabel(id)}
              {id === current ? <span className="text-sm text-neutral-700">{t('changePayment.current')}</span> : null}
            </label>
          ))}
        </fieldset>
        <button type="submit" name="intent" value={INTENT.paymentType} disabled={busy} className="btn-outline mt-2 min-h-11 w-full">
          {t('changePayment.submit')}
        </button>
      </Form>
    </section>
  );
}
