// bench/proc.mjs reads the CPU figures the benchmarks print: a process's own and the whole machine's.
import { describe, expect, it } from 'vitest';
import { cpuMs, machineBusyMs } from '../../bench/proc.mjs';

function spin(ms: number) {
  const end = performance.now() + ms;
  let x = 0;
  while (performance.now() < end) x += Math.sqrt(x + 1);
  return x;
}

describe('bench/proc.mjs', () => {
  it('counts this process’s CPU and at least as much for the machine', () => {
    const ownBefore = cpuMs(process.pid) as number;
    const machineBefore = machineBusyMs() as number;
    spin(300);
    const own = (cpuMs(process.pid) as number) - ownBefore;
    const machine = (machineBusyMs() as number) - machineBefore;
    // /proc counts in ticks of 10 ms
    expect(own).toBeGreaterThanOrEqual(200);
    expect(machine).toBeGreaterThanOrEqual(own - 20);
  });

  it('answers undefined for a process that is not there', () => {
    expect(cpuMs(0)).toBeUndefined();
    expect(cpuMs(2 ** 30)).toBeUndefined();
  });
});
