#!/usr/bin/env node
// `npm run cluster`: the shop as several processes on one machine (issue 29 §1, decision 062). With
// DATABASE_URL naming a PostgreSQL server: build the storefront (unless SKIP_BUILD=1), migrate and
// seed the database once (SEED_PRODUCTS, 100,000 by default), start CLUSTER_BACKENDS backends and
// CLUSTER_STOREFRONTS storefronts (two of each) on ports of their own, and nginx in front of them:
//   http://localhost:$PORT       the shop (storefronts; the build's files served by nginx itself)
//   http://localhost:$API_PORT   the commerce API (backends), for the storefronts and for the pages
//                                of the backend a browser opens (card provider, meal-ticket logins)
// A process that dies is started again (nginx sends its requests to the others meanwhile). A rolling
// restart, one process at a time, each taken out of nginx's rotation first and drained, drops no
// request: `npm run cluster -- restart [backends|storefronts]` (or SIGHUP to this process; SIGUSR1
// the storefronts only, SIGUSR2 the backends only). `npm run cluster -- status` says what runs where.
// Ctrl-C or SIGTERM stops everything. Files (nginx's configuration, pid, logs; this cluster's state)
// under CLUSTER_DIR (.cache/cluster).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX, nginxArgs, reloadNginx, upstreamServers, writeNginxConfig } from './nginx.mjs';
import { supervisor } from './processes.mjs';
import { backendProcess, ensureBuilt, secretsOf, shareShopSettings, storefrontProcess } from './shop.mjs';

const CLUSTER_DIR = path.resolve(process.env.CLUSTER_DIR ?? '.cache/cluster');
const STATE_FILE = path.join(CLUSTER_DIR, 'state.json');
/** what each request for a rolling restart names, and the signal that carries it to the running cluster */
const RESTARTS = { all: 'SIGHUP', storefronts: 'SIGUSR1', backends: 'SIGUSR2' };

const readState = () => JSON.parse(readFileSync(STATE_FILE, 'utf8'));
const command = process.argv[2] ?? 'start';
if (command === 'status') {
  console.log(existsSync(STATE_FILE) ? JSON.stringify(readState(), null, 2) : `no cluster state at ${STATE_FILE}`);
} else if (command === 'restart') {
  process.exit(await askForRestart(process.argv[3] ?? 'all'));
} else if (command === 'start') {
  await start();
} else {
  console.error('usage: node scripts/cluster.mjs [start | restart [all|storefronts|backends] | status]');
  process.exit(2);
}

/** `restart`: signals the running cluster and waits until its rolling restart has ended; the exit code. */
async function askForRestart(which) {
  if (!(which in RESTARTS)) {
    console.error(`restart what? ${Object.keys(RESTARTS).join(', ')}`);
    return 2;
  }
  if (!existsSync(STATE_FILE)) {
    console.error(`no cluster running (no ${STATE_FILE})`);
    return 1;
  }
  const before = readState().restarts.length;
  process.kill(readState().pid, RESTARTS[which]);
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const { restarts } = readState();
    if (restarts.length > before) {
      const done = restarts.at(-1);
      console.log(
        `[cluster] rolling restart of ${done.which}: ${done.ok ? 'done' : 'FAILED'} in ${((done.endedAt - done.startedAt) / 1000).toFixed(1)} s`,
      );
      return done.ok ? 0 : 1;
    }
  }
  console.error('[cluster] the rolling restart did not end within 10 minutes');
  return 1;
}

