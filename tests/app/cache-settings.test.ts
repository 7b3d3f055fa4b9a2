// The storefront's cache sizes (README: CATALOG_CACHE_MAX, SHOP_CACHE_MAX, SHARED_MARKUP_MAX): `0` turns
// a cache off, as the README says, and a value that is no whole number stops the start with its name.
// The settings are read once, when the modules load: each case loads them in a process of its own,
// as a production storefront does (the unit tests share one module graph per worker).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

async function storefrontModules(settings: Record<string, string>, script: string) {
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    SESSION_SECRET: 'settings-test',
    HONEYPOT_SECRET: 'settings-test',
    ...settings,
  };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env, cwd: process.cwd() });
  return stdout.trim();
}

describe('cache size settings', () => {
  it('0 turns each cache off: no shared markup, every catalogue read fresh', async () => {
    const out = await storefrontModules(
      { SHARED_MARKUP_MAX: '0', CATALOG_CACHE_MAX: '0', SHOP_CACHE_MAX: '0' },
      `const { sharedMarkupRecorder } = await import('./app/lib/shared-markup.server.ts');
       const { cachedRead } = await import('./app/lib/cache.server.ts');
       let reads = 0;
       const outcomes = [];
       for (const store of ['answers', 'answers', 'shop', 'shop']) await cachedRead('key', async () => ++reads, (o) => outcomes.push(o), store);
       console.log(JSON.stringify({ recorder: sharedMarkupRecorder(), reads, outcomes }));`,
    );
    expect(JSON.parse(out)).toEqual({ recorder: null, reads: 4, outcomes: ['miss', 'miss', 'miss', 'miss'] });
  });

  it('the defaults keep: shared markup on, a second read a hit', async () => {
    const out = await storefrontModules(
      {},
      `const { sharedMarkupRecorder } = await import('./app/lib/shared-markup.server.ts');
       const { cachedRead } = await import('./app/lib/cache.server.ts');
       let reads = 0;
       const outcomes = [];
       for (let i = 0; i < 2; i++) await cachedRead('key', async () => ++reads, (o) => outcomes.push(o), 'answers');
       console.log(JSON.stringify({ recorder: sharedMarkupRecorder() !== null, reads, outcomes }));`,
    );
    expect(JSON.parse(out)).toEqual({ recorder: true, reads: 1, outcomes: ['miss', 'hit'] });
  });

  it.each([
    ['SHARED_MARKUP_MAX', 'abc'],
    ['CATALOG_CACHE_MAX', '-1'],
    ['SHOP_CACHE_MAX', '1.5'],
  ])('%s=%s stops the start, naming the setting', async (name, value) => {
    await expect(
      storefrontModules({ [name]: value }, `await import('./app/lib/cache.server.ts'); await import('./app/lib/shared-markup.server.ts');`),
    ).rejects.toThrow(`${name} must be a whole number ≥ 0, not "${value}"`);
  });
});
