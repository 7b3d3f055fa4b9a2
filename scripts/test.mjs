#!/usr/bin/env node
// Every test, in order: formatting (Prettier), typecheck, unit and backend tests (vitest; backend suites also against
// PostgreSQL when DATABASE_URL is set), storefront build, end-to-end journeys (Playwright in
// Chromium, JavaScript on and off). Ends with each stage's duration and one line counting what passed and failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const want = (stage) => !only.length || only.includes(stage);
mkdirSync('.cache', { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStage = null;
const started = Date.now();
/** [stage, milliseconds] in the order they ran: the closing line says where the time went */
const durations = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function run(stage, command, args) {
  if (failedStage || !want(stage)) return;
  console.log(`\n▶ ${stage}: ${command} ${args.join(' ')}`);
  const start = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  durations.push([stage, Date.now() - start]);
  if (result.status !== 0) failedStage = stage;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

run('format', 'node_modules/.bin/prettier', ['--check', '.', '--log-level', 'warn']);
run('typecheck', 'node_modules/.bin/tsc', ['--noEmit']);
run('unit', 'node_modules/.bin/vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.cache/vitest.json']);
const unit = want('unit') ? readJson('.cache/vitest.json') : null;
if (unit) {
  totals.passed += unit.numPassedTests ?? 0;
  totals.failed += unit.numFailedTests ?? 0;
  totals.skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
}
run('build', 'node_modules/.bin/remix', ['vite:build']);
if (want('e2e') && !failedStage) {
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = '.cache/playwright.json';
}
run('e2e', 'node_modules/.bin/playwright', ['test', '--reporter=list,json']);
const e2e = want('e2e') ? readJson('.cache/playwright.json') : null;
if (e2e?.stats) {
  totals.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  totals.failed += e2e.stats.unexpected ?? 0;
  totals.skipped += e2e.stats.skipped ?? 0;
}

if (failedStage) console.error(`\n✗ stage failed: ${failedStage}`);
console.log(`\n${durations.map(([stage, ms]) => `${stage} ${seconds(ms)}`).join(', ')}; total ${seconds(Date.now() - started)}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage || totals.failed ? 1 : 0);
