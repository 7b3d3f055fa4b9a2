// A customer's wish lists (shopping.md §3, §6, §7 wishlist/*; decision 026): who may read a list
// (its owner, and whoever proves an address it is shared with READ), who may change it (its owner
// only), the default list (one per customer), and sharing by e-mail (issue 26: a share names an
// address, never looks an account up, and invites the address by e-mail; decision 051). Writes take plain arguments and run inside the
// caller's transaction; a refusal throws (ebsn/refusal) and nothing is kept.
import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { listSharedMail } from '../accounts/emails';
import { enqueueMail } from '../accounts/outbox';
import type { Tx } from '../cart/carts';
import type { AppConfig } from '../config';
import { appUser, listShareSent, wishList, wishListItem, wishListShare } from '../db/schema';
import { refuse } from '../ebsn/refusal';
import { MAX_LIST_SHARES_PER_HOUR } from '../limits';
import { LIST_REFUSALS, MAX_LIST_SHARES, MAX_LISTS } from './messages';

export type ListRow = typeof wishList.$inferSelect;

/** how this customer reaches a list: as its owner, or through a READ share */
export type ListAccess = { list: ListRow; own: boolean };

/**
 * The address a customer has proven theirs (a confirmed account's e-mail, lower case): the one a
 * share must name for them to read the list. None for an account still to confirm.
 */
export async function provenEmail(db: Tx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ email: appUser.email })
    .from(appUser)
    .where(and(eq(appUser.id, userId), isNotNull(appUser.confirmedAt)))
    .limit(1);
  return row?.email.toLowerCase();
}

/** The list if this customer may read it; another customer's list not shared with them is as absent as one that never was. */
export async function readableList(db: Tx, userId: number, listId: number): Promise<ListAccess | undefined> {
  const [list] = await db.select().from(wishList).where(eq(wishList.id, listId)).limit(1);
  if (!list) return undefined;
  if (list.userId === userId) return { list, own: true };
  const email = await provenEmail(db, userId);
  if (!email) return undefined;
  const [share] = await db
    .select({ grant: wishListShare.grant })
    .from(wishListShare)
    .where(and(eq(wishListShare.listId, listId), eq(wishListShare.email, email)))
    .limit(1);
  return share ? { list, own: false } : undefined;
}

/**
 * The list for a write: this customer's own, locked for the rest of the transaction. A list shared
 * with them (READ) is refused as read-only, anyone else's as not found.
 */
export async function ownList(tx: Tx, userId: number, listId: number): Promise<ListRow> {
  const access = await readableList(tx, userId, listId);
  if (!access) return refuse(LIST_REFUSALS.notFound);
  if (!access.own) return refuse(LIST_REFUSALS.readOnly);
  const [locked] = await tx.select().from(wishList).where(eq(wishList.id, listId)).for('update').limit(1);
  if (!locked) return refuse(LIST_REFUSALS.notFound);
  return locked;
}

/** The customer's row locked: list counts and the default list change one request at a time. */
async function lockCustomer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, userId)).for('update').limit(1);
}

/** The customer's default list, if they have one. */
export async function defaultList(db: Tx, userId: number): Promise<ListRow | undefined> {
  const [row] = await db
    .select()
    .from(wishList)
    .where(and(eq(wishList.userId, userId), eq(wishList.isDefault, true)))
    .limit(1);
  return row;
}

/** wishlist/insert: a new empty list; the customer's first list (or the first while none is default) becomes the default. */
export async function createList(tx: Tx, userId: number, name: string): Promise<ListRow> {
  await lockCustomer(tx, userId);
  const [{ n }] = await tx.select({ n: count() }).from(wishList).where(eq(wishList.userId, userId));
  if (Number(n) >= MAX_LISTS) refuse(LIST_REFUSALS.tooManyLists);
  const isDefault = !(await defaultList(tx, userId));
  const [row] = await tx.insert(wishList).values({ userId, name, isDefault }).returning();
  return row;
}

