// Parts of a page that hydrate after the rest, one per task (issue 24 §11). A listing's two dozen
// cards (the home's six dozen) hydrated with the page in one task of 0.6 s on a phone's 4× slower CPU,
// and the phone could not answer a tap meanwhile. Each `<Island>` now waits, keeping the server's
// HTML, and hydrates in a task of its own after the page, in document order.
//
// The waiting is React's own: a part that suspends while it hydrates keeps the server's HTML and
// hydrates when its promise settles (Preact does the same, app/lib/preact-react.client.ts). On the
// server and in any later render nothing waits. The server's HTML works before an island hydrates:
// its links and forms are plain ones (DESIGN.md), so a tap in the meantime gets the server's answer.
import { Suspense, type ReactNode } from 'react';

/** Marked on `performance` once the last island has hydrated: the page is wholly interactive. */
export const ISLANDS_HYDRATED = 'spesa:islands-hydrated';

// the turns of the islands met by the hydration under way; null otherwise
let turns: Array<() => void> | null = null;

function Turn({ children }: { children: ReactNode }) {
  if (turns) {
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
 */
export function hydrateInTurns(hydrate: () => void) {
  const queue: Array<() => void> = [];
  turns = queue;
  try {
    hydrate();
  } finally {
    turns = null;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const next = queue.shift();
    if (!next) {
      channel.port1.close();
      performance.mark(ISLANDS_HYDRATED);
      return;
    }
    // the island renders in this task's microtasks, before the next message
    next();
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
}
