// Parts of a page that hydrate after the rest, one per task (issue 24 §11). A listing's two dozen
// cards (the home's six dozen) hydrated with the page in one task of 0.6 s on a phone's 4× slower CPU,
// and the phone could not answer a tap meanwhile. Each `<Island>` now waits, keeping the server's
// HTML, and hydrates in a task of its own after the page: first the page's islands in document order,
// then those inside each of them, which wait again while the island around them hydrates (the header,
// then a product row's cards). The page's own task is left with what no island holds.
//
// The waiting is React's own: a part that suspends while it hydrates keeps the server's HTML and
// hydrates when its promise settles (Preact does the same, app/lib/preact-react.client.ts). On the
// server and in any later render nothing waits. The server's HTML works before an island hydrates:
// its links and forms are plain ones (DESIGN.md), so a tap in the meantime gets the server's answer.
import { Suspense, useRef, type ReactNode } from 'react';

/** Marked on `performance` once the last island has hydrated: the page is wholly interactive. */
export const ISLANDS_HYDRATED = 'spesa:islands-hydrated';

// the turns of the islands met while the page and its islands hydrate; null otherwise
let turns: Array<() => void> | null = null;
// whether a hydration is under way now: the document's, or an island's resumed after its turn
let hydrating: () => boolean = () => false;

function Turn({ children }: { children: ReactNode }) {
  // the island's own resumed render is a hydration too: it waited once (Preact keeps the component
  // that suspended, and its hooks, for the render that resumes it)
  const waited = useRef(false);
  if (turns && hydrating() && !waited.current) {
    waited.current = true;
    const queue = turns;
    throw new Promise<void>((resolve) => queue.push(resolve));
  }
  return <>{children}</>;
}

/** One element (the island keeps the server's element it starts with while it waits). */
export function Island({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}

/**
 * Runs the document's hydration with its islands deferred, then gives each island a task of its own:
 * a message to itself is the quickest task the browser queues behind what is waiting (a tap, a paint).
 * `underWay` tells whether a hydration is rendering now, the document's or an island's.
 */
export function hydrateInTurns(hydrate: () => void, underWay: () => boolean) {
  const queue: Array<() => void> = [];
  turns = queue;
  hydrating = underWay;
  hydrate();
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const next = queue.shift();
    if (!next) {
      turns = null;
      channel.port1.close();
      performance.mark(ISLANDS_HYDRATED);
      return;
    }
    // the island renders in this task's microtasks, before the next message: the islands inside it
    // join the queue then
    next();
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
}
