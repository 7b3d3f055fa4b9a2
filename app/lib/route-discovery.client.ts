// Remix discovers the routes of the links a page shows after it hydrates (lazy route discovery: one
// `/__manifest` request for all of them, again for links added later). The router adds the routes it
// learns and then announces a new state that is, field by field, the state it had (`updateState({})`
// in `patchRoutes`), only so that memoised reads of `router.routes` run again. Remix's
// `RouterProvider` re-renders the whole document for it: on the home page that was a task of 0.15-0.3 s
// at a phone's speed, soon after hydration, and it hydrated the product cards still waiting for their
// turn (app/lib/islands.tsx) all in that same task (issue 24 §11).
//
// Nothing on the page reads the routes it has not matched: the router matches the next navigation
// against its own up-to-date list whatever the components last rendered, and the array they hold is
// the one the new routes were added to. So a subscriber is not told of a state it already has.

type RouterState = Record<string, unknown>;
type Update = { deletedFetchers: string[]; flushSync: boolean; viewTransitionOpts?: unknown };
type Subscriber = (state: RouterState, update: Update) => void;
type Router = { readonly state: RouterState; subscribe: (subscriber: Subscriber) => () => void };

function sameFields(a: RouterState, b: RouterState) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** Wraps `subscribe` so that an update changing no field of the state, and asking nothing else, is not passed on. */
export function skipUnchangedStates(router: Router) {
  const subscribe = router.subscribe;
  router.subscribe = (subscriber) => {
    let known = router.state;
    return subscribe((state, update) => {
      const unchanged = sameFields(state, known) && !update.deletedFetchers.length && !update.flushSync && !update.viewTransitionOpts;
      known = state;
      if (!unchanged) subscriber(state, update);
    });
  };
}

/**
 * Applies `skipUnchangedStates` to the router Remix creates while the page hydrates: it publishes it as
 * `window.__remixRouter` before any component subscribes (RemixBrowser, in @remix-run/react).
 */
export function skipUnchangedRouterStates() {
  const published = window as unknown as { __remixRouter?: Router };
  if (published.__remixRouter) return skipUnchangedStates(published.__remixRouter);
  Object.defineProperty(published, '__remixRouter', {
    configurable: true,
    enumerable: true,
    set(router: Router) {
      Object.defineProperty(published, '__remixRouter', { value: router, writable: true, configurable: true, enumerable: true });
      skipUnchangedStates(router);
    },
  });
}
