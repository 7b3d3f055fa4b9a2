import type { LoaderFunctionArgs } from '@remix-run/node';
import { env } from '~/lib/env.server';
import { PUBLIC_HOUR } from '~/lib/headers';
import { resourceBody, secured } from '~/lib/response-headers.server';

// Cart, checkout, payment and profile are per shopper: nothing for an index there.
const PRIVATE = [
  '/cart',
  '/checkout',
  '/payment',
  '/payment-error',
  '/profile',
  '/order/',
  '/login',
  '/registration-user',
  '/reset-password',
  '/search',
  '/fast-search',
];

export const loader = secured(function loader({ request }: LoaderFunctionArgs) {
  const origin = env.publicUrl ?? new URL(request.url).origin;
  const body = ['User-agent: *', ...PRIVATE.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
  return resourceBody(body, { cache: PUBLIC_HOUR });
});
