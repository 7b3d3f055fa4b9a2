// A fresh embedded database for a test shop, copied from one made once per test run: the e2e run
// starts about eight shops on fresh data (the shared one, the anonymous-cart one, one per worker
// for the specs that move the clock), and each spent about 5 of its 8 seconds migrating and seeding
// the same world. DATA_TEMPLATE names the folder of that database; DATA_TEMPLATE_KEY names the run
// (playwright.config.ts), so a template never outlives the code that seeded it. The seed reads the
// shop clock (SHOP_CLOCK), which is in the key too; on the real clock each shop seeds its own.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const KEY_FILE = 'template-key';
// a lock left by a process that died while seeding (seeding takes seconds, not minutes)
const STALE_LOCK_MS = 120_000;

const keyOf = (template) => {
  const file = path.join(template, KEY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/** @typedef {Record<string, string | undefined>} Env */

/**
 * Whether the template applies: a folder and a run named, on a fixed shop clock.
 * @param {Env} [env]
 */
export function templateWanted(env = process.env) {
  return Boolean(env.DATA_TEMPLATE && env.DATA_TEMPLATE_KEY && env.SHOP_CLOCK && !env.DATABASE_URL);
}

/**
 * Migrates and seeds an embedded database at `dir` as the backend's first start would.
 * @param {string} dir
 * @param {Env} env
 */
function prepare(dir, env) {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'backend/db/prepare.ts', dir], { stdio: 'inherit', env });
  if (made.status !== 0) throw new Error(`the database template could not be made (exit ${made.status})`);
}

/**
 * Fills `target` (an embedded database's folder, absent) with the run's template, making the template
 * first when no shop of the run has (one shop at a time makes it; the others wait for it).
 * @param {string} target
 * @param {Env} [env]
 * @param {(dir: string, env: Env) => void | Promise<void>} [make]
 */
export async function copyTemplate(target, env = process.env, make = prepare) {
  const template = path.resolve(env.DATA_TEMPLATE ?? '');
  const key = JSON.stringify([env.DATA_TEMPLATE_KEY, env.SHOP_CLOCK, env.SEED_PRODUCTS ?? '']);
  const lock = `${template}.lock`;
  mkdirSync(path.dirname(template), { recursive: true });
  while (keyOf(template) !== key) {
    try {
      mkdirSync(lock);
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (keyOf(template) === key) break;
      const making = `${template}.new`;
      rmSync(making, { recursive: true, force: true });
      await make(making, env);
      writeFileSync(path.join(making, KEY_FILE), key);
      rmSync(template, { recursive: true, force: true });
      renameSync(making, template);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  cpSync(template, target, { recursive: true, filter: (source) => path.basename(source) !== KEY_FILE });
}
