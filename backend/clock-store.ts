// The shop clock's advance, shared by the processes of one shop (decision 052): POST
// /dev/clock/advance adds to the one row of shop_clock, and every backend process copies it into
// its clock (./clock.ts) before a request or a cutoff run when its copy is older than a second.
// Production neither reads nor writes it: a shop sells at the real hour.
import { eq, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { shopClockRow } from './db/schema';
import { clockAdvance, setClockAdvance } from './clock';

/** how stale a process's copy of the advance may be before it reads the row again */
export const CLOCK_REFRESH_MS = 1_000;

// When each database was last read, and the read under way: a process serves one shop, but the test
// suites of a worker open one database after another, and none may take the last one's clock or
// wait on a read from a database already closed.
type Reads = { readAt: number; reading?: Promise<void> };
const reads = new WeakMap<Database, Reads>();
function readsOf(db: Database): Reads {
  let state = reads.get(db);
  if (!state) reads.set(db, (state = { readAt: -Infinity }));
  return state;
}

/** Reads the shop's advance into this process's clock, at most once per CLOCK_REFRESH_MS (or now, forced). */
export async function refreshShopClock(db: Database, force = false): Promise<void> {
  const state = readsOf(db);
  if (!force && performance.now() - state.readAt < CLOCK_REFRESH_MS) return;
  // concurrent requests share one read
  state.reading ??= (async () => {
    try {
      const [row] = await db.select({ advanceMs: shopClockRow.advanceMs }).from(shopClockRow).where(eq(shopClockRow.id, 1)).limit(1);
      setClockAdvance(row?.advanceMs ?? 0);
      state.readAt = performance.now();
    } finally {
      state.reading = undefined;
    }
  })();
  await state.reading;
}

/** Moves the shop's clock on by `ms` for every process of the shop; answers the new advance. */
export async function advanceShopClock(db: Database, ms: number): Promise<number> {
  const [row] = await db
    .insert(shopClockRow)
    .values({ id: 1, advanceMs: ms })
    .onConflictDoUpdate({ target: shopClockRow.id, set: { advanceMs: sql`greatest(${shopClockRow.advanceMs} + ${ms}, 0)` } })
    .returning({ advanceMs: shopClockRow.advanceMs });
  setClockAdvance(row!.advanceMs);
  readsOf(db).readAt = performance.now();
  return clockAdvance();
}
