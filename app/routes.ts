// The route tree, read by Remix's v3_routeConfig (as React Router 7 reads app/routes.ts): the
// folder's flat-routes convention, and the addresses it cannot give (./route-addresses).
import { flatRoutes } from '@remix-run/fs-routes';
import type { RouteConfig } from '@remix-run/route-config';
import { EXTRA_ROUTES, IGNORED_ROUTE_FILES } from './route-addresses';

export default flatRoutes({ ignoredRouteFiles: IGNORED_ROUTE_FILES }).then((routes) => [...routes, ...EXTRA_ROUTES]) satisfies RouteConfig;
