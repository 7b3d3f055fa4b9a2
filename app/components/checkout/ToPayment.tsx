// The way to the card provider (shopping.md §4 "Payment redirect"): a form to the provider's page with
// its parameters, 'Continua al pagamento' without JS, submitting itself when JS is there.
import { useEffect, useRef } from 'react';
import { tCheckout as t } from '~/i18n/checkout';

export type PaymentStep = { orderId?: number; url: string; method: 'get' | 'post'; params: Record<string, string> };

/** The way to the provider: a form the shopper submits, or that submits itself with JS; `note` says what for (an order's by default). */
export function ToPayment({ payment, note }: { payment: PaymentStep; note?: string }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, []);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">{t('toPayment')}</h1>
      <p>{note ?? t('toPaymentNote', { orderId: payment.orderId })}</p>
      <form ref={form} method={payment.method} action={payment.url}>
        {Object.entries(payment.params).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn-primary min-h-11 w-full">
          {t('toPayment')}
        </button>
      </form>
    </div>
  );
}
