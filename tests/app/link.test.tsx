// The shop's Link (app/lib/link.tsx, decision 076): on the server it writes, byte for byte, the markup
// Remix's Link writes for the same props, so the browser's Remix Link hydrates it as its own; and where
// it could not be sure, it is Remix's Link.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { Link as RemixLink } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { ServerLink, writtenLink, type LinkProps } from '~/lib/link';

async function render(element: ReactElement, url = 'http://shop.test/category/frutta?page=2'): Promise<string> {
  const handler = createStaticHandler([{ id: 'root', path: '*', element }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw context;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const written: LinkProps[] = [
  { to: '/product/pere-conference', children: 'Pere' },
  { to: '/', className: 'block', tabIndex: -1, 'aria-hidden': true, children: <img src="/p.svg" alt="" /> },
  { to: '/category/frutta?page=2&sort=pri_asc', 'aria-current': 'page', children: ['Pagina ', 2] },
  { to: '/search?q=caff%C3%A8 "bio" <x>&y=1#risultati', className: 'a & b', children: 'caffè' },
  { to: '/page/chi-siamo#storia', id: 'storia', title: 'Chi "siamo"', children: 'Chi siamo' },
  { to: '/profile/orders/', children: 'Ordini' },
  {
    to: '/cart',
    prefetch: 'intent',
    replace: true,
    state: { from: 'x' },
    preventScrollReset: true,
    onClick: () => {},
    children: 'Carrello',
  },
  { to: '/cart', prefetch: 'render', children: 'Carrello' },
  { to: '/cart', discover: 'render', style: { color: 'red' }, children: 'Carrello' },
];

const remixOnly: LinkProps[] = [
  { to: 'relativa', children: 'relativa' },
  { to: '../su', children: 'su' },
  { to: '//altro.example/x', children: 'altro' },
  { to: 'https://altro.example/x', children: 'esterno' },
  { to: '/cart?', children: 'query vuota' },
  { to: '/cart#', children: 'frammento vuoto' },
  { to: { pathname: '/cart', search: '?a=1' }, children: 'oggetto' },
  { to: '/cart', target: '_blank', children: 'nuova finestra' },
  { to: '/cart', reloadDocument: true, children: 'ricarica' },
  { to: '/cart', relative: 'path', children: 'relativa al percorso' },
  { to: '/cart', discover: 'none', children: 'non scoperto' },
];

describe('the shop’s Link on the server', () => {
  it.each(written.map((props) => [String(props.to), props] as const))('writes what Remix’s Link writes for %s', async (_to, props) => {
    expect(writtenLink(props)).not.toBeNull();
    const ours = await render(<ServerLink {...props} />);
    expect(ours).toBe(await render(<RemixLink {...props} />));
    expect(ours).toMatch(/^<a [^>]*data-discover="true"/);
  });

  it.each(remixOnly.map((props) => [JSON.stringify(props.to), props] as const))(
    'leaves %s to Remix’s Link, which writes it',
    async (_to, props) => {
      expect(writtenLink(props)).toBeNull();
      expect(await render(<ServerLink {...props} />)).toBe(await render(<RemixLink {...props} />));
    },
  );
});

describe('links in the storefront', () => {
  it('are the shop’s Link: Remix’s is imported by app/lib/link.tsx alone', () => {
    const app = path.resolve(__dirname, '../../app');
    const importers = readdirSync(app, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        [...readFileSync(path.join(app, file), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@remix-run\/react'/g)].some(([, names]) =>
          /(^|[\s,])Link\b/.test(names!),
        ),
      );
    expect(importers).toEqual([path.join('lib', 'link.tsx')]);
  });
});
