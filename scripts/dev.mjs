#!/usr/bin/env node
// Development: the backend in watch mode (tsx watch: restarts on every change under backend/ and
// domain/) and the storefront on Vite's dev server with HMR (remix vite:dev), in one command, so a
// change shows without a rebuild. PORT (storefront, 3000) and BACKEND_PORT (3001) as for `npm start`.
// Ctrl-C or SIGTERM stops both.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const PORT = process.env.PORT ?? '3000';
const BACKEND_PORT = process.env.BACKEND_PORT ?? '3001';
const EBSN_URL = process.env.EBSN_URL ?? `http://localhost:${BACKEND_PORT}`;
process.env.STOREFRONT_KEY ||= randomBytes(24).toString('base64url');
const HEALTH_TIMEOUT_MS = Number(process.env.HEALTH_TIMEOUT_MS ?? 300_000);
const bin = (name) => `node_modules/.bin/${name}`;

const children = [];
let stopping = false;

function run(name, command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? code}); stopping`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

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

if (!process.env.EBSN_URL) {
  run('backend', bin('tsx'), ['watch', '--clear-screen=false', 'backend/server.ts'], { BACKEND_PORT });
  console.log(`[dev] waiting for the backend at ${EBSN_URL} (first start creates and seeds the database)…`);
  if (!(await waitFor(`${EBSN_URL}/health`, HEALTH_TIMEOUT_MS))) {
    console.error('[dev] the backend did not become healthy in time');
    stop(1);
  }
}
if (!stopping) {
  run('storefront', bin('remix'), ['vite:dev', '--port', PORT, '--strictPort'], { PORT, EBSN_URL, NODE_ENV: 'development' });
}
