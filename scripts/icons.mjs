#!/usr/bin/env node
// The manifest's PNG icons (192, 512, maskable 512) and the apple-touch-icon (180), drawn from the
// shop's SVG icons by the Chromium the tests use (playwright-core, no image library). Run again when
// an SVG changes: `node scripts/icons.mjs`; the PNGs are committed (public/icons/).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const OUT = path.join(PUBLIC, 'icons');
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// the rounded favicon on a transparent ground for "any"; the full-bleed maskable one where the
// platform cuts its own shape (Android's adaptive icons, iOS's rounded square)
const ICONS = [
  { svg: 'favicon.svg', size: 192, file: 'icon-192.png' },
  { svg: 'favicon.svg', size: 512, file: 'icon-512.png' },
  { svg: 'icon-maskable.svg', size: 512, file: 'icon-maskable-512.png' },
  { svg: 'icon-maskable.svg', size: 180, file: 'apple-touch-icon.png' },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { svg, size, file } of ICONS) {
    const data = readFileSync(path.join(PUBLIC, svg)).toString('base64');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${data}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(OUT, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`public/icons/${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
