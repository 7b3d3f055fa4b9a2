// Product and banner pictures: our backend serves them under /photo; the storefront passes them
// through so the browser talks to one origin. Pictures never change under a name: cache for a year.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { backendSilent, noteBackendAnswer, requestBudgetMs } from '~/ebsn/client.server';
import { env } from '~/lib/env.server';
import { tErrors } from '~/i18n/errors';
import { notFound } from '~/lib/failures.server';
import { IMMUTABLE } from '~/lib/headers';
import { resourceBody, secured } from '~/lib/response-headers.server';

const NAME = /^[a-z0-9][a-z0-9._-]{0,120}\.(svg|png|jpe?g|webp)$/i;

export const loader = secured(async function loader({ params }: LoaderFunctionArgs) {
  const name = params['*'] ?? '';
  if (!NAME.test(name)) notFound();
  // Pictures held by a frozen backend would take up the browser's few connections to the shop, and
  // the shopper's next page would wait behind them: none is asked while the backend is silent, and
  // each waits half a page's budget at most (a file the backend serves in milliseconds): a page
  // asked while the pictures of the one before still wait then queues behind them that long at most.
  // not stored: secured() gives an answer without a Cache-Control of its own the central default
  const unavailable = () => resourceBody(tErrors('generic'), { status: 503, headers: { 'Retry-After': '10' } });
  if (backendSilent()) return unavailable();
  let upstream: Response;
  try {
    upstream = await fetch(`${env.ebsnUrl}/photo/${encodeURIComponent(name)}`, { signal: AbortSignal.timeout(requestBudgetMs() / 2) });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') noteBackendAnswer(false);
    return unavailable();
  }
  noteBackendAnswer(true);
  if (upstream.status === 404) notFound();
  if (!upstream.ok) return resourceBody(tErrors('generic'), { status: 502 });
  const type = upstream.headers.get('Content-Type') ?? 'application/octet-stream';
  return resourceBody(upstream.body, {
    type,
    cache: IMMUTABLE,
    // an SVG opened on its own must not run anything
    headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'", 'X-Content-Type-Options': 'nosniff' },
  });
});
