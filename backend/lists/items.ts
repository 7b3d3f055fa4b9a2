// A list's items (shopping.md §3, §4, §7 wishlist/add_prod, update_prods, delete_prods and
// cart/add-all-from-wishlist; decision 026). An item keeps the quantity as the cart stores it (pieces,
// or kg / l for loose goods) and the same infos a cart line has (options by parameterName,
// accept_alternatives), checked by the cart's own quantity rules (domain/quantity.ts) so that what a
// list holds can be bought as it is. Only the owner writes; the caller's transaction holds the list's lock.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { type Tx } from '../cart/carts';
import { addItems, applyQuantities, checkQuantity, productFacts, rulesOf, type ProductFacts } from '../cart/lines';
import { refuse } from '../ebsn/refusal';
import { wishList, wishListItem } from '../db/schema';
import { round3 } from '../../domain/quantity';
import { LIST_REFUSALS, MAX_LIST_ITEMS } from './messages';
import { ownList, readableList } from './lists';

export type ListItemRow = typeof wishListItem.$inferSelect;

/** quantity or weight (grams, loose goods only); neither: what the first press of "add" puts in the cart */
export type AddListItem = { productId: number; quantity?: number; weight?: number; infos?: Record<string, string> };

/** the item's infos as a cart line keeps them: accept_alternatives, and every option of the product (all required, as the cart wants) */
function itemInfos(facts: ProductFacts, infos: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (infos?.accept_alternatives !== undefined) out.accept_alternatives = infos.accept_alternatives === 'true' ? 'true' : 'false';
  for (const option of facts.selectOptions ?? []) {
    const chosen = infos?.[option.parameterName];
    if (chosen === undefined || !option.options.some((o) => o.key === chosen)) refuse(LIST_REFUSALS.options);
    out[option.parameterName] = chosen;
  }
  return out;
}

const sameOptions = (a: Record<string, string>, b: Record<string, string>, facts: ProductFacts) =>
  (facts.selectOptions ?? []).every((o) => a[o.parameterName] === b[o.parameterName]);

async function touch(tx: Tx, listId: number): Promise<void> {
  await tx.update(wishList).set({ updatedAt: new Date() }).where(eq(wishList.id, listId));
}

/**
 * wishlist/add_prod: each product joins the item of the same product and options (its quantity
 * raised by what is added, as cart/add does) or becomes a new item. A product no longer sold may be
 * added: the list shows it among the inactive items.
 */
export async function addListItems(tx: Tx, userId: number, listId: number, items: AddListItem[]): Promise<void> {
  await ownList(tx, userId, listId);
  const facts = await productFacts(
    tx,
    items.map((i) => i.productId),
  );
  for (const item of items) {
    const f = facts.get(item.productId);
    if (!f) return refuse(LIST_REFUSALS.productNotFound);
    const rules = rulesOf(f);
    let added: number;
    if (item.weight !== undefined) {
      if (rules.kind !== 'Sfuso') refuse(LIST_REFUSALS.weight);
      // the weight in grams (or millilitres) as the list answers it; stored in the base unit
      added = round3(item.weight / 1000);
    } else {
      added = item.quantity ?? rules.first;
    }
    const infos = itemInfos(f, item.infos);
    const lines = await tx
      .select()
      .from(wishListItem)
      .where(and(eq(wishListItem.listId, listId), eq(wishListItem.productId, f.id)))
      .orderBy(asc(wishListItem.id));
    const existing = lines.find((l) => sameOptions(l.infos, infos, f));
    const quantity = round3((existing ? Number(existing.quantity) : 0) + added);
    checkQuantity(f, quantity, LIST_REFUSALS);
    if (existing) {
      await tx
        .update(wishListItem)
        .set({ quantity, infos: { ...existing.infos, ...infos }, updatedAt: new Date() })
        .where(eq(wishListItem.id, existing.id));
    } else {
      const [{ n }] = await tx.select({ n: count() }).from(wishListItem).where(eq(wishListItem.listId, listId));
      if (Number(n) >= MAX_LIST_ITEMS) refuse(LIST_REFUSALS.tooManyItems);
      await tx.insert(wishListItem).values({ listId, productId: f.id, quantity, infos: { accept_alternatives: 'false', ...infos } });
    }
  }
  await touch(tx, listId);
}

