// What `react` means in the production browser build (vite.config.ts, decision 035): Preact's
// compatibility layer, with the one hook whose hydration it does not follow. React renders the
// server's snapshot while it hydrates (`useHydrated` is false, as on the server) and the client's
// right after; Preact's useSyncExternalStore has no server snapshot, so a component would render its
// JavaScript version over the server's HTML, and Preact does not patch attributes while hydrating.
import * as compat from 'preact/compat';
import { options, type VNode } from 'preact';

// @ts-expect-error preact/compat's types declare `export =`; the module itself has named exports
export * from 'preact/compat';

// Hydration is the first render into the server's HTML, and later the resumed render of a part
// that suspended on its code (lazy): Preact marks those vnodes (its internal `_flags`, mangled
// `__u`, bit MODE_HYDRATE), and the `_diff` hook (`__b`) sees them before they render. The same
// mangled names are what Preact's own hooks and signals rely on throughout 10.x.
const MODE_HYDRATE = 1 << 5;
type Internal = VNode & { __u?: number; __e?: object | null };
type Hooks = {
  __b?: (vnode: Internal) => void;
  diffed?: (vnode: Internal) => void;
  __e?: (...args: unknown[]) => void;
  __c?: (...args: unknown[]) => void;
};

/**
 * Dispatched on `document` once the server's HTML is hydrated, and later on the element of each part
 * that waited for its code once that part is hydrated (it bubbles), each time before the render's
 * effects run: the moments at which the DOM must still be the server's (the e2e fixtures compare the
 * two on every page, e2e/hydration-check.ts).
 */
export const HYDRATED_EVENT = 'spesa:hydrated';

let initial = false;
let resumed = 0;
const open = new WeakSet<object>();
// The server's element that a part kept when it suspended while hydrating. When its code has come,
// Suspense renders it again from a fresh vnode that does not carry MODE_HYDRATE: only the old one
// did, and Preact hands the new one that element (`_dom`, mangled `__e`) before the `_diff` hook.
// Missed, the part rendered its JavaScript version into the server's HTML: a card's cart stepper got
// the fetcher's extra hidden field, which took the quantity box's element, and a second box was made.
const waiting = new WeakSet<object>();
// the parts resumed in the render under way, announced at its commit
let resumedParts: EventTarget[] = [];

export function hydrating() {
  return initial || resumed > 0;
}

export function hydrateWith(run: () => void) {
  initial = true;
  try {
    run();
  } finally {
    initial = false;
  }
}

const isThenable = (value: unknown) => typeof (value as { then?: unknown } | null)?.then === 'function';

const hooks = options as unknown as Hooks;
const diff = hooks.__b;
hooks.__b = (vnode) => {
  const resumes = Boolean(vnode.__e && waiting.delete(vnode.__e));
  if (resumes) resumedParts.push(vnode.__e as EventTarget);
  if ((vnode.__u ?? 0) & MODE_HYDRATE || resumes) (open.add(vnode), resumed++);
  diff?.(vnode);
};
const diffed = hooks.diffed;
hooks.diffed = (vnode) => {
  if (open.delete(vnode)) resumed--;
  diffed?.(vnode);
};
const caught = hooks.__e;
hooks.__e = (error, vnode, ...rest) => {
  if (open.delete(vnode as object)) resumed--;
  const suspended = vnode as Internal;
  if (isThenable(error) && (suspended.__u ?? 0) & MODE_HYDRATE && suspended.__e) {
    waiting.add(suspended.__e);
    resumedParts = resumedParts.filter((part) => part !== suspended.__e);
  }
  caught?.(error, vnode, ...rest);
};
// A render's commit (`_commit`, mangled `__c`) comes after its DOM is made and before its layout
// effects: the first hydration's, then each resumed part's.
const commit = hooks.__c;
hooks.__c = (...args) => {
  if (initial) document.dispatchEvent(new Event(HYDRATED_EVENT));
  const parts = resumedParts;
  resumedParts = [];
  for (const part of parts) part.dispatchEvent(new Event(HYDRATED_EVENT, { bubbles: true }));
  commit?.(...args);
};

export function useSyncExternalStore<T>(
  subscribe: (flush: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  // 'page': hydrated with the page, the client's version after the paint; 'part': hydrated later on its
  // own (an island, a part that waited for its code), the client's version in the same task, so its
  // work is not added to the next paint's, where every part hydrated meanwhile would run at once
  const [server, setServer] = compat.useState<'page' | 'part' | null>(() =>
    getServerSnapshot && hydrating() ? (initial ? 'page' : 'part') : null,
  );
  compat.useLayoutEffect(() => {
    if (server === 'part') setServer(null);
  }, [server]);
  compat.useEffect(() => {
    if (server === 'page') setServer(null);
  }, [server]);
  return compat.useSyncExternalStore(subscribe, server && getServerSnapshot ? getServerSnapshot : getSnapshot);
}

export default { ...compat, useSyncExternalStore };
