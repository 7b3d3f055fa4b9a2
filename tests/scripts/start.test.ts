// `npm start`'s own rules: the storefront's secrets (never the repository's; random on first start,
// kept in DATA_DIR and reused) and the pauses before a crashed backend is started again.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
    expect(given.generated).toEqual(['HONEYPOT_SECRET', 'PAYMENT_PROVIDER_SECRET']);
    expect(readFileSync(given.file, 'utf8')).not.toContain('from-the-environment');
  });

  it('replaces a kept value too short to be a secret, and refuses a damaged file instead of logging everyone out', () => {
    const dir = dataDir();
    const { file } = secrets(dir, {});
    writeFileSync(
      file,
      JSON.stringify({ SESSION_SECRET: 'short', HONEYPOT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER_SECRET: 'y'.repeat(40) }),
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
