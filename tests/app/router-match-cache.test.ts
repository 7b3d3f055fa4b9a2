// The server's router is edited at install (scripts/patch-packages.mjs, decision 034): ranked branches
// kept per routes array, compiled paths kept per pattern. Node loads the CommonJS build, which is
// the one edited; these checks load that build, not the ES one Vite would hand the tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const router = require('@remix-run/router') as typeof import('@remix-run/router');
type Routes = Parameters<typeof router.matchRoutes>[0];

const ids = (routes: Routes, path: string) => router.matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

describe('the router the server runs', () => {
  it('is the edited build', () => {
    expect(readFileSync(require.resolve('@remix-run/router'), 'utf8')).toContain('/* spesa: match cache */');
  });

  it('matches as before, the second time from what it kept', () => {
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
