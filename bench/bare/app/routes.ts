// The shop's future flags include v3_routeConfig: the bare page's one route, by the same convention.
import { flatRoutes } from '@remix-run/fs-routes';
import type { RouteConfig } from '@remix-run/route-config';

export default flatRoutes() satisfies RouteConfig;
