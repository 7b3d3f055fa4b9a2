// /cart/payment-completed/:orderId, /cart/payment-error/:orderId and /payment-error/:orderId
// (app/routes.ts gives this module all three addresses: shopping.md §2 "shares one screen"): where
// the card provider sends the shopper back.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PaymentResult, resultTitle } from '~/components/checkout/PaymentResult';
import { routeHeaders } from '~/lib/headers';
import { paymentResult } from './payment-result.server';
import { pageMeta } from '~/lib/seo';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: resultTitle(data?.kind ?? 'failed') }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const route = new URL(request.url).pathname.includes('/payment-error/') ? 'error' : 'completed';
  return paymentResult(request, context, params.orderId, route);
}

export default function PaymentResultPage() {
  const data = useLoaderData<typeof loader>();
  return <PaymentResult kind={data.kind} order={data.order} />;
}
