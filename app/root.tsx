import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
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
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { HoneypotProvider } from 'remix-utils/honeypot/react';
import { ErrorPage } from '~/components/ErrorPage';
import { errorMeta } from '~/lib/error-meta';
import { Shell } from '~/components/shell/Shell';
import { getCategoryTree } from '~/ebsn/catalog.server';
import { getMenu } from '~/cms/client.server';
import { createTranslator } from '~/i18n/translator';
import { env } from '~/lib/env.server';
import { i18next } from '~/i18n/i18next.server';
import { csrf, honeypot } from '~/lib/security.server';
import type { FlashMessage } from '~/lib/session.server';
import { commitSession } from '~/lib/session.server';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';
import { toMenuTree } from '~/lib/menu';
import common from '~/locales/it/common.json';
import stylesheet from '~/tailwind.css?url';

const t = createTranslator(common);

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// when a route fails, the error boundary is the root's and so is the only meta that runs
export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : [
  { title: t('meta.defaultTitle') },
  { name: 'description', content: t('meta.defaultDescription') },
]);

export async function loader({ request }: LoaderFunctionArgs) {
  const shopper = await getShopper(request);
  // The shell lives without menus: failures loading the tree are ignored (spec), the page says the rest.
  const [locale, tree, footer, [csrfToken, csrfCookie]] = await Promise.all([
    i18next.getLocale(request),
    getCategoryTree(shopper.api).catch(() => []),
    getMenu(shopper.api, 'footer').catch(() => []),
    csrf.commitToken(request),
  ]);
  const messages = (shopper.session.get('messages') as FlashMessage[] | undefined) ?? [];
  const headers = await shopperHeaders(shopper);
  if (messages.length && !shopper.api.issuedToken) headers.append('Set-Cookie', await commitSession(shopper.session));
  if (csrfCookie) headers.append('Set-Cookie', csrfCookie);
  return data(
    {
      locale,
      menu: toMenuTree(tree),
      footer,
      messages,
      csrfToken,
      honeypot: honeypot.getInputProps(),
      loggedIn: false,
      cartCount: 0,
      origin: env.publicUrl ?? new URL(request.url).origin,
    },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

// The root loader reads menus and the cart summary: only a submission can change them.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <ErrorPage kind="not-found" />;
    if (error.status === 503) return <ErrorPage kind="service-down" />;
  } else {
    console.error(error);
  }
  return <ErrorPage kind="generic" />;
}
