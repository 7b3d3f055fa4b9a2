// The route tree, read by Remix's v3_routeConfig (as React Router 7 reads app/routes.ts): the
// folder's flat-routes convention, and two more addresses for the payment result's module. The
// payment result's addresses share one screen (shopping.md §2): /cart/payment-error/:orderId and
// /payment-error/:orderId (where payment helpers send a failed purchase) are the module of
// /cart/payment-completed/:orderId, each under a route id of its own.
import { flatRoutes } from '@remix-run/fs-routes';
import { route, type RouteConfig } from '@remix-run/route-config';

const PAYMENT_RESULT = 'routes/cart_.payment-completed.$orderId.tsx';

export default flatRoutes({ ignoredRouteFiles: ['**/*.test.*', '**/.*'] }).then((routes) => [
  ...routes,
  route('cart/payment-error/:orderId', PAYMENT_RESULT, { id: 'routes/cart_.payment-error.$orderId' }),
  route('payment-error/:orderId', PAYMENT_RESULT, { id: 'routes/payment-error.$orderId' }),
]) satisfies RouteConfig;
