import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { remixConfig } from './remix.config';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  plugins: [tailwindcss(), !process.env.VITEST && remix(remixConfig), tsconfigPaths()],
  build: { target: 'es2020' },
});