/** the items of this list among `itemIds`; an item of another list is as absent as one that never was */
async function ownItems(tx: Tx, listId: number, itemIds: number[]): Promise<Map<number, ListItemRow>> {
  const found = itemIds.length
    ? await tx
        .select()
        .from(wishListItem)
        .where(and(eq(wishListItem.listId, listId), inArray(wishListItem.id, [...new Set(itemIds)])))
    : [];
  const byId = new Map(found.map((l) => [l.id, l]));
  if (itemIds.some((id) => !byId.has(id))) refuse(LIST_REFUSALS.itemNotFound);
  return byId;
}

/** wishlist/update_prods: the absolute quantity of each item (0 removes it), within the product's rules. */
export async function updateListItems(tx: Tx, userId: number, listId: number, items: Array<{ itemId: number; quantity: number }>) {
  await ownList(tx, userId, listId);
  const lines = await ownItems(
    tx,
    listId,
    items.map((i) => i.itemId),
  );
  await applyQuantities(tx, lines, items, {
    refusals: LIST_REFUSALS,
    remove: (line) => tx.delete(wishListItem).where(eq(wishListItem.id, line.id)),
    set: (line, _facts, quantity) => tx.update(wishListItem).set({ quantity, updatedAt: new Date() }).where(eq(wishListItem.id, line.id)),
  });
  await touch(tx, listId);
}

/**
 * wishlist/delete_prods: each item goes whole, named by itemId or, without one, by productId (every
 * item of that product). The quantity clients send along is not a partial removal: update_prods is.
 */
export async function deleteListItems(tx: Tx, userId: number, listId: number, items: Array<{ itemId?: number; productId?: number }>) {
  await ownList(tx, userId, listId);
  const itemIds = items.flatMap((i) => (i.itemId !== undefined ? [i.itemId] : []));
  await ownItems(tx, listId, itemIds);
  if (itemIds.length) await tx.delete(wishListItem).where(and(eq(wishListItem.listId, listId), inArray(wishListItem.id, itemIds)));
  for (const item of items) {
    if (item.itemId !== undefined || item.productId === undefined) continue;
    const removed = await tx
      .delete(wishListItem)
      .where(and(eq(wishListItem.listId, listId), eq(wishListItem.productId, item.productId)))
      .returning({ id: wishListItem.id });
    if (!removed.length) refuse(LIST_REFUSALS.itemNotFound);
  }
  await touch(tx, listId);
}

/** The list's items in the order they were added, each with its product's facts (undefined for a product that is gone). */
export async function listItems(db: Tx, listId: number) {
  const items = await db.select().from(wishListItem).where(eq(wishListItem.listId, listId)).orderBy(asc(wishListItem.id));
  const facts = await productFacts(
    db,
    items.map((i) => i.productId),
  );
  return items.map((item) => ({ item, facts: facts.get(item.productId) }));
}

/** an item the shopper can buy now: its product exists and is sold */
export const isActive = (facts: ProductFacts | undefined): facts is ProductFacts => facts !== undefined && facts.available;

/**
 * cart/add-all-from-wishlist: every active item of a list the customer may read (their own, or one
 * shared with them) goes into their cart through cart/add's own path (addItems: its quantities join
 * the cart's lines, every cart rule applies, and any refusal keeps nothing). Runs inside the cart
 * route's write, so the cart's gating (logged in, address, slot) comes first.
 */
export async function addListToCart(tx: Tx, cartId: number, userId: number, listId: number): Promise<void> {
  const access = await readableList(tx, userId, listId);
  if (!access) refuse(LIST_REFUSALS.notFound);
  const active = (await listItems(tx, listId)).filter((l) => isActive(l.facts));
  if (!active.length) refuse(LIST_REFUSALS.nothingToAdd);
  await addItems(
    tx,
    cartId,
    active.map(({ item }) => ({ productId: item.productId, quantity: Number(item.quantity), infos: item.infos })),
  );
}