/** wishlist/update: a new name for the customer's own list. */
export async function renameList(tx: Tx, userId: number, listId: number, name: string): Promise<ListRow> {
  await ownList(tx, userId, listId);
  const [row] = await tx.update(wishList).set({ name, updatedAt: new Date() }).where(eq(wishList.id, listId)).returning();
  return row;
}

/** wishlist/delete: the list, its items and its shares go; when it was the default, the oldest remaining list takes its place. */
export async function deleteList(tx: Tx, userId: number, listId: number): Promise<void> {
  await lockCustomer(tx, userId);
  const list = await ownList(tx, userId, listId);
  await tx.delete(wishListItem).where(eq(wishListItem.listId, listId));
  await tx.delete(wishListShare).where(eq(wishListShare.listId, listId));
  await tx.delete(wishList).where(eq(wishList.id, listId));
  if (list.isDefault) {
    const [next] = await tx
      .select({ id: wishList.id })
      .from(wishList)
      .where(eq(wishList.userId, userId))
      .orderBy(asc(wishList.id))
      .limit(1);
    if (next) await tx.update(wishList).set({ isDefault: true }).where(eq(wishList.id, next.id));
  }
}

/** wishlist/select: the customer's own list becomes their default (a list shared with them cannot: nothing can be added to it). */
export async function selectDefaultList(tx: Tx, userId: number, listId: number): Promise<void> {
  await lockCustomer(tx, userId);
  await ownList(tx, userId, listId);
  await tx
    .update(wishList)
    .set({ isDefault: false })
    .where(and(eq(wishList.userId, userId), eq(wishList.isDefault, true)));
  await tx.update(wishList).set({ isDefault: true, updatedAt: new Date() }).where(eq(wishList.id, listId));
}

/**
 * wishlist/share (ours): the owner lets an address read the list (grant READ) and the address is
 * invited by e-mail. The same work and answer whatever the address (a customer's, nobody's, the
 * owner's own): no account is looked up, so sharing tells nothing about who has one (issue 26).
 * Sharing again with the same address changes nothing and sends nothing; new shares are throttled
 * per owner (MAX_LIST_SHARES_PER_HOUR, taken-back shares included).
 */
export async function shareList(tx: Tx, config: AppConfig, userId: number, listId: number, email: string): Promise<void> {
  const list = await ownList(tx, userId, listId);
  const address = email.trim().toLowerCase();
  const [already] = await tx
    .select({ email: wishListShare.email })
    .from(wishListShare)
    .where(and(eq(wishListShare.listId, listId), eq(wishListShare.email, address)))
    .limit(1);
  if (already) return;
  const [{ n }] = await tx.select({ n: count() }).from(wishListShare).where(eq(wishListShare.listId, listId));
  if (Number(n) >= MAX_LIST_SHARES) refuse(LIST_REFUSALS.tooManyShares);
  // the owner's row is locked (ownList locks the list; two lists of theirs at once meet here)
  await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, userId)).for('update').limit(1);
  const [{ sent }] = await tx
    .select({ sent: count() })
    .from(listShareSent)
    .where(and(eq(listShareSent.userId, userId), gt(listShareSent.sentAt, sql`now() - interval '1 hour'`)));
  if (Number(sent) >= MAX_LIST_SHARES_PER_HOUR) refuse(LIST_REFUSALS.shareThrottled);
  await tx.insert(wishListShare).values({ listId, email: address, grant: 'READ' }).onConflictDoNothing();
  await tx.insert(listShareSent).values({ userId });
  const [owner] = await tx.select({ firstName: appUser.firstName }).from(appUser).where(eq(appUser.id, userId)).limit(1);
  await enqueueMail(tx, listSharedMail(config, address, owner?.firstName ?? '', list.name, list.id));
}

/** wishlist/unshare (ours): the owner takes the list back from an address it was shared with. */
export async function unshareList(tx: Tx, userId: number, listId: number, email: string): Promise<void> {
  await ownList(tx, userId, listId);
  const removed = await tx
    .delete(wishListShare)
    .where(and(eq(wishListShare.listId, listId), eq(wishListShare.email, email.trim().toLowerCase())))
    .returning({ email: wishListShare.email });
  if (!removed.length) refuse(LIST_REFUSALS.shareNotFound);
}
