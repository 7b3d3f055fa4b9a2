// A console error or warning during a unit test fails it (CONVENTIONS.md).
import { getPriority, setPriority } from 'node:os';
import { afterEach, beforeEach, vi } from 'vitest';
import './matchers';

// Beside the journeys (scripts/test.mjs) a worker yields the cores to them; vitest's main process,
// which the workers call, keeps its priority so that it answers them in time.
const workerNice = Number(process.env.UNIT_WORKER_NICE ?? 0);
if (workerNice > 0 && getPriority() < workerNice) setPriority(workerNice);

let complaints: string[] = [];
beforeEach(() => {
  complaints = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      complaints.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  if (complaints.length) throw new Error(`Unexpected console output:\n${complaints.join('\n')}`);
});
