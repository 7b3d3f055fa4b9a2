import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ROUTE_PATHS from 'virtual:route-paths';
import { describe, expect, it } from 'vitest';
import { isServedPath } from '~/lib/app-paths';
import { routePaths } from '../../remix.config';

describe('served paths', () => {
  it('are the route manifest’s: route files and route folders, and the routes remix.config.ts adds', async () => {
    const app = mkdtempSync(path.join(tmpdir(), 'spesa-routes-'));
    try {
      // a folder's route module is its route.tsx; its other files (forms, server half) are no routes
      const files = ['root.tsx', 'routes/_index.tsx', 'routes/$.tsx', 'routes/cart.tsx', 'routes/cart.test.ts'];
      files.push('routes/checkout/route.tsx', 'routes/checkout/forms.ts', 'routes/checkout/checkout.server.ts');
      files.push('routes/profile.orders.$orderId/route.tsx');
      for (const file of files) {
        mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
        writeFileSync(path.join(app, file), '');
      }
      expect(await routePaths(app)).toEqual([
        '',
        '*',
        'cart',
        'cart/payment-error/:orderId',
        'checkout',
        'payment-error/:orderId',
        'profile/orders/:orderId',
      ]);
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
    expect(ROUTE_PATHS).toEqual(await routePaths());
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
      '/cart/payment-error/100001',
      // the category route's splat takes its bare path too (its loader answers 404), not the catch-all
      '/category',
      // issue 27's content pages
      '/faq',
      '/faq?s=consegna#faq-orari',
      '/p/regolamento',
      '/ricette',
      '/ricette/risotto-alla-zucca',
      '/form/1',
      '/video?src=x',
      '/warehouse-map',
      '/warehouse-cards',
    ]) {
      expect(isServedPath(url), url).toBe(true);
    }
    for (const url of [
      '/faq/x',
      '/p/other',
      '/ricette/a/b',
      '/punti-vendita/3/x',
      '/cart/other',
      '/page',
      '/page/a/b',
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
