// Remix options live here so that vite.config.ts, tests and tools read one source.
import type { VitePluginConfig } from '@remix-run/dev';

export const remixConfig: VitePluginConfig = {
  appDirectory: 'app',
  buildDirectory: 'build',
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

export default remixConfig;
