// /cart/payment-completed/:orderId: where the card provider sends the shopper back (shopping.md §2: one
// screen with the other result route, app/components/checkout/PaymentResult.tsx).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { PaymentResult, resultTitle } from '~/components/checkout/PaymentResult';
import { ToPayment } from '~/components/checkout/ToPayment';
import { routeHeaders } from '~/lib/headers';
import { paymentResult, retryPayment } from '~/lib/payment-result.server';
import { pageMeta } from '~/lib/seo';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: resultTitle(data?.kind ?? 'failed') }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return paymentResult(request, context, params.orderId, 'completed');
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return retryPayment(request, context, params.orderId);
}

export default function PaymentResultPage() {
  const data = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  if (done && 'payment' in done) return <ToPayment payment={done.payment} />;
  return <PaymentResult kind={data.kind} order={data.order} />;
}
