import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from '@remix-run/react';
import { lazy, Suspense } from 'react';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { HoneypotProvider } from 'remix-utils/honeypot/react';
import { errorKind, errorMeta } from '~/lib/error-meta';
import { Shell } from '~/components/shell/Shell';
import { getMenu } from '~/cms/client.server';
import { missingDisclaimers } from '~/ebsn/account.server';
import { cartLines } from '~/ebsn/cart.server';
import { summarizeCart } from '~/lib/cart-summary';
import { SessionExpiredError } from '~/ebsn/errors';
import { env } from '~/lib/env.server';
import { footerLinks, legalLinks } from '~/lib/footer.server';
import { tCommon as t } from '~/i18n/common';
import { LOCALE } from '~/i18n/t';
import { csrf, honeypot } from '~/lib/security.server';
import type { ConsentView } from '~/lib/consent-forms';
import { toConsentView } from '~/lib/consents.server';
import { log } from '~/lib/log.server';
import { failure, getShopper, respond, takeMessages, type Shopper } from '~/lib/shopper.server';
import stylesheet from '~/tailwind.css?url';
import { routeHeaders } from '~/lib/headers';
import { useNonce } from '~/lib/nonce';

export const headers = routeHeaders;

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// when a route fails, the error boundary is the root's and so is the only meta that runs
export const meta: MetaFunction = ({ error }) =>
  error ? errorMeta(error) : [{ title: t('meta.defaultTitle') }, { name: 'description', content: t('meta.defaultDescription') }];

/**
 * Consents still to give, only while the session says some are pending (checked once at login, not
 * on every page). null when there are none; the flag goes when the backend has none left.
 */
async function pendingConsents(shopper: Shopper): Promise<ConsentView[] | null> {
  if (!shopper.loggedIn || !shopper.session.get('consentsPending')) return null;
  try {
    const missing = await missingDisclaimers(shopper.api);
    if (missing.length) return missing.map(toConsentView);
    shopper.session.unset('consentsPending');
    return null;
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
    log.warn({ err: (error as Error).message }, 'check-disclaimer failed');
    return null;
  }
}

// The honeypot's inputs are the same for every shopper; only their encrypted time changes, and
// encrypting it (AES in JavaScript) is a visible share of a page's server time: once a second is enough.
let honeypotInputs: { at: number; props: ReturnType<typeof honeypot.getInputProps> } | null = null;
function honeypotProps() {
  const now = Date.now();
  if (!honeypotInputs || now - honeypotInputs.at >= 1000)
    honeypotInputs = { at: now, props: honeypot.getInputProps({ validFromTimestamp: now }) };
  return honeypotInputs.props;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  // The shell lives without the footer menu: a failure loading it is ignored (spec), the page says the rest.
  let consents: Awaited<ReturnType<typeof pendingConsents>>;
  let locale: string, footer: Awaited<ReturnType<typeof getMenu>>, legal: Awaited<ReturnType<typeof getMenu>>;
  let csrfToken: string, csrfCookie: string | null;
  try {
    [locale, footer, [csrfToken, csrfCookie], consents, legal] = await Promise.all([
      LOCALE,
      getMenu(shopper.api, 'footer').catch(() => []),
      csrf.commitToken(request),
      pendingConsents(shopper),
      // the privacy and cookie policies, the terms: the footer's last line
      getMenu(shopper.api, 'footer-legal').catch(() => []),
    ]);
  } catch (error) {
    return failure(error, request, shopper);
  }
  if (csrfCookie) shopper.cookies.push(csrfCookie);
  return respond(shopper, {
    locale,
    footer: footerLinks(footer),
    legal: legalLinks(legal),
    messages: takeMessages(shopper),
    csrfToken,
    honeypot: honeypotProps(),
    loggedIn: shopper.loggedIn,
    consents,
    // the cart read once for this request by the shopper context (none for a plain guest)
    cart: summarizeCart(shopper.cart, shopper.cart ? cartLines(shopper.cart) : []),
    // the shopper has a cart the backend did not show in time: a notice, not an empty cart
    cartUnavailable: shopper.cartUnavailable,
    origin: env.publicUrl ?? new URL(request.url).origin,
  });
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

// The root loader reads menus and the cart summary: only a submission can change them, or a trip to
// login, where an expired session (419) sends the shopper with a message and a logged-out header.
export function shouldRevalidate({ formMethod, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return nextUrl.pathname === '/login';
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // the Content-Security-Policy runs only the inline scripts that carry this request's nonce
  const nonce = useNonce();
  return (
    <html lang={root?.locale ?? 'it'} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c8102e" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {root ? (
          <AuthenticityTokenProvider token={root.csrfToken}>
            <HoneypotProvider {...root.honeypot}>
              <Shell root={root}>{children}</Shell>
            </HoneypotProvider>
          </AuthenticityTokenProvider>
        ) : (
          <Shell root={null}>{children}</Shell>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Only a failure shows it, so its code loads then rather than with every page; the server renders
// it in full as before, and the browser hydrates it once the code is in.
const ErrorPage = lazy(() => import('~/components/ErrorPage').then((m) => ({ default: m.ErrorPage })));

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Suspense fallback={null}>
      <ErrorPage kind={isRouteErrorResponse(error) ? errorKind(error.status) : 'generic'} />
    </Suspense>
  );
}
