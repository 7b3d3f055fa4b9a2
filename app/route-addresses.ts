// Addresses the flat-routes convention cannot give (read by app/routes.ts for Remix and by
// remix.config.ts's routePaths for the app's list of served paths). The payment result's addresses
// share one screen (shopping.md §2): /cart/payment-error/:orderId and /payment-error/:orderId (where
// payment helpers send a failed purchase) are the module of /cart/payment-completed/:orderId, each
// under a route id of its own.
import { route } from '@remix-run/route-config';

/** files under app/routes that are not routes: tests beside a route, dotfiles */
export const IGNORED_ROUTE_FILES = ['**/*.test.*', '**/.*'];

const PAYMENT_RESULT = 'routes/cart_.payment-completed.$orderId/route.tsx';

export const EXTRA_ROUTES = [
  route('cart/payment-error/:orderId', PAYMENT_RESULT, { id: 'routes/cart_.payment-error.$orderId' }),
  route('payment-error/:orderId', PAYMENT_RESULT, { id: 'routes/payment-error.$orderId' }),
];
