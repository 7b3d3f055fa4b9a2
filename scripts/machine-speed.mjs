#!/usr/bin/env node
// How fast this machine is this hour, printed by .ci/run before the run. The same tree's whole run
// took 542 s (1,062 CPU s) in one hour and 1,264 s (2,509 CPU s) in another on machines of one kind
// (decision 067): a run's time means little without the speed of its hour. The task is fixed: a
// loop of integer arithmetic, one core, no memory to speak of; the best of three runs.
const ITERATIONS = 3e8;

function task() {
  const start = process.hrtime.bigint();
  let x = 0;
  for (let i = 0; i < ITERATIONS; i++) x = (x + i * 7) % 1000003;
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  // the result is used, so the loop cannot be left out
  if (x < 0) throw new Error('unreachable');
  return ms;
}

const best = Math.min(task(), task(), task());
console.log(
  `▶ machine speed: a fixed CPU task took ${Math.round(best)} ms ` +
    '(920-930 ms on 2026-11-30, in an hour when the whole run took 553 s; more is a slower hour)',
);
