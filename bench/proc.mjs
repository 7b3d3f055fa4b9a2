// What a server process on this machine has used, read from /proc (Linux): its CPU time, to give
// CPU per request (steadier than latency on a shared machine), and its resident memory.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const CLOCK_TICKS = 100;

/** The pid of the process listening on TCP `port` on this machine, or undefined when /proc cannot tell. */
export function pidListeningOn(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local address is hex ip:port; state 0A is LISTEN
      if (cols.length > 9 && cols[3] === '0A' && parseInt(cols[1].split(':')[1], 16) === port) inodes.add(cols[9]);
    }
  }
  if (!inodes.size) return undefined;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const inode = readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}

/** CPU time (user + system, ms) the process has used so far; undefined when it cannot be read. */
export function cpuMs(pid) {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * CPU time (ms) the whole machine has been busy so far, every core summed: everything but idle and
 * I/O wait in /proc/stat. Beside one process's cpuMs it says what the rest of the machine took (the
 * load generator, the kernel), which on a shared 2-core machine bounds the requests a second.
 */
export function machineBusyMs() {
  return machineCpuMs()?.busy;
}

/**
 * The machine's busy CPU time so far (machineBusyMs), and the part of it the host gave to others
 * (steal: a virtual machine's cores running someone else's work).
 */
export function machineCpuMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return { busy: ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS, steal: (steal * 1000) / CLOCK_TICKS };
  } catch {
    return undefined;
  }
}

/** Resident memory (MB) of the process now, and the most it ever held. */
export function memoryMb(pid) {
  if (!pid) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** The PostgreSQL server processes serving `database` on this machine (their command line names it). */
export function postgresPids(database) {
  if (!database) return [];
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}
