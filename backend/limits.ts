// Limits the database's column types set, named once: every check against them reads from here.

/** The largest value of a PostgreSQL integer (int4) column. */
export const INT32_MAX = 2_147_483_647;

/** The largest id a column of ours holds (ids are integer columns). */
export const MAX_ID = INT32_MAX;

/**
 * Lists one customer may share (new invitations, each an e-mail to the address) in an hour
 * (wishlist/share, issue 26): enough for a family, too few to probe addresses or send spam with.
 */
export const MAX_LIST_SHARES_PER_HOUR = 10;
