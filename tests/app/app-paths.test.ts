import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isServedPath, ROUTE_FILES } from '~/lib/app-paths';

describe('served paths', () => {
  it('names every route module except the catch-all', () => {
    const files = readdirSync('app/routes')
      .map((f) => f.replace(/\.tsx?$/, ''))
      .filter((f) => f !== '$')
      .sort();
    expect([...ROUTE_FILES].sort()).toEqual(files);
  });

  it('tells built pages from paths only the catch-all would answer', () => {
    for (const url of [
      '/',
      '/page/faq',
      '/page/come-funziona#drive',
      '/category/frutta/mele',
      '/product/latte',
      '/search?promo=1',
      '/login',
      '/profile',
      '/profile/dashboard',
      '/robots.txt',
      '/sitemaps/products/2',
      '/punti-vendita',
      '/punti-vendita/3',
      '/cart/address?service=2',
      '/cart/timeslot',
      '/profile/orders',
      '/profile/orders/100001',
      '/profile/lists',
      '/profile/lists/7',
      '/profile/addresses',
      '/profile/addresses/manage',
      '/profile/addresses/manage/7',
    ]) {
      expect(isServedPath(url), url).toBe(true);
    }
    for (const url of [
      '/faq',
      '/punti-vendita/3/x',
      '/cart/other',
      '/page',
      '/page/a/b',
      '/category',
      '/robots',
      '/profile/addresses/manage/7/x',
      '/profile/addresses/x',
      '/profile/lists/7/x',
      '/profile/orders/1/x',
    ]) {
      expect(isServedPath(url), url).toBe(false);
    }
  });
});
