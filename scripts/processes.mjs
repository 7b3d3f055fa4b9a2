// The shop's processes under one supervisor (`npm start`, `npm run dev`): each child shares the
// terminal; when one stops by itself the others are stopped too, and Ctrl-C or SIGTERM stops all.
import { spawn } from 'node:child_process';

export const bin = (name) => `node_modules/.bin/${name}`;

/** `tag` prefixes the supervisor's own lines; `onUnexpectedExit` runs before it says a child stopped. */
export function supervisor(tag, onUnexpectedExit = () => {}) {
  const children = [];
  let stopping = false;

  function stop(code = 0) {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 5000).unref();
    Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() => process.exit(code));
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  function run(name, command, args, env) {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      onUnexpectedExit();
      console.error(`[${tag}] ${name} stopped (${signal ?? code}); stopping`);
      stop(code ?? 1);
    });
    children.push(child);
    return child;
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
