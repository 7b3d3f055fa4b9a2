// How the shop's HTTP servers stop on SIGTERM or SIGINT without dropping a request (decision 062),
// shared by the storefront (server/index.mjs) and the backend (backend/server.ts). A stopping server
// takes no new connection (a proxy in front sends the next request to another process), answers every
// request it already holds, and closes each kept-alive connection as soon as the answer on it is sent:
// a connection left open would carry the proxy's next request into a process about to exit. Node's
// own close() keeps answering `Connection: keep-alive` and lets idle connections live out their
// timeout, so both are done here.

/**
 * Watches `server`'s requests, and on `signals` drains it: then `whenDrained()` (close the
 * database…) and exit 0; past `limitMs`, exit 1 with what was still open. `onStop` runs first (stop
 * the timers of periodic jobs). Answers whether the server is draining, for logs and tests.
 * @param {import('node:http').Server} server
 * @param {{ limitMs: number, onStop?: (signal: string) => void, whenDrained?: () => Promise<void> | void, log?: (message: string) => void, signals?: string[] }} options
 */
export function drainOnSignal(
  server,
  { limitMs, onStop = () => {}, whenDrained = () => {}, log = () => {}, signals = ['SIGTERM', 'SIGINT'] },
) {
  let draining = false;
  /** answers being written: each closes its connection once sent */
  const open = new Set();
  // before the application's own listener, which may answer at once
  server.prependListener('request', (req, res) => {
    if (draining) res.shouldKeepAlive = false;
    open.add(res);
    res.once('close', () => open.delete(res));
  });

  const drain = (signal) => {
    if (draining) return;
    draining = true;
    onStop(signal);
    const force = setTimeout(() => {
      log(`still ${open.size} request(s) open after ${limitMs} ms: exiting`);
      process.exit(1);
    }, limitMs);
    force.unref();
    // the answers under way close their connection when done; a request already sent on an idle one
    // is answered the same way (the listener above)
    for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
    server.close(async () => {
      try {
        await whenDrained();
        process.exit(0);
      } catch (error) {
        log(`stopping failed: ${error?.message ?? error}`);
        process.exit(1);
      }
    });
    // idle connections go now; one whose answer finishes later closes by itself
    server.closeIdleConnections();
  };
  for (const signal of signals) process.once(signal, () => drain(signal));
  return {
    get draining() {
      return draining;
    },
  };
}
