// The server's router is patched (patches/*.patch, decisions 034, 037 and 044): ranked branches
// kept per routes array, compiled paths per pattern, the matches of a pathname kept per ranked branches,
// and the route tree of a document built once per build. Node loads the CommonJS builds, which are the patched ones; these checks load those builds,
// not the ES ones Vite would hand the tests, and require them to match as the published ones do.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const router = require('@remix-run/router') as typeof import('@remix-run/router');
type Routes = Parameters<typeof router.matchRoutes>[0];

const ids = (routes: Routes, path: string) => router.matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

describe('the router the server runs', () => {
  it('is the patched build', () => {
    const source = readFileSync(require.resolve('@remix-run/router'), 'utf8');
    expect(source).toContain('/* spesa: match cache */');
    expect(source).toContain('/* spesa: match results.');
    for (const file of ['react-router-dom/server.js', '@remix-run/react/dist/server.js', '@remix-run/server-runtime/dist/entry.js']) {
      expect(readFileSync(require.resolve(file), 'utf8')).toContain('/* spesa: server routes once */');
    }
  });

  it('hands each caller its own matches, with one params object as the router makes them', () => {
    const routes: Routes = [{ id: 'root', path: '', children: [{ id: 'product', path: 'product/:slug' }] }];
    const first = router.matchRoutes(routes, '/product/latte')!;
    expect(first[0]!.params).toBe(first[1]!.params);
    (first[1]!.params as Record<string, string>).slug = 'changed';
    first.pop();
    const second = router.matchRoutes(routes, '/product/latte')!;
    expect(second.map((m) => [m.route.id, m.params.slug, m.pathname])).toEqual([
      ['root', 'latte', '/'],
      ['product', 'latte', '/product/latte'],
    ]);
  });

  it('matches as before, the second time from the branches it kept', () => {
    const routes: Routes = [
      {
        id: 'root',
        path: '',
        children: [
          { id: 'home', index: true },
          { id: 'category', path: 'category/*' },
          { id: 'product', path: 'product/:slug' },
          { id: 'lists', path: 'profile/lists/:listId?' },
        ],
      },
    ];
    for (let round = 0; round < 2; round++) {
      expect(ids(routes, '/')).toEqual(['root', 'home']);
      expect(router.matchRoutes(routes, '/product/latte-1-l')?.[1].params).toEqual({ slug: 'latte-1-l' });
      expect(router.matchRoutes(routes, '/category/frutta/mele')?.[1].params['*']).toBe('frutta/mele');
      expect(ids(routes, '/profile/lists')).toEqual(['root', 'lists']);
      expect(ids(routes, '/cart')).toBeNull();
    }
  });

  it('sees routes added to a tree it has ranked (route discovery patches children in place)', () => {
    const children: Routes = [{ id: 'home', index: true }];
    const routes: Routes = [{ id: 'root', path: '', children }];
    expect(ids(routes, '/cart')).toBeNull();
    children.push({ id: 'cart', path: 'cart' });
    expect(ids(routes, '/cart')).toEqual(['root', 'cart']);
  });

  it('keeps compiled patterns apart by case sensitivity and end', () => {
    expect(router.matchPath('/product/:slug', '/PRODUCT/x')?.params).toEqual({ slug: 'x' });
    expect(router.matchPath({ path: '/product/:slug', caseSensitive: true }, '/PRODUCT/x')).toBeNull();
    expect(router.matchPath({ path: '/product', end: false }, '/product/x')?.pathnameBase).toBe('/product');
    expect(router.matchPath({ path: '/product', end: true }, '/product/x')).toBeNull();
  });
});

describe('the route tree of a document', () => {
  const server = require('react-router-dom/server') as typeof import('react-router-dom/server');
  const entry = require('@remix-run/server-runtime/dist/entry.js') as {
    createEntryRouteModules: (manifest: Record<string, { module: unknown }>) => Record<string, unknown>;
  };
  const context = (routes: Routes) =>
    ({ basename: '/', location: { pathname: '/' }, matches: [], loaderData: {}, actionData: null, errors: null }) as never as Parameters<
      typeof server.createStaticRouter
    >[1] & { routes: Routes };

  it('is converted once per routes array: the next documents match against the ranked tree they share', () => {
    const routes: Routes = [{ id: 'root', path: '', children: [{ id: 'home', index: true }] }];
    const a = server.createStaticRouter(routes, context(routes));
    const b = server.createStaticRouter(routes, context(routes));
    expect(b.routes).toBe(a.routes);
    const other: Routes = [{ id: 'root', path: '' }];
    expect(server.createStaticRouter(other, context(other)).routes).not.toBe(a.routes);
  });

  it('gets the same route modules for the same build', () => {
    const manifest = { root: { module: { default: 'Root' } } };
    const modules = entry.createEntryRouteModules(manifest);
    expect(modules).toEqual({ root: { default: 'Root' } });
    expect(entry.createEntryRouteModules(manifest)).toBe(modules);
    expect(entry.createEntryRouteModules({ ...manifest })).not.toBe(modules);
  });
});
