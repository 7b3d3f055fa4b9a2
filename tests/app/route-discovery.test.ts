// The routes Remix discovers after hydration must not re-render the page (app/lib/route-discovery.client.ts):
// checked against the router Remix runs, so a router whose `patchRoutes` announced something new
// (or a wrapper that swallowed a real change) fails here.
import { createMemoryHistory, createRouter, type Router } from '@remix-run/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { skipUnchangedRouterStates, skipUnchangedStates } from '~/lib/route-discovery.client';

function shopRouter() {
  return createRouter({
    routes: [{ id: 'root', path: '/', children: [{ id: 'home', index: true }] }],
    history: createMemoryHistory({ initialEntries: ['/'] }),
    hydrationData: { loaderData: {} },
  });
}

describe('skipUnchangedStates', () => {
  let router: Router | undefined;
  afterEach(() => router?.dispose());

  it('does not pass on the state patchRoutes announces, and passes on every real change', async () => {
    router = shopRouter();
    skipUnchangedStates(router as never);
    router.initialize();
    const seen = vi.fn();
    router.subscribe(seen);

    router.patchRoutes('root', [{ id: 'product', path: 'product/:slug' }]);
    expect(seen).not.toHaveBeenCalled();
    expect(router.routes[0].children?.map((route) => route.id)).toEqual(['home', 'product']);

    await router.navigate('/product/mela');
    expect(seen).toHaveBeenCalled();
    expect(seen.mock.lastCall?.[0].location.pathname).toBe('/product/mela');
    expect(seen.mock.lastCall?.[0].matches.at(-1).route.id).toBe('product');
  });

  it('passes on an unchanged state that asks for something (fetchers to forget, a synchronous render)', () => {
    const subscribers: Array<(state: object, update: object) => void> = [];
    const state = { location: '/' };
    const fake = { state, subscribe: (subscriber: (state: object, update: object) => void) => (subscribers.push(subscriber), () => {}) };
    skipUnchangedStates(fake as never);
    const seen = vi.fn();
    fake.subscribe(seen);
    subscribers[0]({ ...state }, { deletedFetchers: ['add-1'], flushSync: false });
    subscribers[0]({ ...state }, { deletedFetchers: [], flushSync: true });
    subscribers[0]({ ...state }, { deletedFetchers: [], flushSync: false });
    expect(seen).toHaveBeenCalledTimes(2);
  });
});

describe('skipUnchangedRouterStates', () => {
  afterEach(() => {
    delete (globalThis as { __remixRouter?: unknown }).__remixRouter;
    vi.unstubAllGlobals();
  });

  it('wraps the router Remix publishes on window, before anything subscribes', () => {
    vi.stubGlobal('window', globalThis);
    skipUnchangedRouterStates();
    const router = shopRouter();
    const subscribe = router.subscribe;
    (window as unknown as { __remixRouter: Router }).__remixRouter = router;
    expect((window as unknown as { __remixRouter: Router }).__remixRouter).toBe(router);
    expect(router.subscribe).not.toBe(subscribe);
    router.dispose();
  });
});
