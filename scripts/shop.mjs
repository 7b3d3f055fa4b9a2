// What every way of starting the shop's production processes shares: `npm start` (one backend, one
// storefront) and `npm run cluster` (several of each behind nginx). How each process is started and
// what it is told, so that the processes of one shop agree on their secrets, their clock and the key
// that lets the backend believe the shopper addresses the storefronts forward.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { BACKEND_SECRET_NAMES, shopSecrets } from './secrets.mjs';

/**
 * Settings every process of one shop must share, set once in this process's environment (which the
 * children inherit): the storefront key, and the instant a development clock (SHOP_CLOCK, decision
 * 042) starts from, so that a process started again later keeps the same clock.
 */
export function shareShopSettings(env = process.env) {
  env.STOREFRONT_KEY ||= randomBytes(24).toString('base64url');
  if (env.SHOP_CLOCK && !env.SHOP_CLOCK_FROM) env.SHOP_CLOCK_FROM = String(Date.now());
}

/** The shop's secrets (scripts/secrets.mjs), saying which ones were made now. */
export function secretsOf(dataDir, tag) {
  const secrets = shopSecrets(dataDir);
  if (secrets.generated.length) console.log(`[${tag}] new random ${secrets.generated.join(', ')} kept in ${secrets.file}`);
  return secrets.values;
}

/** Builds the storefront (both locales, decision 004) unless SKIP_BUILD=1 and both builds are there; exits on failure. */
export function ensureBuilt(tag) {
  if (process.env.SKIP_BUILD === '1' && existsSync('build/server/index.js') && existsSync('build/en/server/index.js')) return;
  console.log(`[${tag}] building the storefront…`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Node's own flags for one kind of process, from the environment: a CPU profile of each
// (BACKEND_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof', bench/README.md); Node refuses
// --cpu-prof in NODE_OPTIONS, and NODE_OPTIONS would profile the supervisor too.
const nodeArgs = (name) => (process.env[name] ?? '').split(' ').filter(Boolean);

/**
 * A backend process: one node process (tsx as a loader, not tsx's own wrapper process), so its pid
 * is the server's and a signal reaches the server itself.
 */
export function backendProcess(port, secrets, env = {}) {
  return {
    command: process.execPath,
    args: [...nodeArgs('BACKEND_NODE_ARGS'), '--import', 'tsx', 'backend/server.ts'],
    env: { BACKEND_PORT: String(port), ...Object.fromEntries(BACKEND_SECRET_NAMES.map((name) => [name, secrets[name]])), ...env },
  };
}

/**
 * A storefront process: server/index.mjs (remix-serve's work, the refusals of server/hardening.mjs,
 * decision 020, and the shopper's address in the load context, decision 022) on both builds.
 */
export function storefrontProcess(port, ebsnUrl, secrets, env = {}) {
  return {
    command: process.execPath,
    args: [...nodeArgs('STOREFRONT_NODE_ARGS'), 'server/index.mjs', 'build/server/index.js'],
    env: {
      PORT: String(port),
      EBSN_URL: ebsnUrl,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      ...Object.fromEntries(Object.entries(secrets).filter(([name]) => !BACKEND_SECRET_NAMES.includes(name))),
      ...env,
    },
  };
}
