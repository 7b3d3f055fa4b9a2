// GET /version.json (account.md §7): the build our server serves, from its load context
// (server/index.mjs); none under Vite's dev server, so no page there is told of a newer build.
import { describe, expect, it } from 'vitest';
import { loader } from '~/routes/version[.]json';

const ask = (context: unknown) =>
  loader({ request: new Request('http://shop.test/version.json'), params: {}, context } as Parameters<typeof loader>[0]);

describe('/version.json', () => {
  it('names the build served and when it was made, in Italian, never stored', async () => {
    const answer = await ask({ build: { version: 'a1b2c3d4', builtAt: '2026-11-27T20:05:00.000Z' } });
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({
      lastVersion: { version: 'a1b2c3d4', description: 'Versione del 27 novembre 2026 alle ore 21:05' },
    });
  });

  it('names no version without a build (the dev server)', async () => {
    expect(await (await ask({})).json()).toEqual({ lastVersion: { version: null, description: null } });
  });
});
