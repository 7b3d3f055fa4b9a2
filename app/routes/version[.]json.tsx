// GET /version.json (account.md §7): `lastVersion` of the storefront, the build this server serves.
// A page open on an older build compares it with its own every 10 minutes and offers a reload
// (components/shell/NewVersion.tsx). Never stored: the answer must be the server's now.
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { StorefrontLoadContext } from '~/ebsn/client.server';
import { resourceBody, secured } from '~/lib/response-headers.server';
import { INTL_LOCALE } from '~/i18n/t';

const DAY = new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' });

export const loader = secured(function loader({ context }: LoaderFunctionArgs) {
  const build = (context as StorefrontLoadContext | undefined)?.build;
  // under Vite's dev server there is no build to name: no version, so no page is told of a newer one
  const lastVersion = build
    ? { version: build.version, description: `Versione del ${DAY.format(new Date(build.builtAt))}` }
    : { version: null, description: null };
  return resourceBody(JSON.stringify({ lastVersion }), { type: 'application/json; charset=utf-8' });
});
