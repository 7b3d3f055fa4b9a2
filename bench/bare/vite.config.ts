// The "bare Remix page" baseline for the benchmarks: the smallest Remix v2 app built and served the
// same way as the shop (same future flags, read from the shop's own remix.config.ts), so a
// difference in page weight or throughput is the shop's own cost.
import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { remixConfig } from '../../remix.config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // Nothing to copy; without this Vite would look for bench/bare/public.
  publicDir: false,
  plugins: [
    remix({
      appDirectory: 'app',
      buildDirectory: 'build',
      serverModuleFormat: 'esm',
      future: remixConfig.future,
    }),
  ],
  build: { target: 'es2020' },
});
