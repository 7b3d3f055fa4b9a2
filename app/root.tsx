import type { LinksFunction, MetaFunction } from '@remix-run/node';
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
import { ConsentedScripts } from '~/components/shell/ConsentedScripts';
import { tCommon as t } from '~/i18n/common';
import { LOCALE } from '~/i18n/t';
import stylesheet from '~/tailwind.css?url';
import { routeHeaders } from '~/lib/headers';
import { shellLoader } from '~/lib/shell.server';
import { useNonce } from '~/lib/nonce';

export const headers = routeHeaders;

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // iOS takes no SVG for the home screen (scripts/icons.mjs draws the PNGs)
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png', sizes: '180x180' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

// when a route fails, the error boundary is the root's and so is the only meta that runs
export const meta: MetaFunction = ({ error }) =>
  error ? errorMeta(error) : [{ title: t('meta.defaultTitle') }, { name: 'description', content: t('meta.defaultDescription') }];

export const loader = shellLoader;

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
    <html lang={root?.locale ?? LOCALE} dir="ltr">
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
        {/* analytic and profiling tags: only those the shopper's cookie choice allows (decision 059) */}
        <ConsentedScripts urls={root?.scripts ?? []} />
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
