// PostgreSQL advisory locks of the shop's own work, for a shop of several backend processes on one
// database (decision 062). Two int4 keys: the shop's namespace, then the work. On PGlite one process
// holds the database, and the same calls always succeed.
import { sql } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import type { Database } from './client';
import { firstRow } from './query';

/** the first key of every lock of ours, so that another application on the same server never meets ours */
export const LOCK_NAMESPACE = 0x5e5a;

export const LOCKS = {
  /** migrating and seeding at a process's start: one process at a time, the others wait and find it done */
  startup: 1,
  /** the cutoff job (orders/cutoff.ts): one run at a time in the whole shop */
  cutoffJob: 2,
} as const;

/**
 * Takes the lock `key` for the rest of the transaction `tx` if nobody holds it: false when another
 * process's transaction has it (its run is under way; this one has nothing to do). Released with the
 * transaction, so a process that dies mid-run never keeps it.
 */
export async function tryTransactionLock(tx: Tx | Database, key: number): Promise<boolean> {
  const row = await firstRow<{ locked: boolean }>(
    tx as Database,
    sql`select pg_try_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${key}::int) as locked`,
  );
  return row?.locked === true;
}

/** Takes the lock `key` for the rest of the transaction `tx`, waiting while another transaction holds it. */
export async function transactionLock(tx: Tx | Database, key: number): Promise<void> {
  await firstRow(tx as Database, sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${key}::int)`);
}
