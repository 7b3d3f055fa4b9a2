// Customer search and selection for customer care (account.md §7 user-search/list_user and
// select_user): only customers' accounts (user_type_id 2), never an erased one.
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appUser } from '../db/schema';

/** account.md §6: staff search and act for customers' accounts only */
export const CUSTOMER_USER_TYPE = 2;

export const USER_SORTS = ['name', 'name_desc', 'email', 'recent'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export type UserSearch = { q?: string; codInt?: string; page: number; pageSize: number; sort: UserSort };

/** `%` and `_` typed by staff are letters, not wildcards */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const ORDER: Record<UserSort, SQL[]> = {
  name: [asc(appUser.lastName), asc(appUser.firstName), asc(appUser.id)],
  name_desc: [desc(appUser.lastName), desc(appUser.firstName), desc(appUser.id)],
  email: [asc(appUser.email), asc(appUser.id)],
  recent: [desc(appUser.createdAt), desc(appUser.id)],
};

export const customerOnly = () => and(eq(appUser.userTypeId, CUSTOMER_USER_TYPE), isNull(appUser.anonymizedAt));

export async function searchCustomers(db: Database, search: UserSearch) {
  const conditions: SQL[] = [customerOnly()!];
  for (const word of (search.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const like = likeText(word);
    conditions.push(
      or(
        ilike(appUser.firstName, like),
        ilike(appUser.lastName, like),
        ilike(appUser.email, like),
        ilike(appUser.phone, like),
        ilike(appUser.fiscalCode, like),
      )!,
    );
  }
  if (search.codInt) {
    // the customer's internal code: their number or their loyalty card
    const asId = /^\d{1,9}$/.test(search.codInt) ? Number(search.codInt) : -1;
    conditions.push(or(eq(appUser.id, asId), eq(appUser.fidelityCard, search.codInt))!);
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(appUser).where(where);
  const rows = await db
    .select()
    .from(appUser)
    .where(where)
    .orderBy(...ORDER[search.sort])
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
  const totItems = Number(total?.n ?? 0);
  return {
    users: rows.map((u) => ({
      userId: u.id,
      userType: { userTypeId: u.userTypeId },
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      ...(u.phone ? { phone: u.phone } : {}),
      ...(u.city ? { city: u.city } : {}),
      ...(u.fidelityCard ? { fidelityCard: u.fidelityCard } : {}),
      profileConfirmed: u.confirmedAt !== null,
    })),
    page: { selPage: search.page, totPages: Math.max(1, Math.ceil(totItems / search.pageSize)), totItems, itemsPerPage: search.pageSize },
  };
}

/** A customer staff may act for, or nothing. */
export async function selectableCustomer(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.id, userId), customerOnly()))
    .limit(1);
  return row;
}
