#!/usr/bin/env node
// The storefront's build: one per locale (decision 004), the Italian shop in build/, the English one
// in build/en/ (remix.config.ts). server/index.mjs serves both and picks one per request. One after
// the other: each build keeps a core busy, and the test run builds beside tsc and vitest.
// Usage: node scripts/build.mjs [locale…] (default: every locale).
import { spawnSync } from 'node:child_process';
import { bin } from './processes.mjs';

export const LOCALES = ['it', 'en'];

const wanted = process.argv.slice(2).filter((arg) => LOCALES.includes(arg));
for (const locale of wanted.length ? wanted : LOCALES) {
  const started = Date.now();
  const build = spawnSync(bin('remix'), ['vite:build'], { stdio: 'inherit', env: { ...process.env, SHOP_LOCALE: locale } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`[build] ${locale}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
