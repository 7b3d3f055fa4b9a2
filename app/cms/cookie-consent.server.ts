// Records a cookie choice at the content API (POST /p/wp-json/custom/v1/cookie-consent): who chose
// what and when, for the shop to show on request. The random id and the categories only; the
// backend learns the customer from the session header when there is one.
import { z } from 'zod';
import { buildUrl, readJson, SESSION_HEADER, upstreamFetch, type ApiContext } from '~/ebsn/client.server';
import { UpstreamUnavailableError } from '~/ebsn/errors';
import { env } from '~/lib/env.server';
import type { CookieConsent } from '~/lib/cookie-consent';

const recordedSchema = z.object({ recorded: z.literal(true), at: z.string() }).passthrough();

/** Throws UpstreamUnavailableError when the backend did not record it. */
export async function recordCookieConsent(api: ApiContext, consent: CookieConsent): Promise<{ at: string }> {
  const label = 'POST wp-json/custom/v1/cookie-consent';
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  const token = api.issuedToken ?? api.token;
  if (token) headers.set(SESSION_HEADER, token);
  const response = await upstreamFetch(api, label, buildUrl(env.cmsUrl, 'p/wp-json/custom/v1/cookie-consent'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: consent.id, categories: consent.categories, version: consent.version }),
  });
  if (!response.ok) throw new UpstreamUnavailableError(`${label}: HTTP ${response.status}`);
  const parsed = recordedSchema.safeParse(await readJson(response, label));
  if (!parsed.success) throw new UpstreamUnavailableError(`${label}: unexpected data`);
  return { at: parsed.data.at };
}
