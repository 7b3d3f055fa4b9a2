// Real backend processes on one PostgreSQL database (issue 29 §2): the suite's races run through two
// of them at once, as behind nginx, so the transactions overlap across processes and their pools,
// not only inside one. The `app` they give spreads requests over the processes in turn and has the
// one method the test helpers use (request), so the in-process helpers drive them unchanged.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../../../backend/app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Backends = {
  /** each request to the next process in turn */
  app: App;
  /** one app per process, for a request that must reach a given one */
  each: App[];
  stop: () => Promise<void>;
};

/** a port nothing listens on now, on 127.0.0.1 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// a redirect is an answer to look at, as Hono's app.request() gives it
const remote = (base: string): App =>
  ({ request: (p: string, init?: RequestInit) => fetch(`${base}${p}`, { redirect: 'manual', ...init }) }) as unknown as App;

async function healthy(base: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`backend at ${base} not healthy after ${timeoutMs} ms:\n${output()}`);
}

/**
 * `count` backends (node --import tsx backend/server.ts, as `npm start` runs it) on the database at
 * `databaseUrl`, seeding nothing (the test filled it), with `env` added (SHOP_CLOCK, a config).
 */
export async function startBackends(databaseUrl: string, count: number, env: Record<string, string> = {}): Promise<Backends> {
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    const bases = await Promise.all(
      Array.from({ length: count }, async () => {
        const port = await freePort();
        let log = '';
        const child = spawn(process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
          cwd: root,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            DATABASE_URL: databaseUrl,
            BACKEND_PORT: String(port),
            BACKEND_HOST: '127.0.0.1',
            SEED_DEMO: '0',
            DB_POOL_MAX: '10',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        child.stdout!.on('data', (d) => (log += d));
        child.stderr!.on('data', (d) => (log += d));
        const base = `http://127.0.0.1:${port}`;
        await healthy(base, child, () => log, 60_000);
        return base;
      }),
    );
    const each = bases.map(remote);
    let next = 0;
    const app = { request: (p: string, init?: RequestInit) => each[next++ % each.length].request(p, init) } as unknown as App;
    return { app, each, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
