// The shop clock's advance (backend/clock-store.ts, decision 052): one row, how far POST
// /dev/clock/advance has moved a development or e2e shop's clock forward. Production never reads it.
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const shopClockRow = pgTable('shop_clock', {
  id: integer('id').primaryKey(),
  advanceMs: bigint('advance_ms', { mode: 'number' }).notNull().default(0),
});
