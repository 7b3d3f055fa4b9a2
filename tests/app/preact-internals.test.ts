// @vitest-environment happy-dom
// The browser build's `react` (app/lib/preact-react.client.ts, decision 035) hooks Preact's mangled
// internals: the `_diff`, `_commit` and `_catchError` option hooks (`__b`, `__c`, `__e`), a vnode's
// `_flags` (`__u`, bit MODE_HYDRATE) and its `_dom` (`__e`). Nothing in Preact's public API
// promises them; these checks hold Preact to what that module relies on, so an upgrade that renames
// or reorders them fails here rather than in a shopper's browser.
import { createElement as h, hydrate, options, render, type VNode } from 'preact';
import { lazy, Suspense } from 'preact/compat';
import { useLayoutEffect } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';

const MODE_HYDRATE = 1 << 5;
type Internal = VNode & { __u?: number; __e?: Element | null };
type Hooks = {
  __b?: (vnode: Internal) => void;
  diffed?: (vnode: Internal) => void;
  __e?: (error: unknown, vnode: Internal, ...rest: unknown[]) => void;
  __c?: (...args: unknown[]) => void;
};
const hooks = options as unknown as Hooks;
const published = { ...hooks };

type Seen = { event: string; type?: unknown; hydrating?: boolean; dom?: Element | null; error?: unknown };
let seen: Seen[] = [];
const component = (vnode: Internal) => typeof vnode.type === 'function';

// Each hook records, then hands on to the one before it (Preact's own hooks chain the same way).
function listen() {
  seen = [];
  const { __b: diff, diffed, __e: caught, __c: commit } = published;
  hooks.__b = (vnode) => {
    if (component(vnode)) seen.push({ event: 'diff', type: vnode.type, dom: vnode.__e });
    diff?.(vnode);
  };
  hooks.diffed = (vnode) => {
    if (component(vnode)) seen.push({ event: 'diffed', type: vnode.type });
    diffed?.(vnode);
  };
  hooks.__e = (error, vnode, ...rest) => {
    seen.push({ event: 'caught', type: vnode.type, hydrating: Boolean((vnode.__u ?? 0) & MODE_HYDRATE), dom: vnode.__e, error });
    caught?.(error, vnode, ...rest);
  };
  hooks.__c = (...args) => {
    seen.push({ event: 'commit' });
    commit?.(...args);
  };
}

afterEach(() => Object.assign(hooks, published));

function Card() {
  useLayoutEffect(() => void seen.push({ event: 'layout effect', type: Card }), []);
  return h('p', { id: 'card' }, 'Mele');
}

function Page() {
  return h('main', null, h(Card, null));
}

const events = (type: unknown) => seen.filter((entry) => entry.type === type).map((entry) => entry.event);

describe('the Preact internals the browser build hooks', () => {
  it('has its option hooks under the mangled names, called around each render and at the commit before layout effects', () => {
    for (const name of ['__b', '__c', '__e'] as const) expect(typeof published[name], name).toBe('function');
    listen();
    render(h(Page, null), document.createElement('div'));
    expect(events(Page)).toEqual(['diff', 'diffed']);
    expect(events(Card)).toEqual(['diff', 'diffed', 'layout effect']);
    expect(seen.findIndex((entry) => entry.event === 'commit')).toBeLessThan(seen.findIndex((entry) => entry.event === 'layout effect'));
  });

  it('flags a part that suspends with MODE_HYDRATE in `__u` only while hydrating', () => {
    const never = () => new Promise<{ default: typeof Card }>(() => {});
    const Pending = lazy(never);
    listen();
    render(h(Suspense, { fallback: null }, h(Pending, null)), document.createElement('div'));
    expect(seen.filter((entry) => entry.event === 'caught').map((entry) => entry.hydrating)).toEqual([false]);

    const server = document.createElement('div');
    server.innerHTML = '<p id="card">Mele</p>';
    const PendingAgain = lazy(never);
    listen();
    hydrate(h(Suspense, { fallback: null }, h(PendingAgain, null)), server);
    expect(seen.filter((entry) => entry.event === 'caught').map((entry) => entry.hydrating)).toEqual([true]);
  });

  it("reports a part that suspends while hydrating through `__e` with the server's element in the vnode's `__e`, and resumes it on that element", async () => {
    let arrive: (module: { default: typeof Card }) => void = () => {};
    const LazyCard = lazy(() => new Promise<{ default: typeof Card }>((resolve) => (arrive = resolve)));
    function Shelf() {
      return h('main', null, h(Suspense, { fallback: null }, h(LazyCard, null)));
    }
    const server = document.createElement('div');
    server.innerHTML = '<main><p id="card">Mele</p></main>';
    const paragraph = server.querySelector('#card');
    listen();
    hydrate(h(Shelf, null), server);

    const suspended = seen.find((entry) => entry.event === 'caught');
    expect(suspended?.type).toBe(LazyCard);
    expect(typeof (suspended?.error as { then?: unknown })?.then).toBe('function');
    expect(suspended?.hydrating).toBe(true);
    expect(suspended?.dom).toBe(paragraph);
    expect(server.querySelector('#card')).toBe(paragraph);

    seen = [];
    arrive({ default: Card });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // the lazy part's fresh vnode, before it renders, already holds the element it suspended on
    const resumed = seen.find((entry) => entry.event === 'diff' && entry.type === LazyCard);
    expect(resumed?.dom).toBe(paragraph);
    expect(events(Card)).toEqual(['diff', 'diffed', 'layout effect']);
    expect(server.querySelectorAll('#card')).toHaveLength(1);
    expect(server.querySelector('#card')).toBe(paragraph);
  });
});
