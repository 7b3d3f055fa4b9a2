// `npm start`'s own rules: the storefront's secrets (never the repository's; random on first start,
// kept in DATA_DIR and reused) and the pauses before a crashed backend is started again.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTemplate, templateWanted } from '../../scripts/data-template.mjs';
import { restartDelay } from '../../scripts/processes.mjs';
import { SECRET_NAMES, shopSecrets } from '../../scripts/secrets.mjs';

type Secrets = { values: Record<string, string>; generated: string[]; file: string };
const secrets = shopSecrets as (dataDir: string, env?: Record<string, string | undefined>) => Secrets;

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'spesa-secrets-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('shop secrets', () => {
  it('makes random secrets on first start, keeps them readable by their owner only, and reuses them', () => {
    const dir = dataDir();
    const first = secrets(dir, {});
    expect(first.generated).toEqual(SECRET_NAMES);
    for (const name of SECRET_NAMES) {
      expect(first.values[name]!.length).toBeGreaterThanOrEqual(32);
      expect(first.values[name]).not.toMatch(/spesa-dev/);
    }
    expect(new Set(Object.values(first.values)).size).toBe(SECRET_NAMES.length);
    expect(statSync(first.file).mode & 0o077).toBe(0);
    const again = secrets(dir, {});
    expect(again.generated).toEqual([]);
    expect(again.values).toEqual(first.values);
    // another data directory, another shop: other secrets
    expect(secrets(dataDir(), {}).values.SESSION_SECRET).not.toBe(first.values.SESSION_SECRET);
  });

  it('prefers the environment, and never writes its secrets to the file', () => {
    const dir = dataDir();
    const given = secrets(dir, { SESSION_SECRET: 'from-the-environment-0123456789abcdef' });
    expect(given.values.SESSION_SECRET).toBe('from-the-environment-0123456789abcdef');
    expect(given.generated).toEqual(['HONEYPOT_SECRET', 'PAYMENT_PROVIDER_SECRET', 'FORM_NONCE_SECRET']);
    expect(readFileSync(given.file, 'utf8')).not.toContain('from-the-environment');
  });

  it('replaces a kept value too short to be a secret, and refuses a damaged file instead of logging everyone out', () => {
    const dir = dataDir();
    const { file } = secrets(dir, {});
    writeFileSync(
      file,
      JSON.stringify({
        SESSION_SECRET: 'short',
        HONEYPOT_SECRET: 'x'.repeat(40),
        PAYMENT_PROVIDER_SECRET: 'y'.repeat(40),
        FORM_NONCE_SECRET: 'z'.repeat(40),
      }),
    );
    const fixed = secrets(dir, {});
    expect(fixed.generated).toEqual(['SESSION_SECRET']);
    expect(fixed.values.HONEYPOT_SECRET).toBe('x'.repeat(40));
    writeFileSync(file, '{ not json');
    expect(() => secrets(dir, {})).toThrow(/not valid JSON/);
  });
});

describe('backend restarts', () => {
  it('waits longer after each crash in a row, up to the maximum', () => {
    const delays = [0, 1, 2, 3, 10, 100].map((n) => (restartDelay as (n: number, first?: number, max?: number) => number)(n));
    expect(delays).toEqual([500, 1000, 2000, 4000, 30_000, 30_000]);
    expect((restartDelay as (n: number, first?: number, max?: number) => number)(3, 500, 2000)).toBe(2000);
  });
});

describe('the test run’s database template', () => {
  const run = (dir: string, key: string, clock = '2026-12-01T19:30:00+01:00') => ({
    DATA_TEMPLATE: path.join(dir, 'template'),
    DATA_TEMPLATE_KEY: key,
    SHOP_CLOCK: clock,
  });
  /** a stand-in for migrating and seeding: a slow write, counted */
  const maker = () => {
    const made: string[] = [];
    const make = async (dir: string, env: Record<string, string | undefined>) => {
      made.push(env.DATA_TEMPLATE_KEY!);
      await new Promise((resolve) => setTimeout(resolve, 300));
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'PG_VERSION'), `${made.length}`);
    };
    return { made, make };
  };

  it('is made once for the shops a run starts together, and each gets a copy of its own', async () => {
    const dir = path.dirname(dataDir());
    const { made, make } = maker();
    const targets = [1, 2, 3].map((n) => path.join(dir, `shop-${n}`, 'pglite'));
    await Promise.all(targets.map((target) => copyTemplate(target, run(dir, 'run-1'), make)));
    expect(made).toEqual(['run-1']);
    for (const target of targets) expect(readdirSync(target)).toEqual(['PG_VERSION']);
    writeFileSync(path.join(targets[0]!, 'PG_VERSION'), 'changed');
    expect(readFileSync(path.join(targets[1]!, 'PG_VERSION'), 'utf8')).toBe('1');
  });

  it('is made again for another run or another shop clock, never reused from them', async () => {
    const dir = path.dirname(dataDir());
    const { made, make } = maker();
    await copyTemplate(path.join(dir, 'a'), run(dir, 'run-1'), make);
    await copyTemplate(path.join(dir, 'b'), run(dir, 'run-2'), make);
    await copyTemplate(path.join(dir, 'c'), run(dir, 'run-2', '2026-12-02T03:59:00+01:00'), make);
    await copyTemplate(path.join(dir, 'd'), run(dir, 'run-2', '2026-12-02T03:59:00+01:00'), make);
    expect(made).toEqual(['run-1', 'run-2', 'run-2']);
    expect(readFileSync(path.join(dir, 'd', 'PG_VERSION'), 'utf8')).toBe('3');
  });

  it('applies on a fixed shop clock with a run named, and never to a database server', () => {
    expect(templateWanted(run('/x', 'run-1'))).toBe(true);
    expect(templateWanted({ ...run('/x', 'run-1'), SHOP_CLOCK: '' })).toBe(false);
    expect(templateWanted({ ...run('/x', 'run-1'), DATA_TEMPLATE_KEY: '' })).toBe(false);
    expect(templateWanted({ ...run('/x', 'run-1'), DATABASE_URL: 'postgres://localhost/test' })).toBe(false);
  });
});
