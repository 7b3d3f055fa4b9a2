// Remix options live here so that vite.config.ts, tests and tools read one source.
import type { VitePluginConfig } from '@remix-run/dev';

export const remixConfig: VitePluginConfig = {
  appDirectory: 'app',
  buildDirectory: 'build',
  serverModuleFormat: 'esm',
  ignoredRouteFiles: ['**/*.test.*', '**/.*'],
  // The payment result's addresses share one screen (shopping.md §2): /cart/payment-error/:orderId
  // and /payment-error/:orderId (where payment helpers send a failed purchase) are the module of
  // /cart/payment-completed/:orderId, each under a route id of its own.
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      route('cart/payment-error/:orderId', 'routes/cart_.payment-completed.$orderId/route.tsx', {
        id: 'routes/cart_.payment-error.$orderId',
      });
      route('payment-error/:orderId', 'routes/cart_.payment-completed.$orderId/route.tsx', { id: 'routes/payment-error.$orderId' });
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};

export default remixConfig;