/** Drops and creates the database of `url` (CLUSTER_FRESH_DATABASE=1): only one named *_e2e, so a slip never drops a shop's. */
async function recreateDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+_e2e$/.test(name)) throw new Error(`CLUSTER_FRESH_DATABASE drops only a database named *_e2e, not "${name}"`);
  const { default: pg } = await import('pg');
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function start() {
  const DATABASE_URL = process.env.DATABASE_URL;
  if (!DATABASE_URL) {
    console.error('[cluster] DATABASE_URL must name a PostgreSQL server: the processes share it (an embedded database has one process)');
    process.exit(2);
  }
  const PORT = Number(process.env.PORT ?? 8080);
  const API_PORT = Number(process.env.API_PORT ?? PORT + 1);
  const BACKENDS = Number(process.env.CLUSTER_BACKENDS ?? 2);
  const STOREFRONTS = Number(process.env.CLUSTER_STOREFRONTS ?? 2);
  const DATA_DIR = process.env.DATA_DIR ?? 'data';
  const SHOP_URL = process.env.SHOP_URL ?? `http://localhost:${PORT}`;
  const API_URL = `http://localhost:${API_PORT}`;
  const HEALTH_TIMEOUT_MS = Number(process.env.HEALTH_TIMEOUT_MS ?? 300_000);
  const nginxDir = path.join(CLUSTER_DIR, 'nginx');
  mkdirSync(nginxDir, { recursive: true });

  shareShopSettings();
  const secrets = secretsOf(DATA_DIR, 'cluster');
  ensureBuilt('cluster');

  if (process.env.CLUSTER_FRESH_DATABASE === '1') {
    await recreateDatabase(DATABASE_URL);
    console.log('[cluster] a fresh database');
  }
  // Migrated and seeded once, before any backend starts (each would wait for the other's lock anyway).
  const seedProducts = process.env.SEED_PRODUCTS ?? '100000';
  console.log(`[cluster] migrating and seeding (${seedProducts} products on a new database)…`);
  const preparing = performance.now();
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'backend/db/prepare.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL, SEED_PRODUCTS: seedProducts },
  });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
  console.log(`[cluster] database ready in ${((performance.now() - preparing) / 1000).toFixed(1)} s`);

  /** every backend and storefront: its service (scripts/processes.mjs), port and whether nginx sends it requests */
  const members = [];
  const state = { pid: process.pid, shop: SHOP_URL, api: API_URL, nginx: null, restarts: [] };
  // what `status`, `restart` and the tests (e2e/cluster.spec.ts) read
  const writeState = () => {
    const temporary = `${STATE_FILE}.${process.pid}.tmp`;
    const processes = members.map(({ service, ...member }) => member);
    writeFileSync(temporary, `${JSON.stringify({ ...state, processes }, null, 2)}\n`);
    renameSync(temporary, STATE_FILE);
  };
  process.on('exit', () => rmSync(STATE_FILE, { force: true }));

  const cluster = supervisor('cluster');
  const { run, waitFor } = cluster;
  const launch = (kind, index, port, spec, healthPath) => {
    const member = { name: `${kind}-${index + 1}`, kind, port, pid: null, down: false, health: `http://127.0.0.1:${port}${healthPath}` };
    members.push(member);
    member.service = run(member.name, spec.command, spec.args, spec.env, {
      restart: true,
      onSpawn: (child) => {
        member.pid = child.pid;
        writeState();
      },
    });
    return member;
  };

  for (let i = 0; i < BACKENDS; i++) {
    const port = PORT + 10 + i;
    launch(
      'backend',
      i,
      port,
      backendProcess(port, secrets, {
        BACKEND_HOST: '127.0.0.1',
        DATABASE_URL,
        // behind nginx: the shopper's address is the one nginx appends (pages a browser opens here);
        // the storefronts' calls carry it with the storefront key
        TRUST_PROXY: '1',
        SHOP_URL,
        PAYMENT_PROVIDER_URL: API_URL,
        DATA_DIR,
      }),
      '/health',
    );
  }
  for (const member of members) {
    if (!(await waitFor(member.health, HEALTH_TIMEOUT_MS))) {
      console.error(`[cluster] ${member.name} did not answer ${member.health} in time`);
      return cluster.stop(1);
    }
  }
  for (let i = 0; i < STOREFRONTS; i++) {
    const port = PORT + 20 + i;
    // the API through nginx, so a backend that stops costs a storefront nothing
    launch('storefront', i, port, storefrontProcess(port, API_URL, secrets, { HOST: '127.0.0.1', TRUST_PROXY: '1' }), '/robots.txt');
  }

  const serversOf = (kind) => upstreamServers(members.filter((m) => m.kind === kind));
  const nginxValues = () => ({
    SHOP_PORT: PORT,
    API_PORT,
    STOREFRONT_SERVERS: serversOf('storefront'),
    BACKEND_SERVERS: serversOf('backend'),
    STATIC_ROOT: path.resolve('.'),
    ACCESS_LOG: path.join(nginxDir, 'access.log'),
  });
  const main = writeNginxConfig(nginxDir, nginxValues());
  const checked = spawnSync(NGINX, ['-t', '-q', ...nginxArgs(main)], { stdio: 'inherit' });
  if (checked.status !== 0) return cluster.stop(1);
  const nginx = run(
    'nginx',
    NGINX,
    nginxArgs(main),
    {},
    {
      restart: true,
      onSpawn: (child) => {
        state.nginx = { pid: child.pid, config: main };
        writeState();
      },
    },
  );
  for (const member of members.filter((m) => m.kind === 'storefront')) {
    if (!(await waitFor(member.health, HEALTH_TIMEOUT_MS))) {
      console.error(`[cluster] ${member.name} did not answer ${member.health} in time`);
      return cluster.stop(1);
    }
  }
  if (!(await waitFor(`${SHOP_URL}/robots.txt`, 30_000)) || !(await waitFor(`${API_URL}/health`, 30_000))) {
    console.error(`[cluster] nginx does not answer at ${SHOP_URL} and ${API_URL}; see ${path.join(nginxDir, 'error.log')}`);
    return cluster.stop(1);
  }
  writeState();

  /** Writes nginx's configuration as `members` stand and has it read: answers once the old workers are gone. */
  const applyRotation = async () => {
    writeNginxConfig(nginxDir, nginxValues());
    if (!(await reloadNginx(nginx.child.pid))) throw new Error(`nginx kept its old workers; see ${path.join(nginxDir, 'error.log')}`);
  };
  let rolling = null;
  /**
   * One process at a time: out of nginx's rotation (nginx's workers of the old configuration finish
   * what they hold), SIGTERM (it answers what it still holds, server/drain.mjs), started again, healthy,
   * back in rotation. The others carry the shop meanwhile.
   */
  const rollingRestart = (which) => {
    if (rolling) return rolling;
    const kinds = which === 'all' ? ['backend', 'storefront'] : [which.replace(/s$/, '')];
    const record = { which, startedAt: Date.now(), endedAt: null, ok: false };
    rolling = (async () => {
      // each reload makes nginx's old workers close their idle connections (decision 062): the
      // process just restarted goes back in the same reload that takes the next one out
      let previous = null;
      for (const member of members.filter((m) => kinds.includes(m.kind))) {
        if (members.filter((m) => m.kind === member.kind).length < 2)
          console.warn(`[cluster] ${member.name} is the only ${member.kind}: requests fail while it restarts`);
        console.log(`[cluster] restarting ${member.name}…`);
        if (previous) previous.down = false;
        member.down = true;
        await applyRotation();
        await member.service.replace();
        if (!(await waitFor(member.health, HEALTH_TIMEOUT_MS))) throw new Error(`${member.name} did not come back`);
        previous = member;
      }
      if (previous) previous.down = false;
      await applyRotation();
      record.ok = true;
    })()
      .catch(async (error) => {
        console.error(`[cluster] rolling restart of ${which} failed: ${error.message}`);
        // every process back in rotation: nginx's passive checks keep a dead one out
        for (const member of members) member.down = false;
        await applyRotation().catch((reload) => console.error(`[cluster] ${reload.message}`));
      })
      .finally(() => {
        record.endedAt = Date.now();
        state.restarts.push(record);
        writeState();
        console.log(`[cluster] rolling restart of ${which} ${record.ok ? 'done' : 'failed'}`);
        rolling = null;
      });
    return rolling;
  };
  for (const [which, signal] of Object.entries(RESTARTS)) process.on(signal, () => void rollingRestart(which));

  console.log(
    `[cluster] the shop at ${SHOP_URL}, the API at ${API_URL}: ${BACKENDS} backend${BACKENDS === 1 ? '' : 's'}, ${STOREFRONTS} storefront${STOREFRONTS === 1 ? '' : 's'} behind nginx`,
  );
  for (const m of members) console.log(`[cluster]   ${m.name} on 127.0.0.1:${m.port} (pid ${m.pid})`);
  console.log(`[cluster] rolling restart: npm run cluster -- restart [backends|storefronts]; state in ${STATE_FILE}`);
}
