#!/usr/bin/env node
// The main thread's long tasks by their CPU time, which the machine's load hardly changes (Lighthouse's
// simulation scales the tasks' wall time, several times longer on a busy machine): each page loaded
// unthrottled as Lighthouse's mobile preset loads it, every main-thread task's thread time from a
// Chrome trace multiplied by Lighthouse's 4× CPU slowdown, and what each task after the first paint
// takes beyond 50 ms added up, as Total Blocking Time is. Median of RUNS runs (default 3), with the
// median run's long tasks. Usage: node bench/main-thread.mjs (the shop must be running; BASE_URL,
// RUNS, PAGES and the page paths as for bench/lighthouse.mjs; CHROME_PATH).
import { chromium } from '@playwright/test';
import { BASE_URL, fail, printTable, shopHome, shopPages } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15) fail('RUNS must be a whole number from 1 to 15.');
const SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;
// the islands hydrate within a second or two of the paint; what comes later is not the page's load
const SETTLE_MS = 4000;

const only = process.env.PAGES?.split(',').map((name) => name.trim());
const pages = (await shopPages(await shopHome())).filter((page) => !only || only.includes(page.name));
if (!pages.length) fail(`PAGES names none of the pages (home, category, product, search, cart).`);

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer's main-thread tasks after the first contentful paint, in ms of CPU at 4× slowdown. */
function tasksAfterPaint(events) {
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('no first contentful paint in the trace');
  // the thread of the page that painted, its outermost tasks only
  const tasks = events
    .filter((e) => e.ph === 'X' && TASK.has(e.name) && e.pid === paint.pid && mainThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
  const outer = [];
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue;
    outer.push(task);
    end = task.ts + task.dur;
  }
  return outer.filter((task) => task.ts >= paint.ts).map((task) => ((task.tdur ?? task.dur) / 1000) * SLOWDOWN);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // Lighthouse's mobile screen (Moto G Power)
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      const events = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: { includedCategories: ['toplevel', 'disabled-by-default-devtools.timeline', 'loading', '__metadata'] },
      });
      await tab.goto(`${BASE_URL}${page.path}`, { waitUntil: 'load' });
      await tab.waitForTimeout(SETTLE_MS);
      await cdp.send('Tracing.end');
      await complete;
      await context.close();
      const tasks = tasksAfterPaint(events);
      const long = tasks.filter((ms) => ms > BLOCKING_AFTER_MS);
      runs.push({ blocking: long.reduce((sum, ms) => sum + ms - BLOCKING_AFTER_MS, 0), cpu: tasks.reduce((a, b) => a + b, 0), long });
    }
    runs.sort((a, b) => a.blocking - b.blocking);
    const median = runs[Math.floor((runs.length - 1) / 2)];
    rows.push([
      page.name,
      page.path,
      Math.round(median.blocking),
      Math.round(median.cpu),
      median.long.map((ms) => Math.round(ms)).join(' ') || '-',
    ]);
  }
} finally {
  await browser.close();
}

console.log(
  `\nMain-thread CPU after the first paint, ×${SLOWDOWN}, ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} (shop: ${BASE_URL})\n`,
);
printTable(['page', 'path', 'blocking ms', 'CPU ms', `tasks over ${BLOCKING_AFTER_MS} ms`], rows);
