// Wish lists as the wishlist calls answer them (shopping.md §3 "Wish list"; decision 026): id/listId,
// name, size (active items), isDefault, sharingData.grant 'READ' on a list shared with the reader
// (not editable, naming nobody), and for view the items apart from the inactive ones (products no longer sold).
// Each item's product is the listing's product JSON, exactly as the cart shows it.
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { loadProducts } from '../catalog/products';
import type { Database } from '../db/client';
import { product, wishList, wishListItem, wishListShare } from '../db/schema';
import { present } from '../ebsn/null-free';
import { tipologia, weightInGrams } from '../../domain/quantity';
import { isActive, listItems } from './items';
import { provenEmail, type ListAccess, type ListRow } from './lists';

/** what a list reads as for someone it is shared with: READ, not editable; nobody's name (issue 26) */
const READ_SHARING = { grant: 'READ' } as const;

async function activeSizes(db: Tx, listIds: number[]): Promise<Map<number, number>> {
  if (!listIds.length) return new Map();
  const rows = await db
    .select({ listId: wishListItem.listId, n: count() })
    .from(wishListItem)
    .innerJoin(product, and(eq(product.id, wishListItem.productId), eq(product.available, true)))
    .where(inArray(wishListItem.listId, listIds))
    .groupBy(wishListItem.listId);
  return new Map(rows.map((r) => [r.listId, Number(r.n)]));
}

/** the addresses the owner shares a list with, as typed (ours: the owner's view only); never whose they are */
async function sharedWith(db: Tx, listId: number) {
  const rows = await db
    .select({ email: wishListShare.email, grant: wishListShare.grant })
    .from(wishListShare)
    .where(eq(wishListShare.listId, listId))
    .orderBy(asc(wishListShare.createdAt), asc(wishListShare.email));
  return rows.map((r) => ({ email: r.email, grant: r.grant }));
}

function summary(list: ListRow, size: number, own: boolean) {
  return present({
    id: list.id,
    listId: list.id,
    name: list.name,
    size,
    // the default list is the owner's choice: a list shared with the reader is never theirs
    isDefault: own && list.isDefault,
    sharingData: own ? null : READ_SHARING,
  });
}

/** wishlist/view (and every write on one list): the list with its items, active and inactive apart. */
export async function listView(db: Tx, access: ListAccess) {
  const { list, own } = access;
  const lines = await listItems(db, list.id);
  const catalogue = db as unknown as Database;
  const products = await loadProducts(catalogue, [...new Set(lines.map((l) => l.item.productId))]);
  const productById = new Map(products.map((p) => [p.productId, p]));
  const active: unknown[] = [];
  const inactive: unknown[] = [];
  for (const { item, facts } of lines) {
    const wire = productById.get(item.productId);
    const quantity = Number(item.quantity);
    const loose = tipologia(facts?.infos) === 'Sfuso';
    const entry = present({
      itemId: item.id,
      product: wire ?? { productId: item.productId },
      quantity,
      weight: loose ? weightInGrams(quantity) : null,
      infos: item.infos,
    });
    (isActive(facts) && wire ? active : inactive).push(entry);
  }
  return present({
    ...summary(list, active.length, own),
    sharedWith: own ? await sharedWith(db, list.id) : null,
    wishlistItems: active,
    wishlistInactiveItems: inactive,
  });
}

/**
 * wishlist/list: the customer's own lists (the default first, then oldest first) and then the lists
 * shared with them, a page at a time, paged as order/list pages (ebsn-wire.md).
 */
export async function listPage(db: Tx, userId: number, page: number, pageSize: number) {
  const email = await provenEmail(db, userId);
  const [own, shared] = await Promise.all([
    db.select().from(wishList).where(eq(wishList.userId, userId)).orderBy(asc(wishList.id)),
    email
      ? db
          .select({ list: wishList })
          .from(wishListShare)
          .innerJoin(wishList, eq(wishList.id, wishListShare.listId))
          // a list the customer shared with their own address is theirs already
          .where(and(eq(wishListShare.email, email), ne(wishList.userId, userId)))
          .orderBy(asc(wishList.id))
      : Promise.resolve([]),
  ]);
  const all = [
    ...own.filter((l) => l.isDefault).map((list) => ({ list, own: true })),
    ...own.filter((l) => !l.isDefault).map((list) => ({ list, own: true })),
    ...shared.map(({ list }) => ({ list, own: false })),
  ];
  const slice = all.slice((page - 1) * pageSize, page * pageSize);
  const sizes = await activeSizes(
    db,
    slice.map((s) => s.list.id),
  );
  return {
    personalList: slice.map(({ list, own: mine }) => summary(list, sizes.get(list.id) ?? 0, mine)),
    page: {
      selPage: page,
      itemsPerPage: pageSize,
      totPages: Math.max(1, Math.ceil(all.length / pageSize)),
      totItems: all.length,
    },
  };
}
