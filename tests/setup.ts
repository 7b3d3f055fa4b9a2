// A console error or warning during a unit test fails it (CONVENTIONS.md).
import { afterEach, beforeEach, vi } from 'vitest';
import './matchers';

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
