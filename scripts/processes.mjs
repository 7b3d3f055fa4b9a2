// The shop's processes under one supervisor (`npm start`, `npm run dev`, `npm run cluster`): each
// child shares the terminal; when one stops by itself the others are stopped too, unless it was
// started with `restart`: then it is started again after a growing pause (the backend under
// `npm start`, so a crash costs the shoppers a few 503 pages, not the shop). Ctrl-C or SIGTERM stops
// all. A child can also be replaced on purpose (`replace()`: the cluster's rolling restart), which
// stops it with SIGTERM, so it finishes the requests it holds, and starts it again at once.
import { spawn } from 'node:child_process';

export const bin = (name) => `node_modules/.bin/${name}`;

/**
 * Whether a process of that pid is running (signal 0 checks without sending anything).
 * @param {number} pid
 */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Pause before the n-th restart in a row (n from 0): doubles from `firstMs` up to `maxMs`. */
export function restartDelay(n, firstMs = 500, maxMs = 30_000) {
  return Math.min(maxMs, firstMs * 2 ** Math.min(n, 30));
}

/**
 * `tag` prefixes the supervisor's own lines; `onUnexpectedExit` runs before it says a child stopped.
 * Once every child has stopped, `exit` ends this process (a test passes its own, and no signals).
 * @param {string} tag
 * @param {() => void} [onUnexpectedExit]
 * @param {{ exit?: (code: number) => void, signals?: boolean }} [options]
 */
export function supervisor(tag, onUnexpectedExit = () => {}, { exit = (code) => process.exit(code), signals = true } = {}) {
  const children = new Set();
  const timers = new Set();
  let stopping = false;

  function stop(code = 0) {
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    setTimeout(() => exit(code), 5000).unref();
    const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
    return Promise.all(running.map((c) => new Promise((r) => c.on('exit', r)))).then(() => exit(code));
  }
  if (signals) {
    process.on('SIGINT', () => stop(0));
    process.on('SIGTERM', () => stop(0));
  }

  /**
   * Starts a child. `restart` (true, or a function asked at each exit): a child that stops by itself
   * is started again after restartDelay(); one that had run for `steadyMs` counts as healthy, and
   * its next crash waits the shortest pause. `onSpawn` is told of each process started.
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {Record<string, string | undefined>} env
   * @param {{ restart?: boolean | (() => boolean), steadyMs?: number, firstMs?: number, maxMs?: number,
   *   onSpawn?: (child: import('node:child_process').ChildProcess) => void }} [options]
   */
  function run(name, command, args, env, { restart = false, steadyMs = 60_000, firstMs, maxMs, onSpawn = () => {} } = {}) {
    let crashes = 0;
    /** @type {import('node:child_process').ChildProcess} */
    let current;
    // set by replace(): the next exit is ours, and the child starts again without a pause
    /** @type {((child: import('node:child_process').ChildProcess) => void) | null} */
    let replacing = null;
    const start = () => {
      const startedAt = Date.now();
      const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
      current = child;
      children.add(child);
      onSpawn(child);
      child.on('exit', (code, signal) => {
        children.delete(child);
        if (stopping) return;
        if (replacing) {
          const replaced = replacing;
          replacing = null;
          replaced(start());
          return;
        }
        if (!(typeof restart === 'function' ? restart() : restart)) {
          onUnexpectedExit();
          console.error(`[${tag}] ${name} stopped (${signal ?? code}); stopping`);
          stop(code ?? 1);
          return;
        }
        if (Date.now() - startedAt >= steadyMs) crashes = 0;
        const delay = restartDelay(crashes++, firstMs, maxMs);
        console.error(`[${tag}] ${name} stopped (${signal ?? code}); starting it again in ${delay} ms`);
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!stopping) start();
        }, delay);
        timers.add(timer);
      });
      return child;
    };
    start();
    return {
      name,
      /** the process running now (a new one after each restart) */
      get child() {
        return current;
      },
      /**
       * Stops the running process with SIGTERM (it drains what it holds: server/index.mjs and
       * backend/server.ts) and starts it again at once; answers the new child once spawned. A process
       * that does not stop within `killAfterMs` is killed.
       */
      replace(killAfterMs = 20_000) {
        const child = current;
        if (stopping || replacing || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(null);
        return new Promise((resolve) => {
          replacing = resolve;
          child.kill('SIGTERM');
          setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'), killAfterMs).unref();
        });
      },
    };
  }

  /** Polls `url` until it answers 2xx; false when the time runs out or the supervisor is stopping. */
  async function waitFor(url, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !stopping) {
      try {
        if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return true;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    return false;
  }

  return {
    run,
    stop,
    waitFor,
    get stopping() {
      return stopping;
    },
  };
}
