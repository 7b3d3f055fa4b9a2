// Raw SQL through Drizzle answers `{ rows }` on both drivers (node-postgres and PGlite); this hides
// the driver-specific result types behind one typed helper.
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(db: Database, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}
