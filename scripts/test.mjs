#!/usr/bin/env node
// Every test: formatting (Prettier), typecheck, unit and backend tests (vitest; backend suites also against
// PostgreSQL when DATABASE_URL is set), storefront build, and the end-to-end journeys (Playwright in
// Chromium, JavaScript on and off). All start at once but the journeys, which start as soon as the
// build they run against is made: the journeys leave a third of the two cores idle while their pages
// wait on each other (decision 061), which the unit tests, tsc and Prettier fill at a lower priority.
// The journeys' output is printed as they run, every other stage's whole when it ends. Ends with each
// stage's duration and one line counting what passed and failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const want = (stage) => !only.length || only.includes(stage);
mkdirSync('.cache', { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failed = [];
const started = Date.now();
/** [stage, milliseconds] in the order they ended: the closing line says where the time went */
const durations = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Runs a stage; `streamed`: its output goes straight to the terminal, otherwise it is printed when it
 * ends. `nice`: a lower priority; 10 for the stages in the background (formatting, typecheck), so
 * the build and then the journeys, which the run waits on, get the cores first and the stage takes
 * what they leave idle. `env`: added to the stage's environment.
 */
function run(stage, command, args, { streamed = false, nice = 0, env = {} } = {}) {
  if (!want(stage)) return Promise.resolve();
  const start = Date.now();
  if (streamed) console.log(`\n▶ ${stage}: ${command} ${args.join(' ')}`);
  const [program, argv] = nice > 0 && process.platform !== 'win32' ? ['nice', ['-n', String(nice), command, ...args]] : [command, args];
  const child = spawn(program, argv, { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      durations.push([stage, Date.now() - start]);
      if (!streamed) {
        console.log(`\n▶ ${stage}: ${command} ${args.join(' ')} (${seconds(Date.now() - start)})`);
        if (output.length) process.stdout.write(Buffer.concat(output));
      }
      if (status !== 0) failed.push(stage);
      resolve();
    });
  });
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** the tests of a Playwright JSON report that failed on every try (a flaky one passed in the end) */
function playwrightFailures(suites, titles = []) {
  return suites.flatMap((suite) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => `e2e [${test.projectName}] ${[...path, spec.title].join(' > ')} (line ${spec.line})`),
    );
    return [...own, ...playwrightFailures(suite.suites ?? [], path)];
  });
}

// the journeys run against the build: they start once it is made, and not at all when it failed
const journeys = run('build', process.execPath, ['scripts/build.mjs']).then(() => {
  if (failed.includes('build')) return;
  if (want('e2e')) process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = '.cache/playwright.json';
  // the configuration's reporters (list, the axe coverage check, JSON with PLAYWRIGHT_JSON_OUTPUT_NAME):
  // a `--reporter` here would replace them all, and the coverage check with them
  // nice 2: a step under vitest's main process (below), which the journeys' browsers and servers
  // starved past its workers' 60 s calls on a slow day (CI, 2026-11-30: 78 "Timeout calling
  // onTaskUpdate", every test passed); still above the unit workers (nice 5)
  return run('e2e', 'node_modules/.bin/playwright', ['test'], { streamed: true, nice: 2 });
});
await Promise.all([
  // Not niced as a whole: vitest's main process serves the workers their modules and takes their
  // results, and niced beside the journeys it went without the CPU for over a minute, past the 60 s
  // its workers wait on a call (CI, 2026-11-28: "Timeout calling onTaskUpdate", a hook timed out).
  // Its workers lower their own priority instead (tests/setup.ts, UNIT_WORKER_NICE).
  run('unit', 'node_modules/.bin/vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.cache/vitest.json'], {
    env: { UNIT_WORKER_NICE: '5' },
  }),
  run('format', 'node_modules/.bin/prettier', ['--check', '.', '--log-level', 'warn'], { nice: 10 }),
  run('typecheck', 'node_modules/.bin/tsc', ['--noEmit'], { nice: 10 }),
  journeys,
]);
const unit = want('unit') ? readJson('.cache/vitest.json') : null;
if (unit) {
  totals.passed += unit.numPassedTests ?? 0;
  totals.failed += unit.numFailedTests ?? 0;
  totals.skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
}
const e2e = want('e2e') && !failed.includes('build') ? readJson('.cache/playwright.json') : null;
if (e2e?.stats) {
  totals.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  totals.failed += e2e.stats.unexpected ?? 0;
  totals.skipped += e2e.stats.skipped ?? 0;
}

// Each failed test by name, printed last: a CI log is often read from its tail, far below the stage's own report.
const failedTests = [
  ...(unit?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `unit ${file.name.replace(`${process.cwd()}/`, '')} > ${t.fullName}`),
  ),
  ...playwrightFailures(e2e?.suites ?? []),
];
if (failed.length) console.error(`\n✗ stage failed: ${failed.join(', ')}`);
console.log(`\n${durations.map(([stage, ms]) => `${stage} ${seconds(ms)}`).join(', ')}; total ${seconds(Date.now() - started)}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedTests.length) console.log(`\n✗ failed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
process.exit(failed.length || totals.failed ? 1 : 0);
