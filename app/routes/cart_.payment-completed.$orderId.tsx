// /cart/payment-completed/:orderId: where the card provider sends the shopper back (shopping.md §2: one
// screen with the other result route, app/components/checkout/PaymentResult.tsx).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PaymentResult, resultTitle } from '~/components/checkout/PaymentResult';
import { routeHeaders } from '~/lib/headers';
import { paymentResult } from '~/lib/payment-result.server';
import { pageMeta } from '~/lib/seo';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: resultTitle(data?.kind ?? 'failed') }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return paymentResult(request, context, params.orderId, 'completed');
}

export default function PaymentResultPage() {
  const data = useLoaderData<typeof loader>();
  return <PaymentResult kind={data.kind} order={data.order} />;
}
