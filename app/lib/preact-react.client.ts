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
type Internal = VNode & { __u?: number };
type Hooks = { __b?: (vnode: Internal) => void; diffed?: (vnode: Internal) => void; __e?: (...args: unknown[]) => void };

let initial = false;
let resumed = 0;
const open = new WeakSet<object>();

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

const hooks = options as unknown as Hooks;
const diff = hooks.__b;
hooks.__b = (vnode) => {
  if ((vnode.__u ?? 0) & MODE_HYDRATE) (open.add(vnode), resumed++);
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
  caught?.(error, vnode, ...rest);
};

export function useSyncExternalStore<T>(
  subscribe: (flush: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [server, setServer] = compat.useState(() => Boolean(getServerSnapshot) && hydrating());
  compat.useEffect(() => {
    if (server) setServer(false);
  }, [server]);
  return compat.useSyncExternalStore(subscribe, server && getServerSnapshot ? getServerSnapshot : getSnapshot);
}

export default { ...compat, useSyncExternalStore };
