// Limits the database's column types set, named once: every check against them reads from here.

/** The largest value of a PostgreSQL integer (int4) column. */
export const INT32_MAX = 2_147_483_647;

/** The largest id a column of ours holds (ids are integer columns). */
export const MAX_ID = INT32_MAX;
