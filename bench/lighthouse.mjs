#!/usr/bin/env node
// Lighthouse, mobile preset with simulated throttling, on the home page, a category, a product and
// a search: LCP, CLS, TBT and the performance score, each the median of RUNS runs (default 3; the
// run whose score is the median is also kept whole under .cache/lighthouse/). Uses the system
// Chromium (CHROME_PATH, default /usr/bin/chromium). Usage: node bench/lighthouse.mjs
// (the shop must be running; BASE_URL, RUNS, PAGES, CATEGORY_PATH, PRODUCT_PATH, SEARCH_PATH).
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BASE_URL, fail, printTable, shopHome, shopPages } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15) fail('RUNS must be a whole number from 1 to 15.');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

// PAGES=home,search measures those pages only (a change to one page, a second look at a noisy figure)
const only = process.env.PAGES?.split(',').map((name) => name.trim());
const pages = (await shopPages(await shopHome())).filter((page) => !only || only.includes(page.name));
if (!pages.length) fail(`PAGES names none of the pages (home, category, product, search, cart).`);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
const details = [];
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // mobile is Lighthouse's default form factor, with simulated (lantern) throttling
      const result = await lighthouse(`${BASE_URL}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: 'simulate',
        formFactor: 'mobile',
      });
      const { audits, categories } = result.lhr;
      runs.push({
        lcp: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        score: categories.performance.score * 100,
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
        shifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => item.node?.snippet ?? '').filter(Boolean),
        report: result.report,
      });
    }
    const score = median(runs.map((r) => r.score));
    const typical = runs.find((r) => r.score === score);
    mkdirSync('.cache/lighthouse', { recursive: true });
    writeFileSync(`.cache/lighthouse/${page.name}.json`, typical.report);
    rows.push([
      page.name,
      page.path,
      (median(runs.map((r) => r.fcp)) / 1000).toFixed(2),
      (median(runs.map((r) => r.lcp)) / 1000).toFixed(2),
      median(runs.map((r) => r.cls)).toFixed(3),
      Math.round(median(runs.map((r) => r.tbt))),
      Math.round(score),
    ]);
    details.push(
      `${page.name}: LCP element ${typical.lcpElement || '(none)'}${typical.shifts.length ? `; shifted: ${typical.shifts.join(' | ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
}

console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile, simulated throttling (shop: ${BASE_URL})\n`);
printTable(['page', 'path', 'FCP s', 'LCP s', 'CLS', 'TBT ms', 'score'], rows);
console.log(`\n${details.join('\n')}\nFull reports (the median run): .cache/lighthouse/<page>.json`);
