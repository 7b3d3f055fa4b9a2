// The shared matchers (tests/matchers.ts) fail when they should: a matcher that always passed would
// hide every broken redirect, flash and session write in the tests that use it.
import { describe, expect, it } from 'vitest';
import { sessionStorage } from '~/lib/session.server';

async function answer(status: number, location: string | null, session?: Record<string, unknown>, messages?: unknown[]) {
  const headers = new Headers(location ? { Location: location } : {});
  if (session || messages) {
    const s = await sessionStorage.getSession();
    for (const [key, value] of Object.entries(session ?? {})) s.set(key as 'ebsnToken', value as string);
    if (messages) s.flash('messages', messages as never);
    headers.append('Set-Cookie', await sessionStorage.commitSession(s));
  }
  return new Response(null, { status, headers });
}

describe('test matchers', () => {
  it('toRedirectTo wants a 3xx with that Location, and the status when given', async () => {
    expect(await answer(302, '/cart')).toRedirectTo('/cart');
    expect(await answer(302, '/cart?x=1')).toRedirectTo(/^\/cart\?/);
    expect(await answer(302, '/cart')).toRedirectTo('/cart', 302);
    expect(await answer(302, '/cart')).not.toRedirectTo('/cart', 303);
    expect(await answer(302, '/cart')).not.toRedirectTo('/checkout');
    expect(await answer(200, '/cart')).not.toRedirectTo('/cart');
    expect({ data: 1 }).not.toRedirectTo('/cart');
  });

  it('toFlash compares every flashed message, and no cookie flashes none', async () => {
    const message = { level: 'success', text: 'Fatto' };
    await expect(await answer(302, '/', undefined, [message])).toFlash([message]);
    await expect(await answer(302, '/', undefined, [message])).not.toFlash([]);
    await expect(await answer(302, '/')).toFlash([]);
  });

  it('toSetSession wants the cookie set, holding the values given', async () => {
    await expect(await answer(302, '/', { ebsnToken: 'tok', userId: 7 })).toSetSession({ ebsnToken: 'tok' });
    await expect(await answer(302, '/', { ebsnToken: 'tok' })).not.toSetSession({ ebsnToken: 'other' });
    await expect(await answer(302, '/')).not.toSetSession({ ebsnToken: undefined });
  });
});
