// bench/proc.mjs reads the CPU figures the benchmarks print: a process's own and the whole machine's.
import { describe, expect, it } from 'vitest';
import { cpuMs, machineBusyMs, machineCpuMs } from '../../bench/proc.mjs';

/** works until this process has used `ms` of CPU (however busy the machine: not a wall time) */
function spin(ms: number) {
  const until = (cpuMs(process.pid) as number) + ms;
  const giveUp = performance.now() + 20_000;
  let x = 0;
  while ((cpuMs(process.pid) as number) < until && performance.now() < giveUp) for (let i = 0; i < 10_000; i++) x += Math.sqrt(x + 1);
  return x;
}

describe('bench/proc.mjs', () => {
  it('counts this process’s CPU and at least as much for the machine', () => {
    const ownBefore = cpuMs(process.pid) as number;
    const machineBefore = machineBusyMs() as number;
    spin(200);
    const own = (cpuMs(process.pid) as number) - ownBefore;
    const machine = (machineBusyMs() as number) - machineBefore;
    expect(own).toBeGreaterThanOrEqual(200);
    // /proc counts in ticks of 10 ms
    expect(machine).toBeGreaterThanOrEqual(own - 20);
  });

  it('counts the time the host stole within the machine’s busy time, and both only grow', () => {
    const before = machineCpuMs()!;
    spin(50);
    const after = machineCpuMs()!;
    expect(after.steal).toBeLessThanOrEqual(after.busy);
    expect(after.busy).toBeGreaterThan(before.busy);
    expect(after.steal).toBeGreaterThanOrEqual(before.steal);
  });

  it('answers undefined for a process that is not there', () => {
    expect(cpuMs(0)).toBeUndefined();
    expect(cpuMs(2 ** 30)).toBeUndefined();
  });
});
