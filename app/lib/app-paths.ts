// Which same-host paths the storefront serves, so content from the CMS (footer menus) never shows a
// link to a page not built yet: the catch-all route would answer it with a 404. The paths are the
// route manifest's (remix.config.ts `routePaths`), matched by the router's own rules.
import { matchRoutes } from '@remix-run/react';
import ROUTE_PATHS from 'virtual:route-paths';

const ROUTES = ROUTE_PATHS.map((path) => ({ path }));

/** Whether a same-host URL ('/page/faq#top', '/search?q=x') reaches a route of its own. */
export function isServedPath(url: string): boolean {
  const matches = matchRoutes(ROUTES, url.split(/[?#]/)[0]);
  // '*' alone is the catch-all, which answers every path no other route takes
  return !!matches && matches[matches.length - 1].route.path !== '*';
}
