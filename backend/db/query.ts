// Raw SQL through Drizzle answers `{ rows }` on both drivers (node-postgres and PGlite); this hides
// the driver-specific result types behind one typed helper.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(db: Database, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/**
 * Statement texts this process has named (namedRows), at most NAMED_SHAPES_MAX: every pooled
 * connection keeps each one it ran, with its plan, until it closes.
 */
const namedShapes = new Set<string>();
export const NAMED_SHAPES_MAX = 64;

/** tests: this process has named nothing yet (the statements already kept on connections stay valid) */
export function forgetNamedShapes() {
  namedShapes.clear();
}

// what Drizzle's database and transaction objects hold (pg-core's PgDatabase): the calls its own
// `.prepare(name)` makes, for SQL that no query builder wrote
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * rows(), as a statement named after its text, for raw SQL whose text depends only on the shape of
 * the call (how many categories, which order) and whose values are all parameters. PostgreSQL then
 * parses it once per connection and, after five runs, may keep one generic plan instead of planning
 * each call: a category page's listing spent longer being planned than run (decision 075). Past
 * NAMED_SHAPES_MAX texts a new one runs unnamed, so the statements kept per connection stay bounded.
 * PGlite ignores the name.
 */
export async function namedRows<T>(db: Database, prefix: string, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  let name: string | undefined = `${prefix}_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  if (!namedShapes.has(name)) {
    if (namedShapes.size >= NAMED_SHAPES_MAX) name = undefined;
    else namedShapes.add(name);
  }
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
