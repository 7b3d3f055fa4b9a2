import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { remixConfig, routePathsPlugin, SHOP_LOCALE } from './remix.config';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const FRAMEWORK = /\/node_modules\/(preact|react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[^/]+|turbo-stream)\//;
const SHELL =
  /\/app\/(i18n\/(translator|common)|locales\/\w+\/common\.json|lib\/(error-meta|seo|format|dialog-history)|components\/(Messages|shell\/(CategoryMenu|Header|Footer|LanguageSwitch|Shell|MessageRegion)))\b|\/node_modules\/remix-utils\/build\/react\//;
// What every catalogue page shows (cards, prices, badges, the add form) with the catalogue's
// words and the reading of its packed data: one file compresses better than the six Rollup would
// cut along the pages' imports.
const CATALOG =
  /\/app\/(i18n\/catalog|locales\/\w+\/catalog\.json|lib\/packed|components\/catalog\/(ProductCard|ProductBadges|AddToCartForm|Price|QuantityStepper))\b/;
// The quantity rules and the cart's intent names, which the cards and the cart's steppers share: a
// file of their own, or the cart page would load the whole catalog chunk for them.
const CART_RULES = /\/domain\/quantity\b|\/app\/lib\/cart-forms\b/;

function sharedChunk(id: string): string | undefined {
  if (FRAMEWORK.test(id)) return 'framework';
  if (SHELL.test(id)) return 'shell';
  if (CATALOG.test(id)) return 'catalog';
  if (CART_RULES.test(id)) return 'cart-rules';
  // named, or Rollup would pull it into the catalog chunk along the cart form's (unused) schemas
  if (/\/node_modules\/zod\//.test(id)) return 'zod';
  return undefined;
}

// With modulePreload off, Vite still wraps every import() in its preload helper (for the CSS of split
// chunks, which this app does not have): half a KB gzip on every page, for the one lazy dialog.
// Unwrap them. Should Vite's output ever take another shape, nothing matches and the helper stays.
const PRELOAD_WRAP = /__vitePreload\(\(\) => (import\((["'])[^"']+\2\)),__VITE_IS_MODERN__\?__VITE_PRELOAD__:void 0\)/g;
function withoutPreloadHelper(): Plugin {
  return {
    name: 'spesa:without-preload-helper',
    apply: 'build',
    transform: {
      order: 'post',
      handler(code) {
        if (!code.includes('__vitePreload(')) return null;
        const unwrapped = code.replace(PRELOAD_WRAP, '$1');
        if (unwrapped.includes('__vitePreload(')) return null;
        return { code: unwrapped.replace(/import \{ __vitePreload \} from "[^"]+";/, ''), map: null };
      },
    },
  };
}

// The production browser build runs Preact through its React compatibility layer: 45 KB of gzip
// instead of React's 79 on every page (decision 035). The server renders with React, and so does
// the development server (Fast Refresh, React's warnings); tests render with React.
const PREACT = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  react: fileURLToPath(new URL('./app/lib/preact-react.client.ts', import.meta.url)),
};

// One build per locale (decision 004): the translators import `#strings/<ns>.json`, which this build
// reads from its locale's folder, so each page carries the strings of one language and nothing picks
// them at run time. The Italian build is `build/`, the others `build/<locale>/` (remix.config.ts).
const STRINGS = {
  find: /^#strings\/(.*)$/,
  replacement: fileURLToPath(new URL(`./app/locales/${SHOP_LOCALE}/$1`, import.meta.url)),
};

export default defineConfig(({ command, isSsrBuild }) => {
  const preact = command === 'build' && !isSsrBuild && !process.env.VITEST;
  const alias = preact ? Object.entries(PREACT).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) : [];
  return {
    define: { __PREACT__: JSON.stringify(preact), __LOCALE__: JSON.stringify(SHOP_LOCALE) },
    resolve: { alias: [STRINGS, ...alias] },
    server: { port: Number(process.env.PORT ?? 3000) },
    plugins: [tailwindcss(), !process.env.VITEST && remix(remixConfig), tsconfigPaths(), routePathsPlugin(), withoutPreloadHelper()],
    build: {
      target: 'es2020',
      // Remix preloads each route's modules itself; Vite's helper would only serve the one lazy import
      // (the consents dialog) and costs every page its code
      modulePreload: false,
      // the second language's build (decision 004) skips the gzip of every file for its report: the
      // Italian build's figures say the same, and the test run builds both
      reportCompressedSize: SHOP_LOCALE === 'it',
      // Terser's second pass takes 4 KB gzip more than esbuild off the framework chunk every page loads
      // (the router ships unminified); a slower build for a lighter page. pure_getters (property reads
      // have no side effects, true of Preact, the router and this code) drops half a KB more.
      minify: isSsrBuild ? false : 'terser',
      terserOptions: { ecma: 2020, module: true, compress: { passes: 2, pure_getters: true } },
      // Every page loads Preact, the router and the shell's small helpers: as a few files rather than a
      // dozen, each compresses better and costs one request (bench:weight counts the gzip of each file).
      rollupOptions: isSsrBuild ? {} : { output: { manualChunks: sharedChunk } },
    },
  };
});
