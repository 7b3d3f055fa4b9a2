// Remix options live here so that vite.config.ts, tests and tools read one source.
import { UNSAFE_flatRoutes, type UNSAFE_RouteManifest, type VitePluginConfig } from '@remix-run/dev';
import path from 'node:path';
import type { Plugin } from 'vite';
import { EXTRA_ROUTES, IGNORED_ROUTE_FILES } from './app/route-addresses';

/** The locale a build speaks (decision 004): `SHOP_LOCALE=en` builds the English shop. */
export const SHOP_LOCALE = process.env.SHOP_LOCALE === 'en' ? 'en' : 'it';

export const remixConfig: VitePluginConfig = {
  appDirectory: 'app',
  // the Italian shop where it always was; server/index.mjs serves the others beside it
  buildDirectory: SHOP_LOCALE === 'it' ? 'build' : `build/${SHOP_LOCALE}`,
  serverModuleFormat: 'esm',
  // the route tree: app/routes.ts (v3_routeConfig)
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
};

/**
 * Every route of the manifest Remix builds the same way (app/routes, files or folders, plus
 * app/routes.ts's own addresses): its id, its module (relative to the app directory) and its full
 * path ('product/:slug', 'category/*', '*' for the catch-all; '' for the root and index routes).
 */
export function routeModules(appDirectory = remixConfig.appDirectory!): Array<{ id: string; file: string; path: string }> {
  const manifest: UNSAFE_RouteManifest = UNSAFE_flatRoutes(appDirectory, IGNORED_ROUTE_FILES);
  for (const extra of EXTRA_ROUTES) manifest[extra.id!] = { id: extra.id!, file: extra.file, path: extra.path };
  const fullPath = (id: string | undefined): string => {
    const route = id ? manifest[id] : undefined;
    if (!route) return '';
    return [fullPath(route.parentId), route.path].filter(Boolean).join('/');
  };
  return Object.values(manifest).map((route) => ({ id: route.id, file: route.file, path: fullPath(route.id) }));
}

/** Every route's full path, once each, sorted. */
export async function routePaths(appDirectory = remixConfig.appDirectory!): Promise<string[]> {
  return [...new Set(routeModules(appDirectory).map((route) => route.path))].sort();
}

const ROUTE_PATHS = 'virtual:route-paths';

/** `virtual:route-paths`: the list of `routePaths()` for app code, kept current as routes come and go. */
export function routePathsPlugin(): Plugin {
  const resolved = `\0${ROUTE_PATHS}`;
  const routesDirectory = path.resolve(remixConfig.appDirectory!, 'routes');
  return {
    name: 'spesa:route-paths',
    resolveId: (id) => (id === ROUTE_PATHS ? resolved : undefined),
    load: async (id) => (id === resolved ? `export default ${JSON.stringify(await routePaths())};` : undefined),
    configureServer(server) {
      const changed = (file: string) => {
        if (!file.startsWith(routesDirectory)) return;
        const module = server.moduleGraph.getModuleById(resolved);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', changed).on('unlink', changed);
    },
  };
}

export default remixConfig;
