// I miei metodi di pagamento (account.md §2, shopping.md §5; decision 024): the customer's saved
// cards with their brand, masked number and expiry; save a new one on the provider's page (which
// charges the test amount and gives it back at once; blocked until the e-mail is confirmed, with the
// backend's words), and delete one. The provider sends the shopper back here with a signed result,
// which the backend judges before the page says the card was saved.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { DEFAULT_PAYMENT_TYPE_ID, prebilledCents } from '#domain/payments';
import { CardBrand, cardBrandLabel } from '~/components/checkout/CardBrand';
import { ToPayment } from '~/components/checkout/ToPayment';
import { EbsnError } from '~/ebsn/errors';
import { addPaymentAuth, deletePaymentAuth, listPaymentAuths, savedCardResult } from '~/ebsn/payments.server';
import { tCheckout as t } from '~/i18n/checkout';
import { requireUser } from '~/lib/auth.server';
import { addSchema, METHOD_INTENT, removeSchema } from './forms';
import { defineAction, intent } from '~/lib/action.server';
import { formatPrice } from '~/lib/format';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { flashMessage, goTo, respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('methods.title') }), { name: 'robots', content: 'noindex' }];

type SavedCard = { id: number; number: string; brand: string; expiry: string | null; active: boolean };

const HERE = '/profile/payment-method';
const RESULT_KEYS = ['redirect_status', 'payment_id', 'payment_intent_client_secret', 'signature'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const query = new URL(request.url).searchParams;
  try {
    // back from the provider: the result judged, said once, and the address cleaned of it
    if (RESULT_KEYS.some((key) => query.has(key))) {
      const result = Object.fromEntries(RESULT_KEYS.map((key) => [key, query.get(key) ?? '']));
      const saved = RESULT_KEYS.every((key) => result[key])
        ? await savedCardResult(shopper.api, result).catch((error: unknown) => {
            if (error instanceof EbsnError) return null;
            throw error;
          })
        : null;
      const ok = saved?.payment.status === 'succeeded' && saved.userPaymentAuth;
      flashMessage(shopper, ok ? { level: 'success', text: t('methods.saved') } : { level: 'error', text: t('methods.notSaved') });
      return goTo(shopper, HERE);
    }
    const auths = await listPaymentAuths(shopper.api);
    return respond(shopper, {
      cards: auths.map((a) => ({
        id: a.userPaymentAuthId,
        number: a.creditCard,
        brand: a.brand ?? 'generic',
        expiry: a.expireDate ?? null,
        active: a.active,
      })),
      testAmount: (prebilledCents(DEFAULT_PAYMENT_TYPE_ID) ?? 0) / 100,
    });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const action = defineAction({
  auth: 'customer',
  intents: {
    [METHOD_INTENT.add]: intent({
      schema: addSchema,
      refused: { back: HERE, fallback: t('methods.failed') },
      run: async ({ shopper }) => respond(shopper, { payment: await addPaymentAuth(shopper.api, DEFAULT_PAYMENT_TYPE_ID) }),
    }),
    [METHOD_INTENT.remove]: intent({
      schema: removeSchema,
      refused: { back: HERE, fallback: t('methods.failed') },
      run: async ({ shopper, value }) => {
        await deletePaymentAuth(shopper.api, value.user_payment_auth_id);
        flashMessage(shopper, { level: 'success', text: t('methods.deleted') });
        return goTo(shopper, HERE);
      },
    }),
  },
});

export default function PaymentMethodsPage() {
  const { cards, testAmount } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  if (done && 'payment' in done)
    return <ToPayment payment={done.payment} note={t('methods.toProvider', { amount: formatPrice(done.payment.amount) })} />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Link to="/profile/dashboard" className="self-start underline">
        {t('methods.backToProfile')}
      </Link>
      <h1 className="text-3xl font-bold">{t('methods.title')}</h1>
      <section aria-labelledby="cards-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="cards-heading" className="mb-3 text-lg font-semibold">
          {t('methods.cards')}
        </h2>
        {cards.length === 0 ? (
          <p>{t('methods.none')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-neutral-200">
            {cards.map((card: SavedCard) => (
              <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="flex items-center gap-3">
                  <CardBrand brand={card.brand} />
                  <span>
                    <span className="sr-only">{cardBrandLabel(card.brand)} </span>
                    <span className="font-medium">{card.number}</span>
                    {card.expiry ? (
                      <span className="block text-sm text-neutral-700">{t('methods.expiry', { expiry: card.expiry })}</span>
                    ) : null}
                    {!card.active ? <span className="block text-sm font-semibold text-red-800">{t('methods.expired')}</span> : null}
                  </span>
                </span>
                <Form method="post">
                  <AuthenticityTokenInput />
                  <HoneypotFields />
                  <input type="hidden" name="user_payment_auth_id" value={card.id} />
                  <button type="submit" name="intent" value={METHOD_INTENT.remove} className="btn-outline min-h-11" disabled={busy}>
                    {t('methods.delete')}
                    <span className="sr-only"> {card.number}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-heading" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="add-heading" className="text-lg font-semibold">
          {t('methods.add')}
        </h2>
        <p id="add-note" className="text-sm text-neutral-700">
          {t('methods.addNote', { amount: formatPrice(testAmount) })}
        </p>
        <Form method="post">
          <AuthenticityTokenInput />
          <HoneypotFields />
          <button
            type="submit"
            name="intent"
            value={METHOD_INTENT.add}
            className="btn-primary min-h-11 w-full"
            aria-describedby="add-note"
            disabled={busy}
          >
            {t('methods.add')}
          </button>
        </Form>
      </section>
    </div>
  );
}
