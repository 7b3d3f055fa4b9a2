// Modules that the Vite plugins of vite.config.ts and vitest.config.ts make.
declare module 'virtual:route-paths' {
  /** Every route's full path, from the route manifest (remix.config.ts `routePaths`). */
  const paths: readonly string[];
  export default paths;
}
